import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable under verbatimModuleSyntax */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummy: Promise<string> | undefined;

/** Checks a password; with no stored hash it still does the work, so timing does not reveal accounts. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('guild-timing-equaliser');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
