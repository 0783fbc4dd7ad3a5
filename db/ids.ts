import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A new random id: 16 lowercase base32 characters (80 bits). All ids on the wire are strings. */
export function newId(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}
