import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A marketplace page whose path holds an id (`/market/gigs/<id>/`, `/market/experts/<id>/` …).
 * Astro builds one host page per pattern (e.g. `site/pages/market/gigs/[id].astro` with a
 * placeholder id `_`); the server answers every id with that page, or the marketplace 404 page
 * with status 404 when `exists` says no.
 */
export interface MarketPage {
  /** The path pattern, e.g. `/market/gigs/:id/` or `/market/gigs/:id/edit/`; `:name` is one segment. */
  pattern: string;
  /** The built host page, relative to the built site, e.g. `market/gigs/_/index.html`. */
  host: string;
  /** Whether the thing the path names exists (it may be async); params are the decoded `:name` parts. */
  exists: (params: Record<string, string>) => boolean | Promise<boolean>;
}

export interface MarketPages {
  /** Registers a pattern; may be called at any time, matching happens per request. */
  register(page: MarketPage): void;
  /** The registered page and params a path resolves to, if any (for tests and diagnostics). */
  match(pathname: string): { page: MarketPage; params: Record<string, string> } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    marketPages: MarketPages;
  }
}

/** The marketplace not-found page (site/pages/market/404.astro). */
export const MARKET_NOT_FOUND = 'market/404/index.html';
const ROOT_NOT_FOUND = '404.html';

interface Compiled {
  page: MarketPage;
  segments: { literal?: string; param?: string }[];
  literals: number;
}

function compile(page: MarketPage): Compiled {
  const { pattern, host } = page;
  if (!pattern.startsWith('/market/') || !pattern.endsWith('/')) {
    throw new Error(`market page pattern must start with /market/ and end with /: ${pattern}`);
  }
  if (host.startsWith('/') || host.split('/').includes('..') || !host.endsWith('.html')) {
    throw new Error(`market page host must be a relative .html path inside the built site: ${host}`);
  }
  const segments = pattern
    .slice(1, -1)
    .split('/')
    .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : { literal: s }));
  if (segments.some((s) => s.param === '' || s.literal === '')) {
    throw new Error(`market page pattern has an empty segment: ${pattern}`);
  }
  return { page, segments, literals: segments.filter((s) => s.literal !== undefined).length };
}

export function createMarketPages(): MarketPages & { hosts(): Set<string> } {
  const compiled: Compiled[] = [];
  return {
    register(page) {
      const c = compile(page);
      if (compiled.some((o) => o.page.pattern === page.pattern)) {
        throw new Error(`market page pattern registered twice: ${page.pattern}`);
      }
      compiled.push(c);
      // The most literal pattern wins (`/market/gigs/:id/edit/` before `/market/:kind/:id/edit/`).
      compiled.sort((a, b) => b.literals - a.literals);
    },
    match(pathname) {
      const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
      for (const c of compiled) {
        if (c.segments.length !== parts.length) continue;
        const params: Record<string, string> = {};
        const ok = c.segments.every((s, i) => {
          const part = parts[i]!;
          if (s.literal !== undefined) return s.literal === part;
          if (!part) return false;
          params[s.param!] = part;
          return true;
        });
        if (ok) return { page: c.page, params };
      }
      return null;
    },
    hosts() {
      return new Set(compiled.map((c) => c.page.host));
    },
  };
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/**
 * Answers every GET under `/market/`: a real built file first (so `/market/gigs/new/` is never
 * read as an id), then a registered dynamic page, then the marketplace 404 page with status 404.
 * Helmet's headers and CSP come from the `pages` plugin's global hooks, like every other page.
 */
export default fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const registry = createMarketPages();
    app.decorate('marketPages', { register: registry.register, match: registry.match });
    const root = resolve(opts.distDir);
    // Host pages and the 404 page are never live pages of their own. Modules register while the
    // app loads, so the set is built once when it is ready, not on every request.
    let reserved = new Set<string>();
    app.addHook('onReady', async () => {
      reserved = registry.hosts().add(MARKET_NOT_FOUND);
    });

    const inside = (rel: string) => {
      const full = resolve(root, rel);
      return full === root || full.startsWith(root + sep) ? full : null;
    };

    async function notFound(reply: FastifyReply) {
      for (const rel of [MARKET_NOT_FOUND, ROOT_NOT_FOUND]) {
        const full = join(root, rel);
        if (await isFile(full)) {
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(await readFile(full));
        }
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }

    async function sendPage(reply: FastifyReply, rel: string) {
      if (typeof reply.sendFile === 'function') return reply.sendFile(rel);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(join(root, rel)));
    }

    app.get('/market/*', async (request, reply) => {
      const raw = request.raw.url ?? '/';
      const q = raw.indexOf('?');
      const pathname = q === -1 ? raw : raw.slice(0, q);
      const query = q === -1 ? '' : raw.slice(q);
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return notFound(reply);
      }
      if (decoded.includes('\0') || decoded.split('/').some((s) => s === '..' || s === '.')) {
        return notFound(reply);
      }
      const slash = decoded.endsWith('/');
      const rel = decoded.replace(/^\/+/, '');

      // 1. A real file of the built site.
      const fileRel = slash ? `${rel}index.html` : rel;
      const file = inside(fileRel);
      if (file && !reserved.has(fileRel) && (await isFile(file))) return sendPage(reply, fileRel);
      if (!slash) {
        const index = inside(`${rel}/index.html`);
        if (index && !reserved.has(`${rel}/index.html`) && (await isFile(index))) {
          return reply.redirect(`${pathname}/${query}`, 301);
        }
      }

      // 2. A registered dynamic page.
      const found = registry.match(decoded);
      if (found) {
        if (!slash) return reply.redirect(`${pathname}/${query}`, 301);
        const host = inside(found.page.host);
        if (host && (await isFile(host)) && (await found.page.exists(found.params))) {
          return sendPage(reply, found.page.host);
        }
        if (host && !(await isFile(host))) {
          request.log.warn({ host: found.page.host }, 'market page host is not built');
        }
      }
      return notFound(reply);
    });
  },
  { name: 'market-pages', dependencies: ['pages'] },
);
