import * as v from 'valibot';

/** The languages of Guild Journal and of The Source. */
export const JOURNAL_LOCALES = ['en', 'es'] as const;
export type JournalLocale = (typeof JOURNAL_LOCALES)[number];

/**
 * The part of a locale before the hyphen decides: `es` selects Spanish, anything else English
 * (the default locale is en-US).
 */
export function journalLocale(tag: unknown): JournalLocale {
  const first = typeof tag === 'string' ? tag.trim().toLowerCase().split(/[-_]/)[0] : '';
  return first === 'es' ? 'es' : 'en';
}

/** The address readers write to for help ("Contact {email} for help"). */
export const JOURNAL_CONTACT_EMAIL = 'journal@guild.test';
/** The address The Source is sent from; the check-your-inbox text asks readers to keep it. */
export const NEWSLETTER_SENDER = 'no-reply@guild.test';
/** How long an activation link works. */
export const CONFIRM_TTL_HOURS = 72;
export const EMAIL_MAX = 254;
/** The honeypot: a field people never see; only robots fill it in. */
export const HONEYPOT_FIELD = 'website';

/**
 * The newsletter's field message in the subscriber's language: an empty or invalid address both
 * answer "address required" (the form adds its "check and try again" tip).
 */
export const NEWSLETTER_MESSAGES = {
  en: { emailRequired: 'Email address required.' },
  es: { emailRequired: 'La dirección de email es necesaria.' },
} as const satisfies Record<JournalLocale, Record<string, string>>;

const ValidEmail = v.pipe(v.string(), v.maxLength(EMAIL_MAX), v.email());

/**
 * `POST /api/newsletter/subscribe/ {"email", "locale", "website"}`. The error speaks the
 * subscriber's `locale` (the route fills it from Accept-Language when the body has none). Answers
 * the address trimmed and lower-cased, the locale, and whether the honeypot was filled in.
 */
export const SubscribeSchema = v.pipe(
  v.object({
    email: v.optional(v.unknown()),
    locale: v.optional(v.unknown()),
    [HONEYPOT_FIELD]: v.optional(v.unknown()),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const body = dataset.value;
    const locale = journalLocale(body.locale);
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!v.is(ValidEmail, email)) {
      addIssue({
        message: NEWSLETTER_MESSAGES[locale].emailRequired,
        path: [{ type: 'object', origin: 'value', input: body, key: 'email', value: body.email }],
      });
      return NEVER;
    }
    const honeypot = body[HONEYPOT_FIELD];
    return {
      email: email.toLowerCase(),
      locale,
      honeypot: typeof honeypot === 'string' ? honeypot.trim() !== '' : Boolean(honeypot),
    };
  }),
);
export type Subscribe = v.InferOutput<typeof SubscribeSchema>;

export const SubscribeAnswerSchema = v.object({ status: v.literal('pending') });
export type SubscribeAnswer = v.InferOutput<typeof SubscribeAnswerSchema>;

/** The token of an activation or unsubscribe link. */
export const TokenSchema = v.pipe(v.string(), v.trim(), v.minLength(10), v.maxLength(200));

/** `GET /api/newsletter/confirm/?token=&lang=`: a missing or bad token lands on the link-expired page. */
export const ConfirmQuerySchema = v.object({ token: v.optional(v.string()), lang: v.optional(v.string()) });
export const UnsubscribeQuerySchema = v.object({ token: v.optional(v.string()) });
/** The one-click POST (`List-Unsubscribe=One-Click`) or the unsubscribe page's form (`token`). */
export const UnsubscribeFormSchema = v.object({
  'List-Unsubscribe': v.optional(v.string()),
  token: v.optional(v.string()),
});
export const UnsubscribedAnswerSchema = v.object({ status: v.literal('unsubscribed') });
