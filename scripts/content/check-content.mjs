#!/usr/bin/env node
// Editorial checks for Guild Journal content that the Astro schemas do not cover:
// counts per collection, word counts, cross-references, dates, covers and translation parity.
// Plain Node, no dependencies:  node scripts/content/check-content.mjs
// (Astro still validates the frontmatter itself: run `npx astro sync`.)

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTENT = path.join(ROOT, 'content');
const problems = [];
const fail = (msg) => problems.push(msg);

// A small YAML subset: scalars, lists of scalars and lists of flat objects (enough for our frontmatter).
function parseFrontmatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { data: {}, body: text };
  const data = {};
  let key = null;
  let item = null;
  const scalar = (raw) => {
    const v = raw.trim();
    if (v.startsWith('"')) return JSON.parse(v);
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^-?\d+$/.test(v)) return Number(v);
    return v;
  };
  for (const line of match[1].split(/\r?\n/)) {
    let m = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (m) {
      key = m[1];
      data[key] = m[2] === '' ? [] : scalar(m[2]);
      continue;
    }
    m = /^\s+-\s+(?:([A-Za-z]\w*):\s*)?(.*)$/.exec(line);
    if (m && key) {
      item = m[1] ? { [m[1]]: scalar(m[2]) } : scalar(m[2]);
      data[key].push(item);
      continue;
    }
    m = /^\s+([A-Za-z]\w*):\s*(.*)$/.exec(line);
    if (m && item && typeof item === 'object') item[m[1]] = scalar(m[2]);
  }
  return { data, body: match[2] };
}

function load(dir, exts) {
  const full = path.join(CONTENT, dir);
  if (!fs.existsSync(full)) return new Map();
  const out = new Map();
  for (const name of fs.readdirSync(full).sort()) {
    if (!exts.some((ext) => name.endsWith(ext))) continue;
    const text = fs.readFileSync(path.join(full, name), 'utf8');
    const slug = name.replace(/\.[^.]+$/, '');
    out.set(slug, name.endsWith('.json') ? { data: JSON.parse(text), body: '' } : parseFrontmatter(text));
  }
  return out;
}

