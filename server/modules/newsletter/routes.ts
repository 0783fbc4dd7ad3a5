import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { MESSAGES } from '../../../contracts/messages';
import {
  ConfirmQuerySchema,
  type JournalLocale,
  journalLocale,
  type Subscribe,
  SubscribeAnswerSchema,
  SubscribeSchema,
  TokenSchema,
  UnsubscribedAnswerSchema,
  UnsubscribeFormSchema,
  UnsubscribeQuerySchema,
} from '../../../contracts/newsletter';
import { HttpError } from '../../lib/http-errors';
import { LIMITS } from '../../lib/rate-limits';
import { routeSchema } from '../../lib/route-schema';
import { createNewsletterRepo } from './repo';
import { createNewsletterService } from './service';

/** The static pages links from mail land on, in the subscriber's language. */
const page = (locale: JournalLocale, path: string) => `${locale === 'es' ? '/es' : ''}/newsletter/${path}/`;

const tokenOf = (value: unknown) => {
  const result = v.safeParse(TokenSchema, value);
  return result.success ? result.output : undefined;
};

const tags = ['newsletter'];
const redirect = { 303: null };

/**
 * The Source: double opt-in through `POST /newsletter/subscribe/`, the activation link
 * `GET /newsletter/confirm/?token=`, and one-click unsubscribe (RFC 8058) at
 * `/newsletter/unsubscribe/?token=`.
 */
async function newsletterRoutes(app: FastifyInstance, opts: { publicUrl: string; signingKey: Uint8Array }) {
  const service = createNewsletterService({
    repo: createNewsletterRepo(app.db),
    mailer: app.mailer,
    publicUrl: opts.publicUrl,
    signingKey: opts.signingKey,
    log: app.log,
  });

  // One-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; so does the confirm page.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post<{ Body: Subscribe }>(
    '/newsletter/subscribe/',
    {
      config: { rateLimit: LIMITS.newsletter },
      schema: routeSchema({
        summary: 'Starts double opt-in: mails an activation link to the address',
        tags,
        body: SubscribeSchema,
        response: { 202: SubscribeAnswerSchema },
      }),
      // A body without `locale` speaks the reader's Accept-Language, in its errors and its mail.
      preValidation: async (request) => {
        const body = request.body && typeof request.body === 'object' ? (request.body as object) : {};
        if (!('locale' in body)) {
          // Still the raw body here: SubscribeSchema reads it next.
          (request as { body: unknown }).body = { ...body, locale: request.headers['accept-language'] };
        }
      },
    },
    async (request, reply) => {
      await service.subscribe(request.body);
      return reply.code(202).send({ status: 'pending' as const });
    },
  );

  app.get<{ Querystring: v.InferOutput<typeof ConfirmQuerySchema> }>(
    '/newsletter/confirm/',
    {
      schema: routeSchema({
        summary: 'Follows an activation link: redirects to the confirmed or the link-expired page',
        tags,
        query: ConfirmQuerySchema,
        response: redirect,
      }),
    },
    async (request, reply) => {
      const token = tokenOf(request.query.token);
      const row = token ? await service.confirm(token) : undefined;
      return row
        ? reply.redirect(page(row.locale, 'confirmed'), 303)
        : reply.redirect(page(journalLocale(request.query.lang), 'link-expired'), 303);
    },
  );

  // A GET (a person following the link, or a mail scanner) never unsubscribes: it shows the page
  // that asks, whose form POSTs back here.
  app.get<{ Querystring: v.InferOutput<typeof UnsubscribeQuerySchema> }>(
    '/newsletter/unsubscribe/',
    {
      schema: routeSchema({
        summary: 'Redirects to the page that asks before unsubscribing',
        tags,
        query: UnsubscribeQuerySchema,
        response: redirect,
      }),
    },
    async (request, reply) => {
      const token = tokenOf(request.query.token);
      const row = token ? await service.subscriberOf(token) : undefined;
      if (!row || !token) return reply.redirect(page('en', 'link-expired'), 303);
      return reply.redirect(`${page(row.locale, 'unsubscribe')}?token=${encodeURIComponent(token)}`, 303);
    },
  );

  app.post<{
    Querystring: v.InferOutput<typeof UnsubscribeQuerySchema>;
    Body: v.InferOutput<typeof UnsubscribeFormSchema>;
  }>(
    '/newsletter/unsubscribe/',
    {
      schema: routeSchema({
        summary:
          'Unsubscribes: one-click (List-Unsubscribe=One-Click) answers JSON, the page’s form redirects',
        tags,
        query: UnsubscribeQuerySchema,
        body: UnsubscribeFormSchema,
        response: { 200: UnsubscribedAnswerSchema, ...redirect },
      }),
    },
    async (request, reply) => {
      const oneClick = request.body['List-Unsubscribe'] === 'One-Click';
      const token = tokenOf(request.query.token ?? request.body.token);
      const row = token ? await service.unsubscribe(token) : undefined;
      if (oneClick) {
        if (!row) throw new HttpError(404, MESSAGES.notFound);
        return { status: 'unsubscribed' as const };
      }
      return row
        ? reply.redirect(page(row.locale, 'unsubscribed'), 303)
        : reply.redirect(page('en', 'link-expired'), 303);
    },
  );
}

export default fp(newsletterRoutes, {
  name: 'newsletter',
  dependencies: ['db', 'mail'],
  encapsulate: true,
});
