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
import type { Mailer } from '../../plugins/mail';
import { IMAGE_TYPES, type Storage } from '../../plugins/storage';
import { verifyEmailMessage } from './emails';
import type { Otps } from './otps';
import type { AccountsRepo } from './repo';
import { serializeUser } from './serializers';
import type { Sessions } from './sessions';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

interface Deps {
  repo: AccountsRepo;
  sessions: Sessions;
  otps: Otps;
  mailer: Mailer;
  storage: Storage;
  log: FastifyBaseLogger;
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The rules of spec §4–§5 for accounts: sign-up, e-mail verification, sign-in, the own account. */
export function createAccountsService({ repo, sessions, otps, mailer, storage, log }: Deps) {
  const toUser = (row: UserRow) => serializeUser(row, (key) => storage.publicUrl(key));

  async function loginSession(row: UserRow): Promise<LoginSession> {
    const { access, refresh } = await sessions.start(row.id);
    return { user: toUser(row), access, refresh, firebase_custom_token: null };
  }

  /** Mails a fresh code; a mail failure is logged, not fatal: the user can ask again. */
  async function sendVerifyCode(row: UserRow): Promise<void> {
    const code = otps.issue(row.id, 'verify_email');
    try {
      await mailer.send({ to: row.email, ...verifyEmailMessage(row.language, row.fullName, code) });
    } catch (err) {
      log.error({ err, userId: row.id }, 'verification mail could not be sent');
    }
  }

  function secondsUntilResend(userId: string): number {
    const last = otps.lastIssuedAt(userId, 'verify_email');
    if (!last) return 0;
    return Math.max(0, Math.ceil((last.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000));
  }

  return {
    toUser,

    async register(input: Register, language: Language): Promise<LoginSession> {
      if (repo.byEmail(input.email)) throw fieldError('email', MESSAGES.emailTaken);
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

    get(userId: string): UserRow {
      const row = repo.byId(userId);
      if (!row) throw new HttpError(401, MESSAGES.tokenInvalid);
      return row;
    },

    async update(userId: string, patch: UserUpdate, avatar?: Buffer): Promise<UserRow> {
      const current = this.get(userId);
      let avatarKey: string | undefined;
      if (avatar) {
        const key = await storage.savePublic(avatar, IMAGE_TYPES, 'avatars');
        if (!key) throw fieldError('avatar', MESSAGES.avatarType);
        avatarKey = key;
      }
      const row = repo.update(userId, {
        ...(patch.full_name !== undefined && { fullName: patch.full_name }),
        ...(patch.phone !== undefined && { phone: patch.phone || null }),
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
        ...(avatarKey && { avatar: avatarKey }),
      });
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
