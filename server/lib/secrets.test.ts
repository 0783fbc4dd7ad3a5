import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { loadSecrets } from './secrets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'guild-secrets-'));
  dirs.push(dir);
  return dir;
};

describe('secrets', () => {
  it('takes every secret from the environment, so instances on different machines share them', () => {
    const env = {
      JWT_SECRET: 'j'.repeat(32),
      URL_SIGNING_KEY: 'u'.repeat(32),
      OTP_PEPPER: 'p'.repeat(32),
    };
    const one = loadSecrets(loadEnv({ ...env, DATA_DIR: dataDir() }));
    const two = loadSecrets(loadEnv({ ...env, DATA_DIR: dataDir() }));
    expect(one).toEqual(two);
    expect(new TextDecoder().decode(one.otpPepper)).toBe(env.OTP_PEPPER);
  });

  it('otherwise generates them once per DATA_DIR', () => {
    const dir = dataDir();
    const first = loadSecrets(loadEnv({ DATA_DIR: dir }));
    expect(loadSecrets(loadEnv({ DATA_DIR: dir }))).toEqual(first);
    expect(loadSecrets(loadEnv({ DATA_DIR: dataDir() })).otpPepper).not.toEqual(first.otpPepper);
  });
});
