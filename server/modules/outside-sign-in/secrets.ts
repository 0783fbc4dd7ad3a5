import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

const enc = new TextEncoder();

/** SHA-256 in hex, for random secrets that are stored only as hashes (hand-off codes, OIDC state). */
export const hashSecret = (secret: string) => encodeHexLowerCase(sha256(enc.encode(secret)));

/** A random URL-safe secret of `bytes` bytes. */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
