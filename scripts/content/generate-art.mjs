#!/usr/bin/env node
// Guild Journal art generator: deterministic, dependency-free SVGs derived from content slugs.
//
//   node scripts/content/generate-art.mjs             writes public/covers, public/tools, public/creators, public/og
//   node scripts/content/generate-art.mjs --describe  prints the EN/ES description of every cover as JSON
//
// Every image is a pure function of its slug (and the title/name read from the frontmatter), so running the
// script twice produces byte-identical files. Covers are abstract compositions; tool tiles and creator
// avatars carry a monogram whose colour is chosen to keep a WCAG contrast ratio of at least 4.5:1.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTENT = path.join(ROOT, 'content');
const PUBLIC = path.join(ROOT, 'public');
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

// ---------- content reading ----------

function frontmatter(file) {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const data = {};
  if (!match) return data;
  for (const line of match[1].split(/\r?\n/)) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!kv) continue;
    let value = kv[2].trim();
    if (value.startsWith('"') && value.endsWith('"')) value = JSON.parse(value);
    else if (value.startsWith("'") && value.endsWith("'")) value = value.slice(1, -1).replaceAll("''", "'");
    data[kv[1]] = value;
  }
  return data;
}

function entries(dir, exts) {
  const full = path.join(CONTENT, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full)
    .filter((name) => exts.some((ext) => name.endsWith(ext)))
    .sort()
    .map((name) => ({
      slug: name.replace(/\.[^.]+$/, ''),
      data: frontmatter(path.join(full, name)),
    }));
}

// ---------- deterministic randomness ----------

function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3 finaliser: FNV alone has weak low bits, which skews small moduli.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

// ---------- colour ----------

function hsl(h, s, l) {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (n) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n) => lig - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return { h: hue, s, l, hex: `#${hex(f(0))}${hex(f(8))}${hex(f(4))}` };
}

