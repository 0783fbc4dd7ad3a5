import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { MESSAGES } from '../../../contracts/messages';
import { ALL_PAGES_CAP } from '../../../contracts/pagination';
import {
  AddressPatchSchema,
  AddressSchema,
  AwardPatchSchema,
  AwardSchema,
  CertificationPatchSchema,
  CertificationSchema,
  EndorseSchema,
  ExpertModeSchema,
  FollowSchema,
  HomeUserFilters,
  ProfileFilters,
  SkillPatchSchema,
  SkillSchema,
  SocialLinkPatchSchema,
  SocialLinkSchema,
  UpdateUserSkillsSchema,
  UserFilterOptional,
  UserFilterRequired,
} from '../../../contracts/profiles';
import { fieldError } from '../../lib/http-errors';
import { pageWindow, toPage, type Window } from '../../lib/pagination';
import { parse } from '../../lib/validate';
import { chatPartners, withChatFields } from './conversations';
import { createProfilesRepo } from './repo';
import { createProfilesService } from './service';

type Id = { Params: { id: string } };

/** The service calls behind a create, a PATCH and a DELETE of the signed-in user's own records. */
interface OwnWrites<C extends v.GenericSchema, P extends v.GenericSchema> {
  add(userId: string, input: v.InferOutput<C>): unknown;
  patch(userId: string, id: string, input: v.InferOutput<P>): unknown;
  remove(userId: string, id: string): void;
}

