import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { MESSAGES } from '../../../contracts/messages';
import {
  HONEYPOT_FIELD,
  type JournalLocale,
  journalLocale,
  type SubscribeAnswer,
  subscribeSchema,
  TokenSchema,
} from '../../../contracts/newsletter';
import { HttpError } from '../../lib/http-errors';
import { LIMITS } from '../../lib/rate-limits';
import { parse } from '../../lib/validate';
import { createNewsletterRepo } from './repo';
import { createNewsletterService } from './service';

/** The static pages links from mail land on, in the subscriber's language. */
const page = (locale: JournalLocale, path: string) => `${locale === 'es' ? '/es' : ''}/newsletter/${path}/`;

const tokenOf = (value: unknown) => {
  const result = v.safeParse(TokenSchema, value);
  return result.success ? result.output : undefined;
};

/**
 * The Source (conventions.md): double opt-in through `POST /newsletter/subscribe/`, the activation
 * link `GET /newsletter/confirm/?token=`, and one-click unsubscribe (RFC 8058) at
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

  app.post('/newsletter/subscribe/', { config: { rateLimit: LIMITS.newsletter } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const locale = journalLocale(
      typeof body === 'object' && 'locale' in body ? body.locale : request.headers['accept-language'],
    );
    const input = parse(subscribeSchema(locale), body);
    const honeypot = input[HONEYPOT_FIELD];
    await service.subscribe({
      email: input.email,
      locale,
      honeypot: typeof honeypot === 'string' ? honeypot.trim() !== '' : Boolean(honeypot),
    });
    const answer: SubscribeAnswer = { status: 'pending' };
    return reply.code(202).send(answer);
  });

  app.get<{ Querystring: { token?: string; lang?: string } }>(
    '/newsletter/confirm/',
    async (request, reply) => {
      const token = tokenOf(request.query.token);
      const row = token ? service.confirm(token) : undefined;
      return row
        ? reply.redirect(page(row.locale, 'confirmed'), 303)
        : reply.redirect(page(journalLocale(request.query.lang), 'link-expired'), 303);
    },
  );

  // A GET (a person following the link, or a mail scanner) never unsubscribes: it shows the page
  // that asks, whose form POSTs back here.
  app.get<{ Querystring: { token?: string } }>('/newsletter/unsubscribe/', async (request, reply) => {
    const token = tokenOf(request.query.token);
    const row = token ? service.subscriberOf(token) : undefined;
    if (!row || !token) return reply.redirect(page('en', 'link-expired'), 303);
    return reply.redirect(`${page(row.locale, 'unsubscribe')}?token=${encodeURIComponent(token)}`, 303);
  });

  app.post<{ Querystring: { token?: string } }>(
    '/newsletter/unsubscribe/',
    async (request, reply: FastifyReply) => {
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const oneClick = body['List-Unsubscribe'] === 'One-Click';
      const token = tokenOf(request.query.token ?? body.token);
      const row = token ? service.unsubscribe(token) : undefined;
      if (oneClick) {
        if (!row) throw new HttpError(404, MESSAGES.notFound);
        return { status: 'unsubscribed' };
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
