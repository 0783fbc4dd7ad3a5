import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { type IdParams, IdParamsSchema } from '../../../contracts/common';
import type { ListCall } from '../../../contracts/lists';
import { MESSAGES } from '../../../contracts/messages';
import { ALL_PAGES_CAP, HOME_FEATURED, type PageQuery, queryString } from '../../../contracts/pagination';
import {
  AddressAnswer,
  AddressListQuery,
  AddressPage,
  AddressPatchSchema,
  AddressSchema,
  AwardAnswer,
  AwardPage,
  AwardPatchSchema,
  AwardSchema,
  CertificationAnswer,
  CertificationPage,
  CertificationPatchSchema,
  CertificationSchema,
  CONNECTIONS_PAGE_SIZE,
  ConnectionListQuery,
  EndorsementAnswer,
  EndorseSchema,
  ExpertModeAnswer,
  ExpertModeSchema,
  expertsApiQuery,
  expertsPageQuery,
  FollowAnswer,
  FollowSchema,
  HomePageUserAnswer,
  HomePageUserPage,
  HomeUserListQuery,
  ProfileCardAnswer,
  ProfileCardPage,
  ProfileListQuery,
  SkillParamsSchema,
  SkillPatchSchema,
  SkillSchema,
  SkillSetAnswer,
  SocialLinkAnswer,
  SocialLinkPage,
  SocialLinkPatchSchema,
  SocialLinkSchema,
  UpdateUserSkillsSchema,
  UserIdParamsSchema,
  UserListQueryOptional,
  UserListQueryRequired,
  UserSkillAnswer,
  UserSkillPage,
} from '../../../contracts/profiles';
import {
  readQuery as readSearchQuery,
  SEARCH_PATH,
  apiQuery as searchApiQuery,
} from '../../../contracts/search-query';
import { fieldError } from '../../lib/http-errors';
import { listPage, toPage, visitorPage, windowOf } from '../../lib/pagination';
import type { PublicAnswers } from '../../lib/public-answers';
import { routeSchema } from '../../lib/route-schema';
import { EXPERT_PAGE } from '../../plugins/market-pages';
import { chatPartners, withChatFields } from './conversations';
import { createProfilesRepo } from './repo';
import { createProfilesService } from './service';

type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** The service calls behind a create, a PATCH and a DELETE of the signed-in user's own records. */
interface OwnWrites<C extends v.GenericSchema, P extends v.GenericSchema> {
  add(userId: string, input: Out<C>): Promise<unknown>;
  patch(userId: string, id: string, input: Out<P>): Promise<unknown>;
  remove(userId: string, id: string): Promise<void>;
}

/** What a kind of record is called in the API reference, and its schemas. */
interface RecordKind<C extends v.GenericSchema, P extends v.GenericSchema> {
  /** Singular, for the reference ("a certification"). */
  name: string;
  create: C;
  patch: P;
  answer: v.GenericSchema;
}

const tags = ['profiles'];

