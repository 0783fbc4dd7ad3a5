import * as v from 'valibot';
import { OTP_RESEND_SECONDS, PASSWORD_HINT_MIN, PASSWORD_HINTS, PASSWORD_SPECIAL } from './auth-limits';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './pagination';

export { OTP_RESEND_SECONDS, PASSWORD_HINT_MIN, PASSWORD_HINTS };

/** A new password needs at least 8 characters; the strength hint asks for 6. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_MIN = 100000;
export const OTP_MAX = 999999;
export const GENDERS = ['Male', 'Female'] as const;
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const EmailSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(254, MESSAGES.invalidEmail),
  v.email(MESSAGES.invalidEmail),
  v.toLowerCase(),
);

/** The rule a new password must meet (sign-up, change, reset). */
export const NewPasswordSchema = v.pipe(
  v.string(MESSAGES.required),
  v.nonEmpty(MESSAGES.required),
  v.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort),
  v.maxLength(PASSWORD_MAX, MESSAGES.passwordTooLong),
  v.regex(/[A-Z]/, MESSAGES.passwordNeedsUppercase),
  v.regex(PASSWORD_SPECIAL, MESSAGES.passwordNeedsSpecial),
);

/**
 * `entries` in an object whose second password field must repeat the first (sign-up, change,
 * reset); a mismatch is reported on the second field, where the forms show it.
 */
function withRepeatedPassword<const TEntries extends v.ObjectEntries>(
  entries: TEntries,
  [first, second]: readonly [keyof TEntries & string, keyof TEntries & string],
) {
  const schema = v.object(entries, MESSAGES.required);
  type Input = v.InferOutput<typeof schema>;
  type Loose = Record<string, unknown>;
  // Checked on a loose record: valibot cannot type the paths of a generic object.
  const repeated = v.forward<Loose, v.PartialCheckIssue<Loose>, [string]>(
    v.partialCheck<Loose, [[string], [string]], Loose, string>(
      [[first], [second]],
      (input) => input[first] === input[second],
      MESSAGES.passwordsDoNotMatch,
    ),
    [second],
  );
  return v.pipe(schema, repeated as v.BaseValidation<Input, Input, v.PartialCheckIssue<Loose>>);
}

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/**
 * Phone numbers in E.164 form: a plus, a country code and 8 to 15 digits in all. Spaces, dashes,
 * dots and brackets are dropped and a leading 00 reads as +, so "+962 79-123 4567" is accepted.
 */
export const PhoneSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(32, MESSAGES.invalidPhone),
  v.transform((s) => s.replace(/[\s().-]/g, '').replace(/^00/, '+')),
  v.regex(/^\+[1-9]\d{7,14}$/, MESSAGES.invalidPhone),
);

/** A phone that may be left empty (sign-up, profile): empty becomes null. */
const optionalPhone = v.optional(
  v.nullable(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
        PhoneSchema,
      ],
      MESSAGES.invalidPhone,
    ),
  ),
);

export const RegisterSchema = withRepeatedPassword(
  {
    email: EmailSchema,
    full_name: v.pipe(
      v.string(MESSAGES.fullNameRequired),
      v.trim(),
      v.nonEmpty(MESSAGES.fullNameRequired),
      v.maxLength(150),
    ),
    password1: NewPasswordSchema,
    password2: v.pipe(v.string(MESSAGES.required), v.nonEmpty(MESSAGES.required)),
    is_terms_agreed: v.pipe(
      v.optional(v.boolean(MESSAGES.termsRequired), false),
      v.check((agreed) => agreed === true, MESSAGES.termsRequired),
    ),
    phone: optionalPhone,
    gender: v.optional(v.nullable(v.picklist(GENDERS))),
    referral_source: optionalText(100),
  },
  ['password1', 'password2'],
);
export type Register = v.InferOutput<typeof RegisterSchema>;

