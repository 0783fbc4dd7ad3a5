import type { Language } from '../../../contracts/auth';
import type { Contact } from '../../../contracts/contact';
import { renderMail } from '../../lib/mail-layout';
import { COPY, INBOX_LANGUAGE } from './copy';

/** The message as the site's inbox receives it, in the inbox's language, with the sender's words as written. */
export function contactInboxMessage(input: Contact, language: Language, signedInUserId: string | null) {
  const c = COPY[INBOX_LANGUAGE];
  return renderMail({
    lang: INBOX_LANGUAGE,
    subject: c.subject(input.subject),
    greeting: c.greeting(input.name, input.email),
    paragraphs: [
      c.subjectLine(input.subject),
      ...input.message.split(/\n\s*\n/).map((p) => p.trim()),
      `${c.languageLine(c.languageNames[language])} ${signedInUserId ? c.signedIn(signedInUserId) : c.notSignedIn}`,
    ],
    footer: c.footer(input.name),
  });
}