/** Spec §7 "Profile" and the user endpoints of "Gigs and users". */
async function profilesRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const repo = createProfilesRepo(app.db);
  const service = createProfilesService({
    repo,
    notifier: app.notifier,
    events: app.events,
    mediaUrl: (key) => app.storage.publicUrl(key),
  });
  const authed = { onRequest: app.requireAuth };
  // `/market/experts/<id>/` answers the built profile page for a real user, the 404 page otherwise.
  app.marketPages.register({
    pattern: '/market/experts/:id/',
    host: 'market/experts/_/index.html',
    exists: ({ id }) => repo.user(id ?? '') !== undefined,
  });
  const reader = (request: FastifyRequest) => request.auth?.userId ?? null;
  const me = (request: FastifyRequest) => request.auth!.userId;
  const page = <T>(request: FastifyRequest, window: Window, total: number, results: T[]) =>
    toPage(request, opts.publicUrl, window, total, results);
  /** A short list held in memory, answered as a page like every list. */
  const slice = <T>(request: FastifyRequest, window: Window, all: T[]) =>
    page(request, window, all.length, all.slice(window.offset, window.offset + window.limit));
  /** The `user` filter, or the signed-in reader when it is left out. */
  const userOrMe = (request: FastifyRequest, user: string | undefined) => {
    const id = user ?? reader(request);
    if (!id) throw fieldError('user', MESSAGES.userFilterRequired);
    return id;
  };
  /** POST `<base>/`, PATCH and DELETE `<base>/:id/`: what the signed-in user adds and changes of their own. */
  const ownWrites = <C extends v.GenericSchema, P extends v.GenericSchema>(
    base: string,
    schemas: { create: C; patch: P },
    ops: OwnWrites<C, P>,
  ) => {
    app.post(`${base}/`, authed, async (request, reply) =>
      reply.code(201).send(ops.add(me(request), parse(schemas.create, request.body))),
    );
    app.patch<Id>(`${base}/:id/`, authed, async (request) =>
      ops.patch(me(request), request.params.id, parse(schemas.patch, request.body)),
    );
    app.delete<Id>(`${base}/:id/`, authed, async (request, reply) => {
      ops.remove(me(request), request.params.id);
      return reply.code(204).send();
    });
  };
  /** A credential kind: anyone lists a user's (`?user=` required, spec §5) or reads one; owners write. */
  const credentialRoutes = <C extends v.GenericSchema, P extends v.GenericSchema>(
    listPath: string,
    base: string,
    schemas: { create: C; patch: P },
    records: OwnWrites<C, P> & {
      list(userId: string, limit: number, offset: number): { total: number; results: unknown[] };
      get(id: string): unknown;
    },
  ) => {
    app.get(listPath, async (request) => {
      const window = pageWindow(request, UserFilterRequired);
      const { total, results } = records.list(window.filters.user, window.limit, window.offset);
      return page(request, window, total, results);
    });
    app.get<Id>(`${base}/:id/`, async (request) => records.get(request.params.id));
    ownWrites(base, schemas, records);
  };

  // ---------------------------------------------------------------- addresses (the owner's own)
  app.get('/base_user/user-address/', authed, async (request) => {
    const window = pageWindow(request);
    const { total, results } = service.addresses.list(me(request), window.limit, window.offset);
    return page(request, window, total, results);
  });
  app.get<Id>('/base_user/user-address/:id/', authed, async (request) =>
    service.addresses.owned(me(request), request.params.id),
  );
  ownWrites(
    '/base_user/user-address',
    { create: AddressSchema, patch: AddressPatchSchema },
    service.addresses,
  );

  // ---------------------------------------------------------------- social links
  app.get('/base_user/social-links/', async (request) => {
    const window = pageWindow(request, UserFilterOptional);
    return slice(request, window, service.links(userOrMe(request, window.filters.user)));
  });
  ownWrites(
    '/base_user/social-links',
    { create: SocialLinkSchema, patch: SocialLinkPatchSchema },
    { add: service.addLink, patch: service.patchLink, remove: service.deleteLink },
  );

  // ---------------------------------------------------------------- skills and endorsements
  app.get('/base_user/user-skills/', async (request) => {
    const window = pageWindow(request, UserFilterOptional);
    return slice(request, window, service.skills(userOrMe(request, window.filters.user), reader(request)));
  });
  ownWrites(
    '/base_user/user-skills',
    { create: SkillSchema, patch: SkillPatchSchema },
    { add: service.addSkill, patch: service.patchSkill, remove: service.deleteSkill },
  );
  app.patch('/base_user/update-user-skill/', authed, async (request) => ({
    skills: service.replaceSkills(me(request), parse(UpdateUserSkillsSchema, request.body)),
  }));
  app.post('/base_user/user-skill-endorsements/', authed, async (request, reply) => {
    const { skill } = parse(EndorseSchema, request.body);
    const result = service.endorse(me(request), skill);
    return reply.code(result.created ? 201 : 200).send({ detail: MESSAGES.endorsed, ...result.skill });
  });
  app.delete<{ Params: { skill: string } }>(
    '/base_user/user-skill-endorsements/:skill/',
    authed,
    async (request) => ({
      detail: MESSAGES.endorsementWithdrawn,
      ...service.unendorse(me(request), request.params.skill),
    }),
  );

  // ---------------------------------------------------------------- certifications, honors and awards
  credentialRoutes(
    '/base_user/user-certifications-list/',
    '/base_user/user-certifications',
    { create: CertificationSchema, patch: CertificationPatchSchema },
    service.certifications,
  );
  credentialRoutes(
    '/base_user/user-honors-list/',
    '/base_user/user-honors',
    { create: AwardSchema, patch: AwardPatchSchema },
    service.awards,
  );

  // ---------------------------------------------------------------- followers and followings
  const connectionFilters = { name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) };
  const connections =
    (which: 'followersOf' | 'followingsOf') =>
    async (request: FastifyRequest<{ Params: { user_id: string } }>) => {
      const userId = request.params.user_id;
      service.profileCard(userId, null); // 404 for an unknown user
      const window = pageWindow(request, connectionFilters);
      const { total, users } = service.findHomeUsers(
        {
          ids: repo[which](userId),
          name: window.filters.name,
          search: window.query.search,
          ordering: window.query.ordering,
        },
        window.limit,
        window.offset,
        reader(request),
      );
      return page(request, window, total, users);
    };
  app.get('/base_user/:user_id/user-followers/', connections('followersOf'));
  app.get('/base_user/:user_id/user-followings/', connections('followingsOf'));

  app.post('/friendship/add-follower/', authed, async (request) =>
    service.follow(me(request), parse(FollowSchema, request.body).id),
  );
  app.post('/friendship/remove-follower/', authed, async (request) =>
    service.unfollow(me(request), parse(FollowSchema, request.body).id),
  );

  // ---------------------------------------------------------------- expert mode
  app.patch('/base_user/expert-mode/', authed, async (request) =>
    service.setExpert(me(request), parse(ExpertModeSchema, request.body).is_expert),
  );

  // ---------------------------------------------------------------- users on the marketplace
  app.get('/gig/home-page-users/', async (request) => {
    const window = pageWindow(request, HomeUserFilters);
    const f = window.filters;
    // My chat partners, latest first, with the chat fields (the Conversations port answers).
    if (f.is_gig_chat) {
      const readerId = reader(request);
      if (!readerId) return page(request, window, 0, []);
      const { total, users } = await chatPartners(
        { conversations: app.conversations, service, among: repo.among },
        readerId,
        { name: f.name, search: window.query.search },
        window.limit,
        window.offset,
        ALL_PAGES_CAP,
      );
      return page(request, window, total, users);
    }
    const { total, users } = service.findHomeUsers(
      {
        name: f.name,
        city: f.city,
        location: f.location,
        isExpert: f.is_expert,
        search: window.query.search,
        ordering: window.query.ordering ?? '-follower',
        withAvatar: true,
      },
      window.limit,
      window.offset,
      reader(request),
    );
    return page(request, window, total, users);
  });

  app.get('/gig/gig/user-profile/', async (request) => {
    const window = pageWindow(request, ProfileFilters);
    const f = window.filters;
    const { total, cards } = service.findProfiles(
      {
        name: f.name,
        city: f.city,
        location: f.location,
        isExpert: f.is_expert,
        search: window.query.search,
        ordering: window.query.ordering,
      },
      window.limit,
      window.offset,
      reader(request),
    );
    return page(request, window, total, await withChatFields(app.conversations, reader(request), cards));
  });

  app.get<Id>(
    '/gig/gig/user-profile/:id/',
    async (request) =>
      (
        await withChatFields(app.conversations, reader(request), [
          service.profileCard(request.params.id, reader(request)),
        ])
      )[0],
  );
}

export default fp(profilesRoutes, {
  name: 'profiles',
  dependencies: ['db', 'auth', 'storage'],
  decorators: { fastify: ['notifier', 'events', 'conversations'] },
  encapsulate: true,
});
