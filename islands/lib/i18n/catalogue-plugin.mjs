// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Ships each reader only the words their screens say (issue 17: ≤ 90 KB gz of JavaScript on a
 * marketplace page). The catalogues stay two flat files (en.json, ar.json); in the browser build
 * they become one small module per language and namespace (the key's first part: `gigs.*`,
 * `shell.*`…), and every island module that names a namespace waits (a top-level await) until that
 * namespace is loaded in the reader's language before it runs, so a screen renders, and a
 * server-rendered one hydrates, with its words already there. The server half and the tests get
 * both catalogues whole, at once.
 *
 * - `virtual:guild-catalogues`: what `lib/i18n` loads from (`whole`, or `parts` to import).
 * - `virtual:guild-catalogue/<lang>/<ns>`: one namespace of one language.
 * - `virtual:guild-i18n-need/<ns>+<ns>`: waits for these namespaces (appended to island modules).
 *
 * English `error.*` is never shipped as a part: it is contracts/messages.ts word for word (the
 * catalogue test holds them equal), which every page has already.
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

/** The namespace of a key: its first part. @param {string} key */
export const namespaceOf = (key) => key.slice(0, key.indexOf('.'));

/** Every namespace of the catalogues. */
export function namespaces() {
  return [...new Set(Object.keys(read('en')).map(namespaceOf))].sort();
}

/** A part the browser loads: English errors come from contracts/messages.ts instead. */
export const shipped = (/** @type {string} */ lang, /** @type {string} */ ns) =>
  !(lang === 'en' && ns === 'error');

/**
 * The namespaces a module's source names: a quoted or template string that starts with
 * `<namespace>.` (`t('gigs.buy')`, `` t(`profile.stat.${name}`) ``, `{ key: 'shell.saved' }`).
 * @param {string} source @param {Iterable<string>} known
 */
export function namespacesIn(source, known) {
  const all = new Set(known);
  const found = new Set();
  for (const m of source.matchAll(/['"`]([a-z]+)\.[A-Za-z0-9_$]/g)) {
    if (m[1] && all.has(m[1])) found.add(m[1]);
  }
  return [...found].sort();
}

const I18N_DIR = `${HERE.split('\\').join('/')}/`;
const islandModule = (/** @type {string} */ id) =>
  /\/islands\/.*\.tsx?$/.test(id) && !id.startsWith(I18N_DIR) && !/\.test\.tsx?$/.test(id);

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
            'export const parts = {};',
          ].join('\n');
        }
        const entries = LANGS.flatMap((lang) =>
          namespaces()
            .filter((ns) => shipped(lang, ns))
            .map(
              (ns) =>
                `  ${JSON.stringify(`${lang}/${ns}`)}: () => import(${JSON.stringify(`${PART}${lang}/${ns}`)}),`,
            ),
        );
        return `export const whole = null;\nexport const parts = {\n${entries.join('\n')}\n};`;
      }
      if (name.startsWith(PART)) {
        const [lang, ns] = name.slice(PART.length).split('/');
        const all = read(lang === 'ar' ? 'ar' : 'en');
        const part = Object.fromEntries(Object.entries(all).filter(([key]) => namespaceOf(key) === ns));
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(part))});`;
      }
      if (name.startsWith(NEED)) {
        const wanted = name.slice(NEED.length).split('+');
        return [
          `import { need } from ${JSON.stringify(join(HERE, 'index.ts'))};`,
          `await need(${JSON.stringify(wanted)});`,
        ].join('\n');
      }
      return null;
    },
    transform(code, id, options) {
      // The server renders with both catalogues whole: nothing to wait for.
      if (options?.ssr || !islandModule(id.split('?')[0] ?? id)) return null;
      const wanted = namespacesIn(code, namespaces());
      if (wanted.length === 0) return null;
      // An import runs before the module's body wherever it stands: appended, lines keep their numbers.
      return { code: `${code}\nimport ${JSON.stringify(`${NEED}${wanted.join('+')}`)};\n`, map: null };
    },
  };
}
