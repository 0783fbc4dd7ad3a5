// Demo imagery as SVG, a pure function of each item's name (and category): gig covers and screens,
// team logos and banners, illustrated portrait avatars. make-art.ts renders these to WebP with sharp
// and commits them under scripts/seed/media/art/; the seed only copies the files.

/** FNV-1a with a murmur3 finaliser: stable across runs and machines. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a small seeded random source. */
export function rng(seed: number) {
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
    range: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
type Rng = ReturnType<typeof rng>;

interface Palette {
  bg: [string, string];
  accent: string;
  accent2: string;
  ink: string;
}

const PALETTES: Palette[] = [
  { bg: ['#312e81', '#0ea5e9'], accent: '#facc15', accent2: '#f472b6', ink: '#ffffff' },
  { bg: ['#9d174d', '#fb923c'], accent: '#fde68a', accent2: '#38bdf8', ink: '#ffffff' },
  { bg: ['#064e3b', '#65a30d'], accent: '#fef08a', accent2: '#f97316', ink: '#ffffff' },
  { bg: ['#0f172a', '#6366f1'], accent: '#f472b6', accent2: '#22d3ee', ink: '#e2e8f0' },
  { bg: ['#b45309', '#dc2626'], accent: '#fef3c7', accent2: '#1e3a8a', ink: '#ffffff' },
  { bg: ['#0e7490', '#10b981'], accent: '#fde047', accent2: '#7c3aed', ink: '#ffffff' },
  { bg: ['#6d28d9', '#ec4899'], accent: '#fde68a', accent2: '#34d399', ink: '#ffffff' },
  { bg: ['#f1f5f9', '#cbd5e1'], accent: '#4f46e5', accent2: '#f43f5e', ink: '#0f172a' },
  { bg: ['#fef3c7', '#fdba74'], accent: '#be123c', accent2: '#1d4ed8', ink: '#431407' },
  { bg: ['#ecfeff', '#a5f3fc'], accent: '#0369a1', accent2: '#db2777', ink: '#083344' },
  { bg: ['#1e293b', '#0f766e'], accent: '#5eead4', accent2: '#fbbf24', ink: '#f0fdfa' },
  { bg: ['#fdf2f8', '#f9a8d4'], accent: '#831843', accent2: '#0891b2', ink: '#500724' },
];

const FONT = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif";
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const f = (n: number) => Math.round(n * 10) / 10;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;

/** Wraps a title into at most `max` lines of about `width` characters. */
function wrap(text: string, width: number, max = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, max);
}

