// @ts-check
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { catalogues } from './islands/lib/i18n/catalogue-plugin.mjs';
import { islandChunks } from './scripts/build/island-chunks.mjs';
import { MARKDOWN } from './scripts/build/markdown.mjs';
import { precompress } from './scripts/build/precompress.mjs';
import { renameForGzip } from './scripts/build/rename-for-gzip.mjs';

const port = Number(process.env.PORT ?? 4321);
// DIST_DIR lets parallel builds (tests in separate worktrees or sessions) keep their own output.
const outDir = process.env.DIST_DIR ?? './dist';
// The server half of the build (the marketplace pages rendered per request, decision 14) goes beside
// the static site, never inside it, so nothing of it is ever served as a file: dist/ → dist-server/.
const serverDir = `${resolve(outDir)}-server`;

/**
 * Empties the server half before a build: Astro empties outDir itself, but the server half lives
 * beside it and would keep the chunks of every earlier build.
 * @returns {import('astro').AstroIntegration}
 */
function cleanServerDir() {
  return {
    name: 'guild-clean-server-dir',
    hooks: {
      'astro:build:start': async () => {
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}

/**
 * Builds Guild Journal's full-text search index into `<outDir>/pagefind/` at the end of every build,
 * so `npm run build`, the first `npm start` and `npm run test:e2e` all ship search. Pagefind reads
 * `<html lang>` and writes one index per language; only elements marked `data-pagefind-body` (the
 * articles' text) are indexed, never the navigation. Run by precompress (below) while it compresses
 * the rest of the site; the index's own files are compressed once it is written.
 * @param {string} site
 * @param {import('astro').AstroIntegrationLogger} logger
 */
async function searchIndex(site, logger) {
  const { createIndex, close } = await import('pagefind');
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: site });
  if (added.errors.length) throw new Error(`Pagefind could not index: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: join(site, 'pagefind') });
  if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
  await close();
  logger.info(`scanned ${added.page_count} pages; search index written to pagefind/`);
}

// Pages reached only from mail links stay out of the sitemap.
const MAIL_ONLY = /\/newsletter\/(confirmed|link-expired|unsubscribe|unsubscribed)\/$/;

/**
 * The server half renders with React's production build whatever NODE_ENV the server runs with
 * (`npm start` on a fresh clone sets none): React and what calls it are bundled into `dist-server/`
 * with `process.env.NODE_ENV` fixed at build time, as the browser's copy is. Left external, Node
 * loads React's development build — five times slower to render /market/ — unless the process
 * happens to have NODE_ENV=production. `astro dev` and the tests are untouched (build only).
 * @returns {import('vite').Plugin}
 */
function productionReactOnServer() {
  return {
    name: 'guild-production-react-on-server',
    apply: 'build',
    config: () => ({
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: ['react', 'react-dom', '@nanostores/react'] },
    }),
  };
}

/**
 * Dynamic imports without Vite's preload helper. With `build.modulePreload: false` (below) the helper
 * is handed no file to preload, yet Vite 6 still wraps every dynamic import of the islands in it:
 * half a kilobyte (gzip) of link-building code in the chunk every island loads. Its one other job is
 * a `vite:preloadError` event on a failed import, which nothing here listens for; a failed import
 * rejects the same either way.
 * @returns {import('vite').Plugin}
 */
function plainDynamicImports() {
  return {
    name: 'guild-plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
    },
  };
}

/**
 * The licence notices bundled libraries carry in their code (React's `@license` headers, kept by the
 * minifier) move out of the browser's chunks into one file beside them,
 * `/_astro/third-party-licenses.txt`; each chunk that had one keeps a one-line pointer to it, as
 * webpack's licence extraction does. 0.4 KB gz less on every island page (decision 15); the notices
 * still ship with the code they cover.
 * @returns {import('vite').Plugin}
 */
function thirdPartyNotices() {
  const NOTICE = /\/\*(?:(?!\*\/)[\s\S])*?@license(?:(?!\*\/)[\s\S])*\*\//g;
  let server = false;
  return {
    name: 'guild-third-party-notices',
    apply: 'build',
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (server) return;
      const chunks = Object.values(bundle).filter(
        /** @returns {c is import('rollup').OutputChunk} */ (c) =>
          c.type === 'chunk' && c.code.includes('@license'),
      );
      const notices = new Set(chunks.flatMap((c) => c.code.match(NOTICE) ?? []));
      if (notices.size === 0) return;
      // React's notices name the MIT licence "found in the LICENSE file": it goes along, whole.
      const react = [...notices].some((n) => n.includes('@license React'))
        ? [
            `React's LICENSE:\n\n${readFileSync(fileURLToPath(new URL('./node_modules/react/LICENSE', import.meta.url)), 'utf8')}`,
          ]
        : [];
      // Named by its content, like every file under /_astro/ (served as immutable).
      const file = basename(
        this.getFileName(
          this.emitFile({
            type: 'asset',
            name: 'third-party-licenses.txt',
            source: `Notices of the libraries bundled in this directory's scripts.\n\n${[...notices, ...react].join('\n\n')}\n`,
          }),
        ),
      );
      for (const chunk of chunks) chunk.code = `/*! licences: ${file} */${chunk.code.replace(NOTICE, '')}`;
    },
  };
}

