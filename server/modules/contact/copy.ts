import type { Language } from '../../../contracts/auth';

/**
 * The contact module's own words: the message as the site's inbox receives it. The inbox is read by
 * the team, so it is sent in English (`en`); `ar` keeps the same keys for an Arabic-speaking inbox.
 * The sender's own words are passed through untouched (and escaped by the mail layout).
 */
export const COPY = {
  en: {
    subject: (subject: string) => `[Guild contact] ${subject}`,
    greeting: (name: string, email: string) =>
      `New message from the contact form, sent by ${name} <${email}>.`,
    subjectLine: (subject: string) => `Subject: ${subject}`,
    languageLine: (language: string) => `Interface language: ${language}.`,
    signedIn: (userId: string) => `Signed in as user ${userId}.`,
    notSignedIn: 'Not signed in.',
    footer: (name: string) => `Reply to this e-mail to answer ${name} directly.`,
    languageNames: { en: 'English', ar: 'Arabic' } satisfies Record<Language, string>,
  },
  ar: {
    subject: (subject: string) => `[Guild تواصل] ${subject}`,
    greeting: (name: string, email: string) => `رسالة جديدة من نموذج التواصل، أرسلها ${name} <${email}>.`,
    subjectLine: (subject: string) => `الموضوع: ${subject}`,
    languageLine: (language: string) => `لغة الواجهة: ${language}.`,
    signedIn: (userId: string) => `مسجّل الدخول بالمستخدم ${userId}.`,
    notSignedIn: 'غير مسجّل الدخول.',
    footer: (name: string) => `ردّ على هذه الرسالة للإجابة على ${name} مباشرة.`,
    languageNames: { en: 'الإنجليزية', ar: 'العربية' } satisfies Record<Language, string>,
  },
} as const;

/** The language the site's inbox reads. */
export const INBOX_LANGUAGE: Language = 'en';
