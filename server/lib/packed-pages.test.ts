import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPackedPages } from './packed-pages';

const WORDS = ['kit', 'dashboard', 'Flutter', 'portfolio', 'booking', 'design', 'system', 'React', 'seller'];

/** A page of cards with varied words (a fixed sequence, so every run packs the same bytes). */
function page(n: number): Buffer {
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed;
  };
  const cards = Array.from(
    { length: 300 },
    (_, i) =>
      `<li class="gig-card"><a href="/market/gigs/${next().toString(36)}/">${WORDS[next() % 9]} ${WORDS[next() % 9]}</a><span>${next() % 1000} views</span></li>`,
  );
  return Buffer.from(`<!doctype html><main data-n="${n}"><ul>${cards.join('')}</ul></main>`);
}

describe('packed pages', () => {
  it('packs the same HTML the second time it is rendered, and answers it from then on', async () => {
    const packed = createPackedPages();
    const html = page(1);
    expect(packed.take(html)).toBeUndefined();
    await packed.idle();
    // Seen once: nothing was packed.
    expect(packed.take(html)).toBeUndefined();
    await packed.idle();
    const copy = packed.take(html);
    expect(copy).toBeInstanceOf(Buffer);
    expect(brotliDecompressSync(copy!).equals(html)).toBe(true);
    // Brotli's best, smaller than what compress sends (quality 5).
    const everyday = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(copy!.length).toBeLessThan(everyday.length);
    // Another HTML (a count moved) is another page.
    expect(packed.take(page(2))).toBeUndefined();
  });

  it('keeps within its limit, dropping the least recently sent first', async () => {
    const first = page(1);
    const second = page(2);
    const third = page(3);
    const packTwice = async (html: Buffer) => {
      packed.take(html);
      packed.take(html);
      await packed.idle();
    };
    const size = brotliCompressSync(first).length;
    const packed = createPackedPages(size * 2 + size / 2);
    await packTwice(first);
    await packTwice(second);
    expect(packed.take(first)).toBeDefined(); // now the most recently sent
    await packTwice(third);
    expect(packed.take(second)).toBeUndefined();
    expect(packed.take(first)).toBeDefined();
    expect(packed.take(third)).toBeDefined();
  });
});
