import { describe, expect, it } from 'vitest';
import { closeDb } from '../../db/client';
import { createTestApp } from '../test/app';

describe('health and readiness (the embedded default)', () => {
  it('answers health, and ready while the database answers; 503 naming it when it does not', async () => {
    const t = await createTestApp();
    try {
      const health = await t.call('GET', '/api/health/');
      expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(health.headers['cache-control']).toBe('no-store');
      // No REDIS_URL: the database is the one dependency.
      expect(await t.call('GET', '/api/ready/')).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { database: 'ok' } },
      });
      await closeDb(t.db);
      expect(await t.call('GET', '/api/ready/')).toMatchObject({
        status: 503,
        body: { status: 'not ready', checks: { database: 'failed' } },
      });
      expect((await t.call('GET', '/api/health/')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is in the API reference', async () => {
    const t = await createTestApp();
    try {
      const doc = (await t.call('GET', '/api/openapi.json')).body;
      expect(doc.paths['/api/health/'].get.tags).toEqual(['health']);
      expect(Object.keys(doc.paths['/api/ready/'].get.responses).sort()).toEqual(['200', '503']);
    } finally {
      await t.close();
    }
  });
});
