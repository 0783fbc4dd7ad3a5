import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { UserRow } from '../../../db/schema';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const enc = new TextEncoder();

/**
 * Password-reset tokens without a table: `<expiry>.<HMAC>` where the HMAC covers the user id, the
 * expiry, the e-mail address and the current password hash. Setting a password changes the hash,
 * so a token works once; changing the e-mail address also ends it.
 */
export function createResetTokens(pepper: Uint8Array) {
  const key = hmac(SHA256, pepper, enc.encode('guild:password-reset'));
  const mac = (user: UserRow, expires: number) =>
    hmac(SHA256, key, enc.encode(`${user.id}\n${expires}\n${user.email}\n${user.passwordHash ?? ''}`));

  return {
    issue(user: UserRow): string {
      const expires = Math.floor(Date.now() / 1000) + RESET_TOKEN_TTL_SECONDS;
      return `${expires.toString(36)}.${encodeBase64urlNoPadding(mac(user, expires))}`;
    },
    check(user: UserRow, token: string): boolean {
      const [exp, sig] = token.split('.');
      if (!exp || !sig || !/^[0-9a-z]{1,10}$/.test(exp)) return false;
      const expires = Number.parseInt(exp, 36);
      if (expires * 1000 <= Date.now()) return false;
      let given: Uint8Array;
      try {
        given = decodeBase64urlIgnorePadding(sig);
      } catch {
        return false;
      }
      const expected = mac(user, expires);
      return given.length === expected.length && constantTimeEqual(given, expected);
    },
  };
}

export type ResetTokens = ReturnType<typeof createResetTokens>;
