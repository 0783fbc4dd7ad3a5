import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AnalyticsAnswer, AnalyticsQuerySchema, articleSlug } from '../../../contracts/analytics';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { parse } from '../../lib/validate';
import { createAnalyticsRepo } from './repo';
import { createAnalyticsService } from './service';

/** `GET /api/analytics?url=/post/<slug>/`: records a view of a real article and answers `{views}`. */
async function analyticsRoutes(app: FastifyInstance, opts: { distDir: string }) {
  const service = createAnalyticsService({ repo: createAnalyticsRepo(app.db), distDir: opts.distDir });

  app.get('/analytics', async (request, reply): Promise<AnalyticsAnswer> => {
    const { url } = parse(AnalyticsQuerySchema, request.query);
    const slug = articleSlug(url)!;
    if (!service.isArticle(slug)) throw new HttpError(404, MESSAGES.notFound);
    reply.header('cache-control', 'no-store');
    return {
      views: service.view(slug, { address: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
    };
  });
}

export default fp(analyticsRoutes, {
  name: 'analytics',
  dependencies: ['db'],
  encapsulate: true,
});
