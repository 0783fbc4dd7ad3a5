/**
 * Per-address limits for the endpoints that guess or send (conventions.md: auth, OTP, reset,
 * contact, newsletter). Reading pages and lists is never limited.
 */
export const LIMITS = {
  register: { max: 20, timeWindow: '10 minutes' },
  login: { max: 10, timeWindow: '1 minute' },
  otp: { max: 10, timeWindow: '10 minutes' },
  resend: { max: 5, timeWindow: '10 minutes' },
  refresh: { max: 60, timeWindow: '1 minute' },
} as const;
