import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MARKET_INFO_PAGES } from '../../contracts/market-info-pages';
import { createPackedPages } from '../lib/packed-pages';
import type { PublicAnswers } from '../lib/public-answers';
import { choosesBrotli } from '../lib/site-files';
import { loadSiteRenderer } from '../lib/site-renderer';

/** The marketplace's interface languages (spec §4). */
export type MarketLang = 'en' | 'ar';

/**
 * What a page rendered per request receives as `Astro.locals.market` (site/env.d.ts): the reader's
 * language (the `preferredLanguage` cookie the islands keep beside localStorage), the site's public
 * URL for absolute links (Open Graph, JSON-LD), and the data its module loaded.
 */
export interface MarketLocals {
  lang: MarketLang;
  publicUrl: string;
  data: unknown;
}

/**
 * A marketplace page whose path holds an id (`/market/gigs/<id>/`, `/market/experts/<id>/` …), or
 * a list rendered per request (`/market/gigs/`). Either Astro builds one host page per pattern (e.g.
 * `site/pages/market/gigs/[id]/edit.astro` with a placeholder id `_`) and the server answers every
 * id with it, or the page is rendered per request (`export const prerender = false`) with what
 * `load` returns, so its content is in the HTML. The marketplace 404 page with status 404 answers
 * when `exists` says no.
 */
export type MarketPage = {
  /** The path pattern, e.g. `/market/gigs/:id/` or `/market/gigs/:id/edit/`; `:name` is one segment. */
  pattern: string;
  /** Whether the thing the path names exists (it may be async); params are the decoded `:name` parts. */
  exists: (params: Record<string, string>) => boolean | Promise<boolean>;
} & (
  | {
      /** The built host page, relative to the built site, e.g. `market/gigs/_/edit/index.html`. */
      host: string;
      load?: undefined;
      part?: undefined;
    }
  | {
      host?: undefined;
      /**
       * What the page shows, read in-process as an anonymous reader would see it through the API
       * (`Astro.locals.market.data`); null renders the page without it (the island loads it).
       * `query` is the page's query string (a list's page, search and filters), unvalidated.
       */
      load: (params: Record<string, string>, query: URLSearchParams) => Promise<unknown>;
      /**
       * A page that shows several modules' lists (the home page, search) has one registration per
       * module, each naming its part: the page gets `{ [part]: data }`, and exists when every part
       * says so.
       */
      part?: string;
    }
);

export interface MarketPages {
  /** Registers a pattern; may be called at any time, matching happens per request. */
  register(page: MarketPage): void;
  /** The registered page and params a path resolves to, if any (for tests and diagnostics). */
  match(pathname: string): { page: MarketPage; params: Record<string, string> } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    marketPages: MarketPages;
    /**
     * Renders the front page twice in each language, so its brotli copy is packed before anyone
     * asks (decision 21). `server/main.ts` calls it once the server listens; tests and the bench,
     * which build and listen on their own, never do.
     */
    packFrontPage(): Promise<void>;
  }
}

/**
 * An expert's page, made of parts (`MarketPage.part`): `profile` (the card, the connections panel's
 * first page, the credentials) from the profiles module, and the expert's `gigs`, `products`,
 * `teams`, `github` and `leetcode` from theirs (site/pages/market/experts/[id].astro).
 */
export const EXPERT_PAGE = '/market/experts/:id/';

/**
 * The built files of the marketplace's information pages, the only built marketplace pages sent as
 * public pages (decision 23); the sign-in pages, a member's screens and the editors are not.
 */
const INFO_PAGES = new Set(MARKET_INFO_PAGES.map((page) => `market/${page}/index.html`));

/** The marketplace not-found page (site/pages/market/404.astro). */
export const MARKET_NOT_FOUND = 'market/404/index.html';
const ROOT_NOT_FOUND = '404.html';

interface Compiled {
  page: MarketPage;
  segments: { literal?: string; param?: string }[];
  literals: number;
  /** The registrations of a page made of parts, by part. */
  parts?: Map<string, MarketPage>;
}

/** One page whose data is every part's, loaded at once. */
function combined(pattern: string, parts: Map<string, MarketPage>): MarketPage {
  const all = [...parts.entries()];
  return {
    pattern,
    exists: async (params) => (await Promise.all(all.map(([, p]) => p.exists(params)))).every(Boolean),
    load: async (params, query) =>
      Object.fromEntries(
        await Promise.all(all.map(async ([name, p]) => [name, await p.load!(params, query)])),
      ),
  };
}

function compile(page: MarketPage): Compiled {
  const { pattern, host } = page;
  if (!pattern.startsWith('/market/') || !pattern.endsWith('/')) {
    throw new Error(`market page pattern must start with /market/ and end with /: ${pattern}`);
  }
  if (
    host !== undefined &&
    (host.startsWith('/') || host.split('/').includes('..') || !host.endsWith('.html'))
  ) {
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
      const same = compiled.find((o) => o.page.pattern === page.pattern);
      if (same?.parts && page.part && !same.parts.has(page.part)) {
        same.parts.set(page.part, page);
        same.page = combined(page.pattern, same.parts);
        return;
      }
      if (same) throw new Error(`market page pattern registered twice: ${page.pattern}`);
      if (page.part) {
        c.parts = new Map([[page.part, page]]);
        c.page = combined(page.pattern, c.parts);
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
      return new Set(compiled.flatMap((c) => (c.page.host ? [c.page.host] : [])));
    },
  };
}

/** A page rendered per request, as it is sent (and kept). */
interface Rendered {
  status: number;
  type: string;
  body: Buffer;
  /** The CSP of its own inline scripts; an HTML page's only. */
  policy: string | undefined;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}

