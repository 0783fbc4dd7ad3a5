import type { JournalLocale } from '../../../contracts/newsletter';
import { escapeHtml } from '../../lib/html';
import { COPY } from './copy';
import type { Issue } from './issues';
import { renderNewsletterMail } from './layout';

const paragraphs = (lines: string[]) => lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');

export function activationMessage(lang: JournalLocale, confirmUrl: string, unsubscribeUrl: string) {
  const c = COPY[lang];
  const lines = [c.hello, c.confirm, c.why];
  return renderNewsletterMail({
    lang,
    subject: c.activationSubject,
    preheader: c.confirm,
    html: `${paragraphs(lines)}`,
    text: lines.join('\n\n'),
    button: { label: c.button, url: confirmUrl },
    footer: `${c.expires} ${c.activationFooter}`,
    unsubscribe: { label: c.unsubscribe, url: unsubscribeUrl },
  });
}

/** An issue of The Source in one language, with links into the Journal in that language. */
export function issueMessage(issue: Issue, siteUrl: string, unsubscribeUrl: string) {
  const c = COPY[issue.lang];
  const prefix = issue.lang === 'es' ? '/es' : '';
  const webUrl = `${siteUrl}${prefix}/newsletter/${issue.number}/`;
  const links = issue.articles.map((a) => ({ ...a, url: `${siteUrl}${prefix}/post/${a.slug}/` }));
  const list = links.length
    ? `<h2 style="font-size:18px;margin:28px 0 8px">${escapeHtml(c.inThisIssue)}</h2><ul>${links
        .map(
          (a) => `<li><a href="${escapeHtml(a.url)}" style="color:#0f766e">${escapeHtml(a.title)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  return renderNewsletterMail({
    lang: issue.lang,
    subject: c.issueSubject(issue.number, issue.title),
    preheader: issue.summary,
    html: `<h1 style="font-size:26px;line-height:1.25;margin:8px 0 16px">${escapeHtml(issue.title)}</h1>\n${issue.html}\n${list}`,
    text: [
      issue.title,
      '',
      issue.markdown,
      ...(links.length ? ['', `${c.inThisIssue}:`, ...links.map((a) => `- ${a.title}: ${a.url}`)] : []),
    ].join('\n'),
    button: { label: c.readOnline, url: webUrl },
    footer: c.issueFooter,
    unsubscribe: { label: c.unsubscribe, url: unsubscribeUrl },
  });
}
