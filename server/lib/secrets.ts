import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';

export interface Secrets {
  jwtKey: Uint8Array;
  urlSigningKey: Uint8Array;
  /** Keys the hashes of one-time codes, so a copied database does not give the codes away. */
  otpPepper: Uint8Array;
}

interface Stored {
  jwt: string;
  urlSigning: string;
  otpPepper: string;
}

/**
 * Secrets from the environment where given (JWT_SECRET, URL_SIGNING_KEY, OTP_PEPPER: several instances
 * must share them), otherwise generated once and kept in $DATA_DIR/secrets.json.
 */
export function loadSecrets(env: Env): Secrets {
  mkdirSync(env.dataDir, { recursive: true });
  const file = join(env.dataDir, 'secrets.json');
  let stored: Stored;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
  } catch {
    const fresh = () => randomBytes(32).toString('base64url');
    stored = { jwt: fresh(), urlSigning: fresh(), otpPepper: fresh() };
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const enc = new TextEncoder();
  return {
    jwtKey: enc.encode(env.jwtSecret ?? stored.jwt),
    urlSigningKey: enc.encode(env.urlSigningKey ?? stored.urlSigning),
    otpPepper: enc.encode(env.otpPepper ?? stored.otpPepper),
  };
}
