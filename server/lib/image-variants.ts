import type { Readable } from 'node:stream';
import { HAS_VARIANTS, VARIANT_WIDTHS, type VariantWidth, variantKey } from '../../contracts/media-variants';
import type { BlobStore } from './blob-store';

/**
 * Larger pictures are not resized (their copy is the original's address): a 64-megapixel PNG
 * decodes to a quarter of a gigabyte. JPEG and WebP shrink while they load and stay far below.
 */
const MAX_INPUT_PIXELS = 64_000_000;
/** The demo pictures' own quality (scripts/seed/art/make-art.ts): no visible loss at card size. */
const QUALITY = 78;

export type VariantAnswer =
  /** The copy, kept in the store before (a stream) or made just now (its bytes). */
  | { body: Readable | Buffer; size: number }
  /** The original is not a picture sharp can resize: the client gets the original instead. */
  | { original: string }
  /** No such copy can exist: a width or key the scheme does not make, or a missing original. */
  | null;

/**
 * The copy of a public picture at a width (`contracts/media-variants.ts`), made with sharp the first
 * time it is asked for and kept in the store beside the originals, so that every later request, on
 * any instance, reads it. Requests for the same copy while it is being made wait for that one
 * making (several instances may each make it once; they write the same bytes).
 */
export function createImageVariants(store: BlobStore, log: { warn(obj: object, msg: string): void }) {
  const making = new Map<string, Promise<VariantAnswer>>();

  async function make(original: string, width: VariantWidth, key: string): Promise<VariantAnswer> {
    const blob = await store.get(original);
    if (!blob) return null;
    const input = await readAll(blob.body);
    let output: Buffer;
    try {
      // Loaded on first use: the server starts without libvips in memory.
      const { default: sharp } = await import('sharp');
      output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
    } catch (err) {
      log.warn({ err, key: original }, 'picture not resized; its copy answers the original');
      return { original };
    }
    await store.put(key, output, 'image/webp');
    return { body: output, size: output.length };
  }

  return {
    /**
     * The copy at `/media/w/<width>/<rest>`. `rest` is the original's key with `.webp` after it;
     * anything else (another width, a key that climbs out, a copy of a copy, a GIF) is null.
     */
    async get(width: string, rest: string): Promise<VariantAnswer> {
      const w = VARIANT_WIDTHS.find((candidate) => String(candidate) === width);
      if (!w || !rest.endsWith('.webp')) return null;
      const original = rest.slice(0, -'.webp'.length);
      if (!HAS_VARIANTS.test(original)) return null;
      const key = variantKey(original, w);
      const kept = await store.get(key);
      if (kept) return { body: kept.body, size: kept.size };
      let pending = making.get(key);
      if (!pending) {
        pending = make(original, w, key).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },

    /** Forgets the copies of `key` (when the original goes); a missing copy is not an error. */
    async remove(key: string): Promise<void> {
      if (!HAS_VARIANTS.test(key)) return;
      await Promise.all(VARIANT_WIDTHS.map((w) => store.remove(variantKey(key, w))));
    },
  };
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
