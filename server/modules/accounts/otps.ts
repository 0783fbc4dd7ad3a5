import { randomInt } from 'node:crypto';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { OTP_MAX, OTP_MIN } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { Db } from '../../../db/client';
import { fieldError } from '../../lib/http-errors';
import { createOtpsRepo } from './otps-repo';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'verify_phone' | 'change_phone';

/** Six-digit one-time codes: stored as keyed hashes, valid 10 minutes, single use, 5 wrong tries at most. */
export function createOtps(db: Db, pepper: Uint8Array) {
  const repo = createOtpsRepo(db);
  const digest = (userId: string, purpose: OtpPurpose, code: number) =>
    hmac(SHA256, pepper, new TextEncoder().encode(`${userId}:${purpose}:${code}`));

  return {
    /** A new code; any earlier unused code of the same purpose stops working. */
    async issue(userId: string, purpose: OtpPurpose, target?: string): Promise<number> {
      const code = randomInt(OTP_MIN, OTP_MAX + 1);
      const now = new Date();
      await repo.transaction(async () => {
        await repo.spendAll(userId, purpose, now.toISOString());
        await repo.insert({
          userId,
          purpose,
          target,
          codeHash: encodeHexLowerCase(digest(userId, purpose, code)),
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
        });
      });
      return code;
    },

    /** When the last code of this purpose was sent, to pace resends. */
    async lastIssuedAt(userId: string, purpose: OtpPurpose): Promise<Date | null> {
      const createdAt = await repo.lastCreatedAt(userId, purpose);
      return createdAt ? new Date(createdAt) : null;
    },

    /** The newest code of this purpose not yet spent (even if expired), e.g. to resend to its target. */
    async pending(
      userId: string,
      purpose: OtpPurpose,
    ): Promise<{ target: string | null; createdAt: string } | null> {
      const row = await repo.latest(userId, purpose);
      return row ? { target: row.target, createdAt: row.createdAt } : null;
    },

    /** Ends every unspent code of this purpose (a finished reset leaves no code behind). */
    async revoke(userId: string, purpose: OtpPurpose): Promise<void> {
      await repo.spendAll(userId, purpose, new Date().toISOString());
    },

    /**
     * Spends a code; a wrong, expired or worn-out one is a 400 on `otp`. Answers the code's target.
     * The wrong try is counted (committed) before the refusal is thrown.
     */
    async consume(userId: string, purpose: OtpPurpose, code: number): Promise<{ target: string | null }> {
      const outcome = await repo.transaction(async (): Promise<{ target: string | null } | string> => {
        const row = await repo.latest(userId, purpose);
        if (!row) return MESSAGES.otpNone;
        // Codes sent by text message say so when they are wrong.
        const invalid = row.target?.startsWith('+') ? MESSAGES.otpInvalidSms : MESSAGES.otpInvalid;
        if (row.attempts >= OTP_MAX_ATTEMPTS) return MESSAGES.otpTooManyTries;
        if (row.expiresAt <= new Date().toISOString()) return MESSAGES.otpExpired;
        const expected = new Uint8Array(Buffer.from(row.codeHash, 'hex'));
        if (!constantTimeEqual(expected, digest(userId, purpose, code))) {
          const attempts = await repo.countWrongTry(row.id, OTP_MAX_ATTEMPTS);
          if (attempts === null) return invalid;
          return attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpTooManyTries : invalid;
        }
        if (!(await repo.spend(row.id, new Date().toISOString()))) return MESSAGES.otpNone;
        return { target: row.target };
      });
      if (typeof outcome === 'string') throw fieldError('otp', outcome);
      return outcome;
    },
  };
}

export type Otps = ReturnType<typeof createOtps>;
