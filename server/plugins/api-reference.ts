import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered so far, as `METHOD /path`: what the reference must list. */
    apiRoutes(): string[];
  }
}

/**
 * The API reference for integrators: every route's schema (server/lib/route-schema.ts) becomes an
 * OpenAPI 3.1 document at /api/openapi.json, and /api/docs/ shows it (Swagger UI, whose scripts are
 * same-origin files, so it runs under the site's CSP). Register before any route.
 */
export default fp(
  async (app: FastifyInstance, opts: { publicUrl: string; version: string }) => {
    const routes = new Set<string>();
    app.addHook('onRoute', (route) => {
      if (
        !route.url.startsWith('/api/') ||
        route.url.startsWith('/api/docs') ||
        route.url === '/api/openapi.json'
      )
        return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.add(`${method} ${route.url}`);
      }
    });
    app.decorate('apiRoutes', () => [...routes]);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Guild API',
          version: opts.version,
          description:
            'The marketplace and publication API of Guild. Lists are paginated `{count, next, previous, results}`; ' +
            'errors are `{detail, code}` or field errors `{<field>: [message], codes: {<field>: [key]}}`.',
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Only the API: the site's pages and the reference itself are not part of it.
      hideUntagged: false,
      transform: ({ schema, url, route }) => {
        const hidden = !url.startsWith('/api/') || url.startsWith('/api/docs');
        return { schema: hidden ? { ...schema, hide: true } : schema, url, route } as never;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'none', deepLinking: true },
      staticCSP: false,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'api-reference' },
);
