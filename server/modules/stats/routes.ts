import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { type IdParams, IdParamsSchema } from '../../../contracts/common';
import {
  GithubAnswerSchema,
  GithubManyAnswerSchema,
  type GithubManyQuery,
  GithubManyQuerySchema,
  LeetcodeAnswerSchema,
  type StatsOutcome,
} from '../../../contracts/stats';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-errors';
import type { Leases } from '../../lib/leases';
import { routeSchema } from '../../lib/route-schema';
import { EXPERT_PAGE } from '../../plugins/market-pages';
import type { CodingLinks } from '../../ports';
import { createGithubImporter, createLeetcodeImporter, type StatsImporter } from './importers';
import { createRefresher } from './refresher';
import { createStatsRepo } from './repo';
import { createStatsService } from './service';

const tags = ['stats'];

/**
 * `GET /gig/user-github-data/{id}/` and `/gig/user-leetcode-data/{id}/`, answered from the SQLite
 * cache; the refresher imports in the background (every STATS_REFRESH_SECONDS, and at once when a
 * user sets a GitHub or LeetCode link) and stops when the app closes. With several instances each
 * profile's import is leased (`leases`, Redis), so one instance imports it. Who links what comes from the
 * profiles module's `codingLinks` port (passed in app.ts).
 */
async function statsRoutes(
  app: FastifyInstance,
  opts: { stats: Env['stats']; codingLinks: CodingLinks; publicUrl: string; leases: Leases },
) {
  const repo = createStatsRepo(app.db);
  const refresher = createRefresher({
    repo,
    links: opts.codingLinks,
    importers: {
      github: createGithubImporter({ baseUrl: opts.stats.githubApiUrl, token: opts.stats.githubToken }),
      leetcode: createLeetcodeImporter({ graphqlUrl: opts.stats.leetcodeGraphqlUrl }),
    } as Record<'github' | 'leetcode', StatsImporter<unknown>>,
    leases: opts.leases,
    ttlSeconds: opts.stats.ttlSeconds,
    log: app.log,
  });
  const background = opts.stats.refreshSeconds > 0;
  const kick = (userId: string) => {
    if (!background) return;
    setImmediate(() => {
      void refresher.refreshUser(userId).catch((err) => app.log.error({ err }, 'stats refresh failed'));
    });
  };
  const stopListening = app.events.on('profile.links-changed', ({ userId }) => kick(userId));
  app.addHook('onReady', async () => refresher.start(opts.stats.refreshSeconds));
  app.addHook('onClose', async () => {
    stopListening();
    await refresher.stop();
  });

  const service = createStatsService({ repo, links: opts.codingLinks, kick, publicUrl: opts.publicUrl });
  // An expert's stats on their page, as the two calls answer a visitor: the answer, or the 404's
  // message (not linked, an account the site does not know), which the page shows as a quiet note.
  const outcome = async <T>(
    read: () => Promise<unknown>,
    schema: v.GenericSchema<unknown, T>,
  ): Promise<StatsOutcome<T>> => {
    try {
      return { answer: v.parse(schema, await read()) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return { missing: error.message };
      throw error;
    }
  };
  app.marketPages.register({
    pattern: EXPERT_PAGE,
    part: 'github',
    exists: () => true,
    load: ({ id = '' }) => outcome(() => service.github(id), GithubAnswerSchema),
  });
  app.marketPages.register({
    pattern: EXPERT_PAGE,
    part: 'leetcode',
    exists: () => true,
    load: ({ id = '' }) => outcome(() => service.leetcode(id), LeetcodeAnswerSchema),
  });
  app.get<{ Params: IdParams }>(
    '/gig/user-github-data/:id/',
    {
      schema: routeSchema({
        summary: "A user's GitHub profile, from the cache, with its freshness",
        tags,
        params: IdParamsSchema,
        response: { 200: GithubAnswerSchema },
      }),
    },
    async (request) => service.github(request.params.id),
  );
  app.get<{ Querystring: GithubManyQuery }>(
    '/gig/users-github-data/',
    {
      schema: routeSchema({
        summary:
          "Several users' GitHub profiles (`users`: ids, comma-separated); users without one are left out",
        tags,
        query: GithubManyQuerySchema,
        response: { 200: GithubManyAnswerSchema },
      }),
    },
    async (request) => service.githubMany(request.query.users.split(',')),
  );
  app.get<{ Params: IdParams }>(
    '/gig/user-leetcode-data/:id/',
    {
      schema: routeSchema({
        summary: "A user's LeetCode coding profile, from the cache, with its freshness",
        tags,
        params: IdParamsSchema,
        response: { 200: LeetcodeAnswerSchema },
      }),
    },
    async (request) => service.leetcode(request.params.id),
  );
}

export default fp(statsRoutes, {
  name: 'stats',
  dependencies: ['db'],
  decorators: { fastify: ['events'] },
  encapsulate: true,
});