/** A background: the palette's gradient and one of several textures. */
function backdrop(w: number, h: number, p: Palette, r: Rng, id: string): string {
  const angle = r.int(0, 3);
  const [x2, y2] = [
    [1, 1],
    [1, 0],
    [0, 1],
    [1, 0.4],
  ][angle]!;
  let out = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient></defs>`;
  out += rect(0, 0, w, h, `url(#${id})`);
  const texture = r.int(0, 4);
  if (texture === 0) {
    for (let y = 20; y < h; y += 28)
      for (let x = 20; x < w; x += 28) out += circle(x, y, 1.6, p.ink, 'opacity="0.12"');
  } else if (texture === 1) {
    for (let i = 0; i < 6; i++)
      out += circle(
        r.range(0, w),
        r.range(0, h),
        r.range(h * 0.1, h * 0.45),
        i % 2 ? p.accent : p.ink,
        `opacity="${f(r.range(0.06, 0.14))}"`,
      );
  } else if (texture === 2) {
    for (let i = -h; i < w; i += 46)
      out += `<line x1="${i}" y1="0" x2="${i + h}" y2="${h}" stroke="${p.ink}" stroke-width="14" opacity="0.05"/>`;
  } else if (texture === 3) {
    for (let k = 0; k < 4; k++) {
      const y0 = h * (0.55 + k * 0.12);
      let d = `M0 ${f(y0)}`;
      for (let x = 0; x <= w; x += w / 6)
        d += ` Q${f(x + w / 12)} ${f(y0 + r.range(-40, 40))} ${f(x + w / 6)} ${f(y0)}`;
      out += `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${k % 2 ? p.accent : p.ink}" opacity="0.07"/>`;
    }
  } else {
    for (let x = 0; x < w; x += 40)
      out += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="${p.ink}" opacity="0.07"/>`;
    for (let y = 0; y < h; y += 40)
      out += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${p.ink}" opacity="0.07"/>`;
  }
  return out;
}

const shadow = (id: string) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="#000" flood-opacity="0.28"/></filter>`;

// ------------------------------------------------------------------- interface mock-ups

type Mock = (x: number, y: number, w: number, h: number, p: Palette, r: Rng, screen: number) => string;

const textLines = (x: number, y: number, w: number, n: number, r: Rng, color = '#cbd5e1', gap = 16) => {
  let out = '';
  for (let i = 0; i < n; i++) out += rect(x, y + i * gap, w * r.range(0.45, 1), 7, color, 3.5);
  return out;
};

/** A browser window showing a landing page (screens: hero, pricing, gallery). */
const browser: Mock = (x, y, w, h, p, r, screen) => {
  let out = rect(x, y, w, h, '#ffffff', 14, 'filter="url(#sh)"');
  out += rect(x, y, w, 34, '#f1f5f9', 14) + rect(x, y + 20, w, 14, '#f1f5f9');
  ['#f87171', '#fbbf24', '#34d399'].forEach((c, i) => {
    out += circle(x + 18 + i * 16, y + 17, 5, c);
  });
  out += rect(x + 80, y + 9, w * 0.5, 16, '#ffffff', 8);
  const cx = x + 24;
  const cy = y + 54;
  const cw = w - 48;
  out += rect(cx, cy, 56, 10, p.bg[0], 5);
  for (let i = 0; i < 4; i++) out += rect(cx + cw - 200 + i * 50, cy + 2, 36, 6, '#94a3b8', 3);
  const body = y + 84;
  const bh = h - 100;
  if (screen % 3 === 0) {
    const imgLeft = r.next() < 0.5;
    const tx = imgLeft ? cx + cw * 0.52 : cx;
    const ix = imgLeft ? cx : cx + cw * 0.52;
    out +=
      rect(tx, body + 10, cw * 0.42, 16, '#0f172a', 4) + rect(tx, body + 34, cw * 0.32, 16, '#0f172a', 4);
    out += textLines(tx, body + 64, cw * 0.42, 3, r);
    out += rect(tx, body + 118, 92, 26, p.accent2, 13) + rect(tx + 102, body + 118, 80, 26, '#e2e8f0', 13);
    out += rect(ix, body, cw * 0.46, bh * 0.62, p.bg[1], 10);
    out += `<path d="M${f(ix)} ${f(body + bh * 0.62)} L${f(ix + cw * 0.16)} ${f(body + bh * 0.3)} L${f(ix + cw * 0.28)} ${f(body + bh * 0.48)} L${f(ix + cw * 0.36)} ${f(body + bh * 0.36)} L${f(ix + cw * 0.46)} ${f(body + bh * 0.62)} Z" fill="${p.bg[0]}" opacity="0.75"/>`;
    out += circle(ix + cw * 0.36, body + bh * 0.16, 14, p.accent);
    const cards = 3;
    const gw = (cw - (cards - 1) * 14) / cards;
    for (let i = 0; i < cards; i++) {
      const gx = cx + i * (gw + 14);
      const gy = body + bh * 0.7;
      out += rect(gx, gy, gw, bh * 0.3, '#f8fafc', 8, 'stroke="#e2e8f0"');
      out += circle(gx + 18, gy + 18, 8, i === 1 ? p.accent2 : p.bg[0], 'opacity="0.8"');
      out += textLines(gx + 12, gy + 34, gw - 24, 2, r, '#cbd5e1', 12);
    }
  } else if (screen % 3 === 1) {
    out += rect(cx + cw * 0.3, body, cw * 0.4, 14, '#0f172a', 4);
    const tiers = 3;
    const tw = (cw - 2 * 16) / tiers;
    for (let i = 0; i < tiers; i++) {
      const hi = i === 1;
      const tx = cx + i * (tw + 16);
      const ty = body + 30 - (hi ? 8 : 0);
      out += rect(
        tx,
        ty,
        tw,
        bh - 34 + (hi ? 8 : 0),
        hi ? p.bg[0] : '#f8fafc',
        10,
        hi ? '' : 'stroke="#e2e8f0"',
      );
      out += rect(tx + 14, ty + 16, tw * 0.4, 8, hi ? '#ffffff' : '#64748b', 4);
      out += rect(tx + 14, ty + 34, tw * 0.5, 20, hi ? '#ffffff' : '#0f172a', 4);
      out += textLines(tx + 14, ty + 70, tw - 28, 4, r, hi ? 'rgba(255,255,255,0.5)' : '#cbd5e1', 14);
      out += rect(tx + 14, ty + bh - 80 + (hi ? 8 : 0), tw - 28, 22, hi ? p.accent : p.accent2, 11);
    }
  } else {
    const cols = r.int(3, 4);
    const rows = 2;
    const gw = (cw - (cols - 1) * 12) / cols;
    const gh = (bh - (rows - 1) * 12) / rows;
    for (let j = 0; j < rows; j++)
      for (let i = 0; i < cols; i++) {
        const gx = cx + i * (gw + 12);
        const gy = body + j * (gh + 12);
        const tint = [p.bg[0], p.bg[1], p.accent, p.accent2][(i + j * 3) % 4]!;
        out += rect(gx, gy, gw, gh * 0.68, tint, 8, 'opacity="0.85"');
        out += circle(
          gx + gw * r.range(0.3, 0.7),
          gy + gh * 0.34,
          gh * r.range(0.1, 0.2),
          '#ffffff',
          'opacity="0.45"',
        );
        out += rect(gx, gy + gh * 0.76, gw * 0.7, 7, '#94a3b8', 3.5);
        out += rect(gx, gy + gh * 0.9, gw * 0.4, 7, '#cbd5e1', 3.5);
      }
  }
  return out;
};

/** An admin dashboard: sidebar, figures, a line chart, bars and a ring. */
const dashboard: Mock = (x, y, w, h, p, r, screen) => {
  const dark = screen % 2 === 1;
  const surface = dark ? '#0f172a' : '#ffffff';
  const panel = dark ? '#1e293b' : '#f8fafc';
  const line = dark ? '#334155' : '#e2e8f0';
  let out = rect(x, y, w, h, surface, 14, 'filter="url(#sh)"');
  const sw = w * 0.18;
  out +=
    rect(x, y, sw, h, dark ? '#020617' : p.bg[0], 14) +
    rect(x + sw - 14, y, 14, h, dark ? '#020617' : p.bg[0]);
  out += circle(x + 22, y + 26, 9, p.accent);
  for (let i = 0; i < 6; i++)
    out += rect(
      x + 16,
      y + 60 + i * 26,
      sw * r.range(0.45, 0.75),
      8,
      i === 1 ? '#ffffff' : 'rgba(255,255,255,0.45)',
      4,
    );
  const cx = x + sw + 18;
  const cw = w - sw - 36;
  const kpis = r.int(3, 4);
  const kw = (cw - (kpis - 1) * 12) / kpis;
  for (let i = 0; i < kpis; i++) {
    const kx = cx + i * (kw + 12);
    out += rect(kx, y + 18, kw, 58, panel, 8, `stroke="${line}"`);
    out += rect(kx + 12, y + 30, kw * 0.4, 6, '#94a3b8', 3);
    out += rect(kx + 12, y + 46, kw * 0.55, 14, dark ? '#f1f5f9' : '#0f172a', 4);
    out += rect(kx + kw - 44, y + 48, 30, 10, i % 2 ? '#f87171' : '#34d399', 5, 'opacity="0.8"');
  }
  const chartY = y + 92;
  const chartH = h - 110;
  const lw = cw * (screen % 3 === 2 ? 0.58 : 0.64);
  out += rect(cx, chartY, lw, chartH, panel, 8, `stroke="${line}"`);
  for (let k = 1; k < 4; k++)
    out += `<line x1="${f(cx + 12)}" x2="${f(cx + lw - 12)}" y1="${f(chartY + (chartH * k) / 4)}" y2="${f(chartY + (chartH * k) / 4)}" stroke="${line}"/>`;
  for (let s = 0; s < 2; s++) {
    let v = r.range(0.3, 0.7);
    let d = '';
    const n = 12;
    for (let i = 0; i <= n; i++) {
      v = Math.min(0.9, Math.max(0.1, v + r.range(-0.16, 0.18)));
      const px = cx + 14 + ((lw - 28) * i) / n;
      const py = chartY + chartH - 14 - v * (chartH - 40);
      d += `${i ? 'L' : 'M'}${f(px)} ${f(py)} `;
    }
    const col = s ? p.accent2 : p.bg[0] === '#f1f5f9' ? p.accent : p.bg[1];
    if (!s)
      out += `<path d="${d}L${f(cx + lw - 14)} ${f(chartY + chartH - 14)} L${f(cx + 14)} ${f(chartY + chartH - 14)} Z" fill="${col}" opacity="0.15"/>`;
    out += `<path d="${d}" fill="none" stroke="${col}" stroke-width="${s ? 2.5 : 3.5}" stroke-linejoin="round"/>`;
  }
  const rx = cx + lw + 12;
  const rw = cw - lw - 12;
  const half = (chartH - 12) / 2;
  out += rect(rx, chartY, rw, half, panel, 8, `stroke="${line}"`);
  const bars = 7;
  const bw = (rw - 24) / bars;
  for (let i = 0; i < bars; i++) {
    const bh = r.range(0.2, 0.85) * (half - 30);
    out += rect(
      rx + 12 + i * bw + bw * 0.15,
      chartY + half - 12 - bh,
      bw * 0.7,
      bh,
      i % 3 === 0 ? p.accent2 : p.bg[1],
      3,
    );
  }
  const ringY = chartY + half + 12;
  out += rect(rx, ringY, rw, half, panel, 8, `stroke="${line}"`);
  const rr = Math.min(rw, half) * 0.3;
  const rcx = rx + rw * 0.32;
  const rcy = ringY + half / 2;
  const share = r.range(0.35, 0.8);
  const c = 2 * Math.PI * rr;
  out += circle(rcx, rcy, rr, 'none', `stroke="${line}" stroke-width="12"`);
  out += circle(
    rcx,
    rcy,
    rr,
    'none',
    `stroke="${p.accent2}" stroke-width="12" stroke-dasharray="${f(c * share)} ${f(c)}" transform="rotate(-90 ${f(rcx)} ${f(rcy)})"`,
  );
  out += textLines(rx + rw * 0.62, rcy - 14, rw * 0.3, 3, r, '#94a3b8', 12);
  return out;
};

/** A phone with an app screen (calendar, cards, list, chart). */
function phone(x: number, y: number, w: number, h: number, p: Palette, r: Rng, screen: number): string {
  let out = rect(x, y, w, h, '#0f172a', w * 0.16, 'filter="url(#sh)"');
  const sx = x + w * 0.06;
  const sy = y + w * 0.06;
  const sw = w * 0.88;
  const sh = h - w * 0.12;
  out += rect(sx, sy, sw, sh, '#ffffff', w * 0.11);
  out += rect(x + w * 0.38, sy + 6, w * 0.24, 10, '#0f172a', 5);
  const pad = sw * 0.08;
  const top = sy + 30;
  out += rect(sx + pad, top, sw * 0.5, 10, '#0f172a', 5);
  out += circle(sx + sw - pad - 10, top + 5, 10, p.accent2);
  const kind = screen % 4;
  if (kind === 0) {
    const cell = (sw - 2 * pad) / 7;
    for (let j = 0; j < 5; j++)
      for (let i = 0; i < 7; i++) {
        const hit = (i * 7 + j * 3 + screen) % 9 === 0;
        out += circle(
          sx + pad + cell * (i + 0.5),
          top + 36 + j * cell,
          cell * 0.34,
          hit ? p.bg[0] : '#f1f5f9',
        );
      }
    for (let k = 0; k < 3; k++) {
      const ky = top + 48 + 5 * cell + k * 44;
      if (ky + 36 > sy + sh - 10) break;
      out += rect(sx + pad, ky, sw - 2 * pad, 36, '#f8fafc', 8, 'stroke="#e2e8f0"');
      out += rect(sx + pad, ky, 5, 36, [p.bg[0], p.accent2, p.bg[1]][k]!, 2);
      out += textLines(sx + pad + 14, ky + 10, (sw - 2 * pad) * 0.7, 2, r, '#cbd5e1', 12);
    }
  } else if (kind === 1) {
    out += rect(sx + pad, top + 26, sw - 2 * pad, sh * 0.26, p.bg[0], 12);
    out += circle(sx + sw - pad - 26, top + 46, 10, p.accent, 'opacity="0.9"');
    out += rect(sx + pad + 14, top + 26 + sh * 0.26 - 38, (sw - 2 * pad) * 0.5, 12, '#ffffff', 4);
    out += rect(
      sx + pad + 14,
      top + 26 + sh * 0.26 - 20,
      (sw - 2 * pad) * 0.3,
      7,
      'rgba(255,255,255,0.6)',
      3,
    );
    for (let k = 0; k < 5; k++) {
      const ky = top + 40 + sh * 0.26 + k * 34;
      if (ky + 26 > sy + sh - 10) break;
      out += circle(sx + pad + 12, ky + 12, 12, k % 2 ? p.accent2 : p.bg[1], 'opacity="0.8"');
      out += rect(sx + pad + 32, ky + 4, sw * 0.36, 7, '#64748b', 3);
      out += rect(sx + pad + 32, ky + 16, sw * 0.22, 6, '#cbd5e1', 3);
      out += rect(sx + sw - pad - 40, ky + 6, 40, 9, '#0f172a', 4);
    }
  } else if (kind === 2) {
    for (let k = 0; k < 3; k++) {
      const ky = top + 26 + k * (sh * 0.27);
      if (ky + sh * 0.24 > sy + sh - 8) break;
      out += rect(
        sx + pad,
        ky,
        sw - 2 * pad,
        sh * 0.24,
        [p.bg[1], p.accent2, p.bg[0]][k]!,
        10,
        'opacity="0.85"',
      );
      out += rect(sx + pad + 10, ky + sh * 0.24 - 22, (sw - 2 * pad) * 0.55, 9, '#ffffff', 4);
    }
  } else {
    let d = '';
    for (let i = 0; i <= 8; i++)
      d += `${i ? 'L' : 'M'}${f(sx + pad + ((sw - 2 * pad) * i) / 8)} ${f(top + 110 - r.range(10, 80))} `;
    out += rect(sx + pad, top + 24, sw - 2 * pad, 100, '#f8fafc', 10);
    out += `<path d="${d}" fill="none" stroke="${p.bg[0]}" stroke-width="3"/>`;
    for (let k = 0; k < 4; k++) {
      const ky = top + 140 + k * 30;
      if (ky + 22 > sy + sh - 10) break;
      out += rect(sx + pad, ky, sw - 2 * pad, 22, '#f1f5f9', 11);
      out += rect(
        sx + pad,
        ky,
        (sw - 2 * pad) * r.range(0.3, 0.9),
        22,
        k % 2 ? p.accent2 : p.bg[1],
        11,
        'opacity="0.7"',
      );
    }
  }
  return out;
}

const phones: Mock = (x, y, w, h, p, r, screen) => {
  const count = screen === 0 ? r.int(2, 3) : 2;
  const pw = Math.min(h * 0.5, w / (count * 0.85 + 0.3));
  const ph = pw * 2;
  let out = '';
  for (let i = 0; i < count; i++) {
    const px = x + (w - pw * (count * 0.85 + 0.15)) / 2 + i * pw * 0.85;
    const py = y + (h - ph) / 2 + (i % 2 ? pw * 0.18 : -pw * 0.05);
    out += phone(px, py, pw, ph, p, r, screen + i);
  }
  return out;
};

/** A sheet of interface components: buttons, toggles, fields, chips, a slider and cards. */
const components: Mock = (x, y, w, h, p, r, screen) => {
  let out = '';
  const cols = 2;
  const gw = (w - 16) / cols;
  const gh = (h - 16) / 2;
  const kinds = screen % 2 ? [2, 3, 0, 1] : [0, 1, 2, 3];
  kinds.forEach((kind, n) => {
    const gx = x + (n % cols) * (gw + 16);
    const gy = y + Math.floor(n / cols) * (gh + 16) + (n % 2 ? 14 : 0) * (screen === 0 ? 1 : 0);
    out += rect(gx, gy, gw, gh, '#ffffff', 12, 'filter="url(#sh)"');
    const ix = gx + 18;
    const iw = gw - 36;
    if (kind === 0) {
      out +=
        rect(ix, gy + 20, iw * 0.45, 30, p.bg[0], 15) +
        rect(ix + iw * 0.5, gy + 20, iw * 0.45, 30, '#ffffff', 15, `stroke="${p.bg[0]}" stroke-width="2"`);
      out +=
        rect(ix, gy + 62, iw * 0.3, 30, p.accent2, 8) +
        rect(ix + iw * 0.35, gy + 62, iw * 0.3, 30, '#e2e8f0', 8) +
        rect(ix + iw * 0.7, gy + 62, iw * 0.3, 30, '#0f172a', 8);
    } else if (kind === 1) {
      for (let k = 0; k < 3; k++) {
        const on = (k + screen) % 2 === 0;
        const ty = gy + 20 + k * 30;
        if (ty + 20 > gy + gh) break;
        out +=
          rect(ix, ty, 40, 20, on ? p.bg[0] : '#cbd5e1', 10) +
          circle(ix + (on ? 30 : 10), ty + 10, 8, '#ffffff');
        out += rect(ix + 52, ty + 6, iw * 0.5, 8, '#94a3b8', 4);
      }
    } else if (kind === 2) {
      out += rect(ix, gy + 18, iw * 0.3, 7, '#64748b', 3);
      out += rect(ix, gy + 32, iw, 30, '#ffffff', 8, `stroke="${p.bg[0]}" stroke-width="2"`);
      out += rect(ix + 10, gy + 43, iw * 0.4, 8, '#cbd5e1', 4);
      out +=
        rect(ix, gy + 78, iw, 6, '#e2e8f0', 3) + rect(ix, gy + 78, iw * r.range(0.3, 0.8), 6, p.accent2, 3);
    } else {
      const chips = ['#dbeafe', '#fce7f3', '#dcfce7', '#fef9c3', '#ede9fe'];
      let cx = ix;
      let cy = gy + 20;
      for (let k = 0; k < 6; k++) {
        const cw = r.range(44, 80);
        if (cx + cw > ix + iw) {
          cx = ix;
          cy += 32;
        }
        if (cy + 24 > gy + gh - 8) break;
        out += rect(cx, cy, cw, 24, chips[k % chips.length]!, 12);
        out += rect(cx + 10, cy + 9, cw - 20, 6, '#475569', 3, 'opacity="0.6"');
        cx += cw + 8;
      }
    }
  });
  return out;
};

/** A design-system sheet: colour ramps, a type specimen, spacing and radius scales. */
const designSystem: Mock = (x, y, w, h, p, r, screen) => {
  let out = rect(x, y, w, h, '#ffffff', 14, 'filter="url(#sh)"');
  const pad = 22;
  const ramps = [p.bg[0], p.accent2, p.bg[1], p.accent];
  const rampW = (w - 2 * pad) * (screen % 2 ? 0.5 : 0.58);
  const sw = rampW / 6;
  ramps.forEach((col, j) => {
    for (let i = 0; i < 6; i++)
      out += rect(
        x + pad + i * sw,
        y + pad + j * (sw * 0.8 + 8),
        sw - 4,
        sw * 0.8,
        col,
        6,
        `opacity="${f(0.25 + i * 0.15)}"`,
      );
  });
  const tx = x + pad + rampW + 24;
  out += `<text x="${f(tx)}" y="${f(y + pad + 70)}" font-family="${FONT}" font-size="78" font-weight="700" fill="#0f172a">Aa</text>`;
  for (let i = 0; i < 4; i++)
    out += rect(tx, y + pad + 96 + i * 20, (w - tx + x - pad) * (1 - i * 0.18), 9 - i, '#94a3b8', 4);
  const by = y + h - pad - 56;
  for (let i = 0; i < 6; i++)
    out += rect(x + pad + i * 30, by + 56 - (i + 1) * 8, 22, (i + 1) * 8, p.bg[0], 3, 'opacity="0.7"');
  for (let i = 0; i < 4; i++)
    out += rect(tx + i * 58, by + 6, 46, 46, 'none', i * 8, `stroke="${p.accent2}" stroke-width="3"`);
  return out;
};

const TOKENS = ['#f472b6', '#60a5fa', '#fbbf24', '#34d399', '#c084fc', '#e2e8f0'];

/** A code editor with a file tree and a terminal. */
const editor: Mock = (x, y, w, h, p, r, screen) => {
  let out = rect(x, y, w, h, '#0b1020', 14, 'filter="url(#sh)"');
  out += rect(x, y, w, 30, '#151b2e', 14) + rect(x, y + 16, w, 14, '#151b2e');
  ['#f87171', '#fbbf24', '#34d399'].forEach((c, i) => {
    out += circle(x + 18 + i * 16, y + 15, 5, c);
  });
  const tree = w * (screen % 2 ? 0 : 0.2);
  if (tree)
    for (let i = 0; i < 9; i++)
      out += rect(
        x + 14 + (i % 3 ? 12 : 0),
        y + 48 + i * 20,
        tree * r.range(0.4, 0.7),
        7,
        i === 2 ? p.accent : '#475569',
        3,
      );
  const cx = x + tree + 18;
  const termH = h * 0.28;
  const rows = Math.floor((h - 60 - termH) / 18);
  for (let i = 0; i < rows; i++) {
    out += rect(cx, y + 46 + i * 18, 14, 6, '#334155', 3);
    let tx = cx + 26 + (i % 4 === 0 ? 0 : r.int(1, 3) * 16);
    const tokens = r.int(1, 4);
    for (let k = 0; k < tokens; k++) {
      const tw = r.range(24, 90);
      if (tx + tw > x + w - 16) break;
      out += rect(tx, y + 45 + i * 18, tw, 8, r.pick(TOKENS), 4, 'opacity="0.85"');
      tx += tw + 8;
    }
  }
  const ty = y + h - termH;
  out += rect(x, ty, w, termH, '#111827', 0) + rect(x, ty + termH - 14, w, 14, '#111827', 14);
  out += `<line x1="${x}" x2="${x + w}" y1="${ty}" y2="${ty}" stroke="#1f2937"/>`;
  out += rect(x + 16, ty + 14, 10, 8, p.accent, 2) + rect(x + 32, ty + 14, w * 0.3, 8, '#94a3b8', 4);
  out += rect(x + 16, ty + 32, w * 0.45, 8, '#34d399', 4, 'opacity="0.8"');
  return out;
};

/** Which picture fits each gig category (by position in the seed's category list). */
const MOCKS: Mock[] = [browser, components, dashboard, phones, designSystem, editor];

// ------------------------------------------------------------------- the pictures

/**
 * A gig picture. Screen 0 is the cover: the gig's name and tags beside (or above) a mock-up of its
 * category; screens 1 and 2 are full-bleed views of other screens of the same product.
 */
export function gigSvg(
  gig: { name: string; category: number; tags: readonly string[] },
  screen: number,
  w = 960,
  h = 540,
): string {
  const r = rng(hash(`${gig.name}#${screen}`));
  const p = PALETTES[hash(gig.name) % PALETTES.length]!;
  const mock = MOCKS[gig.category % MOCKS.length]!;
  let body = `<defs>${shadow('sh')}</defs>${backdrop(w, h, p, r, 'bg')}`;
  if (screen === 0) {
    const layout = hash(`${gig.name}/layout`) % 3;
    if (layout === 2) {
      const lines = wrap(gig.name, 34, 1);
      body += `<text x="${w / 2}" y="78" text-anchor="middle" font-family="${FONT}" font-size="42" font-weight="700" fill="${p.ink}">${esc(lines[0]!)}</text>`;
      body += `<text x="${w / 2}" y="116" text-anchor="middle" font-family="${FONT}" font-size="20" fill="${p.ink}" opacity="0.8">${esc(gig.tags.join(' · '))}</text>`;
      body += mock(w * 0.12, 150, w * 0.76, h - 150 + 40, p, r, 0);
    } else {
      const textLeft = layout === 0;
      const tx = textLeft ? 56 : w * 0.58;
      const lines = wrap(gig.name, 13);
      const longest = Math.max(...lines.map((l) => l.length));
      const size = Math.min(46, Math.floor((w * 0.4) / (longest * 0.64)));
      const top = h / 2 - (lines.length * size * 1.15) / 2 - 10;
      lines.forEach((l, i) => {
        body += `<text x="${f(tx)}" y="${f(top + (i + 0.8) * size * 1.15)}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${p.ink}">${esc(l)}</text>`;
      });
      let chipX = tx;
      const chipY = top + lines.length * size * 1.15 + 22;
      for (const tag of gig.tags.slice(0, 3)) {
        const cw = tag.length * 10 + 26;
        if (chipX + cw > (textLeft ? w * 0.44 : w - 30)) break;
        body += rect(chipX, chipY, cw, 30, p.ink, 15, 'opacity="0.16"');
        body += `<text x="${f(chipX + 13)}" y="${f(chipY + 20)}" font-family="${FONT}" font-size="15" fill="${p.ink}">${esc(tag)}</text>`;
        chipX += cw + 8;
      }
      const mx = textLeft ? w * 0.47 : 30;
      body += mock(mx, h * 0.13, w * 0.5, h * 0.78, p, r, 0);
    }
  } else {
    // The second screen of a design system shows its components; of a tool, its docs site.
    const other =
      screen === 2 && (mock === designSystem || mock === editor)
        ? mock === editor
          ? browser
          : components
        : mock;
    body += other(w * 0.07, h * 0.08, w * 0.86, h * 0.9, p, r, screen);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A team's logo: a geometric mark in the team's colours (no letters). */
export function teamLogoSvg(name: string, size = 240): string {
  const r = rng(hash(`${name}/logo`));
  const p = PALETTES[hash(name) % PALETTES.length]!;
  const c = size / 2;
  let body = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient></defs>`;
  body += rect(0, 0, size, size, 'url(#g)', size * 0.22);
  const mark = hash(`${name}/mark`) % 4;
  if (mark === 0) {
    const pts = (rad: number, rot: number) =>
      Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + rot;
        return `${f(c + rad * Math.cos(a))},${f(c + rad * Math.sin(a))}`;
      }).join(' ');
    body += `<polygon points="${pts(size * 0.3, Math.PI / 6)}" fill="${p.ink}" opacity="0.95"/>`;
    body += `<polygon points="${pts(size * 0.16, Math.PI / 6)}" fill="${p.accent2}"/>`;
  } else if (mark === 1) {
    body += `<path d="M${c - size * 0.3} ${c + size * 0.22} L${c} ${c - size * 0.3} L${c + size * 0.3} ${c + size * 0.22} Z" fill="${p.ink}"/>`;
    body += `<path d="M${c - size * 0.12} ${c + size * 0.22} L${c + size * 0.08} ${c - size * 0.06} L${c + size * 0.3} ${c + size * 0.22} Z" fill="${p.accent}"/>`;
  } else if (mark === 2) {
    for (let i = 0; i < 3; i++)
      body += circle(
        c + (i - 1) * size * 0.16,
        c,
        size * 0.16,
        [p.ink, p.accent, p.accent2][i]!,
        'opacity="0.9"',
      );
  } else {
    for (let i = 0; i < 3; i++)
      body += rect(
        c - size * 0.26,
        c - size * 0.22 + i * size * 0.16,
        size * (0.52 - i * 0.1),
        size * 0.11,
        [p.ink, p.accent, p.accent2][i]!,
        size * 0.05,
      );
  }
  void r;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

/** A team's banner: a layered landscape or a city of blocks, with the team's name. */
export function teamBannerSvg(name: string, w = 960, h = 320): string {
  const r = rng(hash(`${name}/banner`));
  const p = PALETTES[hash(name) % PALETTES.length]!;
  let body = backdrop(w, h, p, r, 'bg');
  const scene = hash(`${name}/scene`) % 3;
  if (scene === 0) {
    body += circle(w * r.range(0.6, 0.85), h * 0.35, h * 0.16, p.accent, 'opacity="0.9"');
    for (let k = 0; k < 3; k++) {
      let d = `M0 ${h}`;
      const base = h * (0.55 + k * 0.13);
      for (let x = 0; x <= w; x += w / 8) d += ` L${f(x)} ${f(base - r.range(0, h * 0.22))}`;
      body += `<path d="${d} L${w} ${h} Z" fill="${k === 2 ? p.bg[0] : p.ink}" opacity="${0.15 + k * 0.12}"/>`;
    }
  } else if (scene === 1) {
    let x = 0;
    while (x < w) {
      const bw = r.range(40, 90);
      const bh = r.range(h * 0.25, h * 0.75);
      body += rect(x, h - bh, bw - 6, bh, p.ink, 4, `opacity="${f(r.range(0.12, 0.28))}"`);
      for (let wy = h - bh + 14; wy < h - 10; wy += 18)
        for (let wx = x + 8; wx < x + bw - 16; wx += 14)
          if (r.next() < 0.35) body += rect(wx, wy, 6, 8, p.accent, 1, 'opacity="0.7"');
      x += bw;
    }
  } else {
    for (let k = 0; k < 5; k++) {
      const y0 = h * (0.35 + k * 0.14);
      let d = `M0 ${f(y0)}`;
      for (let x = 0; x <= w; x += w / 4)
        d += ` Q${f(x + w / 8)} ${f(y0 + r.range(-50, 50))} ${f(x + w / 4)} ${f(y0)}`;
      body += `<path d="${d}" fill="none" stroke="${k % 2 ? p.accent : p.accent2}" stroke-width="${10 - k}" opacity="0.6" stroke-linecap="round"/>`;
    }
  }
  const onRight = hash(name) % 2 === 0;
  body += `<text x="${onRight ? w - 48 : 48}" y="${h * 0.3}" text-anchor="${onRight ? 'end' : 'start'}" font-family="${FONT}" font-size="46" font-weight="700" fill="${p.ink}">${esc(name)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

const SKIN = ['#f9d7c0', '#f1c27d', '#e0ac69', '#c68642', '#a0673c', '#8d5524', '#6b4226'];
const HAIR = ['#1f1b16', '#3b2a20', '#5a3825', '#8a5a2b', '#b7833f', '#d9b26f', '#6b6b6b', '#2e2a36'];
const CLOTHES = [
  '#1d4ed8',
  '#be123c',
  '#047857',
  '#7c3aed',
  '#0f766e',
  '#b45309',
  '#334155',
  '#db2777',
  '#0369a1',
];
const BACKS = [
  '#dbeafe',
  '#fce7f3',
  '#dcfce7',
  '#fef3c7',
  '#ede9fe',
  '#e0f2fe',
  '#ffedd5',
  '#f1f5f9',
  '#ccfbf1',
];

/**
 * An illustrated portrait: background, shoulders in a top or jacket, a face with features, and one
 * of several hair styles (or a headscarf), glasses and a beard by chance; all chosen from the name.
 */
export function avatarSvg(person: { name: string; gender: 'Male' | 'Female' }, size = 192): string {
  const r = rng(hash(`${person.name}/face`));
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cloth = r.pick(CLOTHES);
  const back = r.pick(BACKS);
  const female = person.gender === 'Female';
  const style = female
    ? r.pick(['long', 'bob', 'bun', 'scarf', 'curly'] as const)
    : r.pick(['short', 'side', 'curly', 'buzz', 'bald'] as const);
  const glasses = r.next() < 0.3;
  const beard = !female && r.next() < 0.45;
  const faceW = r.range(34, 40);
  const faceH = r.range(44, 50);
  const cx = 100;
  const cy = 92;
  let g = rect(0, 0, 200, 200, back);
  if (r.next() < 0.5)
    g += circle(r.range(20, 180), r.range(20, 60), r.range(20, 50), '#ffffff', 'opacity="0.45"');
  // Hair behind the head.
  if (style === 'long')
    g += `<path d="M${cx - faceW - 10} ${cy - 10} Q${cx - faceW - 14} ${cy + 70} ${cx - faceW + 6} ${cy + 78} L${cx + faceW - 6} ${cy + 78} Q${cx + faceW + 14} ${cy + 70} ${cx + faceW + 10} ${cy - 10} Z" fill="${hair}"/>`;
  if (style === 'bob')
    g += `<path d="M${cx - faceW - 10} ${cy - 14} L${cx - faceW - 8} ${cy + 34} L${cx + faceW + 8} ${cy + 34} L${cx + faceW + 10} ${cy - 14} Z" fill="${hair}"/>`;
  if (style === 'bun') g += circle(cx, cy - faceH - 12, 20, hair);
  if (style === 'scarf')
    g += `<path d="M${cx - faceW - 16} ${cy + 6} Q${cx - faceW - 18} ${cy - faceH - 22} ${cx} ${cy - faceH - 22} Q${cx + faceW + 18} ${cy - faceH - 22} ${cx + faceW + 16} ${cy + 6} L${cx + faceW + 30} ${cy + 90} L${cx - faceW - 30} ${cy + 90} Z" fill="${cloth === CLOTHES[0] ? '#9f1239' : r.pick(['#9f1239', '#475569', '#0e7490', '#a16207', '#6d28d9'])}"/>`;
  // Shoulders and neck.
  g += `<path d="M${cx - 78} 200 Q${cx - 74} ${cy + 62} ${cx - 24} ${cy + 54} L${cx + 24} ${cy + 54} Q${cx + 74} ${cy + 62} ${cx + 78} 200 Z" fill="${cloth}"/>`;
  g += rect(cx - 13, cy + 30, 26, 28, skin, 8);
  if (r.next() < 0.5)
    g += `<path d="M${cx - 20} ${cy + 54} L${cx} ${cy + 80} L${cx + 20} ${cy + 54} Z" fill="#ffffff" opacity="0.85"/>`;
  else
    g += `<path d="M${cx - 22} ${cy + 54} Q${cx} ${cy + 70} ${cx + 22} ${cy + 54}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`;
  // Ears and face.
  if (style !== 'scarf') {
    g += `<ellipse cx="${cx - faceW}" cy="${cy + 4}" rx="7" ry="10" fill="${skin}"/>`;
    g += `<ellipse cx="${cx + faceW}" cy="${cy + 4}" rx="7" ry="10" fill="${skin}"/>`;
  }
  g += `<ellipse cx="${cx}" cy="${cy}" rx="${f(faceW)}" ry="${f(faceH)}" fill="${skin}"/>`;
  if (beard)
    g += `<path d="M${f(cx - faceW + 2)} ${cy + 4} Q${cx - faceW + 6} ${f(cy + faceH + 8)} ${cx} ${f(cy + faceH + 6)} Q${cx + faceW - 6} ${f(cy + faceH + 8)} ${f(cx + faceW - 2)} ${cy + 4} Q${cx + 20} ${cy + 26} ${cx} ${cy + 24} Q${cx - 20} ${cy + 26} ${f(cx - faceW + 2)} ${cy + 4} Z" fill="${hair}" opacity="0.92"/>`;
  // Hair on top.
  const top = cy - faceH;
  if (style === 'short' || style === 'side')
    g += `<path d="M${f(cx - faceW - 2)} ${cy - 4} Q${f(cx - faceW - 4)} ${f(top - 14)} ${cx} ${f(top - 12)} Q${f(cx + faceW + 4)} ${f(top - 14)} ${f(cx + faceW + 2)} ${cy - 4} Q${cx + (style === 'side' ? 10 : 24)} ${f(top + 12)} ${cx - 20} ${f(top + 16)} Z" fill="${hair}"/>`;
  if (style === 'buzz')
    g += `<path d="M${f(cx - faceW)} ${cy - 8} Q${cx} ${f(top - 16)} ${f(cx + faceW)} ${cy - 8} Q${cx} ${f(top + 4)} ${f(cx - faceW)} ${cy - 8} Z" fill="${hair}" opacity="0.85"/>`;
  if (style === 'curly' || style === 'long' || style === 'bob' || style === 'bun') {
    if (style === 'curly')
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        g += circle(cx + Math.cos(a) * (faceW + 2), cy - 6 + Math.sin(a) * (faceH + 4), 13, hair);
      }
    else
      g += `<path d="M${f(cx - faceW - 6)} ${cy + 8} Q${f(cx - faceW - 8)} ${f(top - 16)} ${cx} ${f(top - 14)} Q${f(cx + faceW + 8)} ${f(top - 16)} ${f(cx + faceW + 6)} ${cy + 8} Q${cx + faceW - 6} ${f(top + 14)} ${cx + 4} ${f(top + 8)} Q${cx - 26} ${f(top + 20)} ${f(cx - faceW - 6)} ${cy + 8} Z" fill="${hair}"/>`;
  }
  if (style === 'scarf')
    g += `<path d="M${f(cx - faceW + 2)} ${cy - 6} Q${cx} ${f(top - 2)} ${f(cx + faceW - 2)} ${cy - 6}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="5"/>`;
  // Features.
  const ey = cy - 2;
  const ex = r.range(13, 16);
  g += `<path d="M${f(cx - ex - 8)} ${ey - 12} q8 -${f(r.range(2, 5))} 16 0 M${f(cx + ex - 8)} ${ey - 12} q8 -${f(r.range(2, 5))} 16 0" stroke="${hair}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`;
  g += circle(cx - ex, ey, 3.6, '#1f2937') + circle(cx + ex, ey, 3.6, '#1f2937');
  g += `<path d="M${cx} ${ey + 4} q-4 12 2 14" stroke="#000" stroke-opacity="0.25" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  const smile = r.range(4, 9);
  g += `<path d="M${cx - 11} ${cy + 24} q11 ${f(smile)} 22 0" stroke="${beard ? '#f8fafc' : '#9f1239'}" stroke-opacity="${beard ? 0.8 : 0.75}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  if (!beard)
    g +=
      circle(cx - ex - 6, cy + 14, 6, '#f43f5e', 'opacity="0.12"') +
      circle(cx + ex + 6, cy + 14, 6, '#f43f5e', 'opacity="0.12"');
  if (glasses) {
    const frame = r.pick(['#111827', '#7c2d12', '#1e3a8a']);
    g += `<g fill="none" stroke="${frame}" stroke-width="2.6"><rect x="${f(cx - ex - 10)}" y="${ey - 8}" width="20" height="15" rx="5"/><rect x="${f(cx + ex - 10)}" y="${ey - 8}" width="20" height="15" rx="5"/><path d="M${f(cx - ex + 10)} ${ey - 2} L${f(cx + ex - 10)} ${ey - 2}"/></g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">${g}</svg>`;
}
