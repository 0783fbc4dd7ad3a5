import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { pageOf } from '../../../contracts/common';
import {
  CategorySchema,
  exploreApiQuery,
  exploreQuery,
  GigCreateSchema,
  GigForms,
  GigKitSchema,
  type GigListQuery,
  GigListQuerySchema,
  GigMediaSchema,
  GigParamsSchema,
  GigPatchSchema,
  GigRefSchema,
  GigSchema,
  GigStatSchema,
  HomePageGigSchema,
  KIT_FILES,
  KitFieldsSchema,
  KitParamsSchema,
  LikeAnswerSchema,
  MediaFieldsSchema,
  MediaParamsSchema,
  MediaPatchSchema,
  StatCreateSchema,
  StatParamsSchema,
  StatPatchSchema,
  TagSchema,
  UPLOAD_LIMITS,
  VisitAnswerSchema,
} from '../../../contracts/gigs';
import { type ListCall, PROFILE_WORK_PAGE_SIZE } from '../../../contracts/lists';
import {
  ALL_PAGES_CAP,
  HOME_FEATURED,
  type PageQuery,
  PageQuerySchema,
  queryString,
} from '../../../contracts/pagination';
import {
  readQuery as readSearchQuery,
  SEARCH_PATH,
  apiQuery as searchApiQuery,
} from '../../../contracts/search-query';
import { listPage, toPage, visitorPage, windowOf } from '../../lib/pagination';
import type { PublicAnswers } from '../../lib/public-answers';
import { routeSchema } from '../../lib/route-schema';
import { parse } from '../../lib/validate';
import { EXPERT_PAGE } from '../../plugins/market-pages';
import type { FollowCounts, Purchases } from '../../ports';
import { KIT, KIT_UPLOAD_CAPS } from './kits';
import { createGigsRepo } from './repo';
import { toHomePageGig } from './serializers';
import { createGigsService, type KitFiles } from './service';
import { type FormInput, readForm } from './uploads';

type Id = { Params: { id: string } };
type Body<T> = { Body: T };
type List<Q = PageQuery> = { Querystring: Q };

export interface GigsOptions {
  publicUrl: string;
  /** Who bought which gig (orders module). */
  purchases: Purchases;
  /** The sellers' followers (profiles module). */
  follows: FollowCounts;
  /** Visitors' answers kept for a moment (the gig list, a gig). */
  publicAnswers: PublicAnswers;
}

const tags = ['gigs'];
const NoContent = { 204: null };

/** The kit files of a form, by kind (the form names them by their field). */
const kitFilesOf = (form: FormInput): KitFiles =>
  Object.fromEntries(
    KIT_FILES.filter((kind) => Object.hasOwn(form.files, KIT[kind].field)).map((kind) => [
      kind,
      form.files[KIT[kind].field],
    ]),
  );

