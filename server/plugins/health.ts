import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HealthSchema, type Ready, ReadySchema } from '../../contracts/health';
import { routeSchema } from '../lib/route-schema';

/** A dependency that does not answer within this is counted as down. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export interface HealthOptions {
  /** Each dependency the instance needs, by name: resolves when it answers. */
  checks: Record<string, () => Promise<unknown>>;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/api/health/` (liveness: the process answers) and `/api/ready/` (readiness: the database and,
 * when set, Redis answer; 503 otherwise and from the moment the instance starts shutting down, so a
 * load balancer stops sending it new requests).
 */
export default fp(
  async (app: FastifyInstance, opts: HealthOptions) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });

    app.get(
      '/api/health/',
      {
        schema: routeSchema({
          summary: 'Liveness: the process is up',
          tags: ['health'],
          response: { 200: HealthSchema },
        }),
      },
      async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
    );

    app.get(
      '/api/ready/',
      {
        schema: routeSchema({
          summary: 'Readiness: the database and, when configured, Redis answer',
          tags: ['health'],
          response: { 200: ReadySchema, 503: ReadySchema },
        }),
      },
      async (request, reply) => {
        const checks: Ready['checks'] = {};
        await Promise.all(
          Object.entries(opts.checks).map(async ([name, check]) => {
            try {
              await within(Promise.resolve().then(check), READY_CHECK_TIMEOUT_MS);
              checks[name] = 'ok';
            } catch (err) {
              request.log.warn({ err, dependency: name }, 'readiness check failed');
              checks[name] = 'failed';
            }
          }),
        );
        const ready = !closing && Object.values(checks).every((state) => state === 'ok');
        return reply
          .code(ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: ready ? 'ready' : 'not ready', checks } satisfies Ready);
      },
    );
  },
  { name: 'health' },
);
