import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Db } from '../db/client';
import type { Env } from './env';
import { loadSecrets } from './lib/secrets';
import accountsRoutes from './modules/accounts/routes';
import auth from './plugins/auth';
import db from './plugins/db';
import devOutbox from './plugins/dev-outbox';
import errors from './plugins/errors';
import mail, { createMailer, type Mailer } from './plugins/mail';
import pages from './plugins/pages';
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

  await app.register(errors);
  await app.register(db, { db: opts.db });
  await app.register(mail, {
    mailer: opts.mailer ?? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, dataDir: env.dataDir }),
  });
  await app.register(storage, { dataDir: env.dataDir, publicUrl: env.publicUrl });
  await app.register(auth, { jwtKey: secrets.jwtKey, issuer: env.publicUrl });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Retry in ${context.after}` }),
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 5, fields: 50 } });
  await app.register(pages, { distDir: opts.distDir ?? env.distDir ?? DEFAULT_DIST });

  await app.register(
    async (api) => {
      await api.register(accountsRoutes, { otpPepper: secrets.otpPepper });
    },
    { prefix: '/api' },
  );
  if (!env.production) await app.register(devOutbox, { dataDir: env.dataDir });
  return app;
}
