// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partOf } from './part-of.mjs';

/**
 * Ships each reader only the words their screens say (issue 17: ≤ 90 KB gz of JavaScript on a
 * marketplace page). The catalogues stay two flat files (en.json, ar.json). A module names parts
 * of them (`partOf`: `gigs.detail.*`, `shell.home.*`, or a namespace's two-part keys `gigs.*`) by
 * naming a key or a prefix of keys; in the browser an island waits (a top-level await) until the
 * parts its modules name are loaded in the reader's language, so a screen renders, and a
 * server-rendered one hydrates, with its words already there. The server half and the tests get
 * both catalogues whole, at once.
 *
 * - `virtual:guild-catalogues`: both catalogues `whole` (server, tests), or in the browser the parts
 *   lib/i18n names itself (`own`), `everything` (a language whole, for a key no module named) and,
 *   built, the header's set (`shell`).
 * - `virtual:guild-catalogue/<lang>/<part>`: one part of one language (`*`: all of it).
 * - Built, each island loads the words of every module it imports in one file per language
 *   (`virtual:guild-catalogue-set/<lang>/<name>`) and those of the header and the toasts, which
 *   every page has, in another: `virtual:guild-i18n-island/<Astro's module of the island>` is
 *   appended to Astro's module of each island and waits for both (a top-level await; one or two
 *   requests, all at once, instead of one per part). A module an island imports on demand (`lazy`,
 *   a dialog) is imported through `virtual:guild-i18n-lazy/<module>`, which waits for the words of
 *   what it imports beyond the module that imports it (those are here already), in one file too.
 * - In `astro dev` there are no islands' modules to start from: `virtual:guild-i18n-need/<part>+<part>`
 *   is appended to each island module instead and waits for the parts it names.
 *
 * Errors' words (`error.*`) are a part no module waits for: lib/i18n loads them when one is shown.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const CATALOGUES = 'virtual:guild-catalogues';
const PART = 'virtual:guild-catalogue/';
const NEED = 'virtual:guild-i18n-need/';
const ISLAND = 'virtual:guild-i18n-island/';
const LAZY = 'virtual:guild-i18n-lazy/';
const SET = 'virtual:guild-catalogue-set/';
/** Astro's module for each island in the client build (`\0astro-entry:<component>`). */
const ENTRY = '\0astro-entry:';
const I18N = JSON.stringify(join(HERE, 'index.ts'));
/** The islands on every marketplace page, whose words are a set of their own. */
const SHELL = ['header.tsx', 'shell/Toaster.tsx'].map((file) => join(HERE, '..', '..', file));
/** A dynamic import of a module named in a string. */
const DYNAMIC_IMPORT = /\bimport\((['"])([^'"]+)\1\)/g;
const LANGS = /** @type {const} */ (['en', 'ar']);

/** @param {'en' | 'ar'} lang @returns {Record<string, string>} */
function read(lang) {
  return JSON.parse(readFileSync(join(HERE, `${lang}.json`), 'utf8'));
}

/**
 * The source of a module of one language's words, those of the parts `keep` accepts.
 * @param {string | undefined} lang @param {(part: string) => boolean} keep
 */
function wordsModule(lang, keep) {
  const words = Object.entries(read(lang === 'ar' ? 'ar' : 'en')).filter(([key]) => keep(partOf(key)));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(words)))});`;
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

/** A dynamic import of `spec`, as Vite wraps it. @param {string} spec */
const importOf = (spec) => `import(${JSON.stringify(spec)})`;
/**
 * A dynamic import of `spec` that Vite's build leaves as it is: it wraps each `import("…")` in its
 * preload helper (`__vitePreload(() => import("…"), [])`; with `build.modulePreload: false` and
 * astro.config.mjs's plainDynamicImports, a call that only calls), but not one whose argument is in
 * parentheses, which Rollup still resolves. The build only: `astro dev` rewrites what it can see.
 * @param {string} spec
 */
const plainImportOf = (spec) => `import((${JSON.stringify(spec)}))`;

/**
 * Source text of `{ part: { en: () => import(…), ar: () => import(…) } }` (lib/i18n's `Parts`).
 * @param {string[]} parts
 */
function loaders(parts, load = importOf) {
  const one = (/** @type {string} */ part) =>
    LANGS.map((lang) => `${lang}: () => ${load(`${PART}${lang}/${part}`)}`).join(', ');
  return `{ ${parts.map((part) => `${JSON.stringify(part)}: { ${one(part)} }`).join(', ')} }`;
}

/** A set's name: `words-` and a hash of its parts. @param {string[]} parts */
const setName = (parts) => `words-${createHash('sha1').update(parts.join('+')).digest('hex').slice(0, 8)}`;

/** @returns {import('vite').Plugin} */
export function catalogues() {
  let build = false;
  const known = keys();
  /** The parts each module names, by its id. @type {Map<string, string[]>} */
  const partsByModule = new Map();
  /** @param {string} id @param {string} code */
  const partsOf = (id, code) => {
    let parts = partsByModule.get(id);
    if (!parts) {
      parts = islandModule(id.split('?')[0] ?? id)
        ? partsIn(code, known).filter((part) => part !== ON_DEMAND)
        : [];
      partsByModule.set(id, parts);
    }
    return parts;
  };
  /** The parts of each module's graph, by its id, once per build. @type {Map<string, Promise<string[]>>} */
  const closures = new Map();
  /**
   * The parts the modules `start` imports, and the modules they import, name (Rollup's graph; a
   * module imported on demand is not followed: it is loaded through `virtual:guild-i18n-lazy/`).
   * Walked once per start: the header's, and each module that loads others on demand, is the start
   * of several walks.
   * @param {import('rollup').PluginContext} context @param {string} start
   * @returns {Promise<string[]>}
   */
  const closureParts = (context, start) => {
    let parts = closures.get(start);
    if (!parts) {
      parts = walkParts(context, start);
      closures.set(start, parts);
    }
    return parts;
  };
  /** @param {import('rollup').PluginContext} context @param {string} start */
  const walkParts = async (context, start) => {
    const seen = new Set();
    const parts = new Set();
    /** @param {string} id @returns {Promise<void>} */
    const walk = async (id) => {
      if (seen.has(id) || (id !== start && (id.startsWith('\0') || id.includes('/node_modules/')))) return;
      seen.add(id);
      const info = await context.load({ id, resolveDependencies: true });
      for (const part of partsOf(id, info.code ?? '')) parts.add(part);
      await Promise.all(info.importedIds.map(walk));
    };
    await walk(start);
    return [...parts].sort();
  };
  /** The parts of each set, by its name. @type {Map<string, string[]>} */
  const sets = new Map();
  /**
   * Source text of `{ parts: [...], en: () => import(…), ar: () => import(…) }` (lib/i18n's `WordSet`).
   * @param {string[]} parts
   */
  const setLoaders = (parts) => {
    const name = setName(parts);
    sets.set(name, parts);
    const one = LANGS.map((lang) => `${lang}: () => ${plainImportOf(`${SET}${lang}/${name}`)}`);
    return `{ parts: ${JSON.stringify(parts)}, ${one.join(', ')} }`;
  };
  /** The parts of the header's and the toasts' islands, once per build. @type {Promise<string[]> | undefined} */
  let shell;
  /** @param {import('rollup').PluginContext} context */
  const shellParts = (context) => {
    shell ??= Promise.all(SHELL.map((file) => closureParts(context, file))).then((all) =>
      [...new Set(all.flat())].sort(),
    );
    return shell;
  };
  return {
    name: 'guild-catalogues',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      partsByModule.clear();
      closures.clear();
      sets.clear();
      shell = undefined;
    },
    resolveId(id) {
      if ([CATALOGUES, PART, NEED, ISLAND, LAZY, SET].some((name) => id.startsWith(name))) return `\0${id}`;
      return null;
    },
    async load(id, options) {
      if (!id.startsWith('\0virtual:')) return null;
      const name = id.slice(1);
      const load = build ? plainImportOf : importOf;
      if (name === CATALOGUES) {
        if (options?.ssr) {
          return [
            `import en from ${JSON.stringify(join(HERE, 'en.json'))};`,
            `import ar from ${JSON.stringify(join(HERE, 'ar.json'))};`,
            'export const whole = { en, ar };',
            'export const everything = null;',
            'export const own = {};',
            'export const shell = null;',
          ].join('\n');
        }
        return [
          'export const whole = null;',
          `export const everything = { ${LANGS.map((lang) => `${lang}: () => ${load(`${PART}${lang}/*`)}`).join(', ')} };`,
          `export const own = ${loaders(['error'], load)};`,
          `export const shell = ${build ? setLoaders(await shellParts(this)) : 'null'};`,
        ].join('\n');
      }
      if (name.startsWith(SET)) {
        const [lang, set] = name.slice(SET.length).split('/');
        const wanted = new Set(sets.get(set ?? '') ?? []);
        return wordsModule(lang, (part) => wanted.has(part));
      }
      if (name.startsWith(ISLAND)) {
        const [common, all] = await Promise.all([
          shellParts(this),
          closureParts(this, `\0${name.slice(ISLAND.length)}`),
        ]);
        const own = all.filter((part) => !common.includes(part));
        // lib/i18n adds the header's set (`shell`): whichever island runs first loads it.
        return [
          `import { needWords } from ${I18N};`,
          `await needWords([${own.length > 0 ? setLoaders(own) : ''}]);`,
        ].join('\n');
      }
      if (name.startsWith(LAZY)) {
        // `from` runs, so the words of all it imports are here (its island's set, or its own lazy set).
        const [from, target] = name.slice(LAZY.length).split('|');
        const [common, before, all, info] = await Promise.all([
          shellParts(this),
          closureParts(this, from ?? ''),
          closureParts(this, target ?? ''),
          this.load({ id: target ?? '' }),
        ]);
        const own = all.filter((part) => !common.includes(part) && !before.includes(part));
        const module = JSON.stringify(target);
        return [
          `export * from ${module};`,
          ...(info.exports?.includes('default') ? [`export { default } from ${module};`] : []),
          ...(own.length > 0
            ? [`import { needWords } from ${I18N};`, `await needWords([${setLoaders(own)}]);`]
            : []),
        ].join('\n');
      }
      if (name.startsWith(PART)) {
        const [lang, wanted] = name.slice(PART.length).split('/');
        return wordsModule(lang, (part) => wanted === '*' || part === wanted);
      }
      if (name.startsWith(NEED)) {
        const wanted = name.slice(NEED.length).split('+');
        return [`import { needWords } from ${I18N};`, `await needWords([], ${loaders(wanted)});`].join('\n');
      }
      return null;
    },
    async transform(code, id, options) {
      // The server renders with both catalogues whole: nothing to wait for.
      if (options?.ssr) return null;
      // An import runs before the module's body wherever it stands: appended, lines keep their numbers.
      if (build && id.startsWith(ENTRY))
        return { code: `${code}\nimport ${JSON.stringify(`${ISLAND}${id.slice(1)}`)};\n`, map: null };
      if (!islandModule(id.split('?')[0] ?? id)) return null;
      if (!build) {
        const wanted = partsOf(id, code);
        if (wanted.length === 0) return null;
        return { code: `${code}\nimport ${JSON.stringify(`${NEED}${wanted.join('+')}`)};\n`, map: null };
      }
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      const targets = await Promise.all(found.map((m) => this.resolve(m[2] ?? '', id)));
      let i = 0;
      const lazy = code.replace(DYNAMIC_IMPORT, (_call, _quote, /** @type {string} */ spec) => {
        const target = targets[i++]?.id;
        return target && islandModule(target) ? plainImportOf(`${LAZY}${id}|${target}`) : plainImportOf(spec);
      });
      return lazy === code ? null : { code: lazy, map: null };
    },
  };
}
