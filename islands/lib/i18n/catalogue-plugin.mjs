// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partOf } from './part-of.mjs';

/**
 * Ships each reader only the words their screens say (issue 17: ≤ 90 KB gz of JavaScript on a
 * marketplace page). The catalogues stay two flat files (en.json, ar.json); in the browser build
 * they become one small module per language and part (`partOf`: `gigs.detail.*`, `shell.home.*`,
 * or a namespace's two-part keys `gigs.*`), and every island module that names a key or a prefix
 * of keys waits (a top-level await) until their parts are loaded in the reader's language before
 * it runs, so a screen renders, and a server-rendered one hydrates, with its words already there.
 * The server half and the tests get both catalogues whole, at once.
 *
 * - `virtual:guild-catalogues`: both catalogues `whole` (server, tests), or in the browser the parts
 *   lib/i18n names itself (`own`) and `everything` (a language whole, for a key no module named).
 * - `virtual:guild-catalogue/<lang>/<part>`: one part of one language (`*`: all of it).
 * - `virtual:guild-i18n-need/<part>+<part>`: registers where these parts are and waits for them
 *   (appended to island modules).
 *
 * Errors' words (`error.*`) are a part no module waits for: lib/i18n loads them when one is shown.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const CATALOGUES = 'virtual:guild-catalogues';
const PART = 'virtual:guild-catalogue/';
const NEED = 'virtual:guild-i18n-need/';
const LANGS = /** @type {const} */ (['en', 'ar']);

/** @param {'en' | 'ar'} lang @returns {Record<string, string>} */
function read(lang) {
  return JSON.parse(readFileSync(join(HERE, `${lang}.json`), 'utf8'));
}

export { partOf };

/** Every key of the catalogues (English has them all; the catalogue test holds ar to the same). */
export const keys = () => Object.keys(read('en'));

/** Every part of the catalogues. */
export function partNames() {
  return [...new Set(keys().map(partOf))].sort();
}

/**
 * Errors' words: loaded when one is first shown (lib/i18n's `translateMessage`, `translate`), never
 * awaited by a module, so a page without an error does not download them.
 */
export const ON_DEMAND = 'error';

/**
 * The parts a module's source needs: those of every key it names in a quoted or template string
 * (`t('gigs.detail.buy')`, `{ key: 'shell.saved' }`), and of every key that starts with a prefix it
 * names (`` t(`profile.stat.${name}`) ``, `const prefix = 'profile.cert'`).
 * @param {string} source @param {string[]} known every key
 */
export function partsIn(source, known) {
  const all = new Set(known);
  const found = new Set();
  for (const m of source.matchAll(/['"`]([a-z]+\.[A-Za-z0-9_.]*)(\$\{)?/g)) {
    const text = m[1] ?? '';
    const open = m[2] !== undefined || text.endsWith('.');
    if (all.has(text)) found.add(partOf(text));
    const prefix = open ? text : `${text}.`;
    for (const key of known) if (key.startsWith(prefix)) found.add(partOf(key));
  }
  return [...found].sort();
}

const I18N_DIR = `${HERE.split('\\').join('/')}/`;
const islandModule = (/** @type {string} */ id) =>
  /\/islands\/.*\.tsx?$/.test(id) && !id.startsWith(I18N_DIR) && !/\.test\.tsx?$/.test(id);

/**
 * Source text of `{ part: { en: () => import(…), ar: () => import(…) } }` (lib/i18n's `Parts`).
 * @param {string[]} parts
 */
function loaders(parts) {
  const one = (/** @type {string} */ part) =>
    LANGS.map((lang) => `${lang}: () => import(${JSON.stringify(`${PART}${lang}/${part}`)})`).join(', ');
  return `{ ${parts.map((part) => `${JSON.stringify(part)}: { ${one(part)} }`).join(', ')} }`;
}

/** @returns {import('vite').Plugin} */
export function catalogues() {
  return {
    name: 'guild-catalogues',
    resolveId(id) {
      if (id === CATALOGUES || id.startsWith(PART) || id.startsWith(NEED)) return `\0${id}`;
      return null;
    },
    load(id, options) {
      if (!id.startsWith('\0virtual:')) return null;
      const name = id.slice(1);
      if (name === CATALOGUES) {
        if (options?.ssr) {
          return [
            `import en from ${JSON.stringify(join(HERE, 'en.json'))};`,
            `import ar from ${JSON.stringify(join(HERE, 'ar.json'))};`,
            'export const whole = { en, ar };',
            'export const everything = null;',
            'export const own = {};',
          ].join('\n');
        }
        return [
          'export const whole = null;',
          `export const everything = { ${LANGS.map((lang) => `${lang}: () => import(${JSON.stringify(`${PART}${lang}/*`)})`).join(', ')} };`,
          `export const own = ${loaders(['error'])};`,
        ].join('\n');
      }
      if (name.startsWith(PART)) {
        const [lang, wanted] = name.slice(PART.length).split('/');
        const all = read(lang === 'ar' ? 'ar' : 'en');
        const part = Object.fromEntries(
          Object.entries(all).filter(([key]) => wanted === '*' || partOf(key) === wanted),
        );
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
      }
      if (name.startsWith(NEED)) {
        const wanted = name.slice(NEED.length).split('+');
        return [
          `import { need } from ${JSON.stringify(join(HERE, 'index.ts'))};`,
          `await need(${loaders(wanted)});`,
        ].join('\n');
      }
      return null;
    },
    transform(code, id, options) {
      // The server renders with both catalogues whole: nothing to wait for.
      if (options?.ssr || !islandModule(id.split('?')[0] ?? id)) return null;
      const wanted = partsIn(code, keys()).filter((part) => part !== ON_DEMAND);
      if (wanted.length === 0) return null;
      // An import runs before the module's body wherever it stands: appended, lines keep their numbers.
      return { code: `${code}\nimport ${JSON.stringify(`${NEED}${wanted.join('+')}`)};\n`, map: null };
    },
  };
}