function luminance(hex) {
  const channel = (i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

const INK = '#14121f';
const PAPER = '#ffffff';

// Returns a background/text pair with contrast >= 4.5, nudging the background lightness if needed.
function legible(h, s, l) {
  let bg = hsl(h, s, l);
  for (let step = 0; step < 40; step++) {
    const dark = contrast(bg.hex, PAPER);
    const light = contrast(bg.hex, INK);
    if (Math.max(dark, light) >= 4.5) return { bg, fg: dark >= light ? PAPER : INK };
    bg = hsl(h, s, bg.l < 50 ? bg.l - 2 : bg.l + 2);
  }
  return { bg: hsl(h, s, 20), fg: PAPER };
}

const HUE_NAMES = [
  [15, 'red', 'rojo'],
  [40, 'orange', 'naranja'],
  [55, 'amber', 'ámbar'],
  [70, 'yellow', 'amarillo'],
  [95, 'lime', 'lima'],
  [150, 'green', 'verde'],
  [185, 'teal', 'verde azulado'],
  [205, 'azure', 'celeste'],
  [240, 'blue', 'azul'],
  [265, 'indigo', 'añil'],
  [290, 'violet', 'violeta'],
  [330, 'magenta', 'magenta'],
  [360, 'rose', 'rosa'],
];

// Very dark reds, oranges and yellows read as browns and olives, not as "deep yellow".
const DARK_NAMES = {
  red: { en: 'maroon', es: 'granate' },
  orange: { en: 'dark brown', es: 'marrón oscuro' },
  amber: { en: 'brown', es: 'marrón' },
  yellow: { en: 'dark olive', es: 'oliva oscuro' },
  lime: { en: 'dark olive', es: 'oliva oscuro' },
};

function colourName(c) {
  if (c.s < 12) {
    if (c.l < 22) return { en: 'near-black', es: 'casi negro' };
    if (c.l > 88) return { en: 'off-white', es: 'blanco roto' };
    return { en: 'grey', es: 'gris' };
  }
  const [, en, es] = HUE_NAMES.find(([max]) => c.h < max);
  if (c.l < 28) return DARK_NAMES[en] ?? { en: `deep ${en}`, es: `${es} oscuro` };
  if (c.l > 82) return { en: `pale ${en}`, es: `${es} pálido` };
  return { en, es };
}

function palette(r) {
  const base = r.int(0, 359);
  const scheme = r.pick([150, 180, 120, 40, 210]);
  const dark = r.next() < 0.5;
  const bg = dark
    ? hsl(base + r.int(-20, 20), r.int(30, 55), r.int(10, 16))
    : hsl(base + 20, r.int(25, 45), r.int(93, 96));
  const a = hsl(base, r.int(60, 85), dark ? r.int(55, 65) : r.int(45, 55));
  const b = hsl(base + scheme, r.int(55, 80), dark ? r.int(60, 72) : r.int(38, 50));
  const c = hsl(base + scheme / 2 + 180, r.int(50, 75), dark ? r.int(75, 85) : r.int(60, 72));
  return { dark, bg, a, b, c };
}

// ---------- svg helpers ----------

function esc(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function svg(w, h, title, desc, body) {
  const d = desc ? `<desc id="d">${esc(desc)}</desc>` : '';
  const labelled = desc ? 't d' : 't';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="${labelled}"><title id="t">${esc(title)}</title>${d}${body}</svg>\n`;
}

const NUMBERS = {
  3: ['Three', 'Tres'],
  4: ['Four', 'Cuatro'],
  5: ['Five', 'Cinco'],
  6: ['Six', 'Seis'],
  7: ['Seven', 'Siete'],
  8: ['Eight', 'Ocho'],
  9: ['Nine', 'Nueve'],
  10: ['Ten', 'Diez'],
  11: ['Eleven', 'Once'],
  12: ['Twelve', 'Doce'],
};
const num = (n, lang) => (NUMBERS[n] ? NUMBERS[n][lang === 'es' ? 1 : 0] : String(n));
const low = (n, lang) => num(n, lang).toLowerCase();

const an = (word) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const list = (names) =>
  names.length < 2 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
const lista = (names) => (names.length < 2 ? names[0] : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`);

// ---------- covers (1200x630) ----------

const COMPOSITIONS = {
  orbits(r, p) {
    const out = [];
    const cx = r.int(420, 780);
    const cy = r.int(250, 380);
    for (const [i, col] of [p.a, p.b, p.c].entries()) {
      const x = cx + r.int(-220, 220);
      const y = cy + r.int(-120, 120);
      out.push(
        `<circle cx="${x}" cy="${y}" r="${r.int(150, 240)}" fill="${col.hex}" opacity="${0.55 + i * 0.1}"/>`,
      );
    }
    for (let i = 1; i <= 4; i++) {
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${120 + i * 70}" fill="none" stroke="${p.c.hex}" stroke-width="2" opacity="0.5"/>`,
      );
    }
    const dots = r.int(12, 20);
    for (let i = 0; i < dots; i++) {
      out.push(
        `<circle cx="${r.int(30, 1170)}" cy="${r.int(30, 600)}" r="${r.int(4, 10)}" fill="${p.c.hex}"/>`,
      );
    }
    const [a, b, c, bg] = [p.a, p.b, p.c, p.bg].map(colourName);
    return {
      body: out.join(''),
      en: `Three large overlapping translucent circles in ${list([a.en, b.en, c.en])} on ${an(bg.en)} background, surrounded by thin concentric rings and a scatter of small dots.`,
      es: `Tres grandes círculos translúcidos superpuestos en ${lista([a.es, b.es, c.es])} sobre un fondo ${bg.es}, rodeados de finos anillos concéntricos y pequeños puntos dispersos.`,
    };
  },
  grid(r, p) {
    const out = [];
    const cols = r.int(8, 12);
    const rows = r.int(4, 6);
    const size = Math.floor(Math.min(900 / cols, 480 / rows)) - 12;
    const x0 = Math.floor((1200 - cols * (size + 12)) / 2);
    const y0 = Math.floor((630 - rows * (size + 12)) / 2);
    const big = { x: r.int(x0 + 100, 1100 - x0), y: r.int(180, 450), r: r.int(140, 210) };
    out.push(`<circle cx="${big.x}" cy="${big.y}" r="${big.r}" fill="${p.b.hex}" opacity="0.85"/>`);
    let lit = 0;
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const hot = r.next() < 0.08;
        lit += hot ? 1 : 0;
        const col = hot ? p.c.hex : p.a.hex;
        out.push(
          `<rect x="${x0 + x * (size + 12)}" y="${y0 + y * (size + 12)}" width="${size}" height="${size}" rx="${Math.floor(size / 5)}" fill="${col}" opacity="${hot ? 1 : 0.7}"/>`,
        );
      }
    }
    const [a, b, c, bg] = [p.a, p.b, p.c, p.bg].map(colourName);
    const hot = lit === 0 ? '' : `, ${lit === 1 ? 'one tile' : 'a few tiles'} picked out in ${c.en}`;
    const hotEs =
      lit === 0 ? '' : `, ${lit === 1 ? 'uno de ellos destacado' : 'algunos destacados'} en ${c.es}`;
    return {
      body: out.join(''),
      en: `A grid of ${low(rows)} by ${low(cols)} rounded squares in ${a.en} on ${an(bg.en)} background${hot}, with one large ${b.en} circle glowing behind the grid.`,
      es: `Una cuadrícula de ${low(rows, 'es')} por ${low(cols, 'es')} cuadrados redondeados en ${a.es} sobre un fondo ${bg.es}${hotEs}, con un gran círculo ${b.es} detrás.`,
    };
  },
  stripes(r, p) {
    const out = [];
    const n = r.int(5, 7);
    const cols = [p.a, p.b, p.c];
    const w = Math.ceil(1800 / n);
    const tilt = r.int(180, 320);
    for (let i = 0; i < n; i++) {
      const x = -300 + i * w;
      out.push(
        `<path d="M${x} 630L${x + tilt} 0h${w - 18}L${x + w - 18} 630z" fill="${cols[i % 3].hex}" opacity="${0.45 + (i % 3) * 0.2}"/>`,
      );
    }
    const sun = { x: r.int(200, 1000), y: r.int(150, 480), r: r.int(70, 120) };
    out.push(`<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${p.bg.hex}"/>`);
    out.push(`<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r - 18}" fill="${p.c.hex}"/>`);
    const [a, b, c, bg] = [p.a, p.b, p.c, p.bg].map(colourName);
    return {
      body: out.join(''),
      en: `${num(n)} diagonal bands of ${list([a.en, b.en, c.en])} sweep across ${an(bg.en)} background, with a single ${c.en} circle ringed in ${bg.en} sitting on top of them.`,
      es: `${num(n, 'es')} franjas diagonales en ${lista([a.es, b.es, c.es])} cruzan un fondo ${bg.es}, con un único círculo ${c.es} enmarcado en ${bg.es} encima.`,
    };
  },
  blocks(r, p) {
    const out = [];
    const cols = [p.a, p.b, p.c];
    const n = r.int(3, 4);
    const w = Math.floor(1000 / n);
    const used = new Set();
    for (let i = 0; i < n; i++) {
      const x = 100 + i * w;
      const h = r.int(260, 460);
      const col = cols[i % 3].hex;
      const kind = r.int(0, 2);
      let top = 560 - h;
      used.add(kind);
      if (kind === 0) {
        const rad = Math.floor((w - 30) / 2);
        out.push(
          `<path d="M${x} 560V${560 - h + rad}a${rad} ${rad} 0 0 1 ${rad * 2} 0V560z" fill="${col}"/>`,
        );
      } else if (kind === 1) {
        out.push(`<rect x="${x}" y="${560 - h}" width="${w - 30}" height="${h}" fill="${col}"/>`);
      } else {
        const rad = w - 30;
        top = 560 - rad;
        out.push(`<path d="M${x} 560V${top}a${rad} ${rad} 0 0 1 ${rad} ${rad}z" fill="${col}"/>`);
      }
      out.push(
        `<circle cx="${x + Math.floor((w - 30) / 2)}" cy="${top - 50}" r="18" fill="${cols[(i + 1) % 3].hex}"/>`,
      );
    }
    out.push(`<rect x="60" y="560" width="1080" height="12" fill="${p.c.hex}"/>`);
    const [a, b, c, bg] = [p.a, p.b, p.c, p.bg].map(colourName);
    const kinds = [...used].sort();
    const shapes = list(kinds.map((k) => ['arches', 'rectangles', 'quarter circles'][k]));
    const formas = lista(kinds.map((k) => ['arcos', 'rectángulos', 'cuartos de círculo'][k]));
    return {
      body: out.join(''),
      en: `A row of ${low(n)} bold geometric forms — ${shapes} — in ${list([a.en, b.en, c.en])} standing on a thin baseline against ${an(bg.en)} background, each topped by a small dot.`,
      es: `Una fila de ${low(n, 'es')} formas geométricas rotundas (${formas}) en ${lista([a.es, b.es, c.es])} sobre una fina línea de base y un fondo ${bg.es}, cada una coronada por un pequeño punto.`,
    };
  },
  waves(r, p) {
    const out = [];
    const sun = { x: r.int(250, 950), y: r.int(120, 230), r: r.int(60, 100) };
    out.push(`<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${p.c.hex}"/>`);
    const layers = r.int(4, 5);
    for (let i = 0; i < layers; i++) {
      const base = 300 + i * 70;
      const amp = r.int(20, 60);
      const shift = r.int(0, 300);
      const col = i % 2 === 0 ? p.a : p.b;
      let d = `M0 ${base}`;
      for (let x = 0; x <= 1200; x += 300) {
        d += `Q${x + 75 + shift / 4} ${base - amp} ${x + 150} ${base}T${x + 300} ${base}`;
      }
      out.push(`<path d="${d}V630H0z" fill="${col.hex}" opacity="${0.5 + i * 0.1}"/>`);
    }
    const [a, b, c, bg] = [p.a, p.b, p.c, p.bg].map(colourName);
    return {
      body: out.join(''),
      en: `${num(layers)} layered wavy bands in ${a.en} and ${b.en} rise from the bottom edge like hills, under ${an(c.en)} circle in ${an(bg.en)} sky.`,
      es: `${num(layers, 'es')} franjas onduladas superpuestas en ${a.es} y ${b.es} suben desde el borde inferior como colinas, bajo un círculo ${c.es} en un cielo ${bg.es}.`,
    };
  },
  steps(r, p) {
    const out = [];
    const n = r.int(5, 9);
    const w = Math.floor(960 / n);
    const pts = [];
    for (let i = 0; i < n; i++) {
      const h = r.int(120, 460);
      const x = 120 + i * w;
      const col = i % 2 === 0 ? p.a : p.b;
      out.push(`<rect x="${x}" y="${560 - h}" width="${w - 24}" height="${h}" rx="8" fill="${col.hex}"/>`);
      pts.push(`${x + Math.floor((w - 24) / 2)} ${560 - h - r.int(20, 60)}`);
    }
    out.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="${p.c.hex}" stroke-width="6" stroke-linejoin="round"/>`,
    );
    for (const pt of pts) {
      const [x, y] = pt.split(' ');
      out.push(`<circle cx="${x}" cy="${y}" r="10" fill="${p.c.hex}"/>`);
    }
    const [a, b, c, bg] = [p.a, p.b, p.c, p.bg].map(colourName);
    return {
      body: out.join(''),
      en: `${num(n)} vertical bars of varying height, alternating ${a.en} and ${b.en}, on ${an(bg.en)} background, traced above by ${an(c.en)} line joining dots like a chart.`,
      es: `${num(n, 'es')} barras verticales de distinta altura, alternando ${a.es} y ${b.es}, sobre un fondo ${bg.es}, con una línea de color ${c.es} que une puntos por encima como en un gráfico.`,
    };
  },
};

function cover(slug, title) {
  const r = rng(hash(`cover:${slug}`));
  const p = palette(r);
  // The salt only picks which layout a slug gets; 'layout-37' happens to spread the launch set evenly.
  const kinds = Object.keys(COMPOSITIONS);
  const kind = kinds[hash(`layout-37:${slug}`) % kinds.length];
  const art = COMPOSITIONS[kind](r, p);
  const body = `<rect width="1200" height="630" fill="${p.bg.hex}"/>${art.body}`;
  return {
    kind,
    en: art.en,
    es: art.es,
    svg: svg(1200, 630, `Cover illustration for “${title}”`, art.en, body),
  };
}

// ---------- tool tiles (64x64) ----------

function monogram(name) {
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1) return (words[0][0] + words[1][0]).toUpperCase();
  const w = words[0];
  return w === w.toUpperCase() ? w.slice(0, 2) : w[0].toUpperCase() + w[1].toLowerCase();
}

const CATEGORY_MARKS = {
  'ux-tools': (c) => `<circle cx="54" cy="10" r="5" fill="${c}"/>`,
  'virtual-reality': (c) => `<path d="M48 6l6 3.5v7L48 20l-6-3.5v-7z" fill="${c}"/>`,
  'prototyping-tools': (c) => `<rect x="45" y="5" width="11" height="11" rx="2" fill="${c}"/>`,
  accessibility: (c) =>
    `<path d="M50 4a6 6 0 1 1 0 12a6 6 0 1 1 0-12z" fill="none" stroke="${c}" stroke-width="2.5"/>`,
  'conversational-design': (c) => `<path d="M43 5h14v9h-8l-4 4v-4h-2z" fill="${c}"/>`,
};

function toolTile(slug, name, category) {
  const r = rng(hash(`tool:${slug}`));
  const { bg, fg } = legible(r.int(0, 359), r.int(45, 75), r.int(25, 45));
  const mark = (CATEGORY_MARKS[category] ?? CATEGORY_MARKS['ux-tools'])(fg);
  const text = monogram(name);
  const size = text.length > 1 ? 24 : 30;
  const body =
    `<rect width="64" height="64" rx="14" fill="${bg.hex}"/>${mark}` +
    `<text x="32" y="${Math.round(34 + size * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fg}">${esc(text)}</text>`;
  return svg(64, 64, `${name} logo tile`, '', body);
}

// ---------- creator avatars (256x256) ----------

function initials(name) {
  const words = name.split(/\s+/).filter(Boolean);
  return (words[0][0] + (words.length > 1 ? words.at(-1)[0] : '')).toUpperCase();
}

function avatar(slug, name) {
  const r = rng(hash(`creator:${slug}`));
  const hue = r.int(0, 359);
  const back = hsl(hue + 180, r.int(35, 55), r.int(88, 94));
  const shapes = [];
  for (let i = 0; i < 5; i++) {
    const c = hsl(hue + r.int(-60, 60), r.int(50, 75), r.int(55, 75));
    if (r.next() < 0.5) {
      shapes.push(
        `<circle cx="${r.int(0, 256)}" cy="${r.int(0, 256)}" r="${r.int(30, 80)}" fill="${c.hex}" opacity="0.7"/>`,
      );
    } else {
      const x = r.int(-20, 200);
      const y = r.int(-20, 200);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${r.int(50, 110)}" height="${r.int(50, 110)}" rx="12" fill="${c.hex}" opacity="0.6" transform="rotate(${r.int(-30, 30)} ${x} ${y})"/>`,
      );
    }
  }
  const { bg, fg } = legible(hue, r.int(45, 70), r.int(26, 38));
  const body =
    `<rect width="256" height="256" fill="${back.hex}"/>${shapes.join('')}` +
    `<circle cx="128" cy="128" r="74" fill="${bg.hex}"/>` +
    `<circle cx="128" cy="128" r="82" fill="none" stroke="${bg.hex}" stroke-width="4" opacity="0.5"/>` +
    `<text x="128" y="148" text-anchor="middle" font-family="${FONT}" font-size="58" font-weight="700" letter-spacing="2" fill="${fg}">${esc(initials(name))}</text>`;
  return svg(256, 256, `Abstract avatar of ${name}`, '', body);
}

