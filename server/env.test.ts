import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('the environment', () => {
  it('has a default for every variable', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4321',
      seed: 'demo',
      production: false,
    });
    expect(env.dataDir).toMatch(/\.data$/);
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('stops on bad values, naming each one', () => {
    expect(() => loadEnv({ PORT: 'eighty', SEED: 'lots', SMTP_URL: 'http://mail' })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: 'eighty', SEED: 'lots' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT="eighty"');
      expect((e as Error).message).toContain('SEED="lots": must be demo or none');
    }
  });
});
