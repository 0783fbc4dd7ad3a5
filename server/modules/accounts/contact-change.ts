import { MESSAGES } from '../../../contracts/messages';
import type { UserRow } from '../../../db/schema';
import { fieldError } from '../../lib/http-errors';
import { emailChangeCodeMessage, emailChangedMessage } from './mails';
import type { AccountsCore, AccountsDeps } from './service';

/**
 * Phone verification and the e-mail and phone changes. A change takes effect only when the code
 * sent to the new address or number comes back; until then the account keeps the old one.
 */
export function createContactChangeService(deps: AccountsDeps, core: AccountsCore) {
  const { repo, otps } = deps;

  const phoneTakenByOther = async (phone: string, userId: string) => {
    const owner = await repo.byVerifiedPhone(phone);
    return owner !== undefined && owner.id !== userId;
  };
  const emailTakenByOther = async (email: string, userId: string) => {
    const owner = await repo.byEmail(email);
    return owner !== undefined && owner.id !== userId;
  };

  async function sendEmailChangeCode(row: UserRow, email: string) {
    const code = await otps.issue(row.id, 'change_email', email);
    await core.mail(
      { to: email, ...emailChangeCodeMessage(row.language, row.fullName, email, code) },
      row.id,
    );
  }

  return {
    /** Texts a code to the phone on the account (GET …/verify-phone-number/resend/). */
    async sendPhoneVerification(userId: string): Promise<void> {
      const row = await core.get(userId);
      if (!row.phone) throw fieldError('message', MESSAGES.phoneMissing);
      if (row.isPhoneVerified) throw fieldError('message', MESSAGES.phoneAlreadyVerified);
      await core.paceResend(row.id, 'verify_phone');
      await core.textCode(row, 'verify_phone', row.phone);
    },

    async verifyPhone(userId: string, code: number): Promise<UserRow> {
      const row = await core.get(userId);
      if (!row.phone) throw fieldError('otp', MESSAGES.phoneMissing);
      if (row.isPhoneVerified) throw fieldError('otp', MESSAGES.phoneAlreadyVerified);
      const { target } = await otps.consume(row.id, 'verify_phone', code);
      // A code sent to an earlier number does not verify the current one.
      if (target !== row.phone) throw fieldError('otp', MESSAGES.otpInvalidSms);
      if (await phoneTakenByOther(row.phone, row.id)) throw fieldError('otp', MESSAGES.phoneTaken);
      return repo.update(row.id, { isPhoneVerified: true });
    },

    async startPhoneChange(userId: string, phone: string): Promise<void> {
      const row = await core.get(userId);
      if (row.phone === phone && row.isPhoneVerified) throw fieldError('phone', MESSAGES.phoneSame);
      if (await phoneTakenByOther(phone, row.id)) throw fieldError('phone', MESSAGES.phoneTaken);
      await core.textCode(row, 'change_phone', phone);
    },

    async resendPhoneChange(userId: string): Promise<void> {
      const row = await core.get(userId);
      const pending = await otps.pending(row.id, 'change_phone');
      if (!pending?.target) throw fieldError('message', MESSAGES.noPhoneChange);
      await core.paceResend(row.id, 'change_phone');
      await core.textCode(row, 'change_phone', pending.target);
    },

    async verifyPhoneChange(userId: string, code: number): Promise<UserRow> {
      const row = await core.get(userId);
      if (!(await otps.pending(row.id, 'change_phone'))) throw fieldError('otp', MESSAGES.noPhoneChange);
      const { target } = await otps.consume(row.id, 'change_phone', code);
      if (!target) throw fieldError('otp', MESSAGES.noPhoneChange);
      if (await phoneTakenByOther(target, row.id)) throw fieldError('otp', MESSAGES.phoneTaken);
      return repo.update(row.id, { phone: target, isPhoneVerified: true });
    },

    async startEmailChange(userId: string, email: string): Promise<void> {
      const row = await core.get(userId);
      if (row.email === email) throw fieldError('email', MESSAGES.emailSame);
      if (await emailTakenByOther(email, row.id)) throw fieldError('email', MESSAGES.emailTaken);
      await sendEmailChangeCode(row, email);
    },

    async resendEmailChange(userId: string): Promise<void> {
      const row = await core.get(userId);
      const pending = await otps.pending(row.id, 'change_email');
      if (!pending?.target) throw fieldError('message', MESSAGES.noEmailChange);
      await core.paceResend(row.id, 'change_email');
      await sendEmailChangeCode(row, pending.target);
    },

    /** Makes the change, then tells the old address, so its owner learns of it. */
    async verifyEmailChange(userId: string, code: number): Promise<UserRow> {
      const row = await core.get(userId);
      if (!(await otps.pending(row.id, 'change_email'))) throw fieldError('otp', MESSAGES.noEmailChange);
      const { target } = await otps.consume(row.id, 'change_email', code);
      if (!target) throw fieldError('otp', MESSAGES.noEmailChange);
      if (await emailTakenByOther(target, row.id)) throw fieldError('otp', MESSAGES.emailTaken);
      const updated = await repo.update(row.id, { email: target, isEmailVerified: true });
      await core.mail({ to: row.email, ...emailChangedMessage(row.language, row.fullName, target) }, row.id);
      return updated;
    },
  };
}
