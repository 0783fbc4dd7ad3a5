/**
 * Per-address limits for the endpoints that guess or send (auth, OTP, reset,
 * contact, newsletter). Reading pages and lists is never limited.
 */
export const LIMITS = {
  register: { max: 20, timeWindow: '10 minutes' },
  login: { max: 10, timeWindow: '1 minute' },
  otp: { max: 10, timeWindow: '10 minutes' },
  resend: { max: 5, timeWindow: '10 minutes' },
  refresh: { max: 60, timeWindow: '1 minute' },
  /** The Source's subscribe form: each request mails an activation link. */
  newsletter: { max: 10, timeWindow: '10 minutes' },
  contact: { max: 5, timeWindow: '10 minutes' },
  // Accounts complete (issue 3). Per address like the rest, and "Account" entries keyed by the
  // e-mail, phone or user the request is about, so changing addresses does not buy more guesses.
  reset: { max: 5, timeWindow: '10 minutes' },
  passwordChange: { max: 10, timeWindow: '10 minutes' },
  contactChange: { max: 10, timeWindow: '10 minutes' },
  social: { max: 20, timeWindow: '10 minutes' },
  loginAccount: { max: 20, timeWindow: '15 minutes' },
  otpAccount: { max: 10, timeWindow: '10 minutes' },
  sendAccount: { max: 3, timeWindow: '10 minutes' },
} as const;
