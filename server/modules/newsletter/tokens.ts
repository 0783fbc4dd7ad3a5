import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh single-use activation token (256 random bits) and the hash that is stored instead of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const mac = (key: Uint8Array, id: string) =>
  createHmac('sha256', key).update(`newsletter-unsubscribe:${id}`).digest('base64url');

/**
 * The token of a subscriber's unsubscribe link: their id signed with the URL-signing key. It never
 * expires, so the link in an old issue still works, and nothing needs storing to check it.
 */
export function unsubscribeToken(key: Uint8Array, subscriberId: string): string {
  return `${subscriberId}.${mac(key, subscriberId)}`;
}

/** The subscriber id an unsubscribe token names, or undefined when its signature is wrong. */
export function readUnsubscribeToken(key: Uint8Array, token: string): string | undefined {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length) return undefined;
  const expected = Buffer.from(mac(key, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
