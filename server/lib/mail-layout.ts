import { escapeHtml } from './html';
export type MailLanguage = 'en' | 'ar';

export interface MailContent {
  lang: MailLanguage;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A one-time code shown large. */
  code?: string;
  button?: { label: string; url: string };
  footer: string;
}

/** One layout for every message: an HTML body (right-to-left for Arabic) and the same words as text. */
export function renderMail(c: MailContent): { subject: string; html: string; text: string } {
  const dir = c.lang === 'ar' ? 'rtl' : 'ltr';
  const align = c.lang === 'ar' ? 'right' : 'left';
  const html = `<!doctype html>
<html lang="${c.lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;text-align:${align}">
<tr><td style="padding:28px 32px 0;font-weight:700;font-size:20px;color:#4338ca">Guild</td></tr>
<tr><td style="padding:16px 32px 8px;font-size:16px;line-height:1.6">
<p>${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${c.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;text-align:center;direction:ltr" id="code">${escapeHtml(c.code)}</p>` : ''}
${c.button ? `<p style="text-align:center"><a href="${escapeHtml(c.button.url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none">${escapeHtml(c.button.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:8px 32px 28px;font-size:13px;color:#52525b">${escapeHtml(c.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.code ? [c.code, ''] : []),
    ...(c.button ? [`${c.button.label}: ${c.button.url}`, ''] : []),
    '--',
    c.footer,
  ].join('\n');
  return { subject: c.subject, html, text };
}
