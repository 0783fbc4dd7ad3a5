import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { MESSAGES } from '../../contracts/messages';
import { fresh, loadSiteFiles, pick, type SiteFile, siteFiles, urlOf } from '../lib/site-files';

// Data blocks (JSON-LD) never run, so they need no hash; hashing them would grow the header with every page.
const INLINE_SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype=["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/gi;

/** Where the document's own script hashes go in the policy helmet writes once. */
const HASHES = "'sha256-DOCUMENT-SCRIPTS'";

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** The hashes of one document's inline scripts, each script's hash computed once. */
function scriptHashesOf(html: string, known: Map<string, string>): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (!body.trim()) continue;
    let hash = known.get(body);
    if (!hash) {
      // The build's scripts are a handful; a page that wrote its own would not grow this for ever.
      if (known.size > 256) known.clear();
      hash = sha256(body);
      known.set(body, hash);
    }
    hashes.add(hash);
  }
  return [...hashes];
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Content-Security-Policy of an HTML document: its own inline scripts by their hashes, and
     * no other's (the marketplace pages rendered per request set it from their HTML).
     */
    documentPolicy(html: string): string;
  }
  interface FastifyReply {
    /**
     * The answer is a public page: one that shows every reader the same and signs nobody in (Guild
     * Journal, the marketplace pages rendered for any reader, its information pages). It is sent
     * without Cross-Origin-Opener-Policy (decision 23); every other document keeps it.
     */
    publicPage: boolean;
  }
}

/**
 * Every inline script the build produced (the theme and language bootstraps, Astro's island loader
 * and its `client:` directives), by their SHA-256 hashes, read once at start-up: the policy of a
 * document whose own scripts are not known here (a page served from disk, the 404 page). Pages
 * already held in memory (`held`, server/lib/site-files.ts) are not read from disk again.
 */
export async function inlineScriptHashes(
  distDir: string,
  held: Map<string, SiteFile> = new Map(),
): Promise<string[]> {
  if (!existsSync(distDir)) return [];
  const hashes = new Set<string>();
  const known = new Map<string, string>();
  for await (const file of siteFiles(distDir)) {
    if (!file.endsWith('.html')) continue;
    const html =
      held.get(urlOf(distDir, file))?.variants.identity?.body.toString('utf8') ??
      (await readFile(file, 'utf8'));
    for (const hash of scriptHashesOf(html, known)) hashes.add(hash);
  }
  return [...hashes];
}

/** The headers a helmet middleware sets, read once (its options are fixed, so they never change). */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** Answers a browser may open as a document (where CSP, framing and referrer rules apply). */
const DOCUMENT = /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml)/;

/**
 * Serves the built site from dist/ with security headers; unknown /api paths answer JSON 404s.
 * Documents (HTML, SVG) carry helmet's full set with the CSP (public pages all of it but
 * Cross-Origin-Opener-Policy, decision 23); every other answer (JSON, scripts, styles, images)
 * carries only the headers that matter for it: nosniff, same-origin resource policy and HSTS. The
 * headers are computed once at start-up, not per request.
 * `https`: the site's public URL is https, so browsers are told to keep to https (HSTS); over plain
 * http the header would pin a local or test host to https, so it is not sent.
 */
