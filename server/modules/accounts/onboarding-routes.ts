import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { PublicUser, ReferralSource, TermsOfUse, TermsVideo } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { pageWindow, toPage } from '../../lib/pagination';
import type { AccountsContext } from './context';
import { ensureOnboardingContent, TERMS_VIDEO } from './onboarding-content';
import { serializePublicUser } from './serializers';

const OrderingSchema = v.optional(
  v.picklist(['full_name', '-full_name', 'created_on', '-created_on'], MESSAGES.invalidBody),
  'full_name',
);

/**
 * Onboarding look-ups (referral sources, terms of use, terms video), the members directory and
 * the Firebase token. Saving onboarding answers is PATCH /auth/user/ with `referral_source` and
 * `is_terms_agreed`, which clears `is_first_social_login` (spec §4).
 */
export function onboardingRoutes(app: FastifyInstance, { deps, env }: AccountsContext) {
  const { repo, storage, firebase } = deps;
  const absolute = (path: string) => `${env.publicUrl}${path}`;

  app.get('/auth/onboarding/referral-source/', async (request) => {
    const window = pageWindow(request);
    const ar = requestLanguage(request) === 'ar';
    const { total, rows } = repo.referralSources(window.limit, window.offset);
    const results: ReferralSource[] = rows.map((r) => ({
      id: r.id,
      name: ar ? r.nameAr : r.name,
      description: ar ? r.descriptionAr : r.description,
    }));
    return toPage(request, env.publicUrl, window, total, results);
  });

  const content = (language: 'en' | 'ar') => {
    let row = repo.onboardingContent(language);
    if (!row) {
      ensureOnboardingContent(repo);
      row = repo.onboardingContent(language);
    }
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    return row;
  };

  app.get('/auth/onboarding/terms-of-use/', async (request): Promise<TermsOfUse> => {
    const row = content(requestLanguage(request));
    return {
      privacy_policy: row.privacyPolicy,
      terms_of_use: row.termsOfUse,
      agree_conditions: row.agreeConditions,
    };
  });

  app.get('/auth/onboarding/terms_video/', async (request): Promise<TermsVideo> => {
    const row = content(requestLanguage(request));
    return {
      title: row.videoTitle,
      video_url: /^https?:\/\//.test(row.videoUrl) ? row.videoUrl : absolute(row.videoUrl),
      captions: (['en', 'ar'] as const).map((language) => ({
        language,
        url: absolute(TERMS_VIDEO.captions[language]),
      })),
    };
  });

  // The members directory: signed-in only, public fields only, `search` on name (contains) or
  // e-mail (the whole address), so nobody's address can be read or guessed letter by letter.
  app.get('/auth/all-users/', { onRequest: app.requireAuth }, async (request) => {
    const window = pageWindow(request, { ordering: OrderingSchema });
    const { total, rows } = repo.searchUsers({
      search: window.query.search,
      ordering: window.filters.ordering,
      limit: window.limit,
      offset: window.offset,
    });
    const results: PublicUser[] = rows.map((row) => serializePublicUser(row, (k) => storage.publicUrl(k)));
    return toPage(request, env.publicUrl, window, total, results);
  });

  app.get<{ Params: { id: string } }>(
    '/auth/all-users/:id/',
    { onRequest: app.requireAuth },
    async (request) => {
      const row = repo.byId(request.params.id);
      if (!row) throw new HttpError(404, MESSAGES.userNotFound);
      return serializePublicUser(row, (k) => storage.publicUrl(k));
    },
  );

  app.get('/auth/user-firebase-token/', { onRequest: app.requireAuth }, async (request) => {
    const token = await firebase.customToken(request.auth!.userId);
    if (!token) throw new HttpError(404, MESSAGES.firebaseNotConfigured);
    return { firebase_token: token };
  });
}
