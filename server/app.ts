import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import type { Db } from '../db/client';
import pkg from '../package.json' with { type: 'json' };
import type { Env } from './env';
import { createFolderStore } from './lib/blob-store';
import { rawRows } from './lib/db';
import { createEventBus } from './lib/events';
import { createLocalFanout } from './lib/fanout';
import { createLocalLeases } from './lib/leases';
import { createPublicAnswers, forgetOnWrites } from './lib/public-answers';
import { connectRedis } from './lib/redis';
import {
  type AnswerCheck,
  jsonSerializerCompiler,
  readsOnly,
  valibotValidatorCompiler,
} from './lib/route-schema';
import { loadSecrets } from './lib/secrets';
import { createPeople } from './modules/accounts/people';
import accountsRoutes from './modules/accounts/routes';
import { createSignInAccounts } from './modules/accounts/sign-in-accounts';
import analyticsRoutes from './modules/analytics/routes';
import { createConversations } from './modules/chat/conversations';
import chatRoutes from './modules/chat/routes';
import contactRoutes from './modules/contact/routes';
import { createGigCatalog, createGigTags } from './modules/gigs/catalog';
import gigsRoutes from './modules/gigs/routes';
import hiringRoutes from './modules/hiring/routes';
import newsletterRoutes from './modules/newsletter/routes';
import { createNotifier } from './modules/notifications/notifier';
import notificationsRoutes from './modules/notifications/routes';
import { createPurchases } from './modules/orders/purchases';
import ordersRoutes from './modules/orders/routes';
import { createFirebase } from './modules/outside-sign-in/firebase';
import outsideSignInRoutes from './modules/outside-sign-in/routes';
import productsRoutes from './modules/products/routes';
import { createProductStock } from './modules/products/stock-port';
import { createProfilePorts } from './modules/profiles/facts';
import { createFollowCounts } from './modules/profiles/follows-port';
import profilesRoutes from './modules/profiles/routes';
import { createRealtime, type RealtimeMessage } from './modules/realtime/realtime';
import realtimeRoutes from './modules/realtime/routes';
import sessionsRoutes from './modules/sessions/routes';
import { createSessions } from './modules/sessions/sessions';
import statsRoutes from './modules/stats/routes';
import { createTeamDirectory } from './modules/teams/directory';
import teamsRoutes from './modules/teams/routes';
import apiReference from './plugins/api-reference';
import auth from './plugins/auth';
import db from './plugins/db';
import devOutbox from './plugins/dev-outbox';
import errors from './plugins/errors';
import health from './plugins/health';
import mail, { createMailer, type Mailer } from './plugins/mail';
import marketPages from './plugins/market-pages';
import pages from './plugins/pages';
import privateStorage from './plugins/private-storage';
import sms, { createOutboxSms } from './plugins/sms';
import storage from './plugins/storage';
import websocket from './plugins/websocket';

export interface AppOptions {
  env: Env;
  db: Db;
  /** Where the built site lives; tests of the API alone may point at a folder that does not exist. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** Tests: holds every answer to its response schema (server/lib/route-schema.ts). */
  answerCheck?: AnswerCheck;
  /** How long visitors' answers are kept (server/lib/public-answers.ts); tests of it choose their own. */
  publicAnswerTtlMs?: number;
}

/** The access log (ACCESS_LOG=on): one info line per answered request, with its method, URL, status and time. */
class AccessLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

type Bindings = Parameters<FastifyBaseLogger['child']>;
type Write = (...args: unknown[]) => void;

/**
 * `request.log`, made into pino's child logger (with the request id) the first time something is
 * logged: most requests log nothing, and a pino child for each cost a few microseconds of every read.
 */
class RequestLog implements FastifyBaseLogger {
  #log: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings[0],
    private readonly options: Bindings[1],
  ) {}
  private get log(): FastifyBaseLogger {
    this.#log ??= this.parent.child(this.bindings, this.options);
    return this.#log;
  }
  get level() {
    return this.log.level;
  }
  set level(level: string) {
    this.log.level = level;
  }
  fatal(...args: unknown[]): void {
    (this.log.fatal as Write)(...args);
  }
  error(...args: unknown[]): void {
    (this.log.error as Write)(...args);
  }
  warn(...args: unknown[]): void {
    (this.log.warn as Write)(...args);
  }
  info(...args: unknown[]): void {
    (this.log.info as Write)(...args);
  }
  debug(...args: unknown[]): void {
    (this.log.debug as Write)(...args);
  }
  trace(...args: unknown[]): void {
    (this.log.trace as Write)(...args);
  }
  silent(...args: unknown[]): void {
    (this.log.silent as Write)(...args);
  }
  child(...args: Bindings): FastifyBaseLogger {
    return this.log.child(...args);
  }
}

