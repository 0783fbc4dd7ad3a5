import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Fanout } from './fanout';
import type { Leases } from './leases';

/** Every key and channel Guild uses starts with this, so a shared Redis can hold other things too. */
export const REDIS_PREFIX = 'guild:';

// Gives a lease back only when it is still ours: a holder past its TTL must not drop the next one's.
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * What several instances share through Redis (`REDIS_URL`): one connection for commands (rate
 * limits, leases, publishing) and one for subscriptions, which Redis keeps apart.
 */
export interface RedisServices {
  /** The command connection (@fastify/rate-limit counts on it). */
  client: Redis;
  /** Messages on `channel` reach every instance's listeners, its own included. */
  fanout<T>(channel: string): Fanout<T>;
  leases: Leases;
  /** Throws when Redis does not answer (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Connects both connections (failing at start-up when Redis is not there) and answers the services. */
export async function connectRedis(url: string, log: Log): Promise<RedisServices> {
  const options = {
    lazyConnect: true,
    // A command waits for a reconnect at most this many tries, then fails (readiness says 503).
    maxRetriesPerRequest: 2,
    connectionName: 'guild',
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, connectionName: 'guild-sub' });
  for (const [name, connection] of [
    ['commands', client],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (err: Error) => log.warn({ err, connection: name }, 'redis connection error'));
  }
  await Promise.all([client.connect(), subscriber.connect()]);

  const channels = new Map<string, Set<(message: unknown) => void>>();
  subscriber.on('message', (channel: string, text: string) => {
    const listeners = channels.get(channel);
    if (!listeners) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (err) {
      log.warn({ err, channel }, 'redis message is not JSON');
      return;
    }
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (err) {
        log.error({ err, channel }, 'fanout listener failed');
      }
    }
  });

  return {
    client,
    fanout<T>(name: string): Fanout<T> {
      // Pub/sub ignores the logical database: the channel names it, so two sites on one Redis
      // (on databases of their own) never hear each other.
      const channel = `${REDIS_PREFIX}${client.options.db ?? 0}:${name}`;
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        // ioredis re-subscribes by itself after a reconnect.
        void subscriber
          .subscribe(channel)
          .catch((err) => log.error({ err, channel }, 'redis subscribe failed'));
      }
      const set = listeners;
      return {
        publish(message) {
          client
            .publish(channel, JSON.stringify(message))
            .catch((err) => log.error({ err, channel }, 'redis publish failed'));
        },
        subscribe(listener) {
          set.add(listener as (message: unknown) => void);
          return () => set.delete(listener as (message: unknown) => void);
        },
      };
    },
    leases: {
      async acquire(name, ttlMs) {
        const key = `${REDIS_PREFIX}lease:${name}`;
        const token = randomUUID();
        const taken = await client.set(key, token, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
        if (taken !== 'OK') return null;
        return async () => {
          await client.eval(RELEASE, 1, key, token);
        };
      },
    },
    async ping() {
      await client.ping();
    },
    async close() {
      // QUIT lets replies in flight arrive; a connection that is down is simply dropped.
      await Promise.allSettled(
        [subscriber, client].map((c) => (c.status === 'ready' ? c.quit() : Promise.resolve(c.disconnect()))),
      );
    },
  };
}
