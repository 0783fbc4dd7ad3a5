import * as v from 'valibot';

/** The languages of Guild Journal and of The Source. */
export const JOURNAL_LOCALES = ['en', 'es'] as const;
export type JournalLocale = (typeof JOURNAL_LOCALES)[number];

/**
 * Spec §2: the part of a locale before the hyphen decides; `es` selects Spanish, anything else
 * English (the default locale is en-US).
 */
export function journalLocale(tag: unknown): JournalLocale {
  const first = typeof tag === 'string' ? tag.trim().toLowerCase().split(/[-_]/)[0] : '';
  return first === 'es' ? 'es' : 'en';
}

/** The address readers write to for help (spec §8's "Contact {email} for help"). */
export const JOURNAL_CONTACT_EMAIL = 'journal@guild.test';
/** The address The Source is sent from; the check-your-inbox text asks readers to keep it. */
export const NEWSLETTER_SENDER = 'no-reply@guild.test';
/** How long an activation link works. */
export const CONFIRM_TTL_HOURS = 72;
export const EMAIL_MAX = 254;
/** The honeypot: a field people never see; only robots fill it in. */
export const HONEYPOT_FIELD = 'website';

/** The newsletter's field messages in the subscriber's language (spec §5, conventions.md). */
export const NEWSLETTER_MESSAGES = {
  en: {
    emailRequired: 'Email address required.',
    emailInvalid: 'Please enter a valid email address.',
  },
  es: {
    emailRequired: 'La dirección de email es necesaria.',
    emailInvalid: 'Introduce una dirección de email válida.',
  },
} as const satisfies Record<JournalLocale, Record<string, string>>;

const ValidEmail = v.pipe(v.string(), v.maxLength(EMAIL_MAX), v.email());

/** `POST /api/newsletter/subscribe/ {"email", "locale"}`; errors speak the subscriber's `locale`. */
export function subscribeSchema(locale: JournalLocale) {
  const m = NEWSLETTER_MESSAGES[locale];
  return v.object(
    {
      email: v.pipe(
        v.string(m.emailRequired),
        v.trim(),
        v.nonEmpty(m.emailRequired),
        // Only one message per field: an empty address is "required", not also "invalid".
        v.check((email) => email === '' || v.is(ValidEmail, email), m.emailInvalid),
        v.toLowerCase(),
      ),
      locale: v.optional(v.unknown()),
      [HONEYPOT_FIELD]: v.optional(v.unknown()),
    },
    m.emailRequired,
  );
}
export type Subscribe = v.InferOutput<ReturnType<typeof subscribeSchema>>;

export interface SubscribeAnswer {
  status: 'pending';
}

/** The token of an activation or unsubscribe link. */
export const TokenSchema = v.pipe(v.string(), v.trim(), v.minLength(10), v.maxLength(200));
