/**
 * Short exclusive leases by name, so that one instance does a piece of background work (the stats
 * refresh of one profile) while the others skip it. In one process a Map; with `REDIS_URL` set,
 * `server/lib/redis.ts` keeps them in Redis (SET NX PX, released only by their holder).
 */
export interface Leases {
  /**
   * Takes the lease `name` for at most `ttlMs` (it lapses by itself if the holder dies); answers a
   * function that gives it back, or null when someone else holds it.
   */
  acquire(name: string, ttlMs: number): Promise<(() => Promise<void>) | null>;
}

export function createLocalLeases(now: () => number = Date.now): Leases {
  const held = new Map<string, { token: symbol; until: number }>();
  return {
    async acquire(name, ttlMs) {
      const current = held.get(name);
      if (current && current.until > now()) return null;
      const token = Symbol(name);
      held.set(name, { token, until: now() + ttlMs });
      return async () => {
        if (held.get(name)?.token === token) held.delete(name);
      };
    },
  };
}
