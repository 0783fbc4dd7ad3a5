import { CONFIRM_TTL_HOURS, type JournalLocale } from '../../../contracts/newsletter';
import { escapeHtml } from '../../lib/html';
import type { Issue } from './issues';
import { renderNewsletterMail } from './layout';

const COPY = {
  en: {
    activationSubject: 'Confirm your subscription to The Source',
    hello: 'Hello,',
    // Spec §5's confirmation text.
    confirm: 'Please confirm you want to join the newsletter.',
    why: 'Someone, hopefully you, asked for The Source, the weekly newsletter of Guild Journal, to be sent to this address.',
    button: 'Yes, subscribe me',
    expires: `The link works once and expires in ${CONFIRM_TTL_HOURS} hours. If you did not ask for this, ignore this message: you will not hear from us again.`,
    activationFooter:
      'You get this message because this address was entered in the subscription form of Guild Journal.',
    issueSubject: (n: number, title: string) => `The Source #${n}: ${title}`,
    inThisIssue: 'In this issue',
    readOnline: 'Read this issue on the web',
    issueFooter: 'You get The Source because you subscribed on Guild Journal. No ads, no tracking pixels.',
    unsubscribe: 'Unsubscribe with one click',
  },
  es: {
    activationSubject: 'Confirma tu suscripción a The Source',
    hello: 'Hola:',
    confirm: 'Por favor, confirma que quieres unirte a la newsletter.',
    why: 'Alguien, esperamos que tú, ha pedido recibir en esta dirección The Source, la newsletter semanal de Guild Journal.',
    button: 'Sí, quiero suscribirme',
    expires: `El enlace funciona una sola vez y caduca en ${CONFIRM_TTL_HOURS} horas. Si no lo has pedido, ignora este mensaje: no volverás a saber de nosotros.`,
    activationFooter:
      'Recibes este mensaje porque esta dirección se escribió en el formulario de suscripción de Guild Journal.',
    issueSubject: (n: number, title: string) => `The Source n.º ${n}: ${title}`,
    inThisIssue: 'En este número',
    readOnline: 'Lee este número en la web',
    issueFooter:
      'Recibes The Source porque te suscribiste en Guild Journal. Sin anuncios ni píxeles de seguimiento.',
    unsubscribe: 'Darte de baja con un clic',
  },
} as const;

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
