// Adds keys to the marketplace catalogues, keeping en.json and ar.json in step.
// Usage: node scripts/i18n-add.mjs new-keys.json   where the file is { "en": {...}, "ar": {...} }
// Run it under `flock /tmp/guild-i18n.lock` when several people edit the catalogues at once.
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/i18n-add.mjs new-keys.json');
  process.exit(2);
}
const add = JSON.parse(readFileSync(file, 'utf8'));
const missing = [
  ...Object.keys(add.en ?? {}).filter((k) => !(k in (add.ar ?? {}))),
  ...Object.keys(add.ar ?? {}).filter((k) => !(k in (add.en ?? {}))),
];
if (missing.length) {
  console.error(`keys without both languages: ${missing.join(', ')}`);
  process.exit(1);
}
for (const lang of ['en', 'ar']) {
  const path = new URL(`../islands/lib/i18n/${lang}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  Object.assign(catalogue, add[lang]);
  writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
}
console.log(`added or updated ${Object.keys(add.en ?? {}).length} keys`);
