import type { Language } from '../../../contracts/auth';
import type { Contact } from '../../../contracts/contact';
import { renderMail } from '../../lib/mail-layout';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'Arabic' };

/**
 * The message as the site's inbox receives it. Written in English for the team that reads the
 * inbox; the visitor's own words are passed through untouched (and escaped by the layout).
 */
export function contactInboxMessage(input: Contact, language: Language, signedInUserId: string | null) {
  return renderMail({
    lang: 'en',
    subject: `[Guild contact] ${input.subject}`,
    greeting: `New message from the contact form, sent by ${input.name} <${input.email}>.`,
    paragraphs: [
      `Subject: ${input.subject}`,
      ...input.message.split(/\n\s*\n/).map((p) => p.trim()),
      `Interface language: ${LANGUAGE_NAMES[language]}.${signedInUserId ? ` Signed in as user ${signedInUserId}.` : ' Not signed in.'}`,
    ],
    footer: `Reply to this e-mail to answer ${input.name} directly.`,
  });
}
