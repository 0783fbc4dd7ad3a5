// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

const port = Number(process.env.PORT ?? 4321);
// DIST_DIR lets parallel builds (tests in separate worktrees or sessions) keep their own output.
const outDir = process.env.DIST_DIR ?? './dist';

// The whole site is built to static files; the Fastify server (server/main.ts) serves them and the API.
export default defineConfig({
  srcDir: './site',
  outDir,
  cacheDir: process.env.DIST_DIR ? `${outDir}-cache` : './node_modules/.astro',
  site: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), mdx()],
  devToolbar: { enabled: false },
});
