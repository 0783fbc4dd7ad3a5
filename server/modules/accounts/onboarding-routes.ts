import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  PublicUserSchema,
  ReferralSourceSchema,
  type TermsOfUse,
  TermsOfUseSchema,
  type TermsVideo,
  TermsVideoSchema,
  UserDirectoryQuerySchema,
} from '../../../contracts/auth';
import { idParams, pageOf } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import { ALL_PAGES_CAP, type PageQuery, PageQuerySchema } from '../../../contracts/pagination';
import { HttpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { toPage, type Window } from '../../lib/pagination';
import { routeSchema } from '../../lib/route-schema';
import { type AccountsContext, tags } from './context';
import { ensureOnboardingContent, TERMS_VIDEO } from './onboarding-content';
import { serializePublicUser } from './serializers';

/** The rows a list query asks for (the query already parsed by the route schema). */
function windowOf(query: PageQuery): Window {
  const limit = query.all_pages ? ALL_PAGES_CAP : query.page_size;
  return { limit, offset: query.all_pages ? 0 : (query.page - 1) * query.page_size, query };
}

const UserIdParamsSchema = idParams(MESSAGES.userNotFound);

/**
 * Onboarding look-ups (referral sources, terms of use, terms video) and the members directory.
 * Saving onboarding answers is PATCH /auth/user/ with `referral_source` and `is_terms_agreed`,
 * which clears `is_first_social_login`.
 */
export function onboardingRoutes(app: FastifyInstance, { deps, env }: AccountsContext) {
  const { repo, storage } = deps;
  const absolute = (path: string) => `${env.publicUrl}${path}`;

  app.get<{ Querystring: PageQuery }>(
    '/auth/onboarding/referral-source/',
    {
      schema: routeSchema({
        summary: 'Where new members heard of Guild: the choices, in the reader’s language',
        tags,
        query: PageQuerySchema,
        response: { 200: pageOf(ReferralSourceSchema) },
      }),
    },
    async (request) => {
      const window = windowOf(request.query);
      const ar = requestLanguage(request) === 'ar';
      const { total, rows } = await repo.referralSources(window.limit, window.offset);
      const results = rows.map((r) => ({
        id: r.id,
        name: ar ? r.nameAr : r.name,
        description: ar ? r.descriptionAr : r.description,
      }));
      return toPage(request, env.publicUrl, window, total, results);
    },
  );

  const content = async (language: 'en' | 'ar') => {
    let row = await repo.onboardingContent(language);
    if (!row) {
      await ensureOnboardingContent(repo);
      row = await repo.onboardingContent(language);
    }
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return row;
  };

  app.get(
    '/auth/onboarding/terms-of-use/',
    {
      schema: routeSchema({
        summary: 'The terms of use, privacy policy and what a new member agrees to',
        tags,
        response: { 200: TermsOfUseSchema },
      }),
    },
    async (request): Promise<TermsOfUse> => {
      const row = await content(requestLanguage(request));
      return {
        privacy_policy: row.privacyPolicy,
        terms_of_use: row.termsOfUse,
        agree_conditions: row.agreeConditions,
      };
    },
  );

  app.get(
    '/auth/onboarding/terms_video/',
    {
      schema: routeSchema({
        summary: 'The terms video, with captions in each language',
        tags,
        response: { 200: TermsVideoSchema },
      }),
    },
    async (request): Promise<TermsVideo> => {
      const row = await content(requestLanguage(request));
      return {
        title: row.videoTitle,
        video_url: /^https?:\/\//.test(row.videoUrl) ? row.videoUrl : absolute(row.videoUrl),
        captions: (['en', 'ar'] as const).map((language) => ({
          language,
          url: absolute(TERMS_VIDEO.captions[language]),
        })),
      };
    },
  );

  // The members directory: signed-in only, public fields only, `search` on name (contains) or
  // e-mail (the whole address), so nobody's address can be read or guessed letter by letter.
  app.get<{ Querystring: v.InferOutput<typeof UserDirectoryQuerySchema> }>(
    '/auth/all-users/',
    {
      onRequest: app.requireAuth,
      schema: routeSchema({
        summary: 'The members directory: public fields only; search names, or a whole e-mail address',
        tags,
        query: UserDirectoryQuerySchema,
        response: { 200: pageOf(PublicUserSchema) },
        auth: true,
      }),
    },
    async (request) => {
      const window = windowOf(request.query);
      const { total, rows } = await repo.searchUsers({
        search: request.query.search,
        ordering: request.query.ordering,
        limit: window.limit,
        offset: window.offset,
      });
      const results = rows.map((row) => serializePublicUser(row, (k) => storage.publicUrl(k)));
      return toPage(request, env.publicUrl, window, total, results);
    },
  );

  app.get<{ Params: v.InferOutput<typeof UserIdParamsSchema> }>(
    '/auth/all-users/:id/',
    {
      onRequest: app.requireAuth,
      schema: routeSchema({
        summary: 'One member, public fields only',
        tags,
        params: UserIdParamsSchema,
        response: { 200: PublicUserSchema },
        auth: true,
      }),
    },
    async (request) => {
      const row = await repo.byId(request.params.id);
      if (!row) throw new HttpError(404, MESSAGES.userNotFound);
      return serializePublicUser(row, (k) => storage.publicUrl(k));
    },
  );
}
