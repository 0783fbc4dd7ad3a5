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

  it('reads the several-instance variables; none of them is needed for the embedded default', () => {
    expect(loadEnv({})).toMatchObject({
      trustProxy: false,
      redisUrl: undefined,
      s3: null,
      migrateOnStart: true,
    });
    const env = loadEnv({
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      S3_BUCKET: 'guild-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MIGRATE_ON_START: 'false',
    });
    expect(env.trustProxy).toBe('127.0.0.1,10.0.0.0/8,::1,loopback');
    expect(env.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(env.s3).toEqual({
      bucket: 'guild-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(env.migrateOnStart).toBe(false);
    // AWS itself: virtual-hosted buckets, the SDK's own credentials.
    expect(loadEnv({ S3_BUCKET: 'guild-media' }).s3).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses a bad proxy list, Redis URL, bucket or short pepper', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'everyone' })).toThrowError(/TRUST_PROXY="everyone"/);
    expect(() => loadEnv({ REDIS_URL: 'http://redis' })).toThrowError(/REDIS_URL.*redis:\/\/ or rediss:\/\//);
    expect(() => loadEnv({ S3_BUCKET: 'No_Such' })).toThrowError(/S3_BUCKET/);
    expect(() => loadEnv({ OTP_PEPPER: 'short' })).toThrowError(/OTP_PEPPER.*32 characters/);
  });
});
