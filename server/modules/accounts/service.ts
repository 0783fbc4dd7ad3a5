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
import { fieldError, HttpError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Mail, Mailer } from '../../plugins/mail';
import type { SmsSender } from '../../plugins/sms';
import { IMAGE_TYPES, type Storage } from '../../plugins/storage';
import { smsCodeText, verifyEmailMessage } from './emails';
import type { Firebase } from './firebase';
import type { OtpPurpose, Otps } from './otps';
import type { AccountsRepo } from './repo';
import { serializeUser } from './serializers';
import type { Sessions } from './sessions';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface AccountsDeps {
  repo: AccountsRepo;
  sessions: Sessions;
  otps: Otps;
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  firebase: Firebase;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/** What every part of the accounts module shares: the wire shape, sessions, sending, pacing. */
export function createAccountsCore({
  repo,
  sessions,
  otps,
  mailer,
  sms,
  storage,
  firebase,
  log,
}: AccountsDeps) {
  const toUser = (row: UserRow) =>
    serializeUser(row, (key) => storage.publicUrl(key), repo.linksAndSkills(row.id));

  return {
    toUser,

    /** The login shape of conventions.md; the Firebase custom token only when Firebase is configured. */
    async loginSession(row: UserRow): Promise<LoginSession> {
      const { access, refresh } = await sessions.start(row.id);
      return {
        user: toUser(row),
        access,
        refresh,
        firebase_custom_token: await firebase.customToken(row.id),
      };
    },

    get(userId: string): UserRow {
      const row = repo.byId(userId);
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
      const code = otps.issue(row.id, purpose, phone);
      try {
        await sms.send({ to: phone, text: smsCodeText(row.language, purpose, code) });
      } catch (err) {
        log.error({ err, userId: row.id }, 'text message could not be sent');
      }
    },

    /** Seconds before another code of this purpose may be sent (the client's resend countdown). */
    secondsUntilResend(userId: string, purpose: OtpPurpose): number {
      const last = otps.lastIssuedAt(userId, purpose);
      if (!last) return 0;
      return Math.max(0, Math.ceil((last.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000));
    },

    /** A 429 with Retry-After while the resend countdown runs. */
    paceResend(userId: string, purpose: OtpPurpose): void {
      const wait = this.secondsUntilResend(userId, purpose);
      if (wait > 0) throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(wait) });
    },
  };
}

export type AccountsCore = ReturnType<typeof createAccountsCore>;

/** The rules of spec §4–§5 for accounts: sign-up, e-mail verification, sign-in, the own account. */
export function createAccountsService(deps: AccountsDeps, core: AccountsCore) {
  const { repo, otps, mailer, storage, log } = deps;
  const { toUser, loginSession } = core;

  /** Mails a fresh code; a mail failure is logged, not fatal: the user can ask again. */
  async function sendVerifyCode(row: UserRow): Promise<void> {
    const code = otps.issue(row.id, 'verify_email');
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
      if (repo.byEmail(input.email)) throw fieldError('email', MESSAGES.emailTaken);
      if (input.referral_source && !repo.referralSourceById(input.referral_source)) {
        throw fieldError('referral_source', MESSAGES.referralSourceInvalid);
      }
      let row: UserRow;
      try {
        row = repo.insert({
          email: input.email,
          fullName: input.full_name,
          passwordHash: await hashPassword(input.password1),
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
      const row = repo.byEmail(input.email);
      const ok = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !ok) throw fieldError('non_field_errors', MESSAGES.wrongLogin);
      return loginSession(row);
    },

    verifyEmail(userId: string, code: number): UserRow {
      const row = repo.byId(userId);
      if (!row) throw new HttpError(401, MESSAGES.tokenInvalid);
      if (row.isEmailVerified) throw fieldError('otp', MESSAGES.emailAlreadyVerified);
      otps.consume(userId, 'verify_email', code);
      return repo.update(userId, { isEmailVerified: true });
    },

    /** A new code for the signed-in user; paced so the client's countdown and the server agree. */
    async resendForUser(userId: string): Promise<void> {
      const row = repo.byId(userId);
      if (!row) throw new HttpError(401, MESSAGES.tokenInvalid);
      if (row.isEmailVerified) throw fieldError('non_field_errors', MESSAGES.emailAlreadyVerified);
      const wait = secondsUntilResend(userId);
      if (wait > 0) throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(wait) });
      await sendVerifyCode(row);
    },

    /** The same answer whether or not the address has an account waiting: nothing to enumerate. */
    async resendForEmail(email: string): Promise<void> {
      const row = repo.byEmail(email);
      if (!row || row.isEmailVerified || secondsUntilResend(row.id) > 0) return;
      await sendVerifyCode(row);
    },

    get: core.get,

    async update(userId: string, patch: UserUpdate, avatar?: Buffer): Promise<UserRow> {
      const current = this.get(userId);
      // A verified phone changes only through change-phone-number and its code (spec §7).
      const phoneChanges = patch.phone !== undefined && (patch.phone ?? null) !== current.phone;
      if (phoneChanges && current.isPhoneVerified) throw fieldError('phone', MESSAGES.phoneChangeNeedsCode);
      if (patch.referral_source !== undefined && !repo.referralSourceById(patch.referral_source)) {
        throw fieldError('referral_source', MESSAGES.referralSourceInvalid);
      }
      let avatarKey: string | undefined;
      if (avatar) {
        const key = await storage.savePublic(avatar, IMAGE_TYPES, 'avatars');
        if (!key) throw fieldError('avatar', MESSAGES.avatarType);
        avatarKey = key;
      }
      let row = repo.update(userId, {
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
      });
      // Onboarding (spec §4): once a referral source is given and the terms agreed, the flag clears.
      if (row.isFirstSocialLogin && row.isTermsAgreed && row.referralSource) {
        row = repo.update(userId, { isFirstSocialLogin: false });
      }
      if (avatarKey) await storage.removePublic(current.avatar);
      return row;
    },

    async remove(userId: string): Promise<void> {
      const row = this.get(userId);
      repo.remove(userId);
      await storage.removePublic(row.avatar);
      await storage.removePublic(row.bannerImage);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