export const DEFAULT_DIST = join(import.meta.dirname, '..', 'dist');

/**
 * The composition root: builds the whole app without listening (tests drive it through `inject`).
 * It reads as the server's table of contents: the cross-cutting plugins, the ports between modules,
 * then every module under /api. Nothing else registers a module.
 */
export async function buildApp(opts: AppOptions) {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    // Fastify's two lines per request cost ~5% of a small read: off unless ACCESS_LOG=on, which logs
    // one line per answered request instead. Errors (5xx) are logged by the errors plugin either way.
    logController: opts.env.accessLog ? new AccessLog() : new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, options) => new RequestLog(logger, bindings, options),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Behind a load balancer: the proxies named by TRUST_PROXY, whose X-Forwarded-For gives the client.
    trustProxy: env.trustProxy,
  });
  const secrets = loadSecrets(env);
  const distDir = opts.distDir ?? env.distDir ?? DEFAULT_DIST;
  // Route schemas come from contracts/ (valibot): valibot validates, with the contracts' messages.
  app.setValidatorCompiler(valibotValidatorCompiler);
  // Answers are written by JSON.stringify; their response schemas document them (and the tests check them).
  app.setSerializerCompiler(jsonSerializerCompiler(opts.answerCheck));

  // ---------------------------------------------------------------- cross-cutting plugins
  await app.register(errors);
  // brotli/gzip for pages, scripts, styles, SVG and JSON over 1 KB. Binary files (octet-stream) are
  // left alone: Pagefind's index is gzip already, and compress mangles payloads that are.
  // Nothing to decompress where a request has no body: GET and HEAD routes skip the hook that
  // would look for one (this hook sees every route before compress's own does).
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && readsOnly(route)) route.decompress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's quality 5, not the plugin's 4: /market/'s page goes from 18.0 to 16.7 KB and a gig's
    // from 13.8 to 12.7 KB (inside a new connection's first round trip), for about 1 ms more on
    // /market/ (2.9 ms against 1.8; rendering it takes some 40).
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 },
    },
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u,
  });
  // Before any route: it documents the routes registered after it (the private file route too).
  await app.register(apiReference, { publicUrl: env.publicUrl, version: pkg.version });
  await app.register(db, { db: opts.db });
  // Several instances share Redis (REDIS_URL): socket pushes, rate limits, the stats refresh's leases.
  // Closed after every module's own onClose hook (hooks run last-registered first), before the db.
  const redis = env.redisUrl ? await connectRedis(env.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  // Visitors' answers to the public reads, kept for a moment; every write forgets them, on every
  // instance (a hook on the routes that write only: a read pays nothing).
  const publicAnswers = createPublicAnswers({
    ttlMs: opts.publicAnswerTtlMs,
    fanout: redis ? redis.fanout<number>('public-answers') : undefined,
  });
  forgetOnWrites(app, publicAnswers);
  await app.register(health, {
    checks: {
      database: async () => rawRows(opts.db, sql`select 1`),
      ...(redis ? { redis: () => redis.ping() } : {}),
    },
  });
  await app.register(mail, {
    mailer: opts.mailer ?? createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, dataDir: env.dataDir }),
  });
  // Media: $DATA_DIR/uploads, or an S3-compatible bucket (S3_*) that every instance sees.
  const s3 = env.s3 ? await import('./lib/s3-store') : null;
  const s3Client = env.s3 && s3 ? s3.createS3Client(env.s3) : null;
  if (s3Client) app.addHook('onClose', async () => s3Client.destroy());
  const mediaStore = (area: 'public' | 'private') =>
    s3 && s3Client && env.s3
      ? s3.createS3Store(s3Client, env.s3.bucket, `${area}/`)
      : createFolderStore(join(env.dataDir, 'uploads', area));
  await app.register(storage, { store: mediaStore('public'), publicUrl: env.publicUrl });
  await app.register(privateStorage, {
    store: mediaStore('private'),
    publicUrl: env.publicUrl,
    signingKey: secrets.urlSigningKey,
  });
  await app.register(sms, { sender: createOutboxSms(env.dataDir) });
  await app.register(rateLimit, {
    global: false,
    // One count across instances when they share Redis; in this process's memory otherwise.
    ...(redis ? { redis: redis.client, nameSpace: 'guild:rate:' } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: `Retry in ${context.after}` }),
  });
  await app.register(pages, { distDir, https: new URL(env.publicUrl).protocol === 'https:' });
  await app.register(marketPages, { distDir, publicUrl: env.publicUrl, publicAnswers });

  // ---------------------------------------------------------------- ports between modules
  const sessions = createSessions(opts.db, secrets.jwtKey, env.publicUrl);
  app.decorate('sessions', sessions);
  await app.register(auth, { verifier: sessions });
  app.decorate(
    'events',
    createEventBus((err, name) => app.log.error({ err, event: name }, 'event listener failed')),
  );
  app.decorate('notifier', createNotifier(opts.db, app.events));
  // A reader's notification list is kept a moment like a visitor's answers. Today every notification
  // is made by a write route, which forgets anyway; forgetting at its commit keeps the list right for
  // one made anywhere else (a background job, a read, a direct call of the notifier).
  app.events.on('notification.created', () => publicAnswers.forget());
  app.decorate('people', createPeople(opts.db));
  const profilePorts = createProfilePorts(opts.db, { notifier: app.notifier, events: app.events });
  app.decorate('engagement', profilePorts.engagement);
  app.decorate('profileFacts', profilePorts.profileFacts);
  const firebase = await createFirebase(env.firebaseServiceAccount);
  const signInAccounts = createSignInAccounts(opts.db, {
    sessions,
    firebase,
    storage: app.storage,
    profileFacts: app.profileFacts,
  });
  app.decorate('teamDirectory', createTeamDirectory(opts.db));
  const productStock = createProductStock(opts.db, { notifier: app.notifier, people: app.people });
  // The market's ports, passed to the modules that use them: gigs for sale and their kit files
  // (gigs → orders), gig tags (gigs → teams), purchases (orders → gigs), follower counts (profiles → gigs, teams).
  const gigCatalog = createGigCatalog(opts.db, { privateStorage: app.privateStorage });
  const gigTags = createGigTags(opts.db, { storage: app.storage });
  const purchases = createPurchases(opts.db);
  const followCounts = createFollowCounts(opts.db);
  app.decorate('conversations', createConversations(opts.db));
  app.decorate(
    'realtime',
    createRealtime({
      verifier: sessions,
      events: app.events,
      fanout: redis
        ? redis.fanout<RealtimeMessage>('realtime')
        : createLocalFanout<RealtimeMessage>((err) => app.log.error({ err }, 'realtime push failed')),
      mediaUrl: (key) => app.storage.publicUrl(key),
      log: app.log,
    }),
  );

  // ---------------------------------------------------------------- modules, under /api
  // The multipart reader and the websocket plugin each add hooks to every answer of the context they
  // are registered in (an async onResponse, an onRequest): only the modules that read uploaded forms
  // carry the first, only the realtime module the second, so a public read runs neither.
  const uploads = { limits: { fileSize: 50 * 1024 * 1024, files: 5, fields: 50 } };
  await app.register(
    async (api) => {
      await api.register(sessionsRoutes, { sessions });
      await api.register(async (forms) => {
        await forms.register(multipart, uploads);
        await forms.register(accountsRoutes, { otpPepper: secrets.otpPepper, env, firebase });
      });
      await api.register(outsideSignInRoutes, { env, accounts: signInAccounts, firebase });
      await api.register(contactRoutes, { inbox: env.contactInbox });
      await api.register(profilesRoutes, { publicUrl: env.publicUrl, publicAnswers });
      await api.register(statsRoutes, {
        stats: env.stats,
        codingLinks: profilePorts.codingLinks,
        publicUrl: env.publicUrl,
        leases: redis?.leases ?? createLocalLeases(),
      });
      await api.register(notificationsRoutes, { publicUrl: env.publicUrl, publicAnswers });
      await api.register(async (forms) => {
        await forms.register(multipart, uploads);
        await forms.register(gigsRoutes, {
          publicUrl: env.publicUrl,
          purchases,
          follows: followCounts,
          publicAnswers,
        });
      });
      await api.register(teamsRoutes, {
        publicUrl: env.publicUrl,
        tags: gigTags,
        follows: followCounts,
        publicAnswers,
      });
      await api.register(async (forms) => {
        await forms.register(multipart, uploads);
        await forms.register(productsRoutes, { publicUrl: env.publicUrl });
      });
      await api.register(ordersRoutes, { publicUrl: env.publicUrl, gigs: gigCatalog, productStock });
      await api.register(hiringRoutes, { publicUrl: env.publicUrl });
      await api.register(analyticsRoutes, { distDir });
      await api.register(chatRoutes, { publicUrl: env.publicUrl });
      await api.register(async (live) => {
        await live.register(websocket);
        await live.register(realtimeRoutes);
      });
      await api.register(newsletterRoutes, { publicUrl: env.publicUrl, signingKey: secrets.urlSigningKey });
    },
    { prefix: '/api' },
  );
  if (!env.production) await app.register(devOutbox, { dataDir: env.dataDir });
  return app;
}
