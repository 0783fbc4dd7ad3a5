import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { AnalyticsAnswerSchema, AnalyticsQuerySchema, articleSlug } from '../../../contracts/analytics';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { routeSchema } from '../../lib/route-schema';
import { createAnalyticsRepo } from './repo';
import { createAnalyticsService, FLUSH_MS } from './service';

/** The answer to a view: at once when it was counted at once, else when it is. */
function answer(views: number | Promise<number>): { views: number } | Promise<{ views: number }> {
  return typeof views === 'number' ? { views } : views.then((n) => ({ views: n }));
}

/** `GET /api/analytics?url=/post/<slug>/`: records a view of a real article and answers `{views}`. */
async function analyticsRoutes(app: FastifyInstance, opts: { distDir: string }) {
  const service = createAnalyticsService({ repo: createAnalyticsRepo(app.db), distDir: opts.distDir });
  // Views are written in batches; closing the app (SIGTERM, SIGINT) writes what is still pending.
  const timer = setInterval(() => {
    service.flush().catch((err) => app.log.error({ err }, 'writing article views failed'));
  }, FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await service.flush();
  });

  app.get<{ Querystring: v.InferOutput<typeof AnalyticsQuerySchema> }>(
    '/analytics',
    {
      // Thirteen bytes of JSON with no body to read: nothing to compress either way.
      compress: false,
      decompress: false,
      schema: routeSchema({
        summary: 'Counts a view of a Journal article and answers its view count',
        tags: ['analytics'],
        query: AnalyticsQuerySchema,
        response: { 200: AnalyticsAnswerSchema },
      }),
    },
    // Not async: a view of a known article on a started day is counted and answered with no promise.
    // (No named function is made per request: under tsx each one costs a defineProperty.)
    (request, reply) => {
      const slug = articleSlug(request.query.url)!;
      reply.header('cache-control', 'no-store');
      const reader = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const article = service.isArticle(slug);
      if (article === true) return answer(service.view(slug, reader));
      if (article === false) throw new HttpError(404, MESSAGES.notFound);
      return article.then((found) => {
        if (!found) throw new HttpError(404, MESSAGES.notFound);
        return answer(service.view(slug, reader));
      });
    },
  );
}

export default fp(analyticsRoutes, {
  name: 'analytics',
  dependencies: ['db'],
  encapsulate: true,
});
