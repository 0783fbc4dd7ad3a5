import type { JournalLocale } from '../../../contracts/newsletter';
import { escapeHtml } from '../../lib/html';

export interface NewsletterMail {
  lang: JournalLocale;
  subject: string;
  /** The hidden first line mail clients show beside the subject. */
  preheader: string;
  /** The body as trusted HTML (our own copy or an issue rendered from its Markdown). */
  html: string;
  /** The same body as plain text. */
  text: string;
  button?: { label: string; url: string };
  /** Why the reader gets this, and how to stop it. */
  footer: string;
  unsubscribe: { label: string; url: string };
}

/** The layout of every mail of The Source: an HTML body and the same words as text. */
export function renderNewsletterMail(m: NewsletterMail): { subject: string; html: string; text: string } {
  const button = m.button
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(m.button.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(m.button.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${m.lang}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Georgia,'Times New Roman',serif;color:#1c1917">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(m.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:28px 32px 0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-weight:700;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#0f766e">The Source · Guild Journal</td></tr>
<tr><td style="padding:8px 32px 8px;font-size:17px;line-height:1.65">
${m.html}
${button}
</td></tr>
<tr><td style="padding:16px 32px 28px;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:13px;line-height:1.5;color:#57534e;border-top:1px solid #e7e5e4">${escapeHtml(m.footer)}<br><a href="${escapeHtml(m.unsubscribe.url)}" style="color:#57534e">${escapeHtml(m.unsubscribe.label)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    m.text.trim(),
    '',
    ...(m.button ? [`${m.button.label}: ${m.button.url}`, ''] : []),
    '--',
    m.footer,
    `${m.unsubscribe.label}: ${m.unsubscribe.url}`,
  ].join('\n');
  return { subject: m.subject, html, text };
}

/**
 * RFC 2369 and RFC 8058 one-click unsubscribe: mail clients show an Unsubscribe button that POSTs
 * `List-Unsubscribe=One-Click` to the URL.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
