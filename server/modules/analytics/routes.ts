import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { AnalyticsAnswerSchema, AnalyticsQuerySchema, articleSlug } from '../../../contracts/analytics';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { routeSchema } from '../../lib/route-schema';
import { createAnalyticsRepo } from './repo';
import { createAnalyticsService, FLUSH_MS } from './service';

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
    (request, reply) => {
      const slug = articleSlug(request.query.url)!;
      reply.header('cache-control', 'no-store');
      const reader = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const answer = (views: number) => ({ views });
      const counted = () => {
        const views = service.view(slug, reader);
        return typeof views === 'number' ? answer(views) : views.then(answer);
      };
      const article = service.isArticle(slug);
      if (article === true) return counted();
      if (article === false) throw new HttpError(404, MESSAGES.notFound);
      return article.then((found) => {
        if (!found) throw new HttpError(404, MESSAGES.notFound);
        return counted();
      });
    },
  );
}

export default fp(analyticsRoutes, {
  name: 'analytics',
  dependencies: ['db'],
  encapsulate: true,
});
