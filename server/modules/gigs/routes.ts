import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import {
  GIG_ORDERINGS_ACCEPTED,
  GigCreateSchema,
  GigListFilters,
  GigPatchSchema,
  GigRefSchema,
  KitFieldsSchema,
  MEDIA_TYPES,
  MediaFieldsSchema,
  StatCreateSchema,
  StatPatchSchema,
  UPLOAD_LIMITS,
} from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import { pageWindow, toPage } from '../../lib/pagination';
import { parse } from '../../lib/validate';
import { addEngagement } from '../profiles/repo';
import { createGigsRepo } from './repo';
import { createGigsService, type KitFiles } from './service';
import { readForm } from './uploads';

type Id = { Params: { id: string } };

const OrderingFilter = {
  ordering: v.optional(v.picklist(GIG_ORDERINGS_ACCEPTED, MESSAGES.invalidBody), '-created_on'),
};

/** Spec §7 "Gigs and users" (the gig ones), under /api. */
async function gigsRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const repo = createGigsRepo(app.db);
  // The gig pages the site serves for any existing gig: `/market/gigs/<id>/` and its editor.
  for (const [pattern, host] of [
    ['/market/gigs/:id/', 'market/gigs/_/index.html'],
    ['/market/gigs/:id/edit/', 'market/gigs/_/edit/index.html'],
  ] as const) {
    app.marketPages.register({ pattern, host, exists: ({ id = '' }) => repo.exists(id) });
  }
  const service = createGigsService({
    repo,
    storage: app.storage,
    privateStorage: app.privateStorage,
    addEngagement: (userId, delta) => addEngagement(app.db, userId, delta),
  });
  const authed = { onRequest: app.requireAuth };
  const reader = (request: FastifyRequest) => request.auth?.userId ?? null;
  const me = (request: FastifyRequest) => request.auth!.userId;
  const page = <T>(
    request: FastifyRequest,
    window: ReturnType<typeof pageWindow>,
    result: { total: number; results: T[] },
  ) => toPage(request, opts.publicUrl, window, result.total, result.results);

  // ---------------------------------------------------------------- reading
  app.get('/gig/gigs/', async (request) => {
    const window = pageWindow(request, { ...GigListFilters, ...OrderingFilter });
    const f = window.filters;
    return page(
      request,
      window,
      service.list(
        reader(request),
        {
          // Spec §7: a "name contains" filter; `search` (spec §9) searches the same, case-insensitively.
          name: f.name || window.query.search || undefined,
          category: f.category || undefined,
          tag: f.tag || undefined,
          user: f.user || undefined,
          ordering: f.ordering,
        },
        window.limit,
        window.offset,
      ),
    );
  });

  app.get('/gig/gigs/tag/', async (request) => {
    const window = pageWindow(request);
    return page(request, window, service.tags(window.limit, window.offset, window.query.search || undefined));
  });

  app.get('/gig/gigs/category/', async (request) => {
    const window = pageWindow(request);
    return page(request, window, service.categories(window.limit, window.offset));
  });

  app.get<Id>('/gig/gigs/:id/', async (request) => service.get(request.params.id, reader(request)));

  app.get('/gig/home-page-gigs/', async (request) => {
    const window = pageWindow(request);
    const result = service.homePage(reader(request), window.limit, window.offset);
    return page(request, window, {
      total: result.total,
      results: result.results.map((g) => ({
        id: g.id,
        name: g.name,
        banner_image: g.banner_image,
        user: g.user,
        visits: g.visits,
        appreciations: g.appreciations,
        is_appreciated: g.is_appreciated,
      })),
    });
  });

  // ---------------------------------------------------------------- likes and visits
  app.post('/gig/gigs/like/', authed, async (request) =>
    service.like(me(request), parse(GigRefSchema, request.body).gig),
  );

  app.post('/gig/gig-visits/', async (request) =>
    service.visit(
      {
        userId: reader(request),
        address: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      },
      parse(GigRefSchema, request.body).gig,
    ),
  );

  // ---------------------------------------------------------------- the owner's gigs
  app.get('/gig/v2-gigs/', authed, async (request) => {
    const window = pageWindow(request);
    return page(request, window, service.mine(me(request), window.limit, window.offset));
  });

  app.post('/gig/v2-gigs/', authed, async (request, reply) => {
    const { fields, files } = await readForm(app, request, { banner_image: UPLOAD_LIMITS.banner });
    const input = parse(GigCreateSchema, fields);
    return reply.code(201).send(await service.create(me(request), input, files.banner_image));
  });

  app.get<Id>('/gig/v2-gigs/:id/', async (request) => service.get(request.params.id, reader(request)));

  app.patch<Id>('/gig/v2-gigs/:id/', authed, async (request) => {
    const { fields, files } = await readForm(app, request, { banner_image: UPLOAD_LIMITS.banner });
    // Ownership before the values: a stranger is told 403 whatever they sent.
    service.ownGigForEdit(request.params.id, me(request));
    const patch = parse(GigPatchSchema, fields);
    return service.update(me(request), request.params.id, patch, files.banner_image);
  });

  app.delete<Id>('/gig/v2-gigs/:id/', authed, async (request, reply) => {
    await service.remove(me(request), request.params.id);
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- stats
  app.post('/gig/v2-gigs-stats/', authed, async (request, reply) => {
    const { fields } = await readForm(app, request, {});
    service.ownGigForStats(parse(GigRefSchema, fields).gig, me(request));
    return reply.code(201).send(service.addStat(me(request), parse(StatCreateSchema, fields)));
  });
  app.get<Id>('/gig/v2-gigs-stats/:id/', async (request) => service.stat(request.params.id, reader(request)));
  app.patch<Id>('/gig/v2-gigs-stats/:id/', authed, async (request) => {
    const { fields } = await readForm(app, request, {});
    service.statForEdit(me(request), request.params.id);
    return service.updateStat(me(request), request.params.id, parse(StatPatchSchema, fields));
  });
  app.delete<Id>('/gig/v2-gigs-stats/:id/', authed, async (request, reply) => {
    service.removeStat(me(request), request.params.id);
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- media
  const mediaCaps = { image: UPLOAD_LIMITS.image, video: UPLOAD_LIMITS.video };
  app.post('/gig/v2-gigs-media/', authed, async (request, reply) => {
    const { fields, files } = await readForm(app, request, mediaCaps);
    service.ownGigForMedia(parse(GigRefSchema, fields).gig, me(request));
    const input = parse(MediaFieldsSchema, fields);
    return reply.code(201).send(await service.addMedia(me(request), input.gig, input.media_type, files));
  });
  app.get<Id>('/gig/v2-gigs-media/:id/', async (request) =>
    service.media(request.params.id, reader(request)),
  );
  app.patch<Id>('/gig/v2-gigs-media/:id/', authed, async (request) => {
    const { fields, files } = await readForm(app, request, mediaCaps);
    service.mediaForEdit(me(request), request.params.id);
    const { media_type } = parse(
      v.object({ media_type: v.optional(v.picklist(MEDIA_TYPES, MESSAGES.gigMediaType)) }),
      fields,
    );
    return service.updateMedia(me(request), request.params.id, media_type, files);
  });
  app.delete<Id>('/gig/v2-gigs-media/:id/', authed, async (request, reply) => {
    await service.removeMedia(me(request), request.params.id);
    return reply.code(204).send();
  });

  // ---------------------------------------------------------------- kits (private files)
  const kitCaps = {
    zip_file: UPLOAD_LIMITS.zip,
    instruction_pdf: UPLOAD_LIMITS.pdf,
    instruction_video: UPLOAD_LIMITS.video,
  };
  app.post('/gig/v2-gigs-kit/', authed, async (request, reply) => {
    const { fields, files } = await readForm(app, request, kitCaps);
    const { gig } = parse(KitFieldsSchema, fields);
    return reply.code(201).send(await service.addKit(me(request), gig, files as KitFiles));
  });
  app.get<Id>('/gig/v2-gigs-kit/:id/', async (request) => service.kit(request.params.id, reader(request)));
  app.patch<Id>('/gig/v2-gigs-kit/:id/', authed, async (request) => {
    const { files } = await readForm(app, request, kitCaps);
    service.kitForEdit(me(request), request.params.id);
    return service.updateKit(me(request), request.params.id, files as KitFiles);
  });
  app.delete<Id>('/gig/v2-gigs-kit/:id/', authed, async (request, reply) => {
    await service.removeKit(me(request), request.params.id);
    return reply.code(204).send();
  });
}

export default fp(gigsRoutes, {
  name: 'gigs',
  dependencies: ['db', 'auth', 'storage', 'private-storage', 'market-pages'],
  encapsulate: true,
});
