// @ts-check
// The bare Astro 5 blog `npm run bench:build` holds Guild's build against: the same articles, one
// page each and a list, no integrations. DIST_DIR and CONTENT_DIR are set by scripts/bench-build.ts.
import { defineConfig } from 'astro/config';

const outDir = process.env.DIST_DIR ?? './dist';
export default defineConfig({
  outDir,
  cacheDir: `${outDir}-cache`,
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});
