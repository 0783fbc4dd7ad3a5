import { createHash, randomBytes } from 'node:crypto';

/** Who is visiting a page that counts its visits: a signed-in user, or an address and a browser. */
export interface Visitor {
  userId: string | null;
  address: string;
  userAgent: string;
}

/** A fresh salt for one day's visit hashes (kept for that day only, so old hashes cannot be linked). */
export const newVisitSalt = () => randomBytes(32).toString('base64url');

/** The visitor of `thingId` under the day's salt: one hash per visitor, thing and day, naming no one. */
export function visitorHash(salt: string, thingId: string, visitor: Visitor): string {
  const who = visitor.userId ? `user:${visitor.userId}` : `anon:${visitor.address}\n${visitor.userAgent}`;
  return createHash('sha256').update(`${salt}\n${thingId}\n${who}`).digest('hex');
}