/** Gigs, their stats, media and kits, likes and visits, under /api. */
async function gigsRoutes(app: FastifyInstance, opts: GigsOptions) {
  const repo = createGigsRepo(app.db);
  const service = createGigsService({
    repo,
    storage: app.storage,
    privateStorage: app.privateStorage,
    engagement: app.engagement,
    people: app.people,
    follows: opts.follows,
    purchases: opts.purchases,
  });
  /** The published gigs a reader asked for (`GET /gig/gigs/`). */
  const list = (readerId: string | null, q: GigListQuery) => {
    const { limit, offset } = windowOf(q);
    return service.list(
      readerId,
      {
        // `name` is "name contains"; `search` also looks in the summary, description, category and tags.
        name: q.name || undefined,
        search: q.search || undefined,
        category: q.category || undefined,
        tag: q.tag || undefined,
        user: q.user || undefined,
        ordering: q.ordering,
      },
      limit,
      offset,
    );
  };
  // The gig pages the site serves for any existing gig: `/market/gigs/<id>/`, rendered per request
  // with the gig as a visitor sees it through the API (a draft renders without it: only its owner
  // may load it), and its editor's host page.
  app.marketPages.register({
    pattern: '/market/gigs/:id/',
    exists: ({ id = '' }) => repo.exists(id),
    load: async ({ id = '' }) => {
      const gig = await service.get(id, null).catch(() => null);
      if (!gig) return null;
      const categories = await service.categories(ALL_PAGES_CAP, 0);
      return {
        gig: v.parse(GigSchema, gig),
        categories: categories.results.map((c) => v.parse(CategorySchema, c)),
      };
    },
  });
  // Explore Gigs and the home page's featured gigs, rendered per request with the first page of
  // what the address asks for, as the list API answers a visitor (its categories and tags for the
  // filters); a query the API would refuse renders without the list (the island asks and shows why).
  /** The gig list `call` answers a visitor; null when the API would refuse it. */
  const visitorGigs = (call: ListCall) =>
    visitorPage(
      { path: '/api/gig/gigs/', query: GigListQuerySchema, item: GigSchema, publicUrl: opts.publicUrl },
      call,
      (q) => list(null, q),
    );
  // Explore Gigs is made of parts: its gigs and the filters' words here, the teams beside them
  // from the teams module (server/modules/teams/routes.ts).
  app.marketPages.register({
    pattern: '/market/gigs/',
    part: 'gigs',
    exists: () => true,
    load: (_, params) => visitorGigs(exploreApiQuery(exploreQuery(params))),
  });
  app.marketPages.register({
    pattern: '/market/gigs/',
    part: 'categories',
    exists: () => true,
    load: async () =>
      (await service.categories(ALL_PAGES_CAP, 0)).results.map((c) => v.parse(CategorySchema, c)),
  });
  app.marketPages.register({
    pattern: '/market/gigs/',
    part: 'tags',
    exists: () => true,
    load: async () => (await service.tags(ALL_PAGES_CAP, 0)).results.map((t) => v.parse(TagSchema, t)),
  });
  // An expert's published gigs on their page, as their profile asks for them.
  app.marketPages.register({
    pattern: EXPERT_PAGE,
    part: 'gigs',
    exists: () => true,
    load: ({ id = '' }) => visitorGigs({ user: id, page_size: PROFILE_WORK_PAGE_SIZE }),
  });
  // The gigs of `/market/search/`, the same way.
  app.marketPages.register({
    pattern: SEARCH_PATH,
    part: 'gigs',
    exists: () => true,
    load: (_, params) => visitorGigs(searchApiQuery(readSearchQuery(params), 'gigs')),
  });
  app.marketPages.register({
    pattern: '/market/',
    part: 'gigs',
    exists: () => true,
    load: async () => {
      const q = v.parse(PageQuerySchema, { page_size: HOME_FEATURED.gigs });
      const result = await service.homePage(null, q.page_size, 0);
      return listPage(
        `/api/gig/home-page-gigs/${queryString({ page_size: q.page_size })}`,
        opts.publicUrl,
        q,
        HomePageGigSchema,
        {
          total: result.total,
          results: result.results.map(toHomePageGig),
        },
      );
    },
  });
  app.marketPages.register({
    pattern: '/market/gigs/:id/edit/',
    host: 'market/gigs/_/edit/index.html',
    exists: ({ id = '' }) => repo.exists(id),
  });
  const reader = (request: FastifyRequest) => request.auth?.userId ?? null;
  const me = (request: FastifyRequest) => request.auth!.userId;
  const page = <T>(request: FastifyRequest<List<PageQuery>>, result: { total: number; results: T[] }) =>
    toPage(request, opts.publicUrl, windowOf(request.query), result.total, result.results);
  const open = (def: Parameters<typeof routeSchema>[0]) => ({ schema: routeSchema({ tags, ...def }) });
  const authed = (def: Parameters<typeof routeSchema>[0]) => ({
    onRequest: app.requireAuth,
    schema: routeSchema({ tags, auth: true, ...def }),
  });

  // ---------------------------------------------------------------- reading
  app.get<List<GigListQuery>>(
    '/gig/gigs/',
    open({
      summary:
        'Published gigs: search (name, summary, description, category, tags), filter by category, tag or seller, and order',
      query: GigListQuerySchema,
      response: { 200: pageOf(GigSchema) },
    }),
    (request, reply) =>
      opts.publicAnswers.answer(request, reply, async () =>
        page(request, await list(reader(request), request.query)),
      ),
  );

  app.get<List>(
    '/gig/gigs/tag/',
    open({
      summary: 'Gig tags (the stack used)',
      query: PageQuerySchema,
      response: { 200: pageOf(TagSchema) },
    }),
    async (request) => {
      const { limit, offset, query } = windowOf(request.query);
      return page(request, await service.tags(limit, offset, query.search || undefined));
    },
  );

  app.get<List>(
    '/gig/gigs/category/',
    open({ summary: 'Gig categories', query: PageQuerySchema, response: { 200: pageOf(CategorySchema) } }),
    async (request) => {
      const { limit, offset } = windowOf(request.query);
      return page(request, await service.categories(limit, offset));
    },
  );

  app.get<Id>(
    '/gig/gigs/:id/',
    open({ summary: 'One gig', params: GigParamsSchema, response: { 200: GigSchema } }),
    (request, reply) =>
      opts.publicAnswers.answer(request, reply, () => service.get(request.params.id, reader(request))),
  );

  app.get<List>(
    '/gig/home-page-gigs/',
    open({
      summary: 'The most appreciated gigs, as home-page cards',
      query: PageQuerySchema,
      response: { 200: pageOf(HomePageGigSchema) },
    }),
    async (request) => {
      const { limit, offset } = windowOf(request.query);
      const result = await service.homePage(reader(request), limit, offset);
      return page(request, { total: result.total, results: result.results.map(toHomePageGig) });
    },
  );

  // ---------------------------------------------------------------- likes and visits
  app.post<Body<v.InferOutput<typeof GigRefSchema>>>(
    '/gig/gigs/like/',
    authed({
      summary: "Toggles the reader's like of a gig",
      body: GigRefSchema,
      response: { 200: LikeAnswerSchema },
    }),
    async (request) => service.like(me(request), request.body.gig),
  );

  app.post<Body<v.InferOutput<typeof GigRefSchema>>>(
    '/gig/gig-visits/',
    open({
      summary: 'Counts a visit of a gig, once a day per visitor',
      body: GigRefSchema,
      response: { 200: VisitAnswerSchema },
    }),
    async (request) =>
      service.visit(
        {
          userId: reader(request),
          address: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
        },
        request.body.gig,
      ),
  );

  // ---------------------------------------------------------------- the owner's gigs
  app.get<List>(
    '/gig/v2-gigs/',
    authed({
      summary: "The reader's own gigs, drafts included",
      query: PageQuerySchema,
      response: { 200: pageOf(GigSchema) },
    }),
    async (request) => {
      const { limit, offset } = windowOf(request.query);
      return page(request, await service.mine(me(request), limit, offset));
    },
  );

  app.post(
    '/gig/v2-gigs/',
    authed({
      summary: 'Creates a gig (JSON or multipart with a banner)',
      form: GigForms.create,
      response: { 201: GigSchema },
    }),
    async (request, reply) => {
      const { fields, files } = await readForm(app, request, { banner_image: UPLOAD_LIMITS.banner });
      const input = parse(GigCreateSchema, fields);
      return reply.code(201).send(await service.create(me(request), input, files.banner_image));
    },
  );

  app.get<Id>(
    '/gig/v2-gigs/:id/',
    open({ summary: 'One gig', params: GigParamsSchema, response: { 200: GigSchema } }),
    (request, reply) =>
      opts.publicAnswers.answer(request, reply, () => service.get(request.params.id, reader(request))),
  );

  app.patch<Id>(
    '/gig/v2-gigs/:id/',
    authed({
      summary: 'Changes a gig (owner only)',
      params: GigParamsSchema,
      form: GigForms.patch,
      response: { 200: GigSchema },
    }),
    async (request) => {
      const { fields, files } = await readForm(app, request, { banner_image: UPLOAD_LIMITS.banner });
      // Ownership before the values: a stranger is told 403 whatever they sent.
      await service.ownGigForEdit(request.params.id, me(request));
      const patch = parse(GigPatchSchema, fields);
      return service.update(me(request), request.params.id, patch, files.banner_image);
    },
  );

  app.delete<Id>(
    '/gig/v2-gigs/:id/',
    authed({
      summary: 'Deletes a gig without buyers (owner only)',
      params: GigParamsSchema,
      response: NoContent,
    }),
    async (request, reply) => {
      await service.remove(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- stats
  app.post(
    '/gig/v2-gigs-stats/',
    authed({
      summary: 'Adds a whole-number stat to a gig',
      form: GigForms.stat,
      response: { 201: GigStatSchema },
    }),
    async (request, reply) => {
      const { fields } = await readForm(app, request, {});
      await service.ownGigForStats(parse(GigRefSchema, fields).gig, me(request));
      return reply.code(201).send(await service.addStat(me(request), parse(StatCreateSchema, fields)));
    },
  );
  app.get<Id>(
    '/gig/v2-gigs-stats/:id/',
    open({ summary: 'One stat', params: StatParamsSchema, response: { 200: GigStatSchema } }),
    async (request) => service.stat(request.params.id, reader(request)),
  );
  app.patch<Id>(
    '/gig/v2-gigs-stats/:id/',
    authed({
      summary: 'Changes a stat (owner only)',
      params: StatParamsSchema,
      form: GigForms.statPatch,
      response: { 200: GigStatSchema },
    }),
    async (request) => {
      const { fields } = await readForm(app, request, {});
      await service.statForEdit(me(request), request.params.id);
      return service.updateStat(me(request), request.params.id, parse(StatPatchSchema, fields));
    },
  );
  app.delete<Id>(
    '/gig/v2-gigs-stats/:id/',
    authed({ summary: 'Deletes a stat (owner only)', params: StatParamsSchema, response: NoContent }),
    async (request, reply) => {
      await service.removeStat(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- media
  const mediaCaps = { image: UPLOAD_LIMITS.image, video: UPLOAD_LIMITS.video };
  app.post(
    '/gig/v2-gigs-media/',
    authed({
      summary: 'Adds an image or video to a gig',
      form: GigForms.media,
      response: { 201: GigMediaSchema },
    }),
    async (request, reply) => {
      const { fields, files } = await readForm(app, request, mediaCaps);
      await service.ownGigForMedia(parse(GigRefSchema, fields).gig, me(request));
      const input = parse(MediaFieldsSchema, fields);
      return reply.code(201).send(await service.addMedia(me(request), input.gig, input.media_type, files));
    },
  );
  app.get<Id>(
    '/gig/v2-gigs-media/:id/',
    open({ summary: 'One media item', params: MediaParamsSchema, response: { 200: GigMediaSchema } }),
    async (request) => service.media(request.params.id, reader(request)),
  );
  app.patch<Id>(
    '/gig/v2-gigs-media/:id/',
    authed({
      summary: 'Changes a media item (owner only)',
      params: MediaParamsSchema,
      form: GigForms.mediaPatch,
      response: { 200: GigMediaSchema },
    }),
    async (request) => {
      const { fields, files } = await readForm(app, request, mediaCaps);
      await service.mediaForEdit(me(request), request.params.id);
      const { media_type } = parse(MediaPatchSchema, fields);
      return service.updateMedia(me(request), request.params.id, media_type, files);
    },
  );
  app.delete<Id>(
    '/gig/v2-gigs-media/:id/',
    authed({ summary: 'Deletes a media item (owner only)', params: MediaParamsSchema, response: NoContent }),
    async (request, reply) => {
      await service.removeMedia(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- kits (private files)
  app.post(
    '/gig/v2-gigs-kit/',
    authed({
      summary: "Uploads a gig's kit: a zip, an instruction PDF and video (private files)",
      form: GigForms.kit,
      response: { 201: GigKitSchema },
    }),
    async (request, reply) => {
      const form = await readForm(app, request, KIT_UPLOAD_CAPS);
      const { gig } = parse(KitFieldsSchema, form.fields);
      return reply.code(201).send(await service.addKit(me(request), gig, kitFilesOf(form)));
    },
  );
  app.get<Id>(
    '/gig/v2-gigs-kit/:id/',
    open({
      summary: 'One kit: signed links for the owner and buyers',
      params: KitParamsSchema,
      response: { 200: GigKitSchema },
    }),
    async (request) => service.kit(request.params.id, reader(request)),
  );
  app.patch<Id>(
    '/gig/v2-gigs-kit/:id/',
    authed({
      summary: "Replaces files of a gig's kit (owner only)",
      params: KitParamsSchema,
      form: GigForms.kitPatch,
      response: { 200: GigKitSchema },
    }),
    async (request) => {
      const form = await readForm(app, request, KIT_UPLOAD_CAPS);
      await service.kitForEdit(me(request), request.params.id);
      return service.updateKit(me(request), request.params.id, kitFilesOf(form));
    },
  );
  app.delete<Id>(
    '/gig/v2-gigs-kit/:id/',
    authed({
      summary: 'Deletes a kit without buyers (owner only)',
      params: KitParamsSchema,
      response: NoContent,
    }),
    async (request, reply) => {
      await service.removeKit(me(request), request.params.id);
      return reply.code(204).send();
    },
  );
}

export default fp(gigsRoutes, {
  name: 'gigs',
  dependencies: ['db', 'auth', 'storage', 'private-storage', 'market-pages'],
  decorators: { fastify: ['people', 'engagement'] },
  encapsulate: true,
});
