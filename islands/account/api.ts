import type { ReferralSource, TermsOfUse, TermsVideo, User } from '../../contracts/auth';
import type { Page } from '../../contracts/pagination';
import type { Address } from '../../contracts/profiles';
import { api, query } from '../lib/api';

type Detail = { detail: string };
type Verified = Detail & { user: User };

/** The account calls of spec §7 and conventions.md, typed: password, e-mail, phone, onboarding, deletion. */
export const accountApi = {
  changePassword: (input: unknown) => api.post<Detail>('auth/password/change', input),
  createPassword: (input: unknown) => api.post<Detail>('auth/create-password', input),
  deleteAccount: () => api.delete('auth/user'),

  /** The signed-in user's addresses (profiles module, conventions.md). */
  addresses: {
    list: () => api.get<Page<Address>>(`base_user/user-address/${query({ all_pages: 'true' })}`),
    add: (input: unknown) => api.post<Address>('base_user/user-address', input),
    remove: (id: string) => api.delete(`base_user/user-address/${encodeURIComponent(id)}`),
  },
  updateUser: (input: unknown) => api.patch<User>('auth/user', input),

  /** A code to the new e-mail address, then its check (the old address is told afterwards). */
  emailChange: {
    start: (input: Record<string, string>) => api.post<Detail>('auth/email-change', input),
    verify: (otp: number) => api.post<Verified>('auth/email-change/verify-change-email', { otp }),
    resend: () => api.get<Detail>('auth/email-change/verify-change-email/resend'),
  },
  /** A code by text message to the new phone number, then its check. */
  phoneChange: {
    start: (input: Record<string, string>) => api.post<Detail>('auth/change-phone-number', input),
    verify: (otp: number) =>
      api.post<Verified>('auth/change-phone-number/verify-change-phone-number', { otp }),
    resend: () => api.get<Detail>('auth/change-phone-number/resend-change-phone-number'),
  },
  /** A code to the phone number the account has, to verify it. */
  phoneVerify: {
    start: () => api.get<Detail>('auth/change-phone-number/verify-phone-number/resend'),
    verify: (otp: number) => api.post<Verified>('auth/registration/verify-phone-number', { otp }),
    resend: () => api.get<Detail>('auth/change-phone-number/verify-phone-number/resend'),
  },

  /** The onboarding texts, in the interface language (the API reads Accept-Language). */
  referralSources: () => api.get<Page<ReferralSource>>('auth/onboarding/referral-source?all_pages=true'),
  termsOfUse: () => api.get<TermsOfUse>('auth/onboarding/terms-of-use'),
  termsVideo: () => api.get<TermsVideo>('auth/onboarding/terms_video'),
};