export const LoginSchema = v.object(
  {
    email: EmailSchema,
    password: v.pipe(
      v.string(MESSAGES.required),
      v.nonEmpty(MESSAGES.required),
      v.maxLength(PASSWORD_MAX * 4),
    ),
  },
  MESSAGES.required,
);
export type Login = v.InferOutput<typeof LoginSchema>;

/** One-time codes travel as six-digit numbers; a string of six digits is accepted too. */
export const OtpSchema = v.pipe(
  v.union(
    [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, MESSAGES.otpFormat), v.transform(Number))],
    MESSAGES.otpFormat,
  ),
  v.integer(MESSAGES.otpFormat),
  v.minValue(OTP_MIN, MESSAGES.otpFormat),
  v.maxValue(OTP_MAX, MESSAGES.otpFormat),
);

export const VerifyEmailSchema = v.object({ otp: OtpSchema }, MESSAGES.required);
export const ResendEmailSchema = v.object({ email: EmailSchema }, MESSAGES.required);
export const RefreshSchema = v.object(
  {
    refresh: v.pipe(v.string(MESSAGES.required), v.nonEmpty(MESSAGES.required), v.maxLength(200)),
  },
  MESSAGES.required,
);
export const LogoutSchema = v.object(
  { refresh: v.optional(v.pipe(v.string(), v.maxLength(200))) },
  MESSAGES.required,
);

const isoDate = v.pipe(v.string(), v.isoDate(MESSAGES.invalidDate));
const url = v.union([
  v.literal(''),
  v.pipe(v.string(), v.trim(), v.url(MESSAGES.invalidUrl), v.maxLength(500)),
]);

/** What a user may change on their own account with PATCH /auth/user/. */
export const UserUpdateSchema = v.object(
  {
    full_name: v.optional(
      v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.fullNameRequired), v.maxLength(150)),
    ),
    phone: optionalPhone,
    gender: v.optional(v.nullable(v.picklist(GENDERS))),
    date_of_birth: v.optional(v.nullable(isoDate)),
    foundation_date: v.optional(v.nullable(isoDate)),
    location: optionalText(200),
    website: v.optional(v.nullable(url)),
    city: optionalText(100),
    company_name: optionalText(150),
    description: optionalText(5000),
    job_title: optionalText(150),
    language: v.optional(v.picklist(LANGUAGES)),
    /** Onboarding: the id of a referral source, and agreeing to the terms (never un-agreeing). */
    referral_source: v.optional(v.pipe(v.string(MESSAGES.referralSourceInvalid), v.trim(), v.maxLength(100))),
    is_terms_agreed: v.optional(
      v.pipe(v.boolean(MESSAGES.termsRequired), v.literal(true, MESSAGES.termsRequired)),
    ),
    /**
     * Expert mode: on only with at least one skill and a GitHub link to github.com. A multipart form
     * may send it as the text `true` or `false`.
     */
    is_expert: v.optional(
      v.union(
        [
          v.boolean(),
          v.pipe(
            v.picklist(['true', 'false']),
            v.transform((s) => s === 'true'),
          ),
        ],
        MESSAGES.expertFailed,
      ),
    ),
  },
  MESSAGES.required,
);
export type UserUpdate = v.InferOutput<typeof UserUpdateSchema>;

const nullableText = v.nullable(v.string());

/** A social link as the User answer carries it. */
export const SocialLinkSchema = v.object({ id: v.string(), name: v.string(), url: v.string() });
/** A skill as the User answer carries it. */
export const SkillSchema = v.object({ id: v.string(), title: v.string(), description: nullableText });

