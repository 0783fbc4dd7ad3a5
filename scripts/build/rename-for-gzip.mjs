// @ts-check
import { minify } from 'terser';

/**
 * The browser's larger chunks get their names once more from terser, after esbuild has minified
 * them (decision 15, amendment of 2026-11-28 "evening"). Only the mangler runs (no compress pass):
 * the code stays as esbuild wrote it, licence comments included, and only local and module-level
 * names change (an import's or export's own name never does). Terser gives the shortest names to
 * the most used bindings across the whole module, which gzip repays: React DOM's chunk, 66.8 KB gz
 * as esbuild leaves it, is 0.8 KB smaller; the shell's 0.1 KB. On small chunks the gain is a few
 * bytes for the time, so they are left alone.
 * @param {{ minLength?: number }} [options] chunks shorter than this many characters are kept as they are
 * @returns {import('vite').Plugin}
 */
export function renameForGzip({ minLength = 16_384 } = {}) {
  let server = false;
  return {
    name: 'guild-rename-for-gzip',
    apply: 'build',
    configResolved(config) {
      server = Boolean(config.build.ssr);
    },
    renderChunk: {
      // After Vite's own minifier, which is an ordinary renderChunk hook.
      order: 'post',
      async handler(code) {
        if (server || code.length < minLength) return null;
        const { code: renamed } = await minify(code, {
          module: true,
          compress: false,
          mangle: true,
          format: { comments: 'some' },
        });
        return renamed ? { code: renamed, map: null } : null;
      },
    },
  };
}
