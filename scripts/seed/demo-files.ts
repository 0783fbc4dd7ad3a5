import { crc32, deflateSync } from 'node:zlib';

// Small files made by code for demo data and tests: original PNG artwork, zip kits and PDFs.
// Nothing is downloaded and nothing binary is committed except one tiny demo video.

type Rgb = [number, number, number];

export interface Palette {
  from: Rgb;
  to: Rgb;
  accent: Rgb;
  ink: Rgb;
}

/** A few palettes; a seed picks one per picture so the catalogue looks varied. */
export const PALETTES: Palette[] = [
  { from: [67, 56, 202], to: [14, 165, 233], accent: [250, 204, 21], ink: [255, 255, 255] },
  { from: [190, 24, 93], to: [251, 146, 60], accent: [255, 237, 213], ink: [255, 255, 255] },
  { from: [4, 120, 87], to: [132, 204, 22], accent: [236, 252, 203], ink: [255, 255, 255] },
  { from: [30, 41, 59], to: [99, 102, 241], accent: [244, 114, 182], ink: [226, 232, 240] },
  { from: [217, 119, 6], to: [220, 38, 38], accent: [254, 243, 199], ink: [255, 255, 255] },
  { from: [8, 145, 178], to: [16, 185, 129], accent: [207, 250, 254], ink: [255, 255, 255] },
  { from: [109, 40, 217], to: [236, 72, 153], accent: [253, 230, 138], ink: [255, 255, 255] },
  { from: [15, 23, 42], to: [51, 65, 85], accent: [56, 189, 248], ink: [241, 245, 249] },
];

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** Encodes RGB pixels (row-major, 3 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small deterministic random source, so the same seed draws the same picture. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

interface Shape {
  /** Signed distance from the pixel to the shape's edge (negative inside), and its bounding box. */
  dist: ((x: number, y: number) => number) & { box: [number, number, number, number] };
  color: Rgb;
  alpha: number;
}

const roundRect = (cx: number, cy: number, hw: number, hh: number, r: number) =>
  Object.assign(
    (x: number, y: number) => {
      const qx = Math.abs(x - cx) - hw + r;
      const qy = Math.abs(y - cy) - hh + r;
      return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
    },
    { box: [cx - hw - 1, cy - hh - 1, cx + hw + 1, cy + hh + 1] as [number, number, number, number] },
  );
const circle = (cx: number, cy: number, r: number) =>
  Object.assign((x: number, y: number) => Math.hypot(x - cx, y - cy) - r, {
    box: [cx - r - 1, cy - r - 1, cx + r + 1, cy + r + 1] as [number, number, number, number],
  });

/**
 * Original artwork for a gig: a gradient with soft shapes and a mock interface card (window, header,
 * text lines, buttons), different for every seed.
 */
export function gigArtwork(seed: number, width = 800, height = 450): Buffer {
  const r = rng(seed * 7919 + 17);
  const p = PALETTES[seed % PALETTES.length]!;
  const shapes: Shape[] = [];
  for (let i = 0; i < 5; i++) {
    shapes.push({
      dist: circle(r() * width, r() * height, (0.08 + r() * 0.25) * height),
      color: i % 2 ? p.accent : p.ink,
      alpha: 0.08 + r() * 0.12,
    });
  }
  const cw = width * (0.5 + r() * 0.15);
  const ch = height * (0.55 + r() * 0.15);
  const cx = width * (0.5 + (r() - 0.5) * 0.2);
  const cy = height * 0.52;
  const left = cx - cw / 2;
  const top = cy - ch / 2;
  shapes.push({ dist: roundRect(cx + 10, cy + 14, cw / 2, ch / 2, 18), color: [0, 0, 0], alpha: 0.18 });
  shapes.push({ dist: roundRect(cx, cy, cw / 2, ch / 2, 18), color: [255, 255, 255], alpha: 0.96 });
  shapes.push({
    dist: roundRect(cx, top + 22, cw / 2 - 1, 21, 0),
    color: mix(p.from, p.to, 0.3),
    alpha: 0.14,
  });
  for (let i = 0; i < 3; i++) {
    shapes.push({
      dist: circle(left + 24 + i * 22, top + 22, 6),
      color: i === 0 ? p.from : p.to,
      alpha: 0.8,
    });
  }
  shapes.push({
    dist: roundRect(left + 40 + cw * 0.12, top + 80, cw * 0.12, 22, 11),
    color: p.accent,
    alpha: 1,
  });
  shapes.push({
    dist: roundRect(left + 40 + cw * 0.12, top + 80, cw * 0.12, 22, 11),
    color: p.from,
    alpha: 0.35,
  });
  const room = Math.floor((ch - 130 - 28 - 68 - 16) / 26) + 1;
  const lines = Math.max(1, Math.min(room, 3 + Math.floor(r() * 3)));
  for (let i = 0; i < lines; i++) {
    const w = cw * (0.3 + r() * 0.45);
    shapes.push({
      dist: roundRect(left + 28 + w / 2, top + 130 + i * 26, w / 2, 6, 6),
      color: [203, 213, 225],
      alpha: 1,
    });
  }
  const tiles = 3;
  const tw = (cw - 56 - (tiles - 1) * 14) / tiles;
  for (let i = 0; i < tiles; i++) {
    const tx = left + 28 + tw / 2 + i * (tw + 14);
    const ty = top + ch - 28 - 34;
    shapes.push({
      dist: roundRect(tx, ty, tw / 2, 34, 10),
      color: mix(p.from, p.to, i / (tiles - 1)),
      alpha: 0.85,
    });
  }

  const px = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = mix(p.from, p.to, clamp((x / width) * 0.6 + (y / height) * 0.4));
      for (const s of shapes) {
        const [x0, y0, x1, y1] = s.dist.box;
        if (x < x0 || x > x1 || y < y0 || y > y1) continue;
        const d = s.dist(x, y);
        if (d > 1) continue;
        const a = s.alpha * clamp(0.5 - d);
        if (a > 0) c = mix(c, s.color, a);
      }
      const i = (y * width + x) * 3;
      px[i] = c[0];
      px[i + 1] = c[1];
      px[i + 2] = c[2];
    }
  }
  return encodePng(width, height, px);
}

/** A zip archive of the given files, stored without compression (every unzip tool reads it). */
export function makeZip(files: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const centralBuf = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBuf, end]);
}

/** A one-page PDF with a title and lines of text (Latin-1), for kit instructions. */
export function makePdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [
    'BT /F1 22 Tf 72 760 Td',
    `(${esc(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