// ---------- default Open Graph card (1200x630) ----------

function ogCard() {
  const ink = '#14121f';
  const body =
    `<rect width="1200" height="630" fill="${ink}"/>` +
    '<circle cx="1010" cy="150" r="210" fill="#e8684a" opacity="0.9"/>' +
    '<circle cx="1110" cy="400" r="160" fill="#3fb8a6" opacity="0.75"/>' +
    '<rect x="80" y="470" width="160" height="10" fill="#f2c14e"/>' +
    `<text x="80" y="300" font-family="${FONT}" font-size="96" font-weight="800" fill="#ffffff">Guild Journal</text>` +
    `<text x="80" y="380" font-family="${FONT}" font-size="36" fill="#e6e3f0">Design, research and code, in the open.</text>`;
  return svg(
    1200,
    630,
    'Guild Journal',
    'The words Guild Journal in white on a near-black background beside overlapping coral and teal circles.',
    body,
  );
}

// ---------- main ----------

function write(rel, content) {
  const file = path.join(PUBLIC, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return content.length;
}

const articles = entries('articles/en', ['.md', '.mdx']);
const tools = entries('tools', ['.md', '.mdx']);
const creators = entries('creators', ['.md', '.mdx']);

if (process.argv.includes('--describe')) {
  const out = {};
  for (const { slug, data } of articles) {
    const c = cover(slug, data.title ?? slug);
    out[slug] = { kind: c.kind, en: c.en, es: c.es };
  }
  console.log(JSON.stringify(out, null, 2));
} else {
  let largest = 0;
  for (const { slug, data } of articles)
    largest = Math.max(largest, write(`covers/${slug}.svg`, cover(slug, data.title ?? slug).svg));
  for (const { slug, data } of tools)
    largest = Math.max(largest, write(`tools/${slug}.svg`, toolTile(slug, data.name ?? slug, data.category)));
  for (const { slug, data } of creators)
    largest = Math.max(largest, write(`creators/${slug}.svg`, avatar(slug, data.name ?? slug)));
  largest = Math.max(largest, write('og/default.svg', ogCard()));
  console.log(
    `generate-art: ${articles.length} covers, ${tools.length} tool tiles, ${creators.length} avatars, 1 og card (largest ${largest} bytes)`,
  );
}
