import { resolve } from 'node:path';
import * as v from 'valibot';

const port = v.pipe(
  v.optional(v.string(), '4321'),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.integer(),
  v.minValue(1, 'must be between 1 and 65535'),
  v.maxValue(65535, 'must be between 1 and 65535'),
);

const optionalUrl = (protocols: string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url('must be an absolute URL'),
      v.check(
        (s) => protocols.includes(new URL(s).protocol),
        `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      ),
    ),
  );

/** One TRUST_PROXY entry: an IPv4 or IPv6 address, optionally with a /prefix, or a proxy-addr range name. */
const PROXY_ENTRY =
  /^(?:loopback|linklocal|uniquelocal|(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?|[0-9a-f:]*:[0-9a-f:.]*(?:\/\d{1,3})?)$/i;

/** Every environment variable (all optional; .env.example documents each), parsed once at start-up. */
export const EnvSchema = v.object({
  PORT: port,
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './.data'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  NODE_ENV: v.optional(v.string()),
  SEED: v.optional(v.picklist(['demo', 'none'], 'must be demo or none'), 'demo'),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Guild <no-reply@guild.test>'),
  CONTACT_INBOX: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'hello@guild.test'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  URL_SIGNING_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  DIST_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  // Outside sign-in (accounts): each provider is off until configured.
  OIDC_ISSUER: optionalUrl(['http:', 'https:']),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  OIDC_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty())),
  OIDC_NAME: v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)), 'OpenID'),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  GOOGLE_USERINFO_URL: v.optional(
    v.pipe(v.string(), v.url('must be an absolute URL')),
    'https://openidconnect.googleapis.com/v1/userinfo',
  ),
  GOOGLE_TOKENINFO_URL: v.optional(
    v.pipe(v.string(), v.url('must be an absolute URL')),
    'https://oauth2.googleapis.com/tokeninfo',
  ),
  FACEBOOK_APP_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  FACEBOOK_APP_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty())),
  FACEBOOK_USERINFO_URL: v.optional(
    v.pipe(v.string(), v.url('must be an absolute URL')),
    'https://graph.facebook.com/me',
  ),
  FIREBASE_SERVICE_ACCOUNT: v.optional(v.pipe(v.string(), v.nonEmpty())),
  // Profiles: where the GitHub and LeetCode importers read from (tests point them at a local fake).
  GITHUB_API_URL: v.optional(optionalUrl(['http:', 'https:']), 'https://api.github.com'),
  GITHUB_TOKEN: v.optional(v.pipe(v.string(), v.nonEmpty())),
  LEETCODE_GRAPHQL_URL: v.optional(optionalUrl(['http:', 'https:']), 'https://leetcode.com/graphql'),
  STATS_TTL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number')), '86400'),
  STATS_REFRESH_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number')), '60'),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'),
    'info',
  ),
  ACCESS_LOG: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'off'),
  // Several instances (docs/deploy.md): shared secrets, the proxies in front, Redis, an S3 bucket.
  OTP_PEPPER: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => s.split(',').every((p) => PROXY_ENTRY.test(p.trim())),
        'must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
      ),
    ),
  ),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty()), 'us-east-1'),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
  MIGRATE_ON_START: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'true'),
});

/** Where media lives when it is not the local folder: an S3-compatible bucket. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's own credential chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface Env {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  smtpUrl: string | undefined;
  production: boolean;
  seed: 'demo' | 'none';
  mailFrom: string;
  /** Where contact-form messages are mailed (the site's inbox). */
  contactInbox: string;
  jwtSecret: string | undefined;
  urlSigningKey: string | undefined;
  logLevel: string;
  /** One log line per answered request (method, URL, status, time) at info level. */
  accessLog: boolean;
  /** OpenID Connect sign-in: on when issuer and client id are set. */
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; name: string } | null;
  /** Social sign-in: the user-info endpoints are variables so tests point them at a local fake. */
  google: { clientId: string | undefined; userinfoUrl: string; tokeninfoUrl: string };
  facebook: { appId: string | undefined; appSecret: string | undefined; userinfoUrl: string };
  /** Path of a Firebase service-account JSON file; unset: no Firebase custom tokens. */
  firebaseServiceAccount: string | undefined;
  /** The built site; default dist/ beside the project. */
  distDir: string | undefined;
  /** GitHub and LeetCode importers (profiles): base URLs, optional token, cache TTL, refresh interval (0: off). */
  stats: {
    githubApiUrl: string;
    githubToken: string | undefined;
    leetcodeGraphqlUrl: string;
    ttlSeconds: number;
    refreshSeconds: number;
  };
  otpPepper: string | undefined;
  /** Fastify's trustProxy: false, or the comma-separated proxies whose X-Forwarded-For is believed. */
  trustProxy: string | false;
  /** Set: sockets, rate limits and the stats refresh are shared between instances through Redis. */
  redisUrl: string | undefined;
  /** PostgreSQL (`postgres://…`) instead of the SQLite file DATA_DIR/guild.db. */
  databaseUrl: string | undefined;
  /** Set: media is kept in this bucket instead of $DATA_DIR/uploads. */
  s3: S3Config | null;
  /** false: the server expects `npm run migrate` to have run (several instances migrate once). */
  migrateOnStart: boolean;
}

export class EnvError extends Error {}

/** Parses the environment; a bad value throws an EnvError naming every variable that is wrong. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((k) => [k, source[k] === '' ? undefined : source[k]])
      .filter(([, value]) => value !== undefined),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = issue.path?.map((p) => p.key).join('.') ?? '?';
      return `  ${key}=${JSON.stringify(picked[key as keyof typeof picked])}: ${issue.message}`;
    });
    throw new EnvError(`Guild cannot start: the environment has bad values.\n${lines.join('\n')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    production: e.NODE_ENV === 'production',
    seed: e.SEED,
    mailFrom: e.MAIL_FROM,
    contactInbox: e.CONTACT_INBOX,
    jwtSecret: e.JWT_SECRET,
    urlSigningKey: e.URL_SIGNING_KEY,
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG === 'on',
    distDir: e.DIST_DIR ? resolve(e.DIST_DIR) : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME,
          }
        : null,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      userinfoUrl: e.GOOGLE_USERINFO_URL,
      tokeninfoUrl: e.GOOGLE_TOKENINFO_URL,
    },
    facebook: {
      appId: e.FACEBOOK_APP_ID,
      appSecret: e.FACEBOOK_APP_SECRET,
      userinfoUrl: e.FACEBOOK_USERINFO_URL,
    },
    firebaseServiceAccount: e.FIREBASE_SERVICE_ACCOUNT ? resolve(e.FIREBASE_SERVICE_ACCOUNT) : undefined,
    stats: {
      githubApiUrl: (e.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
      githubToken: e.GITHUB_TOKEN,
      leetcodeGraphqlUrl: e.LEETCODE_GRAPHQL_URL ?? 'https://leetcode.com/graphql',
      ttlSeconds: Number(e.STATS_TTL_SECONDS),
      refreshSeconds: Number(e.STATS_REFRESH_SECONDS),
    },
    otpPepper: e.OTP_PEPPER,
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((p) => p.trim())
          .join(',')
      : false,
    redisUrl: e.REDIS_URL,
    databaseUrl: e.DATABASE_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
        }
      : null,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
  };
}
