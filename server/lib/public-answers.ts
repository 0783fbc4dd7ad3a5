import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { Fanout } from './fanout';
import { readsOnly } from './route-schema';

/** How long a visitor's answer is kept at most: the bound on what a write made outside a request shows late. */
export const PUBLIC_ANSWER_TTL_MS = 1000;
/**
 * The characters kept at most, all answers together (the oldest go first, so addresses made up by
 * the thousand cannot grow the process); one answer over an eighth of it is never kept.
 */
export const PUBLIC_ANSWER_MAX_CHARS = 16 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

type Kept = { value: unknown; size: number; until: number };

/**
 * The public reads' answers to signed-out visitors, kept for a moment (decision 11): the gig list,
 * a gig, the teams and the profile cards answer every visitor alike, so the same address within a
 * second is answered with the same bytes without reading the database again. The marketplace pages
 * rendered per request (server/plugins/market-pages.ts) keep their HTML the same way, per language.
 *
 * - Only `GET` without an `Authorization` header: a signed-in reader's answer (what they follow,
 *   liked, bought) is always built for them.
 * - Every write forgets every answer, on every instance: `forget()` is called by each request that
 *   is not a GET or HEAD (`server/app.ts`), and it reaches the other instances through the fanout
 *   (Redis pub/sub when instances share one). A build that was running when a write forgot is not
 *   kept, so an answer read before a write is never kept after it.
 * - What changes without a request (a background refresh, another instance before its message
 *   arrives) shows within `ttlMs`.
 * - A handler answered through `answer` sets no headers of its own: a kept answer is its body.
 */
export interface PublicAnswers {
  /**
   * Answers a visitor's GET from what is kept for its address when that is fresh; else builds it with
   * `build`, writes it with the route's serializer and keeps it. Other requests: `build()` as it is.
   */
  answer(request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>): Promise<unknown>;
  /**
   * A signed-in reader's own GET, answered the same way but kept only under `reader`: their id and
   * whatever else their answer depends on (the language). Forgotten with every other answer at every
   * write, and whenever `forget` is called. Call it once the route has checked the reader: their
   * session is looked up on every request, so a signed-out or revoked reader is refused before
   * anything kept is read.
   */
  answerFor(
    request: FastifyRequest,
    reply: FastifyReply,
    reader: string,
    build: () => Promise<unknown>,
  ): Promise<unknown>;
  /** What is kept under `key` and still fresh. */
  recall<T>(key: string): T | undefined;
  /**
   * Makes a value with `make` and keeps it under `key` unless a write forgot while it was made.
   * `keepIt` answers the value's size (characters or bytes, counted against the bound), or null
   * for a value not to keep.
   */
  remember<T>(key: string, make: () => Promise<T>, keepIt: (value: T) => number | null): Promise<T>;
  /** Forgets every kept answer, here and on the other instances. */
  forget(): void;
}

export function createPublicAnswers(
  opts: {
    /** Carries forgetting to every instance (its publisher's own listener included). */
    fanout?: Fanout<number>;
    /** 0 keeps nothing. */
    ttlMs?: number;
    maxChars?: number;
    now?: () => number;
  } = {},
): PublicAnswers {
  const ttl = opts.ttlMs ?? PUBLIC_ANSWER_TTL_MS;
  const now = opts.now ?? Date.now;
  const maxChars = opts.maxChars ?? PUBLIC_ANSWER_MAX_CHARS;
  // In the order they were kept, which is the order they expire in.
  const kept = new Map<string, Kept>();
  let chars = 0;
  let generation = 0;
  const clear = () => {
    generation += 1;
    kept.clear();
    chars = 0;
  };
  const drop = (key: string, answer: Kept) => {
    kept.delete(key);
    chars -= answer.size;
  };
  /** Keeps `value` for `key`, then lets go of the oldest answers while they are stale or too many. */
  const keep = (key: string, value: unknown, size: number) => {
    const at = now();
    const old = kept.get(key);
    if (old !== undefined) drop(key, old);
    kept.set(key, { value, size, until: at + ttl });
    chars += size;
    for (const [oldest, answer] of kept) {
      if (chars <= maxChars && answer.until > at) break;
      drop(oldest, answer);
    }
  };
  opts.fanout?.subscribe(clear);

  function recall<T>(key: string): T | undefined {
    if (ttl <= 0) return undefined;
    const hit = kept.get(key);
    if (hit === undefined) return undefined;
    if (hit.until > now()) return hit.value as T;
    drop(key, hit);
    return undefined;
  }

  async function remember<T>(key: string, make: () => Promise<T>, keepIt: (value: T) => number | null) {
    const started = generation;
    const value = await make();
    if (ttl > 0 && started === generation) {
      const size = keepIt(value);
      if (size !== null && size <= maxChars / 8) keep(key, value, size);
    }
    return value;
  }

  /** The JSON body kept under `key`, or `make`'s answer written with the route's serializer and kept. */
  function serve(key: string, reply: FastifyReply, make: () => Promise<unknown>): Promise<unknown> {
    const hit = recall<string>(key);
    reply.type(JSON_TYPE);
    if (hit !== undefined) return Promise.resolve(hit);
    return remember(
      key,
      async () => reply.serialize(await make()) as string,
      (body) => body.length,
    );
  }

  return {
    answer(request, reply, make) {
      if (ttl <= 0 || request.method !== 'GET' || request.headers.authorization !== undefined) return make();
      return serve(request.url, reply, make);
    },
    answerFor(request, reply, reader, make) {
      if (ttl <= 0 || request.method !== 'GET') return make();
      // A visitor's key is an address (it starts with "/"); a reader's never does.
      return serve(`reader ${reader} ${request.url}`, reply, make);
    },
    recall,
    remember,
    forget() {
      clear();
      // The other instances; the local fanout (one process) has only this one, already cleared.
      opts.fanout?.publish(generation);
    },
  };
}

/**
 * Gives every route registered on `app` from now on that writes (not GET or HEAD) an onSend hook
 * that forgets the kept answers once its handler is done (its write committed), before its answer
 * leaves, so the writer's next read is never an older one. A route that only reads pays nothing.
 */
export function forgetOnWrites(app: FastifyInstance, answers: PublicAnswers): void {
  const forget: onSendHookHandler = (_request, _reply, payload, done) => {
    answers.forget();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!readsOnly(route)) route.onSend = [...([] as onSendHookHandler[]).concat(route.onSend ?? []), forget];
  });
}
