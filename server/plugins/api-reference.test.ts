import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `/api/gig/gigs/{id}/` in the document is `/api/gig/gigs/:id/` in Fastify; `{*}` is the wildcard `*`. */
const fastifyPath = (path: string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === '*' ? '*' : `:${name}`));

describe('the API reference', () => {
  it('serves an OpenAPI 3.1 document that validates against the OpenAPI schema', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered API route, and nothing that is not one', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`),
      ),
    );
    const registered = t.app.apiRoutes();
    expect(registered.length).toBeGreaterThan(50);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !registered.includes(r))).toEqual([]);
  });

  it('documents bearer authentication and the error shapes', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.info.description).toContain('codes');
  });

  it('serves the readable reference at /api/docs/', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-initializer.js');
  });
});
