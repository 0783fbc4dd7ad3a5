import { randomInt } from 'node:crypto';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { OTP_MAX, OTP_MIN } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { Db } from '../../../db/client';
import { otps } from '../../../db/schema';
import { fieldError } from '../../lib/http-errors';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'verify_phone' | 'change_phone';

/** Six-digit one-time codes: stored as keyed hashes, valid 10 minutes, single use, 5 wrong tries at most. */
export function createOtps(db: Db, pepper: Uint8Array) {
  const digest = (userId: string, purpose: OtpPurpose, code: number) =>
    hmac(SHA256, pepper, new TextEncoder().encode(`${userId}:${purpose}:${code}`));

  const latest = (userId: string, purpose: OtpPurpose) =>
    db
      .select()
      .from(otps)
      .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.usedAt)))
      .orderBy(desc(otps.createdAt))
      .get();

  return {
    /** A new code; any earlier unused code of the same purpose stops working. */
    issue(userId: string, purpose: OtpPurpose, target?: string): number {
      const code = randomInt(OTP_MIN, OTP_MAX + 1);
      const now = new Date();
      db.transaction((tx) => {
        tx.update(otps)
          .set({ usedAt: now.toISOString() })
          .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.usedAt)))
          .run();
        tx.insert(otps)
          .values({
            userId,
            purpose,
            target,
            codeHash: encodeHexLowerCase(digest(userId, purpose, code)),
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
          })
          .run();
      });
      return code;
    },

    /** When the last code of this purpose was sent, to pace resends. */
    lastIssuedAt(userId: string, purpose: OtpPurpose): Date | null {
      const row = db
        .select({ createdAt: otps.createdAt })
        .from(otps)
        .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose)))
        .orderBy(desc(otps.createdAt))
        .get();
      return row ? new Date(row.createdAt) : null;
    },

    /** The newest code of this purpose not yet spent (even if expired), e.g. to resend to its target. */
    pending(userId: string, purpose: OtpPurpose): { target: string | null; createdAt: string } | null {
      const row = latest(userId, purpose);
      return row ? { target: row.target, createdAt: row.createdAt } : null;
    },

    /** Ends every unspent code of this purpose (a finished reset leaves no code behind). */
    revoke(userId: string, purpose: OtpPurpose): void {
      db.update(otps)
        .set({ usedAt: new Date().toISOString() })
        .where(and(eq(otps.userId, userId), eq(otps.purpose, purpose), isNull(otps.usedAt)))
        .run();
    },

    /** Spends a code; a wrong, expired or worn-out one is a 400 on `otp`. Answers the code's target. */
    consume(userId: string, purpose: OtpPurpose, code: number): { target: string | null } {
      const row = latest(userId, purpose);
      if (!row) throw fieldError('otp', MESSAGES.otpNone);
      // Codes sent by text message say so when they are wrong.
      const invalid = row.target?.startsWith('+') ? MESSAGES.otpInvalidSms : MESSAGES.otpInvalid;
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw fieldError('otp', MESSAGES.otpTooManyTries);
      if (row.expiresAt <= new Date().toISOString()) throw fieldError('otp', MESSAGES.otpExpired);
      const expected = new Uint8Array(Buffer.from(row.codeHash, 'hex'));
      if (!constantTimeEqual(expected, digest(userId, purpose, code))) {
        const attempts = row.attempts + 1;
        db.update(otps).set({ attempts }).where(eq(otps.id, row.id)).run();
        throw fieldError('otp', attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpTooManyTries : invalid);
      }
      db.update(otps).set({ usedAt: new Date().toISOString() }).where(eq(otps.id, row.id)).run();
      return { target: row.target };
    },
  };
}

export type Otps = ReturnType<typeof createOtps>;
