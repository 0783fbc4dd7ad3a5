// What the account forms show as they render, without a schema: the password strength hints and
// the resend countdown. The forms load their schemas (valibot, the messages) only when they are
// sent (decision 15); contracts/auth.ts re-exports these.

/** A new password needs at least 8 characters (contracts/auth.ts); the strength hint asks for 6. */
export const PASSWORD_HINT_MIN = 6;

/** A character that is neither a letter, a digit nor a space. */
export const PASSWORD_SPECIAL = /[^A-Za-z0-9\s]/;

/** How long a client waits before it may ask for another code (the resend countdown), in seconds. */
export const OTP_RESEND_SECONDS = 60;

/** The strength hints shown under a password field: each is met or not. */
export const PASSWORD_HINTS = [
  { key: 'length', test: (p: string) => p.length >= PASSWORD_HINT_MIN },
  { key: 'number', test: (p: string) => /[0-9]/.test(p) },
  { key: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { key: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'special', test: (p: string) => PASSWORD_SPECIAL.test(p) },
] as const;