/**
 * The browser's shared and on-demand chunks are named by their hash alone (`/_astro/<hash>.js`):
 * every import between chunks names a file, and a page's scripts name some 70 of them, so the
 * module names cost about 0.5 KB gz per marketplace page (decision 15). The islands' own modules,
 * named in the HTML, keep their names. The server half is not touched.
 * @returns {import('vite').Plugin}
 */
function shortChunkNames() {
  let server = false;
  return {
    name: 'guild-short-chunk-names',
    apply: 'build',
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    outputOptions(options) {
      return server ? null : { ...options, chunkFileNames: '_astro/[hash].js' };
    },
  };
}

/**
 * `client:painted`: an island hydrated once the page has painted (site/directives/painted.ts,
 * decision 19). The public marketplace pages rendered per request and the marketplace header use it.
 * @returns {import('astro').AstroIntegration}
 */
function paintedDirective() {
  return {
    name: 'guild-painted-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'painted',
          entrypoint: fileURLToPath(new URL('./site/directives/painted.ts', import.meta.url)),
        });
      },
    },
  };
}

// The site is built to static files that the Fastify server (server/main.ts) serves with the API; the
// public marketplace pages (`export const prerender = false`) are rendered per request by the same
// process through the Node adapter in middleware mode (server/plugins/market-pages.ts, decision 14).
export default defineConfig({
  srcDir: './site',
  outDir,
  cacheDir: process.env.DIST_DIR ? `${outDir}-cache` : './node_modules/.astro',
  site: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  trailingSlash: 'ignore',
  build: {
    format: 'directory',
    // Four pages rendered at a time: a page's file is written while the next ones render. The
    // rebuild after editing one article (npm run bench:build, 2,000 articles) went from 44.7-51.8 s
    // to 36.1-38.3 s; a cold build stays within the machine's noise (decision 16). The pages are
    // byte for byte the same.
    concurrency: 4,
    client: './',
    server: `../${basename(serverDir)}/`,
    // A page's stylesheets go in its <head>: no request stands between the HTML and the first paint
    // (the marketplace's three files cost /market/ a round trip or two before its largest paint).
    // Only the marketplace's pages import stylesheets; the Journal already inlines its own.
    inlineStylesheets: 'always',
  },
  // Not streamed: a page is a few kilobytes, and a render error then becomes a 500 answer instead
  // of a body cut short (server/lib/site-renderer.ts collects the answer, Fastify sends it).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  // SmartyPants where it changes text, code in the reader's colour scheme (scripts/build/markdown.mjs).
  markdown: MARKDOWN,
  integrations: [
    react(),
    paintedDirective(),
    mdx(),
    sitemap({
      // Mail-only pages and the host pages of /market/<area>/<id>/ (built for the placeholder id "_").
      filter: (page) => !MAIL_ONLY.test(page) && !page.includes('/_/') && !page.endsWith('/404/'),
      i18n: { defaultLocale: 'en', locales: { en: 'en-US', es: 'es-ES' } },
    }),
    cleanServerDir(),
    precompress({ alongside: { name: 'guild-pagefind', dir: 'pagefind', run: searchIndex } }),
  ],
  devToolbar: { enabled: false },
  vite: {
    // Each reader loads only their language's words, namespace by namespace (islands/lib/i18n).
    plugins: [
      catalogues(),
      productionReactOnServer(),
      plainDynamicImports(),
      thirdPartyNotices(),
      shortChunkNames(),
      islandChunks(),
      renameForGzip(),
    ],
    build: {
      // Islands wait for their words with a top-level await (ES2022: every browser since 2021).
      target: 'es2022',
      // No preload helper around dynamic imports: what they load (a catalogue part, a member's part of
      // the header, a dialog) is small, and the helper was 0.9 KB gz on every page.
      modulePreload: false,
      // Vite's table of gzip sizes after each bundle is only printed, never used, and gzipping every
      // chunk cost the build seconds. (The build's own .gz files come from precompress.)
      reportCompressedSize: false,
    },
  },
});
