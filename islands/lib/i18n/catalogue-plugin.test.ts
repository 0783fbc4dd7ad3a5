import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import { catalogues, keys, partNames, partOf, partsIn } from './catalogue-plugin.mjs';
import en from './en.json';

const ROOT = join(import.meta.dirname, '..', '..');
function modules(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return modules(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}
const known = keys();
const namespaces = new Set(known.map((key) => key.split('.')[0]));
/** Strings shaped like keys that are not keys. */
const NOT_KEYS = new Set(['chat.read', 'chat.message', 'chat.deleted' /* websocket events */]);
const isPrefix = (text: string) => known.some((key) => key.startsWith(`${text}.`));

describe('the catalogues split in parts (catalogue-plugin.mjs)', () => {
  it('splits keys by their first two parts, or by namespace when they have two', () => {
    expect(partOf('shell.home.how.1.title')).toBe('shell.home');
    expect(partOf('gigs.detail.buy')).toBe('gigs.detail');
    expect(partOf('error.required')).toBe('error');
  });

  it('finds the parts of the keys a module names, and of the keys under a prefix it names', () => {
    const source = [
      "t('gigs.detail.buy');",
      't(`shell.home.how.${n}.title`);',
      'toast({ key: "error.required" });',
      "const prefix = 'profile.cert';",
      "import './chat.css'; on('chat.read');",
    ].join('\n');
    const made = [
      'gigs.detail.buy',
      'shell.home.how.1.title',
      'error.required',
      'profile.cert.url',
      'chat.x',
    ];
    expect(partsIn(source, made)).toEqual(['error', 'gigs.detail', 'profile.cert', 'shell.home']);
    const real = partsIn(source, known);
    expect(real).toContain('gigs.detail');
    expect(real).not.toContain('chat');
  });

  it('makes an island module wait for the parts it names, in the browser only', async () => {
    const plugin = catalogues();
    const transform = plugin.transform as (
      code: string,
      id: string,
      options?: { ssr?: boolean },
    ) => Promise<unknown>;
    const id = join(ROOT, 'gigs', 'GigDetail.tsx');
    const [gigKey, personKey] = [
      known.find((key) => partOf(key) === 'gigs.detail'),
      known.find((key) => key.startsWith('person.')),
    ];
    // Errors' words are loaded when one is shown, never awaited by a module.
    const code = `export const x = t('${gigKey}') + t('${personKey}') + t(\`error.\${code}\`);`;
    expect(await transform(code, id)).toEqual({
      code: `${code}\nimport "virtual:guild-i18n-need/gigs.detail+person";\n`,
      map: null,
    });
    expect(await transform(code, id, { ssr: true })).toBeNull();
    const load = plugin.load as (id: string, options?: { ssr?: boolean }) => Promise<string | null>;
    const need = (await load('\0virtual:guild-i18n-need/gigs.detail+error')) ?? '';
    expect(need).toContain(
      '"gigs.detail": { en: () => import("virtual:guild-catalogue/en/gigs.detail"), ar: () => import("virtual:guild-catalogue/ar/gigs.detail") }',
    );
    expect(need).toContain(
      '"error": { en: () => import("virtual:guild-catalogue/en/error"), ar: () => import("virtual:guild-catalogue/ar/error") }',
    );
  });

  it('ships every key of both languages in some part', async () => {
    const load = catalogues().load as (id: string, options?: { ssr?: boolean }) => Promise<string | null>;
    for (const [lang, whole] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const codes = await Promise.all(
        partNames().map((part) => load(`\0virtual:guild-catalogue/${lang}/${part}`)),
      );
      const shippedKeys = codes.flatMap((code) => {
        const words = JSON.parse(JSON.parse((code ?? '').slice('export default JSON.parse('.length, -2)));
        return Object.keys(words);
      });
      expect(shippedKeys.sort()).toEqual(Object.keys(whole).sort());
    }
  });

  it('has every key an island module names, in both languages (no key is ever shown raw)', () => {
    const keyPattern = /['"`]((?:[a-z]+)\.[A-Za-z0-9_.]+)['"`]/g;
    const missing: string[] = [];
    for (const file of modules()) {
      const source = readFileSync(file, 'utf8');
      for (const [, key] of source.matchAll(keyPattern)) {
        if (!key || !namespaces.has(key.split('.')[0]) || /\.(css|ts|tsx|json)$/.test(key)) continue;
        if (NOT_KEYS.has(key) || isPrefix(key)) continue;
        if (!(key in en) || !(key in ar)) missing.push(`${relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
