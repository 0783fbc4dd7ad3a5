import type { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the site's server build rendered for one request. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * The Node adapter's middleware-mode handler (`<serverDir>/entry.mjs`, built by `astro build`):
 * `handler(req, res, next, locals)`; `locals` becomes the page's `Astro.locals`.
 */
type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
  locals: object,
) => Promise<void>;

export interface SiteRenderer {
  /**
   * Renders the page the request's path names with the given locals, into memory, so the answer
   * goes out through Fastify like any other (headers, compression). Null when the server build
   * has no page for the path.
   */
  render(req: IncomingMessage, locals: object): Promise<RenderedPage | null>;
}

/** The server half of a build: `dist/` → `dist-server/` (astro.config.mjs). */
export const serverDirOf = (distDir: string) => `${distDir.replace(/[\\/]+$/, '')}-server`;

/**
 * The part of a ServerResponse the adapter writes to (`writeHead`, `write`, `end`, `on('finish'|'close')`),
 * collecting the answer instead of sending it.
 */
function collector(req: IncomingMessage, done: (page: RenderedPage) => void) {
  // The adapter's own clean-up waits for 'finish' or 'close' on the answer it wrote to (it removes
  // the listener it put on the request's socket): both are run once the answer is collected.
  const listeners: { event: string; listener: () => void }[] = [];
  const chunks: Buffer[] = [];
  let status = 200;
  let headers: Record<string, string | string[]> = {};
  let ended = false;
  const res = {
    req,
    statusCode: 200,
    statusMessage: '',
    headersSent: false,
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
    },
    writeHead(code: number, ...rest: unknown[]) {
      status = code;
      const given = rest.find((r) => r && typeof r === 'object') as Record<string, unknown> | undefined;
      for (const [name, value] of Object.entries(given ?? {})) {
        if (value !== undefined) headers[name.toLowerCase()] = value as string | string[];
      }
      res.headersSent = true;
      return res;
    },
    write(chunk: string | Uint8Array) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
      return true;
    },
    end(chunk?: string | Uint8Array) {
      if (ended) return res;
      if (chunk) res.write(chunk);
      ended = true;
      if (!res.headersSent) status = res.statusCode;
      done({ status, headers, body: Buffer.concat(chunks) });
      headers = {};
      for (const event of ['finish', 'close'])
        for (const l of listeners.filter((l) => l.event === event)) l.listener();
      listeners.length = 0;
      return res;
    },
    on(event: string, listener: () => void) {
      listeners.push({ event, listener });
      return res;
    },
    once(event: string, listener: () => void) {
      listeners.push({ event, listener });
      return res;
    },
    off(event: string, listener: () => void) {
      const at = listeners.findIndex((l) => l.event === event && l.listener === listener);
      if (at !== -1) listeners.splice(at, 1);
      return res;
    },
  };
  return res;
}

/** A server build, loaded once per process, with its storages and the renders in flight over it. */
interface Build {
  handler: AstroHandler;
  storages: AsyncLocalStorage<unknown>[];
  rendering: number;
}

/**
 * Imports the server build, keeping every AsyncLocalStorage its modules make while they load:
 * React's request storage and the Node adapter's (it names the page in unhandled-rejection logs).
 * On Node 20 and 22 a storage that has run once keeps async_hooks on for every promise and tick
 * the whole process makes from then on: after the first market page (and the front page is packed
 * at start) every request paid for them (a view counted 102 → 93 µs of CPU without them, side by
 * side, docs/decisions/0011). Renders switch them off whenever none is in flight (a render's `run`
 * turns them on again), as server/lib/transaction.ts does with its own. Node 24's storages need no
 * hooks; there the switch changes nothing.
 */
async function importKeepingStorages(href: string): Promise<Build> {
  const hooks = createRequire(import.meta.url)('node:async_hooks') as typeof import('node:async_hooks');
  const Original = hooks.AsyncLocalStorage;
  const storages: AsyncLocalStorage<unknown>[] = [];
  hooks.AsyncLocalStorage = class extends Original<unknown> {
    constructor() {
      super();
      storages.push(this);
    }
  } as typeof Original;
  // The build imports the module both ways: its default (the object patched above) and by name.
  syncBuiltinESMExports();
  try {
    const module = (await import(href)) as { handler: AstroHandler };
    return { handler: module.handler, storages, rendering: 0 };
  } finally {
    hooks.AsyncLocalStorage = Original;
    syncBuiltinESMExports();
  }
}

/**
 * One load per build and process: a module is evaluated once however often it is imported, so a
 * second renderer (tests build several apps in one process) shares the first one's storages, and
 * the count of renders in flight over them.
 */
const builds = new Map<string, Promise<Build>>();

/**
 * Loads the server build beside `distDir`; null when there is none (the API tests run without a
 * built site), in which case the pages it would render answer 404.
 */
export async function loadSiteRenderer(distDir: string): Promise<SiteRenderer | null> {
  const entry = join(serverDirOf(distDir), 'entry.mjs');
  if (!existsSync(entry)) return null;
  const href = pathToFileURL(entry).href;
  let loading = builds.get(href);
  if (!loading) {
    loading = importKeepingStorages(href);
    builds.set(href, loading);
  }
  const build = await loading;
  const switchOff = () => {
    if (build.rendering === 0) for (const storage of build.storages) storage.disable();
  };
  // Counted until the adapter's own promise settles (after the answer, its clean-up still runs),
  // and switched off on the turn after: React's renderer runs a last step in its storage from a
  // setImmediate each island's render queued when it began.
  const settled = () => {
    build.rendering -= 1;
    if (build.rendering === 0) setImmediate(switchOff);
  };
  return {
    render: (req, locals) =>
      new Promise<RenderedPage | null>((resolve, reject) => {
        const res = collector(req, resolve);
        build.rendering += 1;
        build
          .handler(req, res as unknown as ServerResponse, () => resolve(null), locals)
          .catch(reject)
          .finally(settled);
      }),
  };
}
