/**
 * Messages every instance of the app hears, its own included: the realtime module publishes what
 * its sockets must be told, and each instance hands it to the sockets it holds. In one process this
 * is a plain loop (delivered at once, in order); with `REDIS_URL` set, `server/lib/redis.ts` carries
 * the same messages over Redis pub/sub. Messages must survive JSON.
 */
export interface Fanout<T> {
  publish(message: T): void;
  /** Listens until the returned function is called. */
  subscribe(listener: (message: T) => void): () => void;
}

/** The in-process fanout (one instance): a listener that throws is reported, never the publisher's problem. */
export function createLocalFanout<T>(onListenerError: (error: unknown) => void = () => {}): Fanout<T> {
  const listeners = new Set<(message: T) => void>();
  return {
    publish(message) {
      for (const listener of [...listeners]) {
        try {
          listener(message);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
