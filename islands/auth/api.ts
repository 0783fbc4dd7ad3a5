import type {
  LoginSession,
  ResetConfirmation,
  SignInProviders,
  SocialProvider,
  User,
} from '../../contracts/auth';
import { api } from '../lib/api';

type Detail = { detail: string };

/** The sign-in calls of spec §7 and conventions.md, typed: each way in ends in a LoginSession. */
export const authApi = {
  login: (input: unknown) => api.post<LoginSession>('auth/login', input),
  register: (input: unknown) => api.post<LoginSession>('auth/registration', input),
  /** Which outside sign-ins the server has configured. */
  providers: () => api.get<SignInProviders>('auth/providers'),
  socialLogin: (provider: SocialProvider, accessToken: string) =>
    api.post<LoginSession>(`social-auth/${provider}`, { access_token: accessToken }),
  /** Trades the one-time code of the OpenID Connect callback for the session. */
  oidcExchange: (code: string) => api.post<LoginSession>('auth/oidc/exchange', { code }),

  verifyEmail: (otp: number) => api.post<{ user: User }>('auth/registration/verify-email', { otp }),
  resendVerifyEmail: () => api.get('auth/registration/resend-email'),

  /** A reset code (and link) by e-mail, or a code by text message. */
  resetByEmail: (email: string) => api.post<Detail>('auth/password/reset', { email }),
  resetBySms: (phone: string) => api.post<Detail>('auth/sms-password-reset', { phone }),
  /** Trades a reset code for the uid and token of the new-password step. */
  verifyResetCode: (otp: number, to: { email: string } | { phone: string }) =>
    api.post<ResetConfirmation>('auth/password/reset/email-otp/verify', { otp, ...to }),
  confirmReset: (input: unknown) => api.post<LoginSession>('auth/password/reset/confirm', input),
};