/** The own account as the API sends it: every field, for GET/PATCH /auth/user/ and the login answer. */
export const UserSchema = v.object({
  id: v.string(),
  email: v.string(),
  full_name: v.string(),
  avatar: nullableText,
  phone: nullableText,
  is_terms_agreed: v.boolean(),
  is_email_verified: v.boolean(),
  is_phone_verified: v.boolean(),
  gender: v.nullable(v.picklist(GENDERS)),
  social_links: v.array(SocialLinkSchema),
  date_of_birth: nullableText,
  foundation_date: nullableText,
  location: nullableText,
  website: nullableText,
  city: nullableText,
  company_name: nullableText,
  description: nullableText,
  banner_image: nullableText,
  skills: v.array(SkillSchema),
  job_title: nullableText,
  is_expert: v.boolean(),
  is_first_social_login: v.boolean(),
  /** False for accounts made by social or OpenID sign-in until they create a password. */
  has_password: v.boolean(),
  referral_source: nullableText,
  language: v.picklist(LANGUAGES),
  created_on: v.string(),
  edited_on: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;

/** What login, registration, social login, the OpenID exchange and reset confirm answer. */
export const LoginAnswerSchema = v.object({
  user: UserSchema,
  access: v.string(),
  refresh: v.string(),
  /** Only when Firebase is configured on the server. */
  firebase_custom_token: nullableText,
});
export type LoginSession = v.InferOutput<typeof LoginAnswerSchema>;

/** POST /auth/token/refresh/: a new access token and the refresh token that replaces the spent one. */
export const TokenPairSchema = v.object({ access: v.string(), refresh: v.string() });

/** A confirmation with the account as it now is (verify e-mail, phone and the changes). */
export const UserConfirmationSchema = v.object({ detail: v.string(), user: UserSchema });

/** GET /user/avatar/. */
export const AvatarAnswerSchema = v.object({ avatar: nullableText });

/** The body of POST /auth/registration/resend-email/: signed in, it may be empty. */
export const ResendEmailBodySchema = v.object({ email: v.optional(EmailSchema) }, MESSAGES.required);

// ---- Accounts complete (issue 3): passwords, reset, phone, e-mail change, onboarding, outside sign-in.

const requiredText = (max: number) =>
  v.pipe(v.string(MESSAGES.required), v.nonEmpty(MESSAGES.required), v.maxLength(max));

const NEW_PASSWORD_ENTRIES = {
  new_password1: NewPasswordSchema,
  new_password2: requiredText(PASSWORD_MAX * 4),
};
const NEW_PASSWORD_NAMES = ['new_password1', 'new_password2'] as const;

export const PasswordChangeSchema = withRepeatedPassword(
  { old_password: requiredText(PASSWORD_MAX * 4), ...NEW_PASSWORD_ENTRIES },
  NEW_PASSWORD_NAMES,
);
export type PasswordChange = v.InferOutput<typeof PasswordChangeSchema>;
export const CreatePasswordSchema = withRepeatedPassword(NEW_PASSWORD_ENTRIES, NEW_PASSWORD_NAMES);
export const PasswordResetSchema = v.object({ email: EmailSchema }, MESSAGES.required);
export const SmsPasswordResetSchema = v.object({ phone: PhoneSchema }, MESSAGES.required);

/** The reset code is checked against the e-mail it was sent to, or the phone for an SMS reset. */
export const ResetOtpVerifySchema = v.pipe(
  v.object(
    {
      otp: OtpSchema,
      email: v.optional(EmailSchema),
      phone: v.optional(PhoneSchema),
    },
    MESSAGES.required,
  ),
  v.check((input) => Boolean(input.email || input.phone), MESSAGES.resetEmailOrPhone),
);
export type ResetOtpVerify = v.InferOutput<typeof ResetOtpVerifySchema>;

export const ResetConfirmSchema = withRepeatedPassword(
  { uid: requiredText(64), token: requiredText(200), ...NEW_PASSWORD_ENTRIES },
  NEW_PASSWORD_NAMES,
);
export type ResetConfirm = v.InferOutput<typeof ResetConfirmSchema>;

export const OtpOnlySchema = v.object({ otp: OtpSchema }, MESSAGES.required);
export const ChangePhoneSchema = v.object({ phone: PhoneSchema }, MESSAGES.required);
export const EmailChangeSchema = v.object({ email: EmailSchema }, MESSAGES.required);
export const SocialLoginSchema = v.object({ access_token: requiredText(4096) }, MESSAGES.required);
export const HandoffSchema = v.object({ code: requiredText(200) }, MESSAGES.required);

/** What reset-by-code answers: the pair that reset confirm takes. */
export const ResetConfirmationSchema = v.object({ uid: v.string(), token: v.string() });
export type ResetConfirmation = v.InferOutput<typeof ResetConfirmationSchema>;

/** A referral source, named in the reader's language. */
export const ReferralSourceSchema = v.object({ id: v.string(), name: v.string(), description: v.string() });
export type ReferralSource = v.InferOutput<typeof ReferralSourceSchema>;

/** The terms in the reader's language; each text is paragraphs separated by blank lines. */
export const TermsOfUseSchema = v.object({
  privacy_policy: v.string(),
  terms_of_use: v.string(),
  agree_conditions: v.string(),
});
export type TermsOfUse = v.InferOutput<typeof TermsOfUseSchema>;

/** GET /auth/onboarding/terms_video/: a short video shipped with Guild, with captions per language. */
export const TermsVideoSchema = v.object({
  title: v.string(),
  video_url: v.string(),
  captions: v.array(v.object({ language: v.picklist(LANGUAGES), url: v.string() })),
});
export type TermsVideo = v.InferOutput<typeof TermsVideoSchema>;

/** The public part of another account (GET /auth/all-users/): never their e-mail or phone. */
export const PublicUserSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  avatar: nullableText,
  banner_image: nullableText,
  job_title: nullableText,
  company_name: nullableText,
  city: nullableText,
  location: nullableText,
  description: nullableText,
  is_expert: v.boolean(),
  created_on: v.string(),
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** The directory's orderings. */
export const USER_ORDERINGS = ['full_name', '-full_name', 'created_on', '-created_on'] as const;

/** GET /auth/all-users/: the list query, ordered by name unless `ordering` says otherwise. */
export const UserDirectoryQuerySchema = v.object({
  ...PageQuerySchema.entries,
  ordering: v.optional(v.picklist(USER_ORDERINGS, MESSAGES.invalidBody), 'full_name'),
});

/** GET /auth/providers/: which outside sign-ins this server offers, so the buttons show only then. */
export const SignInProvidersSchema = v.object({
  oidc: v.object({ enabled: v.boolean(), name: v.string() }),
  google: v.object({ enabled: v.boolean(), client_id: nullableText }),
  facebook: v.object({ enabled: v.boolean(), app_id: nullableText }),
});
export type SignInProviders = v.InferOutput<typeof SignInProvidersSchema>;

/** GET /auth/user-firebase-token/. */
export const FirebaseTokenSchema = v.object({ firebase_token: v.string() });

/** GET /auth/oidc/start/: where to return after signing in (a local path). */
export const OidcStartQuerySchema = v.object({ next: v.optional(v.string()) });
/** GET /auth/oidc/callback/: what the provider sends back; providers may add their own parameters. */
export const OidcCallbackQuerySchema = v.looseObject({
  code: v.optional(v.string()),
  state: v.optional(v.string()),
  error: v.optional(v.string()),
});

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The onboarding form (sent as PATCH /auth/user/): both answers are needed to finish it. */
export const OnboardingSchema = v.object(
  {
    referral_source: v.pipe(
      v.string(MESSAGES.referralSourceInvalid),
      v.nonEmpty(MESSAGES.referralSourceInvalid),
      v.maxLength(100),
    ),
    is_terms_agreed: v.pipe(
      v.optional(v.boolean(MESSAGES.termsRequired), false),
      v.check((agreed) => agreed === true, MESSAGES.termsRequired),
    ),
  },
  MESSAGES.required,
);
