import type { FastifyBaseLogger } from 'fastify';
import {
  type Language,
  type Login,
  type LoginSession,
  OTP_RESEND_SECONDS,
  type Register,
  type UserUpdate,
} from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { UserRow } from '../../../db/schema';
import { isUniqueViolation } from '../../lib/db';
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Mail, Mailer } from '../../plugins/mail';
import type { SmsSender } from '../../plugins/sms';
import { IMAGE_TYPES, type Storage } from '../../plugins/storage';
import type { FirebaseTokens, ProfileFacts, SessionKeeper } from '../../ports';
import { createLoginAnswers } from './login-answer';
import { smsCodeText, verifyEmailMessage } from './mails';
import type { OtpPurpose, Otps } from './otps';
import type { AccountsRepo } from './repo';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface AccountsDeps {
  repo: AccountsRepo;
  sessions: SessionKeeper;
  otps: Otps;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  firebase: FirebaseTokens;
  profileFacts: ProfileFacts;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** What every part of the accounts module shares: the wire shape, sessions, sending, pacing. */
export function createAccountsCore(deps: AccountsDeps) {
  const { repo, otps, mailer, sms, log } = deps;
  const { toUser, loginSession } = createLoginAnswers(deps);

  async function secondsUntilResend(userId: string, purpose: OtpPurpose): Promise<number> {
    const last = await otps.lastIssuedAt(userId, purpose);
    if (!last) return 0;
    return Math.max(0, Math.ceil((last.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000));
  }

  return {
    toUser,
    loginSession,

    /** The signed-in user's row; a token of a deleted account is not valid. */
    async get(userId: string): Promise<UserRow> {
      const row = await repo.byId(userId);
      if (!row) throw new HttpError(401, MESSAGES.tokenInvalid);
      return row;
    },

    /** Sends mail; a failure is logged, not fatal: the user can ask again. */
    async mail(mail: Mail, userId: string): Promise<void> {
      try {
        await mailer.send(mail);
      } catch (err) {
        log.error({ err, userId }, 'mail could not be sent');
      }
    },

    /** Issues a code of `purpose` for `phone` and texts it in the user's language. */
    async textCode(row: UserRow, purpose: 'reset_password' | 'verify_phone' | 'change_phone', phone: string) {
      const code = await otps.issue(row.id, purpose, phone);
      try {
        await sms.send({ to: phone, text: smsCodeText(row.language, purpose, code) });
      } catch (err) {
        log.error({ err, userId: row.id }, 'text message could not be sent');
      }
    },

    /** Seconds before another code of this purpose may be sent (the client's resend countdown). */
    secondsUntilResend,

    /** A 429 with Retry-After while the resend countdown runs. */
    async paceResend(userId: string, purpose: OtpPurpose): Promise<void> {
      const wait = await secondsUntilResend(userId, purpose);
      if (wait > 0) throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(wait) });
    },
  };
}

export type AccountsCore = ReturnType<typeof createAccountsCore>;

/**
 * The expert switch's refusal, told on `is_expert` with what is missing beside it (`skills`,
 * `github`), the way the profile form shows it.
 */
function onExpertField(error: FieldError): FieldError {
  const { non_field_errors: summary, ...missing } = error.errors;
  const first = Object.values(error.errors).flat()[0] ?? MESSAGES.expertFailed;
  return new FieldError({ is_expert: summary?.length ? summary : [first], ...missing });
}

