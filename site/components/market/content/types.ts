import type { Lang } from '../i18n';

/**
 * A paragraph, or a bulleted list. Inside text, `[words](href)` becomes a link, so the written
 * content stays plain data in both languages.
 */
export type Block = string | { list: string[] };

export interface InfoSection {
  /** Stable anchor, the same in both languages (prefixed with the language on the page). */
  id: string;
  heading: string;
  body: Block[];
}

export interface InfoDoc {
  title: string;
  lead: string;
  sections: InfoSection[];
}

export interface FaqDoc {
  title: string;
  lead: string;
  groups: { heading: string; items: { q: string; a: string[] }[] }[];
}

export type Bilingual<T> = Record<Lang, T>;

/** When the legal pages last changed. */
export const POLICIES_UPDATED = '2026-11-01T12:00:00Z';
/** The site's public address for questions (the contact form mails CONTACT_INBOX). */
export const CONTACT_EMAIL = 'hello@guild.test';
export const PRIVACY_EMAIL = 'privacy@guild.test';