/** The profile endpoints and the user lists of the marketplace. */
async function profilesRoutes(
  app: FastifyInstance,
  opts: {
    publicUrl: string;
    /** Visitors' answers kept for a moment (the profile cards). */
    publicAnswers: PublicAnswers;
  },
) {
  const repo = createProfilesRepo(app.db);
  const service = createProfilesService({
    repo,
    notifier: app.notifier,
    events: app.events,
    mediaUrl: (key) => app.storage.publicUrl(key),
    teams: app.teamDirectory,
  });
  const onRequest = app.requireAuth;
  /** A user's followers or followings that `query` asks for, as `readerId` sees them. */
  const connectionsOf = async (
    which: 'followersOf' | 'followingsOf',
    userId: string,
    query: Out<typeof ConnectionListQuery>,
    readerId: string | null,
  ) => {
    const { limit, offset } = windowOf(query);
    const { total, users } = await service.findHomeUsers(
      { ids: repo[which](userId), name: query.name, search: query.search, ordering: query.ordering },
      limit,
      offset,
      readerId,
    );
    return { total, results: users };
  };
  /** One user's certifications or awards, all of them, as the list API answers a visitor. */
  const visitorCredentials = (
    path: string,
    item: v.GenericSchema,
    records: {
      list(userId: string, limit: number, offset: number): Promise<{ total: number; results: unknown[] }>;
    },
    user: string,
  ) =>
    visitorPage(
      { path, query: UserListQueryRequired, item, publicUrl: opts.publicUrl },
      { user, all_pages: 'true' },
      (q) => {
        const { limit, offset } = windowOf(q);
        return records.list(q.user, limit, offset);
      },
    );
  // `/market/experts/<id>/` is rendered per request for a real user, with the profile card, the
  // connections panel's first page and the credentials a visitor sees through the API; the 404 page
  // otherwise. The expert's work and stats are the other modules' parts of the page.
  app.marketPages.register({
    pattern: EXPERT_PAGE,
    part: 'profile',
    exists: async ({ id }) => (await repo.user(id ?? '')) !== undefined,
    load: async ({ id = '' }) => {
      const [[card], followers, certifications, awards] = await Promise.all([
        service.profileCard(id, null).then((c) => withChatFields(app.conversations, null, [c])),
        // The connections panel's first tab as the followers list answers a visitor, so the page
        // makes no call of its own until the reader searches, pages or signs in.
        visitorPage(
          {
            path: `/api/base_user/${encodeURIComponent(id)}/user-followers/`,
            query: ConnectionListQuery,
            item: HomePageUserAnswer,
            publicUrl: opts.publicUrl,
          },
          { page: '1', page_size: String(CONNECTIONS_PAGE_SIZE) },
          (q) => connectionsOf('followersOf', id, q, null),
        ),
        visitorCredentials(
          '/api/base_user/user-certifications-list/',
          CertificationAnswer,
          service.certifications,
          id,
        ),
        visitorCredentials('/api/base_user/user-honors-list/', AwardAnswer, service.awards, id),
      ]);
      return { card: v.parse(ProfileCardAnswer, card), followers, certifications, awards };
    },
  });
  /** The profile cards a reader asked for (`GET /gig/gig/user-profile/`), with their chat fields. */
  const profileCards = async (f: Out<typeof ProfileListQuery>, readerId: string | null) => {
    const { limit, offset } = windowOf(f);
    const { total, cards } = await service.findProfiles(
      {
        name: f.name,
        city: f.city,
        location: f.location,
        isExpert: f.is_expert,
        search: f.search,
        ordering: f.ordering,
      },
      limit,
      offset,
      readerId,
    );
    return { total, results: await withChatFields(app.conversations, readerId, cards) };
  };
  /** The profile cards list `call` answers a visitor; null when the API would refuse it. */
  const visitorCards = (call: ListCall) =>
    visitorPage(
      {
        path: '/api/gig/gig/user-profile/',
        query: ProfileListQuery,
        item: ProfileCardAnswer,
        publicUrl: opts.publicUrl,
      },
      call,
      (q) => profileCards(q, null),
    );
  // `/market/experts/` and the experts of `/market/search/`, rendered per request with the first
  // page of what the address asks for, as the list API answers a visitor (no one is followed); a
  // query the API would refuse renders without it (the island asks and shows why).
  app.marketPages.register({
    pattern: '/market/experts/',
    exists: () => true,
    load: (_, params) => visitorCards(expertsApiQuery(expertsPageQuery(params))),
  });
  app.marketPages.register({
    pattern: SEARCH_PATH,
    part: 'experts',
    exists: () => true,
    load: (_, params) => visitorCards(searchApiQuery(readSearchQuery(params), 'experts')),
  });
  /** The users with a picture of `GET /gig/home-page-users/` (the chat partners aside). */
  const homeUsers = (f: Out<typeof HomeUserListQuery>, readerId: string | null) => {
    const { limit, offset } = windowOf(f);
    return service.findHomeUsers(
      {
        name: f.name,
        city: f.city,
        location: f.location,
        isExpert: f.is_expert,
        search: f.search,
        ordering: f.ordering ?? '-follower',
        withAvatar: true,
      },
      limit,
      offset,
      readerId,
    );
  };
  // The home page's featured experts (people with their own picture, spec §5), as the API answers a visitor.
  app.marketPages.register({
    pattern: '/market/',
    part: 'experts',
    exists: () => true,
    load: async () => {
      const call = { page_size: HOME_FEATURED.experts, is_expert: 'true' };
      const f = v.parse(HomeUserListQuery, call);
      const { total, users } = await homeUsers(f, null);
      return listPage(
        `/api/gig/home-page-users/${queryString(call)}`,
        opts.publicUrl,
        f,
        HomePageUserAnswer,
        {
          total,
          results: users,
        },
      );
    },
  });
  const reader = (request: FastifyRequest) => request.auth?.userId ?? null;
  const me = (request: FastifyRequest) => request.auth!.userId;
  /** A page of `results` out of `total`, for the parsed list query of `request`. */
  const page = <T>(request: FastifyRequest, total: number, results: T[]) =>
    toPage(request, opts.publicUrl, windowOf(request.query as PageQuery), total, results);
  /** A short list held in memory, answered as a page like every list. */
  const slice = <T>(request: FastifyRequest, all: T[]) => {
    const { limit, offset } = windowOf(request.query as PageQuery);
    return page(request, all.length, all.slice(offset, offset + limit));
  };
  /** The `user` filter, or the signed-in reader when it is left out. */
  const userOrMe = (request: FastifyRequest, user: string | undefined) => {
    const id = user ?? reader(request);
    if (!id) throw fieldError('user', MESSAGES.userFilterRequired);
    return id;
  };

  /** POST `<base>/`, PATCH and DELETE `<base>/:id/`: what the signed-in user adds and changes of their own. */
  const ownWrites = <C extends v.GenericSchema, P extends v.GenericSchema>(
    base: string,
    kind: RecordKind<C, P>,
    ops: OwnWrites<C, P>,
  ) => {
    app.post<{ Body: Out<C> }>(
      `${base}/`,
      {
        onRequest,
        schema: routeSchema({
          summary: `Adds ${kind.name} of the signed-in user`,
          tags,
          body: kind.create,
          response: { 201: kind.answer },
          auth: true,
        }),
      },
      async (request, reply) => reply.code(201).send(await ops.add(me(request), request.body)),
    );
    app.patch<{ Params: IdParams; Body: Out<P> }>(
      `${base}/:id/`,
      {
        onRequest,
        schema: routeSchema({
          summary: `Changes ${kind.name} of the signed-in user`,
          tags,
          params: IdParamsSchema,
          body: kind.patch,
          response: { 200: kind.answer },
          auth: true,
        }),
      },
      async (request) => ops.patch(me(request), request.params.id, request.body),
    );
    app.delete<{ Params: IdParams }>(
      `${base}/:id/`,
      {
        onRequest,
        schema: routeSchema({
          summary: `Deletes ${kind.name} of the signed-in user`,
          tags,
          params: IdParamsSchema,
          response: { 204: null },
          auth: true,
        }),
      },
      async (request, reply) => {
        await ops.remove(me(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };

  /** A credential kind: anyone lists a user's (`?user=` required) or reads one; owners write. */
  const credentialRoutes = <C extends v.GenericSchema, P extends v.GenericSchema>(
    listPath: string,
    base: string,
    kind: RecordKind<C, P> & { page: v.GenericSchema },
    records: OwnWrites<C, P> & {
      list(userId: string, limit: number, offset: number): Promise<{ total: number; results: unknown[] }>;
      get(id: string): Promise<unknown>;
    },
  ) => {
    app.get<{ Querystring: Out<typeof UserListQueryRequired> }>(
      listPath,
      {
        schema: routeSchema({
          summary: `Lists a user's ${kind.name.replace(/^an? /, '')} entries`,
          tags,
          query: UserListQueryRequired,
          response: { 200: kind.page },
        }),
      },
      async (request) => {
        const { limit, offset } = windowOf(request.query);
        const { total, results } = await records.list(request.query.user, limit, offset);
        return page(request, total, results);
      },
    );
    app.get<{ Params: IdParams }>(
      `${base}/:id/`,
      {
        schema: routeSchema({
          summary: `Reads ${kind.name}`,
          tags,
          params: IdParamsSchema,
          response: { 200: kind.answer },
        }),
      },
      async (request) => records.get(request.params.id),
    );
    ownWrites(base, kind, records);
  };

  // ---------------------------------------------------------------- addresses (the owner's own)
  const address = {
    name: 'an address',
    create: AddressSchema,
    patch: AddressPatchSchema,
    answer: AddressAnswer,
  };
  app.get<{ Querystring: Out<typeof AddressListQuery> }>(
    '/base_user/user-address/',
    {
      onRequest,
      schema: routeSchema({
        summary: "The signed-in user's addresses",
        tags,
        query: AddressListQuery,
        response: { 200: AddressPage },
        auth: true,
      }),
    },
    async (request) => {
      const { limit, offset } = windowOf(request.query);
      const { total, results } = await service.addresses.list(me(request), limit, offset);
      return page(request, total, results);
    },
  );
  app.get<{ Params: IdParams }>(
    '/base_user/user-address/:id/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'One of the signed-in user’s addresses',
        tags,
        params: IdParamsSchema,
        response: { 200: AddressAnswer },
        auth: true,
      }),
    },
    async (request) => service.addresses.owned(me(request), request.params.id),
  );
  ownWrites('/base_user/user-address', address, service.addresses);

  // ---------------------------------------------------------------- social links
  app.get<{ Querystring: Out<typeof UserListQueryOptional> }>(
    '/base_user/social-links/',
    {
      schema: routeSchema({
        summary: "A user's social links (the signed-in user's without `user`)",
        tags,
        query: UserListQueryOptional,
        response: { 200: SocialLinkPage },
      }),
    },
    async (request) => slice(request, await service.links(userOrMe(request, request.query.user))),
  );
  ownWrites(
    '/base_user/social-links',
    {
      name: 'a social link',
      create: SocialLinkSchema,
      patch: SocialLinkPatchSchema,
      answer: SocialLinkAnswer,
    },
    { add: service.addLink, patch: service.patchLink, remove: service.deleteLink },
  );

  // ---------------------------------------------------------------- skills and endorsements
  app.get<{ Querystring: Out<typeof UserListQueryOptional> }>(
    '/base_user/user-skills/',
    {
      schema: routeSchema({
        summary: "A user's skills with their endorsements (the signed-in user's without `user`)",
        tags,
        query: UserListQueryOptional,
        response: { 200: UserSkillPage },
      }),
    },
    async (request) =>
      slice(request, await service.skills(userOrMe(request, request.query.user), reader(request))),
  );
  ownWrites(
    '/base_user/user-skills',
    { name: 'a skill', create: SkillSchema, patch: SkillPatchSchema, answer: UserSkillAnswer },
    { add: service.addSkill, patch: service.patchSkill, remove: service.deleteSkill },
  );
  app.patch<{ Body: Out<typeof UpdateUserSkillsSchema> }>(
    '/base_user/update-user-skill/',
    {
      onRequest,
      schema: routeSchema({
        summary: "Replaces the signed-in user's skills; listed ids keep their endorsements",
        tags,
        body: UpdateUserSkillsSchema,
        response: { 200: SkillSetAnswer },
        auth: true,
      }),
    },
    async (request) => ({ skills: await service.replaceSkills(me(request), request.body) }),
  );
  app.post<{ Body: Out<typeof EndorseSchema> }>(
    '/base_user/user-skill-endorsements/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'Endorses a skill (201 when new, 200 when already endorsed)',
        tags,
        body: EndorseSchema,
        response: { 200: EndorsementAnswer, 201: EndorsementAnswer },
        auth: true,
      }),
    },
    async (request, reply) => {
      const result = await service.endorse(me(request), request.body.skill);
      return reply.code(result.created ? 201 : 200).send({ detail: MESSAGES.endorsed, ...result.skill });
    },
  );
  app.delete<{ Params: Out<typeof SkillParamsSchema> }>(
    '/base_user/user-skill-endorsements/:skill/',
    {
      onRequest,
      schema: routeSchema({
        summary: "Withdraws the signed-in user's endorsement of a skill",
        tags,
        params: SkillParamsSchema,
        response: { 200: EndorsementAnswer },
        auth: true,
      }),
    },
    async (request) => ({
      detail: MESSAGES.endorsementWithdrawn,
      ...(await service.unendorse(me(request), request.params.skill)),
    }),
  );

  // ---------------------------------------------------------------- certifications, honors and awards
  credentialRoutes(
    '/base_user/user-certifications-list/',
    '/base_user/user-certifications',
    {
      name: 'a certification',
      create: CertificationSchema,
      patch: CertificationPatchSchema,
      answer: CertificationAnswer,
      page: CertificationPage,
    },
    service.certifications,
  );
  credentialRoutes(
    '/base_user/user-honors-list/',
    '/base_user/user-honors',
    {
      name: 'an honor or award',
      create: AwardSchema,
      patch: AwardPatchSchema,
      answer: AwardAnswer,
      page: AwardPage,
    },
    service.awards,
  );

  // ---------------------------------------------------------------- followers and followings
  const connections = (which: 'followersOf' | 'followingsOf', summary: string) =>
    app.get<{ Params: Out<typeof UserIdParamsSchema>; Querystring: Out<typeof ConnectionListQuery> }>(
      `/base_user/:user_id/user-${which === 'followersOf' ? 'followers' : 'followings'}/`,
      {
        schema: routeSchema({
          summary,
          tags,
          params: UserIdParamsSchema,
          query: ConnectionListQuery,
          response: { 200: HomePageUserPage },
        }),
      },
      async (request) => {
        const userId = request.params.user_id;
        await service.profileCard(userId, null); // 404 for an unknown user
        const { total, results } = await connectionsOf(which, userId, request.query, reader(request));
        return page(request, total, results);
      },
    );
  connections('followersOf', "A user's followers");
  connections('followingsOf', 'The users a user follows');

  const follow = (path: string, summary: string, op: 'follow' | 'unfollow') =>
    app.post<{ Body: Out<typeof FollowSchema> }>(
      path,
      {
        onRequest,
        schema: routeSchema({
          summary,
          tags,
          body: FollowSchema,
          response: { 200: FollowAnswer },
          auth: true,
        }),
      },
      async (request) => service[op](me(request), request.body.id),
    );
  follow('/friendship/add-follower/', 'The signed-in user follows `id`', 'follow');
  follow('/friendship/remove-follower/', 'The signed-in user stops following `id`', 'unfollow');

  // ---------------------------------------------------------------- expert mode
  app.patch<{ Body: Out<typeof ExpertModeSchema> }>(
    '/base_user/expert-mode/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'Switches expert mode (on needs a skill and a GitHub link)',
        tags,
        body: ExpertModeSchema,
        response: { 200: ExpertModeAnswer },
        auth: true,
      }),
    },
    async (request) => service.setExpert(me(request), request.body.is_expert),
  );

  // ---------------------------------------------------------------- users on the marketplace
  app.get<{ Querystring: Out<typeof HomeUserListQuery> }>(
    '/gig/home-page-users/',
    {
      schema: routeSchema({
        summary: 'Users with an avatar for the home page, most followed first',
        tags,
        query: HomeUserListQuery,
        response: { 200: HomePageUserPage },
      }),
    },
    async (request) => {
      const f = request.query;
      const { limit, offset } = windowOf(f);
      // My chat partners, latest first, with the chat fields (the Conversations port answers).
      if (f.is_gig_chat) {
        const readerId = reader(request);
        if (!readerId) return page(request, 0, []);
        const { total, users } = await chatPartners(
          { conversations: app.conversations, service, among: repo.among },
          readerId,
          { name: f.name, search: f.search },
          limit,
          offset,
          ALL_PAGES_CAP,
        );
        return page(request, total, users);
      }
      const { total, users } = await homeUsers(f, reader(request));
      return page(request, total, users);
    },
  );

  app.get<{ Querystring: Out<typeof ProfileListQuery> }>(
    '/gig/gig/user-profile/',
    {
      schema: routeSchema({
        summary: 'Profile cards, filtered and ordered',
        tags,
        query: ProfileListQuery,
        response: { 200: ProfileCardPage },
      }),
    },
    (request, reply) =>
      opts.publicAnswers.answer(request, reply, async () => {
        const { total, results } = await profileCards(request.query, reader(request));
        return page(request, total, results);
      }),
  );

  app.get<{ Params: IdParams }>(
    '/gig/gig/user-profile/:id/',
    {
      schema: routeSchema({
        summary: "A user's profile card (contact details for signed-in readers only)",
        tags,
        params: IdParamsSchema,
        response: { 200: ProfileCardAnswer },
      }),
    },
    async (request) =>
      (
        await withChatFields(app.conversations, reader(request), [
          await service.profileCard(request.params.id, reader(request)),
        ])
      )[0],
  );
}

export default fp(profilesRoutes, {
  name: 'profiles',
  dependencies: ['db', 'auth', 'storage'],
  decorators: { fastify: ['notifier', 'events', 'conversations', 'teamDirectory'] },
  encapsulate: true,
});