export default fp(
  async (app: FastifyInstance, opts: { distDir: string; https?: boolean }) => {
    // Hashed build assets never change; pages are revalidated.
    const cacheControl = (path: string) =>
      path.includes(`${sep}_astro${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const held = existsSync(opts.distDir) ? await loadSiteFiles(opts.distDir, cacheControl) : new Map();
    const everyHash = await inlineScriptHashes(opts.distDir, held);
    const { 'content-security-policy': template = '', ...documentHeaders } = headersOf(
      helmet({
        strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        crossOriginEmbedderPolicy: false,
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            // 'wasm-unsafe-eval' lets Guild Journal's search (Pagefind, same origin) compile its WebAssembly;
            // it does not allow eval() of JavaScript.
            scriptSrc: ["'self'", "'wasm-unsafe-eval'", HASHES],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'", 'blob:'],
            frameSrc: ["'self'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
          },
        },
      }),
    );
    // The policy with a document's own hashes where the template holds HASHES.
    if (!template.includes(` ${HASHES}`)) throw new Error('pages: the CSP template lost its script hashes');
    const [before = '', after = ''] = template.split(` ${HASHES}`);
    const policyOf = (hashes: string[]) => before + hashes.map((h) => ` ${h}`).join('') + after;
    const fallbackPolicy = policyOf(everyHash);
    const known = new Map<string, string>();
    app.decorate('documentPolicy', (html: string) => policyOf(scriptHashesOf(html, known)));
    // Each page held in memory carries the policy of its own scripts, computed once.
    const policies = new Map<string, string>();
    for (const [url, file] of held) {
      const html = file.type.startsWith('text/html')
        ? file.variants.identity?.body.toString('utf8')
        : undefined;
      if (html !== undefined) policies.set(url, app.documentPolicy(html));
    }
    // A public page opens in the browser's process it is given, as the page before it left it: with
    // the policy, a browser starts a new process for it, whose set-up is the page's first work.
    const { 'cross-origin-opener-policy': _opener, ...publicDocumentHeaders } = documentHeaders;
    app.decorateReply('publicPage', false);
    const otherHeaders: Record<string, string> = {
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    };
    const hsts = documentHeaders['strict-transport-security'];
    if (hsts) otherHeaders['strict-transport-security'] = hsts;
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && DOCUMENT.test(type)) {
        reply.headers(reply.publicPage ? publicDocumentHeaders : documentHeaders);
        if (!reply.hasHeader('content-security-policy')) {
          reply.header('content-security-policy', fallbackPolicy);
        }
      } else {
        reply.headers(otherHeaders);
      }
      done(null, payload);
    });

    const notFoundPage = join(opts.distDir, '404.html');
    if (existsSync(opts.distDir)) {
      // Files not held in memory, and every redirect (/post/x to /post/x/) and 404, go through
      // @fastify/static as before; its own wildcard route is replaced by the one below.
      await app.register(fastifyStatic, {
        root: opts.distDir,
        serve: false,
        redirect: true,
        // Nothing the build writes starts with a dot; a stray .env in dist/ is never served.
        dotfiles: 'ignore',
        // The build writes .br and .gz beside text files (scripts/build/precompress.mjs).
        preCompressed: true,
        // Cache-Control is set here (send's default would replace it).
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader('cache-control', cacheControl(path));
        },
      });
      app.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        handler(request, reply) {
          // Every page of the built site outside the marketplace (whose routes are its own) is
          // Guild Journal's: the same for every reader, signing nobody in.
          reply.publicPage = true;
          const url = request.raw.url ?? '/';
          const query = url.indexOf('?');
          let path: string;
          try {
            path = decodeURI(query < 0 ? url : url.slice(0, query));
          } catch {
            return reply.callNotFound();
          }
          const file = held.get(path);
          // Ranges are rare for these files: @fastify/static answers them.
          if (!file || request.headers.range) return reply.sendFile(path);
          const [encoding, copy] = pick(file, request.headers['accept-encoding']);
          reply.headers({
            'content-type': file.type,
            'cache-control': file.cacheControl,
            etag: copy.etag,
            'last-modified': copy.lastModified,
            vary: 'accept-encoding',
          });
          const policy = policies.get(path);
          if (policy) reply.header('content-security-policy', policy);
          if (encoding !== 'identity') reply.header('content-encoding', encoding);
          if (fresh(copy, request.headers['if-none-match'], request.headers['if-modified-since'])) {
            return reply.code(304).send();
          }
          if (request.method === 'HEAD') return reply.header('content-length', copy.body.length).send();
          return reply.send(copy.body);
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply.code(404).send({ detail: MESSAGES.notFound });
      }
      if (existsSync(notFoundPage)) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(await readFile(notFoundPage));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'pages' },
);
