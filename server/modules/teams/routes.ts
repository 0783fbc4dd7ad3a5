import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type IdParams, idParams, pageOf } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import { type TeamListQuery, TeamListQuerySchema, TeamSchema } from '../../../contracts/teams';
import { toPage, windowOf } from '../../lib/pagination';
import { routeSchema } from '../../lib/route-schema';
import type { GigTags } from '../../ports';
import { createTeamsRepo } from './repo';
import { createTeamsService } from './service';

export interface TeamsOptions {
  publicUrl: string;
  /** The gig tags a team's stack is labelled with (gigs module). */
  tags: GigTags;
}

const tags = ['teams'];
const TeamParamsSchema = idParams(MESSAGES.teamNotFound);

/** Teams, and following them, under /api. */
async function teamsRoutes(app: FastifyInstance, opts: TeamsOptions) {
  const repo = createTeamsRepo(app.db);
  const service = createTeamsService({ repo, storage: app.storage, people: app.people, tags: opts.tags });
  app.marketPages.register({
    pattern: '/market/teams/:id/',
    host: 'market/teams/_/index.html',
    exists: ({ id = '' }) => repo.exists(id),
  });
  const reader = (request: FastifyRequest) => request.auth?.userId ?? null;

  app.get<{ Querystring: TeamListQuery }>(
    '/team/',
    {
      schema: routeSchema({
        summary: 'Teams, most followed first; `search` or `name` contains',
        tags,
        query: TeamListQuerySchema,
        response: { 200: pageOf(TeamSchema) },
      }),
    },
    async (request) => {
      const window = windowOf(request.query);
      const name = request.query.name || request.query.search || undefined;
      const { total, results } = await service.list(reader(request), name, window.limit, window.offset);
      return toPage(request, opts.publicUrl, window, total, results);
    },
  );

  app.get<{ Params: IdParams }>(
    '/team/:id/',
    {
      schema: routeSchema({
        summary: 'One team',
        tags,
        params: TeamParamsSchema,
        response: { 200: TeamSchema },
      }),
    },
    async (request) => service.get(request.params.id, reader(request)),
  );

  const follow = (summary: string) => ({
    onRequest: app.requireAuth,
    schema: routeSchema({
      summary,
      tags,
      auth: true,
      params: TeamParamsSchema,
      response: { 200: TeamSchema },
    }),
  });
  app.post<{ Params: IdParams }>(
    '/team/:id/follow/',
    follow('Follows a team (idempotent)'),
    async (request) => service.follow(request.auth!.userId, request.params.id),
  );
  app.delete<{ Params: IdParams }>(
    '/team/:id/follow/',
    follow('Unfollows a team (idempotent)'),
    async (request) => service.unfollow(request.auth!.userId, request.params.id),
  );
}

export default fp(teamsRoutes, {
  name: 'teams',
  dependencies: ['db', 'auth', 'storage', 'market-pages'],
  decorators: { fastify: ['people'] },
  encapsulate: true,
});