/** The reader's marketplace language: the cookie the islands write beside localStorage; English otherwise. */
export function readerLang(request: FastifyRequest): MarketLang {
  return /(?:^|;\s*)preferredLanguage=ar(?:;|$)/.test(request.headers.cookie ?? '') ? 'ar' : 'en';
}

/**
 * Answers every GET under `/market/`: a real built file first (so `/market/gigs/new/` is never
 * read as an id), then a registered dynamic page (its host page, or rendered per request by the
 * site's server build), then the marketplace 404 page with status 404.
 * Helmet's headers come from the `pages` plugin's global hooks, like every other page's; a page
 * rendered here carries the CSP of its own inline scripts (`documentPolicy`).
 */
export default fp(
  async (
    app: FastifyInstance,
    opts: {
      distDir: string;
      publicUrl: string;
      /** Pages rendered per request are kept for a moment per language, like visitors' API answers. */
      publicAnswers: PublicAnswers;
    },
  ) => {
    const registry = createMarketPages();
    const renderer = await loadSiteRenderer(opts.distDir);
    const packed = createPackedPages();
    app.decorate('marketPages', { register: registry.register, match: registry.match });
    const root = resolve(opts.distDir);
    // Host pages and the 404 page are never live pages of their own. Modules register while the
    // app loads, so the set is built once when it is ready, not on every request.
    let reserved = new Set<string>();
    app.addHook('onReady', async () => {
      reserved = registry.hosts().add(MARKET_NOT_FOUND);
    });
    // The front page is the page most visits start on, and only packed does its HTML fit the first
    // round trip of a slow line; a page is packed on its second render, so a just-started server
    // sent its first visitors the everyday compression, a second round trip longer. One packing at
    // a time: each language waits for the one before.
    app.decorate('packFrontPage', async () => {
      if (!renderer) return;
      for (const cookie of ['preferredLanguage=en', 'preferredLanguage=ar']) {
        for (let render = 0; render < 2; render++) {
          await app.inject({ url: '/market/', headers: { 'accept-encoding': 'br', cookie } });
        }
        await packed.idle();
      }
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

    /**
     * Renders through the server build; the page reads `Astro.locals.market`. Null when the build
     * has no such page.
     */
    async function render(
      request: FastifyRequest,
      lang: MarketLang,
      data: unknown,
    ): Promise<Rendered | null> {
      const locals: { market: MarketLocals } = { market: { lang, publicUrl: opts.publicUrl, data } };
      const page = await renderer!.render(request.raw, locals);
      if (!page) return null;
      // Astro logged the error; the one error handler answers with the generic 500.
      if (page.status >= 500) throw new Error(`rendering ${request.url} failed (${page.status})`);
      const type = String(page.headers['content-type'] ?? 'text/html');
      return {
        status: page.status,
        type: type === 'text/html' ? 'text/html; charset=utf-8' : type,
        body: page.body,
        policy: type.startsWith('text/html') ? app.documentPolicy(page.body.toString('utf8')) : undefined,
      };
    }

    /** A rendered page's answer. Its HTML depends on the language cookie, so caches keep one copy per cookie and revalidate. */
    function sendRendered(request: FastifyRequest, reply: FastifyReply, page: Rendered) {
      // Rendered as an anonymous reader sees it: a public page (decision 23).
      reply.publicPage = true;
      if (page.policy) reply.header('content-security-policy', page.policy);
      reply.code(page.status).type(page.type).header('cache-control', 'no-cache').header('vary', 'Cookie');
      // The same HTML rendered again goes out as the brotli copy packed once (decision 21).
      const copy =
        page.policy && page.status === 200 && choosesBrotli(request.headers['accept-encoding'])
          ? packed.take(page.body)
          : undefined;
      if (!copy) return reply.send(page.body);
      return reply.header('vary', 'Cookie, accept-encoding').header('content-encoding', 'br').send(copy);
    }

    async function answer(request: FastifyRequest, reply: FastifyReply) {
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
      if (file && !reserved.has(fileRel) && (await isFile(file))) {
        reply.publicPage = INFO_PAGES.has(fileRel);
        return sendPage(reply, fileRel);
      }
      if (!slash) {
        const index = inside(`${rel}/index.html`);
        if (index && !reserved.has(`${rel}/index.html`) && (await isFile(index))) {
          return reply.redirect(`${pathname}/${query}`, 301);
        }
      }

      // 2. A registered dynamic page.
      const found = registry.match(decoded);
      if (found?.page.load) {
        if (!slash) return reply.redirect(`${pathname}/${query}`, 301);
        if (!renderer) {
          request.log.warn({ pattern: found.page.pattern }, 'the site has no server build to render with');
        } else {
          // Every reader of a language gets the same page for an address (what it shows is read as a
          // visitor would see it), so it is kept for a moment, and forgotten on any write.
          const lang = readerLang(request);
          const key = `${lang} ${raw}`;
          const { page, params } = found;
          const rendered =
            opts.publicAnswers.recall<Rendered>(key) ??
            (await opts.publicAnswers.remember(
              key,
              async () =>
                (await page.exists(params))
                  ? render(request, lang, await page.load!(params, new URLSearchParams(query)))
                  : null,
              (kept) => (kept?.status === 200 ? kept.body.length : null),
            ));
          if (rendered) return sendRendered(request, reply, rendered);
        }
      } else if (found?.page.host) {
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
    }
    // `/market/*` leaves out `/market/` itself (the home page, rendered per request).
    app.get('/market/', answer);
    app.get('/market/*', answer);
  },
  { name: 'market-pages', dependencies: ['pages'] },
);
