import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

export interface PackedPages {
  /**
   * The brotli copy of `html` packed earlier, or undefined: then the page goes out compressed as
   * every other answer is (`@fastify/compress`, quality 5), and this render is counted.
   */
  take(html: Buffer): Buffer | undefined;
  /** Settles once the packing under way, if any, is done (tests). */
  idle(): Promise<void>;
}

/**
 * Pages rendered per request, compressed once at brotli's best (quality 11) for each distinct
 * HTML, in the thread pool (decision 21). Quality 11 takes about 140 ms for `/market/` here
 * (quality 5 takes 3 ms) and makes it 10% smaller, which brings its HTML within the first round
 * trip of a slow connection; so the same HTML is packed once and kept, never per request.
 * - A page is packed the second time the same HTML is rendered, so a page seen once costs nothing.
 * - One packing at a time: a second page to pack while one is under way waits for its next render.
 * - What is kept is bounded (`limitBytes`), the least recently sent dropped first.
 */
export function createPackedPages(limitBytes = 16 * 1024 * 1024): PackedPages {
  const packed = new Map<string, Buffer>();
  const seen = new Set<string>();
  let bytes = 0;
  let packing: Promise<void> | null = null;

  const keep = (key: string, body: Buffer) => {
    packed.set(key, body);
    bytes += body.length;
    for (const [oldest, copy] of packed) {
      if (bytes <= limitBytes) break;
      packed.delete(oldest);
      bytes -= copy.length;
    }
  };

  return {
    take(html) {
      const key = createHash('sha1').update(html).digest('base64');
      const hit = packed.get(key);
      if (hit) {
        // Most recently sent last: the oldest is dropped first.
        packed.delete(key);
        packed.set(key, hit);
        return hit;
      }
      if (!seen.has(key)) {
        seen.add(key);
        if (seen.size > 4096) seen.delete(seen.values().next().value as string);
        return undefined;
      }
      if (!packing) {
        packing = brotli(html, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        })
          .then((body) => keep(key, body))
          // Not packed: the page keeps going out as compress makes it.
          .catch(() => undefined)
          .finally(() => {
            packing = null;
          });
      }
      return undefined;
    },
    async idle() {
      await packing;
    },
  };
}