const words = (text) =>
  (
    text
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/`[^`]*`/g, ' x ')
      .match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []
  ).length;
const between = (n, min, max, label) => {
  if (n < min || n > max) fail(`${label}: ${n} words, expected ${min}–${max}`);
};
const day = (v) => String(v).slice(0, 10);

const topics = load('topics', ['.json']);
const creators = load('creators', ['.md']);
const tools = load('tools', ['.md']);
const en = load('articles/en', ['.mdx', '.md']);
const es = load('articles/es', ['.mdx', '.md']);
const nlEn = load('newsletter/en', ['.md']);
const nlEs = load('newsletter/es', ['.md']);

// Topics
const spotlight = [...topics.values()]
  .filter((t) => t.data.spotlight)
  .sort((a, b) => a.data.order - b.data.order);
if (topics.size !== 16) fail(`topics: ${topics.size}, expected 16`);
if ([...topics.values()].filter((t) => t.data.inMenu).length !== 5) fail('topics: expected 5 in the menu');
if (spotlight.map((t) => t.data.order).join() !== '1,2,3,4,5,6,7,8,9,10,11,12,13')
  fail('topics: spotlight order');

// Creators
if (creators.size !== 6) fail(`creators: ${creators.size}, expected 6`);
if ([...creators.values()].filter((c) => c.data.spotlight).length !== 1)
  fail('creators: exactly one spotlight');
for (const [slug, c] of creators) {
  between(words(c.body), 120, 200, `creator ${slug}`);
  if (c.data.avatar !== `/creators/${slug}.svg`) fail(`creator ${slug}: avatar path`);
}

// Tools
const perCategory = {};
for (const [slug, t] of tools) {
  perCategory[t.data.category] = (perCategory[t.data.category] ?? 0) + 1;
  between(words(t.body), 80, 150, `tool ${slug}`);
  if (t.data.logo !== `/tools/${slug}.svg`) fail(`tool ${slug}: logo path`);
  if (!/^202[56]-/.test(day(t.data.added))) fail(`tool ${slug}: added date`);
}
for (const [cat, n] of Object.entries(perCategory)) if (n !== 6) fail(`tools: ${cat} has ${n}`);

// Articles
const covered = new Set();
for (const [slug, a] of en) {
  const d = a.data;
  between(words(a.body), 500, 900, `article en/${slug}`);
  if (!/^## /m.test(a.body)) fail(`article ${slug}: no ## subheading`);
  if (!(d.topics.length >= 1 && d.topics.length <= 3)) fail(`article ${slug}: 1–3 topics`);
  for (const t of d.topics) {
    covered.add(t);
    if (!topics.has(t)) fail(`article ${slug}: unknown topic ${t}`);
  }
  if (!creators.has(d.creator)) fail(`article ${slug}: unknown creator`);
  for (const t of Array.isArray(d.tools) ? d.tools : [])
    if (!tools.has(t)) fail(`article ${slug}: unknown tool ${t}`);
  if (d.cover !== `/covers/${slug}.svg`) fail(`article ${slug}: cover path`);
  if (!fs.existsSync(path.join(ROOT, 'public', d.cover))) fail(`article ${slug}: cover file missing`);
  if (day(d.date) < '2025-09-01' || day(d.date) > '2026-11-30') fail(`article ${slug}: date out of range`);
}
for (const t of topics.keys()) if (!covered.has(t)) fail(`topic ${t} has no article`);
const picks = [...en.values()].filter((a) => a.data.editorsPick === true).length;
if (picks !== 5) fail(`editor's picks: ${picks}, expected 5`);
for (const [slug, a] of es) {
  const source = en.get(slug);
  if (!source) {
    fail(`article es/${slug} has no English original`);
    continue;
  }
  between(words(a.body), 500, 900, `article es/${slug}`);
  for (const key of ['date', 'topics', 'creator', 'cover', 'editorsPick', 'tools']) {
    if (JSON.stringify(a.data[key]) !== JSON.stringify(source.data[key]))
      fail(`article es/${slug}: ${key} differs`);
  }
}
const tokens = en.get('design-tokens-that-survive-a-rebrand');
if (tokens) {
  const { title, description } = tokens.data;
  if (!/chromaticity/i.test(tokens.body) || /chromaticity/i.test(`${title} ${description}`)) {
    fail('design-tokens-that-survive-a-rebrand: "chromaticity" must be in the body only');
  }
}

// Newsletter
for (const [lang, issues] of [
  ['en', nlEn],
  ['es', nlEs],
]) {
  if (issues.size !== 8) fail(`newsletter/${lang}: ${issues.size} issues, expected 8`);
  for (const [n, issue] of issues) {
    const d = issue.data;
    if (String(d.number) !== n) fail(`newsletter/${lang}/${n}: number mismatch`);
    const expected = new Date(Date.UTC(2026, 10, 19 - (8 - d.number) * 7)).toISOString().slice(0, 10);
    if (day(d.date) !== expected) fail(`newsletter/${lang}/${n}: date ${day(d.date)}, expected ${expected}`);
    if (d.articles.length < 2 || d.articles.length > 4) fail(`newsletter/${lang}/${n}: 2–4 articles`);
    for (const s of d.articles) if (!en.has(s)) fail(`newsletter/${lang}/${n}: unknown article ${s}`);
    between(words(issue.body), 200, 350, `newsletter/${lang}/${n}`);
  }
}

console.log(
  `topics ${topics.size} · creators ${creators.size} · tools ${tools.size} · articles en ${en.size} / es ${es.size}` +
    ` · newsletter en ${nlEn.size} / es ${nlEs.size} · editor's picks ${picks}`,
);
if (problems.length > 0) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log('✓ all editorial checks passed');
