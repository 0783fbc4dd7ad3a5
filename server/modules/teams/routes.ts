import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TeamListFilters } from '../../../contracts/teams';
import { pageWindow, toPage } from '../../lib/pagination';
import { createTeamsRepo } from './repo';
import { createTeamsService } from './service';

type Id = { Params: { id: string } };

/** Spec §7 Teams, and the follow calls of conventions.md, under /api. */
async function teamsRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const repo = createTeamsRepo(app.db);
  const service = createTeamsService({ repo, storage: app.storage });
  app.marketPages.register({
    pattern: '/market/teams/:id/',
    host: 'market/teams/_/index.html',
    exists: ({ id = '' }) => repo.exists(id),
  });
  const authed = { onRequest: app.requireAuth };
  const reader = (request: FastifyRequest) => request.auth?.userId ?? null;

  app.get('/team/', async (request) => {
    const window = pageWindow(request, TeamListFilters);
    const name = window.filters.name || window.query.search || undefined;
    const { total, results } = service.list(reader(request), name, window.limit, window.offset);
    return toPage(request, opts.publicUrl, window, total, results);
  });

  app.get<Id>('/team/:id/', async (request) => service.get(request.params.id, reader(request)));

  app.post<Id>('/team/:id/follow/', authed, async (request) =>
    service.follow(request.auth!.userId, request.params.id),
  );
  app.delete<Id>('/team/:id/follow/', authed, async (request) =>
    service.unfollow(request.auth!.userId, request.params.id),
  );
}

export default fp(teamsRoutes, {
  name: 'teams',
  dependencies: ['db', 'auth', 'storage', 'market-pages'],
  encapsulate: true,
});