/** Sign-up, e-mail verification, sign-in and the own account. */
export function createAccountsService(deps: AccountsDeps, core: AccountsCore) {
  const { repo, otps, mailer, storage, profileFacts, log } = deps;
  const { toUser, loginSession } = core;

  /** Mails a fresh code; a mail failure is logged, not fatal: the user can ask again. */
  async function sendVerifyCode(row: UserRow): Promise<void> {
    const code = await otps.issue(row.id, 'verify_email');
    try {
      await mailer.send({ to: row.email, ...verifyEmailMessage(row.language, row.fullName, code) });
    } catch (err) {
      log.error({ err, userId: row.id }, 'verification mail could not be sent');
    }
  }

  const secondsUntilResend = (userId: string) => core.secondsUntilResend(userId, 'verify_email');

  return {
    toUser,

    async register(input: Register, language: Language): Promise<LoginSession> {
      if (await repo.byEmail(input.email)) throw fieldError('email', MESSAGES.emailTaken);
      if (input.referral_source && !(await repo.referralSourceById(input.referral_source))) {
        throw fieldError('referral_source', MESSAGES.referralSourceInvalid);
      }
      const passwordHash = await hashPassword(input.password1);
      let row: UserRow;
      try {
        row = await repo.insert({
          email: input.email,
          fullName: input.full_name,
          passwordHash,
          isTermsAgreed: input.is_terms_agreed,
          phone: input.phone ?? null,
          gender: input.gender ?? null,
          referralSource: input.referral_source ?? null,
          language,
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw fieldError('email', MESSAGES.emailTaken);
        throw e;
      }
      await sendVerifyCode(row);
      if (row.phone) await core.textCode(row, 'verify_phone', row.phone);
      return loginSession(row);
    },

    async login(input: Login): Promise<LoginSession> {
      const row = await repo.byEmail(input.email);
      const ok = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !ok) throw fieldError('non_field_errors', MESSAGES.wrongLogin);
      return loginSession(row);
    },

    async verifyEmail(userId: string, code: number): Promise<UserRow> {
      const row = await core.get(userId);
      if (row.isEmailVerified) throw fieldError('otp', MESSAGES.emailAlreadyVerified);
      await otps.consume(userId, 'verify_email', code);
      return repo.update(userId, { isEmailVerified: true });
    },

    /** A new code for the signed-in user; paced so the client's countdown and the server agree. */
    async resendForUser(userId: string): Promise<void> {
      const row = await core.get(userId);
      if (row.isEmailVerified) throw fieldError('non_field_errors', MESSAGES.emailAlreadyVerified);
      const wait = await secondsUntilResend(userId);
      if (wait > 0) throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(wait) });
      await sendVerifyCode(row);
    },

    /** The same answer whether or not the address has an account waiting: nothing to enumerate. */
    async resendForEmail(email: string): Promise<void> {
      const row = await repo.byEmail(email);
      if (!row || row.isEmailVerified || (await secondsUntilResend(row.id)) > 0) return;
      await sendVerifyCode(row);
    },

    get: core.get,

    /**
     * Changes the own account. The whole change happens or none of it: a refused expert switch
     * leaves the other fields, and the avatar, as they were.
     */
    async update(
      userId: string,
      patch: UserUpdate,
      images: { avatar?: Buffer; banner_image?: Buffer } = {},
    ): Promise<UserRow> {
      const current = await core.get(userId);
      // A verified phone changes only through change-phone-number and its code.
      const phoneChanges = patch.phone !== undefined && (patch.phone ?? null) !== current.phone;
      if (phoneChanges && current.isPhoneVerified) throw fieldError('phone', MESSAGES.phoneChangeNeedsCode);
      if (patch.referral_source !== undefined && !(await repo.referralSourceById(patch.referral_source))) {
        throw fieldError('referral_source', MESSAGES.referralSourceInvalid);
      }
      let avatarKey: string | undefined;
      let bannerKey: string | undefined;
      if (images.avatar) {
        const key = await storage.savePublic(images.avatar, IMAGE_TYPES, 'avatars');
        if (!key) throw fieldError('avatar', MESSAGES.avatarType);
        avatarKey = key;
      }
      if (images.banner_image) {
        const key = await storage.savePublic(images.banner_image, IMAGE_TYPES, 'banners');
        if (!key) {
          if (avatarKey) await storage.removePublic(avatarKey);
          throw fieldError('banner_image', MESSAGES.avatarType);
        }
        bannerKey = key;
      }
      let row: UserRow;
      try {
        row = await repo.transaction(async () => {
          if (patch.is_expert !== undefined) {
            try {
              await profileFacts.setExpert(userId, patch.is_expert);
            } catch (error) {
              throw error instanceof FieldError ? onExpertField(error) : error;
            }
          }
          let updated = await repo.update(userId, {
            ...(patch.full_name !== undefined && { fullName: patch.full_name }),
            ...(phoneChanges && { phone: patch.phone ?? null, isPhoneVerified: false }),
            ...(patch.gender !== undefined && { gender: patch.gender }),
            ...(patch.date_of_birth !== undefined && { dateOfBirth: patch.date_of_birth }),
            ...(patch.foundation_date !== undefined && { foundationDate: patch.foundation_date }),
            ...(patch.location !== undefined && { location: patch.location || null }),
            ...(patch.website !== undefined && { website: patch.website || null }),
            ...(patch.city !== undefined && { city: patch.city || null }),
            ...(patch.company_name !== undefined && { companyName: patch.company_name || null }),
            ...(patch.description !== undefined && { description: patch.description || null }),
            ...(patch.job_title !== undefined && { jobTitle: patch.job_title || null }),
            ...(patch.language !== undefined && { language: patch.language }),
            ...(patch.referral_source !== undefined && { referralSource: patch.referral_source }),
            ...(patch.is_terms_agreed && { isTermsAgreed: true }),
            ...(avatarKey && { avatar: avatarKey }),
            ...(bannerKey && { bannerImage: bannerKey }),
          });
          // Onboarding: once a referral source is given and the terms agreed, the flag clears.
          if (updated.isFirstSocialLogin && updated.isTermsAgreed && updated.referralSource) {
            updated = await repo.update(userId, { isFirstSocialLogin: false });
          }
          return updated;
        });
      } catch (error) {
        if (avatarKey) await storage.removePublic(avatarKey);
        if (bannerKey) await storage.removePublic(bannerKey);
        throw error;
      }
      if (avatarKey) await storage.removePublic(current.avatar);
      if (bannerKey) await storage.removePublic(current.bannerImage);
      return row;
    },

    async remove(userId: string): Promise<void> {
      const row = await core.get(userId);
      await repo.remove(userId);
      await storage.removePublic(row.avatar);
      await storage.removePublic(row.bannerImage);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
