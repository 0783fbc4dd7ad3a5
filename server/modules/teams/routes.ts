import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { type IdParams, idParams, pageOf } from '../../../contracts/common';
import { type ListCall, PROFILE_WORK_PAGE_SIZE } from '../../../contracts/lists';
import { MESSAGES } from '../../../contracts/messages';
import { HOME_FEATURED, queryString } from '../../../contracts/pagination';
import {
  readQuery as readSearchQuery,
  SEARCH_PATH,
  apiQuery as searchApiQuery,
} from '../../../contracts/search-query';
import {
  TeamLikeAnswerSchema,
  type TeamListQuery,
  TeamListQuerySchema,
  TeamSchema,
  TeamVisitAnswerSchema,
  teamsApiQuery,
  teamsPageQuery,
} from '../../../contracts/teams';
import { listPage, toPage, visitorPage, windowOf } from '../../lib/pagination';
import type { PublicAnswers } from '../../lib/public-answers';
import { routeSchema } from '../../lib/route-schema';
import { EXPERT_PAGE } from '../../plugins/market-pages';
import type { FollowCounts, GigTags } from '../../ports';
import { createTeamsRepo } from './repo';
import { createTeamsService } from './service';

export interface TeamsOptions {
  publicUrl: string;
  /** The gig tags a team's stack is labelled with (gigs module). */
  tags: GigTags;
  /** Whom the members follow (profiles module), for a team's `following`. */
  follows: Pick<FollowCounts, 'followingsOf'>;
  /** Visitors' answers kept for a moment (the teams list). */
  publicAnswers: PublicAnswers;
}

const tags = ['teams'];
const TeamParamsSchema = idParams(MESSAGES.teamNotFound);

/** Teams, and following them, under /api. */
async function teamsRoutes(app: FastifyInstance, opts: TeamsOptions) {
  const repo = createTeamsRepo(app.db);
  const service = createTeamsService({
    repo,
    storage: app.storage,
    people: app.people,
    tags: opts.tags,
    follows: opts.follows,
  });
  // Rendered per request with the team as a visitor sees it through the API.
  app.marketPages.register({
    pattern: '/market/teams/:id/',
    exists: ({ id = '' }) => repo.exists(id),
    load: async ({ id = '' }) => ({ team: v.parse(TeamSchema, await service.get(id, null)) }),
  });
  /** The teams a reader asked for (`GET /team/`). */
  const list = (readerId: string | null, q: TeamListQuery) => {
    const { limit, offset } = windowOf(q);
    return service.list(
      readerId,
      {
        name: q.name || undefined,
        search: q.search || undefined,
        tag: q.tag || undefined,
        member: q.member || undefined,
        ordering: q.ordering,
      },
      limit,
      offset,
    );
  };
  // `/market/teams/`, rendered per request with the first page of what its address asks for, as the
  // list API answers a visitor; a query the API would refuse renders without it (the island asks).
  /** The team list `call` answers a visitor; null when the API would refuse it. */
  const visitorTeams = (call: ListCall) =>
    visitorPage(
      { path: '/api/team/', query: TeamListQuerySchema, item: TeamSchema, publicUrl: opts.publicUrl },
      call,
      (q) => list(null, q),
    );
  app.marketPages.register({
    pattern: '/market/teams/',
    exists: () => true,
    load: (_, params) => visitorTeams(teamsApiQuery(teamsPageQuery(params))),
  });
  // The teams an expert leads or joins, on their page, as their profile asks for them.
  app.marketPages.register({
    pattern: EXPERT_PAGE,
    part: 'teams',
    exists: () => true,
    load: ({ id = '' }) => visitorTeams({ member: id, page_size: PROFILE_WORK_PAGE_SIZE }),
  });
  // The teams of `/market/search/`, the same way.
  app.marketPages.register({
    pattern: SEARCH_PATH,
    part: 'teams',
    exists: () => true,
    load: (_, params) => visitorTeams(searchApiQuery(readSearchQuery(params), 'teams')),
  });
  // The home page's featured teams and the few beside Explore Gigs, as the API answers a visitor.
  for (const pattern of ['/market/', '/market/gigs/']) {
    app.marketPages.register({
      pattern,
      part: 'teams',
      exists: () => true,
      load: async () => {
        const call = { page_size: HOME_FEATURED.teams };
        const q = v.parse(TeamListQuerySchema, call);
        return listPage(`/api/team/${queryString(call)}`, opts.publicUrl, q, TeamSchema, await list(null, q));
      },
    });
  }
  const reader = (request: FastifyRequest) => request.auth?.userId ?? null;

  app.get<{ Querystring: TeamListQuery }>(
    '/team/',
    {
      schema: routeSchema({
        summary:
          'Teams, most followed first unless `ordering` says otherwise; `search` (name, description, stack), `name` contains, `tag`, `member`',
        tags,
        query: TeamListQuerySchema,
        response: { 200: pageOf(TeamSchema) },
      }),
    },
    (request, reply) =>
      opts.publicAnswers.answer(request, reply, async () => {
        const { total, results } = await list(reader(request), request.query);
        return toPage(request, opts.publicUrl, windowOf(request.query), total, results);
      }),
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

  app.post<{ Params: IdParams }>(
    '/team/:id/like/',
    {
      onRequest: app.requireAuth,
      schema: routeSchema({
        summary: "Toggles the reader's appreciation of a team",
        tags,
        auth: true,
        params: TeamParamsSchema,
        response: { 200: TeamLikeAnswerSchema },
      }),
    },
    async (request) => service.like(request.auth!.userId, request.params.id),
  );
  app.post<{ Params: IdParams }>(
    '/team/:id/visit/',
    {
      schema: routeSchema({
        summary: 'Counts a visit of a team, once a day per visitor',
        tags,
        params: TeamParamsSchema,
        response: { 200: TeamVisitAnswerSchema },
      }),
    },
    async (request) =>
      service.visit(
        {
          userId: reader(request),
          address: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
        },
        request.params.id,
      ),
  );
}

export default fp(teamsRoutes, {
  name: 'teams',
  dependencies: ['db', 'auth', 'storage', 'market-pages'],
  decorators: { fastify: ['people'] },
  encapsulate: true,
});
