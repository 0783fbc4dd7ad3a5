import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';

// Behind a load balancer every request comes from the proxy: TRUST_PROXY names it, so per-address
// limits count the client in its X-Forwarded-For instead; without it, the header is not believed.
describe('TRUST_PROXY', () => {
  const attempts = async (env: Record<string, string>) => {
    const t = await createTestApp({ env });
    try {
      const statuses: number[] = [];
      // Eleven logins from one client through the proxies at 10.0.x.y (each call its own proxy address).
      for (let i = 0; i < 11; i++) {
        const res = await t.call('POST', '/api/auth/login/', {
          headers: { 'x-forwarded-for': '198.51.100.7' },
          payload: { email: 'ghost@example.test', password: 'Wrong-pass-1' },
        });
        statuses.push(res.status);
      }
      return statuses;
    } finally {
      await t.close();
    }
  };

  it('counts the forwarded client when the proxies are trusted', async () => {
    expect((await attempts({ TRUST_PROXY: '10.0.0.0/8' })).at(-1)).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone else (the embedded default)', async () => {
    expect(await attempts({})).not.toContain(429);
  });
});
