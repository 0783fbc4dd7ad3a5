import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from './env';
import { loadSecrets } from './lib/secrets';
import accountsRoutes from './modules/accounts/routes';
import analyticsRoutes from './modules/analytics/routes';
import contactRoutes from './modules/contact/routes';
import marketplace from './modules/gigs/plugin';
import newsletterRoutes from './modules/newsletter/routes';
import profilesArea from './modules/profiles/area';
import auth from './plugins/auth';
import db from './plugins/db';
import devOutbox from './plugins/dev-outbox';
import errors from './plugins/errors';
import mail, { createMailer, type Mailer } from './plugins/mail';
import marketPages from './plugins/market-pages';
import pages from './plugins/pages';
import sms, { createOutboxSms } from './plugins/sms';
import storage from './plugins/storage';

export interface AppOptions {
  env: Env;
  db: Db;
  /** Where the built site lives; tests of the API alone may point at a folder that does not exist. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
}

export const DEFAULT_DIST = join(import.meta.dirname, '..', 'dist');

/** Builds the whole app without listening, so tests drive the real thing through `inject`. */
export async function buildApp(opts: AppOptions) {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  const secrets = loadSecrets(env);

  const distDir = opts.distDir ?? env.distDir ?? DEFAULT_DIST;

  await app.register(errors);
  // brotli/gzip for pages, scripts, styles, SVG and JSON over 1 KB. Binary files (octet-stream) are
  // left alone: Pagefind's index is gzip already, and compress mangles payloads that are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u,
  });
  await app.register(db, { db: opts.db });
  await app.register(mail, {
    mailer: opts.mailer ?? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, dataDir: env.dataDir }),
  });
  await app.register(storage, { dataDir: env.dataDir, publicUrl: env.publicUrl });
  await app.register(sms, { sender: createOutboxSms(env.dataDir) });
  await app.register(auth, { jwtKey: secrets.jwtKey, issuer: env.publicUrl });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Retry in ${context.after}` }),
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 5, fields: 50 } });
  await app.register(pages, { distDir });
  await app.register(marketPages, { distDir });

  await app.register(
    async (api) => {
      await api.register(accountsRoutes, { otpPepper: secrets.otpPepper, env });
      await api.register(contactRoutes, { inbox: env.contactInbox });
      await api.register(profilesArea, { env });
      await api.register(analyticsRoutes, { distDir });
      await api.register(newsletterRoutes, { publicUrl: env.publicUrl, signingKey: secrets.urlSigningKey });
      await api.register(marketplace, { env, signingKey: secrets.urlSigningKey });
    },
    { prefix: '/api' },
  );
  if (!env.production) await app.register(devOutbox, { dataDir: env.dataDir });
  return app;
}
