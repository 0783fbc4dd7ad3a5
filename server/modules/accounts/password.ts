import type {
  LoginSession,
  PasswordChange,
  ResetConfirm,
  ResetConfirmation,
  ResetOtpVerify,
} from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { UserRow } from '../../../db/schema';
import { fieldError } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { passwordChangedMessage, passwordResetMessage } from './mails';
import type { AccountsCore, AccountsDeps } from './service';
import type { ResetTokens } from './tokens';

/**
 * Passwords: change, create (accounts made by outside sign-in), and reset by e-mail link, e-mail
 * code or text-message code. Requests for unknown addresses answer exactly like known ones.
 */
export function createPasswordService(deps: AccountsDeps, core: AccountsCore, tokens: ResetTokens) {
  const { repo, otps, sessions, publicUrl } = deps;

  /** Sets the password and mails the owner; `keepSessionId` is the one session that stays signed in. */
  async function setPassword(
    row: UserRow,
    password: string,
    kind: 'changed' | 'created',
    keepSessionId?: string,
  ) {
    const passwordHash = await hashPassword(password);
    const updated = await repo.transaction(async () => {
      const updated = await repo.update(row.id, { passwordHash });
      if (kind === 'changed') await sessions.revokeOthers(row.id, keepSessionId);
      await otps.revoke(row.id, 'reset_password');
      return updated;
    });
    void core.mail(
      { to: updated.email, ...passwordChangedMessage(updated.language, updated.fullName, kind) },
      row.id,
    );
    return updated;
  }

  return {
    async change(userId: string, sessionId: string, input: PasswordChange): Promise<void> {
      const row = await core.get(userId);
      if (!row.passwordHash) throw fieldError('old_password', MESSAGES.noPasswordYet);
      if (!(await verifyPassword(row.passwordHash, input.old_password))) {
        throw fieldError('old_password', MESSAGES.wrongOldPassword);
      }
      await setPassword(row, input.new_password1, 'changed', sessionId);
    },

    async create(userId: string, password: string): Promise<void> {
      const row = await core.get(userId);
      if (row.passwordHash) throw fieldError('non_field_errors', MESSAGES.passwordAlreadySet);
      await setPassword(row, password, 'created');
    },

    /**
     * Mails a reset link and code. Unknown addresses get the same answer, and the mail is sent
     * after answering, so the time taken does not tell either.
     */
    async requestByEmail(email: string): Promise<void> {
      const row = await repo.byEmail(email);
      if (!row || (await core.secondsUntilResend(row.id, 'reset_password')) > 0) return;
      const code = await otps.issue(row.id, 'reset_password', row.email);
      const link = `${publicUrl}/market/reset-password/?${new URLSearchParams({ uid: row.id, token: tokens.issue(row) })}`;
      void core.mail(
        { to: row.email, ...passwordResetMessage(row.language, row.fullName, link, code) },
        row.id,
      );
    },

    /** Texts a reset code to a verified phone; unknown numbers get the same answer. */
    async requestBySms(phone: string): Promise<void> {
      const row = await repo.byVerifiedPhone(phone);
      if (!row || (await core.secondsUntilResend(row.id, 'reset_password')) > 0) return;
      void core.textCode(row, 'reset_password', phone);
    },

    /** Trades a reset code for the uid and token that reset confirm takes. */
    async verifyCode(input: ResetOtpVerify): Promise<ResetConfirmation> {
      const row = input.email ? await repo.byEmail(input.email) : await repo.byVerifiedPhone(input.phone!);
      // No account and no code waiting read the same.
      if (!row) throw fieldError('otp', MESSAGES.otpNone);
      await otps.consume(row.id, 'reset_password', input.otp);
      return { uid: row.id, token: tokens.issue(row) };
    },

    /** Sets the new password, signs out every session, mails the owner and signs in afresh. */
    async confirm(input: ResetConfirm): Promise<LoginSession> {
      const row = await repo.byId(input.uid);
      if (!row || !tokens.check(row, input.token)) throw fieldError('token', MESSAGES.resetLinkInvalid);
      const updated = await setPassword(row, input.new_password1, 'changed');
      return core.loginSession(updated);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
