import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import { catalogues, namespaceOf, namespaces, namespacesIn, shipped } from './catalogue-plugin.mjs';
import en from './en.json';

const ROOT = join(import.meta.dirname, '..', '..');
function modules(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return modules(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}
const known = namespaces();
/** Strings shaped like keys that are not keys. */
const NOT_KEYS = new Set(['chat.read' /* a websocket event */]);
const isPrefix = (text: string) => Object.keys(en).some((key) => key.startsWith(`${text}.`));

describe('the catalogues split by namespace (catalogue-plugin.mjs)', () => {
  it('finds the namespaces a module names, in plain and template strings', () => {
    const source =
      "t('gigs.buy'); t(`profile.stat.${name}`); toast({ key: \"shell.saved\" }); import './chat.css';";
    expect(namespacesIn(source, known)).toEqual(['gigs', 'profile', 'shell']);
  });

  it('makes an island module wait for the namespaces it names, in the browser only', async () => {
    const plugin = catalogues();
    const transform = plugin.transform as (code: string, id: string, options?: { ssr?: boolean }) => unknown;
    const id = join(ROOT, 'gigs', 'GigDetail.tsx');
    const code = "export const x = t('gigs.buy') + t('person.follow');";
    expect(transform(code, id)).toEqual({
      code: `${code}\nimport "virtual:guild-i18n-need/gigs+person";\n`,
      map: null,
    });
    expect(transform(code, id, { ssr: true })).toBeNull();
    const load = plugin.load as (id: string, options?: { ssr?: boolean }) => string | null;
    expect(load('\0virtual:guild-i18n-need/gigs+person')).toContain('await need(["gigs","person"])');
  });

  it('ships every key of both languages in some part (English errors are contracts/messages.ts)', () => {
    const load = catalogues().load as (id: string, options?: { ssr?: boolean }) => string | null;
    for (const [lang, whole] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const keys = known
        .filter((ns) => shipped(lang, ns))
        .flatMap((ns) => {
          const code = load(`\0virtual:guild-catalogue/${lang}/${ns}`) ?? '';
          const part = JSON.parse(JSON.parse(code.slice('export default JSON.parse('.length, -2)));
          return Object.keys(part);
        });
      const expected = Object.keys(whole).filter((key) => shipped(lang, namespaceOf(key)));
      expect(keys.sort()).toEqual(expected.sort());
    }
  });

  it('has every key an island module names, in both languages (no key is ever shown raw)', () => {
    const keyPattern = /['"`]((?:[a-z]+)\.[A-Za-z0-9_.]+)['"`]/g;
    const missing: string[] = [];
    for (const file of modules()) {
      const source = readFileSync(file, 'utf8');
      for (const [, key] of source.matchAll(keyPattern)) {
        if (!key || !known.includes(namespaceOf(key)) || /\.(css|ts|tsx|json)$/.test(key)) continue;
        if (NOT_KEYS.has(key) || isPrefix(key)) continue;
        if (!(key in en) || !(key in ar)) missing.push(`${relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
