import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encodePng, PALETTES } from './demo-files';

// Demo pictures for profiles, made by code: organization logos and badges (portraits: art/).

/** A 5×7 pixel font for the initials (A–Z). */
const GLYPHS: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01111', '10000', '10000', '10011', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

type Rgb = [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * A square picture: a diagonal gradient with the text's letters drawn in the pixel font,
 * anti-aliased by 4×4 supersampling. `round` draws a circle (avatars) instead of a square.
 */
function lettered(text: string, seed: number, size: number, round: boolean): Buffer {
  const p = PALETTES[seed % PALETTES.length]!;
  const letters = [...text.toUpperCase()].filter((c) => GLYPHS[c]).slice(0, 2);
  const cell = Math.floor(size / (letters.length === 1 ? 11 : 15));
  const width = letters.length * 5 * cell + (letters.length - 1) * cell;
  const x0 = (size - width) / 2;
  const y0 = (size - 7 * cell) / 2;
  const ink = (x: number, y: number) => {
    const gy = Math.floor((y - y0) / cell);
    if (gy < 0 || gy > 6) return false;
    const rel = x - x0;
    if (rel < 0) return false;
    const slot = Math.floor(rel / (6 * cell));
    const gx = Math.floor((rel - slot * 6 * cell) / cell);
    const glyph = GLYPHS[letters[slot] ?? ''];
    return glyph !== undefined && gx < 5 && glyph[gy]![gx] === '1';
  };
  const px = new Uint8Array(size * size * 3);
  const white: Rgb = [255, 255, 255];
  const r = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let c = mix(p.from, p.to, (x + y) / (2 * size));
      let cover = 0;
      let inside = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const fx = x + (sx + 0.5) / 4;
          const fy = y + (sy + 0.5) / 4;
          if (ink(fx, fy)) cover++;
          if (!round || Math.hypot(fx - r, fy - r) <= r) inside++;
        }
      }
      c = mix(c, p.ink, cover / 16);
      c = mix(white, c, inside / 16);
      const i = (y * size + x) * 3;
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
  return encodePng(size, size, px);
}

export const logoPng = (initials: string, seed: number) => lettered(initials, seed, 64, false);

/**
 * Where the demo files go: the public uploads of the data folder ($DATA_DIR/uploads/public, which
 * the storage plugin serves at /media/), whichever database holds the rows.
 */
export function uploadsRoot(dataDir: string): string {
  return join(dataDir, 'uploads', 'public');
}

/** Writes a demo file under the uploads; answers its storage key (or null when there is nowhere to write). */
export function writeUpload(root: string | null, key: string, data: Buffer): string | null {
  if (!root) return null;
  const path = join(root, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  return key;
}
