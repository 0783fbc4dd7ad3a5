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

/** Every variable of conventions.md (all optional) plus the few the server adds, parsed once at start-up. */
export const EnvSchema = v.object({
  PORT: port,
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './.data'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  NODE_ENV: v.optional(v.string()),
  SEED: v.optional(v.picklist(['demo', 'none'], 'must be demo or none'), 'demo'),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Guild <no-reply@guild.test>'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  URL_SIGNING_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  DIST_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'),
    'info',
  ),
});

export interface Env {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  smtpUrl: string | undefined;
  production: boolean;
  seed: 'demo' | 'none';
  mailFrom: string;
  jwtSecret: string | undefined;
  urlSigningKey: string | undefined;
  logLevel: string;
  /** The built site; default dist/ beside the project. */
  distDir: string | undefined;
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
    jwtSecret: e.JWT_SECRET,
    urlSigningKey: e.URL_SIGNING_KEY,
    logLevel: e.LOG_LEVEL,
    distDir: e.DIST_DIR ? resolve(e.DIST_DIR) : undefined,
  };
}
