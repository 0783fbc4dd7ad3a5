import { type MailLanguage, renderMail } from '../../lib/mail-layout';
import { COPY } from './copy';

const stamp = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

export function verifyEmailMessage(lang: MailLanguage, name: string, code: number) {
  const c = COPY[lang];
  return renderMail({
    lang,
    subject: c.verifySubject,
    greeting: c.greeting(name),
    paragraphs: [c.verifyBody],
    code: String(code),
    footer: `${c.expires} ${c.ignore}\n${c.footer}`,
  });
}

export function passwordResetMessage(lang: MailLanguage, name: string, link: string, code: number) {
  const c = COPY[lang];
  return renderMail({
    lang,
    subject: c.resetSubject,
    greeting: c.greeting(name),
    paragraphs: [c.resetBody],
    code: String(code),
    button: { label: c.resetButton, url: link },
    footer: `${c.resetLinkExpires} ${c.resetIgnore}\n${c.footer}`,
  });
}

export function passwordChangedMessage(lang: MailLanguage, name: string, kind: 'changed' | 'created') {
  const c = COPY[lang];
  const when = stamp(new Date());
  return renderMail({
    lang,
    subject: kind === 'changed' ? c.changedSubject : c.createdSubject,
    greeting: c.greeting(name),
    paragraphs: [kind === 'changed' ? c.changedBody(when) : c.createdBody(when), c.notYou],
    footer: c.footer,
  });
}

export function emailChangeCodeMessage(lang: MailLanguage, name: string, newEmail: string, code: number) {
  const c = COPY[lang];
  return renderMail({
    lang,
    subject: c.emailCodeSubject,
    greeting: c.greeting(name),
    paragraphs: [c.emailCodeBody(newEmail)],
    code: String(code),
    footer: `${c.expires} ${c.emailCodeIgnore}\n${c.footer}`,
  });
}

export function emailChangedMessage(lang: MailLanguage, name: string, newEmail: string) {
  const c = COPY[lang];
  return renderMail({
    lang,
    subject: c.emailChangedSubject,
    greeting: c.greeting(name),
    paragraphs: [c.emailChangedBody(newEmail), c.notYou],
    footer: c.footer,
  });
}

export function smsCodeText(
  lang: MailLanguage,
  purpose: 'reset_password' | 'verify_phone' | 'change_phone',
  code: number,
) {
  return COPY[lang].sms[purpose](code);
}
