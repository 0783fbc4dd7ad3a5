import { everything, own, shell, whole } from 'virtual:guild-catalogues';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useContext } from 'react';
import { dateFormat, LOCALE, numberFormat, priceText, relativeFormat } from '../../../contracts/locale';
import type { MessageKey } from '../../../contracts/messages';
import { Rendered } from '../rendered';
import { KEYS, store } from '../storage';
import type en from './en.json';
import { partOf } from './part-of.mjs';

export type Lang = 'en' | 'ar';
export type Key = keyof typeof en;
type Catalogue = Record<string, string>;
type Loader = () => Promise<{ default: Catalogue }>;
/** Where each part of the catalogues is, by language (a language without it: nothing to load). */
export type Parts = Record<string, Partial<Record<Lang, Loader>>>;

/**
 * The words loaded so far, by language. The server and the tests have both catalogues whole; the
 * browser loads the parts (`gigs.detail.*`, `shell.home.*`…, `partOf`) its islands' modules name,
 * in one language, an island's in one file (catalogue-plugin.mjs makes each island wait for them),
 * so a reader in English never downloads the Arabic words, nor the words of screens they do not open.
 * Errors' words (`error.*`, contracts/messages.ts's texts) load the first time one is shown.
 */
const catalogues: Record<Lang, Catalogue> = whole ? { en: whole.en, ar: whole.ar } : { en: {}, ar: {} };
/** The parts the page's modules have named, with where to load them from. */
const known: Parts = {};
const loaded: Record<Lang, Map<string, Promise<void>>> = { en: new Map(), ar: new Map() };
/** The parts whose words have arrived. */
const arrived: Record<Lang, Set<string>> = { en: new Set(), ar: new Set() };
/** Moves when words arrive, so screens that asked for them early say them now. */
const $loadedParts = atom(0);

function fetchOnce(lang: Lang, name: string, load: Loader, holds: string[] = [name]): Promise<void> {
  const done = loaded[lang].get(name);
  if (done) return done;
  const coming = load().then(
    (words) => {
      Object.assign(catalogues[lang], words.default);
      for (const part of holds) arrived[lang].add(part);
      $loadedParts.set($loadedParts.get() + 1);
    },
    (error: unknown) => {
      // Asked again, it is fetched again.
      for (const part of [name, ...holds]) if (loaded[lang].get(part) === coming) loaded[lang].delete(part);
      throw error;
    },
  );
  loaded[lang].set(name, coming);
  // The parts a set holds are on their way with it.
  for (const part of holds) if (!loaded[lang].has(part)) loaded[lang].set(part, coming);
  return coming;
}

const loadPart = (lang: Lang, part: string): Promise<void> => {
  const load = known[part]?.[lang];
  return loaded[lang].get(part) ?? (whole || !load ? Promise.resolve() : fetchOnce(lang, part, load));
};

/** Arrived, or nothing to load; a part no module named counts as not loaded. */
const has = (lang: Lang, part: string) =>
  whole !== null ||
  arrived[lang].has(part) ||
  arrived[lang].has('*') ||
  (part in known && known[part]?.[lang] === undefined);
const asked = (lang: Lang, part: string) => loaded[lang].has(part) || loaded[lang].has('*');

/**
 * The words of several parts in one file per language (catalogue-plugin.mjs, built): those of
 * every module an island imports, or those of the header and the toasts, which every island names.
 */
export type WordSet = { parts: string[] } & Partial<Record<Lang, Loader>>;
/** The sets the page's islands named, by their parts. */
const sets = new Map<string, WordSet>();

/** Loads `parts` in `lang`, each once: with the first set that holds it (built), or on its own. */
function loadParts(lang: Lang, parts: Iterable<string>): Promise<void> {
  const coming: Promise<void>[] = [];
  for (const part of parts) {
    if (has(lang, part)) continue;
    const set =
      asked(lang, part) || whole
        ? undefined
        : [...sets.values()].find((s) => s[lang] && s.parts.includes(part));
    const load = set?.[lang];
    coming.push(set && load ? fetchOnce(lang, set.parts.join('+'), load, set.parts) : loadPart(lang, part));
  }
  return Promise.all(coming).then(() => undefined);
}

/**
 * The language the page shows: the one the layout's head script read from storage and put on the
 * document before the first paint. Read from storage again here, a choice made since (in another
 * tab, between the head script and this module) would have the page's islands hydrate in a language
 * whose words were never loaded for it; that choice is followed by HeaderActions' storage listener
 * instead. Where no head script ran (the tests), the stored choice.
 */
function initial(): Lang {
  const shown = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const chosen = shown === 'ar' || shown === 'en' ? shown : store.get(KEYS.language);
  return chosen === 'ar' ? 'ar' : 'en';
}

/** The interface language (spec §4): en or ar, default en, kept in localStorage `preferredLanguage`. */
export const $lang = atom<Lang>(initial());

/**
 * Loads words in the language the page shows and resolves once they are here (catalogue-plugin.mjs
 * makes islands and the modules they load on demand await it before they run, so no screen renders
 * before its words): `named` sets, each of several parts in one file, and `parts`, each in a file of
 * its own. Built, an island names the set of everything it imports, a module loaded on demand the
 * set of what it imports beyond its importer, and the header's set comes with either. In
 * `astro dev`, each island module names its parts.
 */
export async function needWords(named: WordSet[], parts: Parts = {}): Promise<void> {
  Object.assign(known, parts);
  // The header's set (built): every island names it; whichever runs first loads it.
  const all = shell ? [shell, ...named] : named;
  for (const set of all) sets.set(set.parts.join('+'), set);
  await loadParts($lang.get(), [...all.flatMap((set) => set.parts), ...Object.keys(parts)]);
}

/** Every part the page's islands named, in a set or on its own. */
const namedParts = () => [...Object.keys(known), ...[...sets.values()].flatMap((set) => set.parts)];

// What lib/i18n says itself, translateMessage's `error.*`: known, loaded when first shown.
Object.assign(known, own);

/** Puts the language on the document: Arabic reads right to left. */
export function applyLanguage(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The server renders marketplace pages in the language of this cookie (spec §4 keeps the choice in
 * localStorage, which a server cannot read); the layout's head script copies localStorage into it.
 */
function rememberForServer(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${KEYS.language}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * A page the server rendered for this request carries the words of one language only (decision 21):
 * another language is another copy of the page, asked for again with the cookie.
 */
const renderedPerRequest = () =>
  typeof document !== 'undefined' && document.querySelector('meta[name="guild:per-request"]') !== null;

/**
 * Switches the interface language once the new language's words for every part the page's modules
 * named are there, so no screen shows a word missing in between. On a page rendered per request the
 * choice is saved and the page is loaded again in it, with what the reader changed in its fields.
 */
export async function setLanguage(lang: Lang): Promise<void> {
  if (renderedPerRequest()) {
    // A part that cannot be loaded (a page older than the site's last build) carries nothing.
    await import('../carry-fields').then(({ carryFields }) => carryFields()).catch(() => undefined);
    store.set(KEYS.language, lang);
    rememberForServer(lang);
    window.location.reload();
    return;
  }
  const whole = loaded[$lang.get()].has('*') && everything ? [fetchOnce(lang, '*', everything[lang])] : [];
  await Promise.all([...whole, loadParts(lang, namedParts())]);
  store.set(KEYS.language, lang);
  rememberForServer(lang);
  $lang.set(lang);
  applyLanguage(lang);
}

/** Spec §4: en goes to ar, anything else goes to en. */
export function toggleLanguage(): Promise<void> {
  return setLanguage($lang.get() === 'en' ? 'ar' : 'en');
}

export function translate(lang: Lang, key: Key | string, vars?: Record<string, string | number>): string {
  // English stands in for a word the reader's language lacks, not for one still on its way.
  const text =
    catalogues[lang][key] ?? (has(lang, partOf(key)) ? catalogues.en[key] : undefined) ?? missing(lang, key);
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/**
 * A key whose part this page has not loaded (a module that names it only through another, a
 * toast flashed by an earlier page): loaded now (its part, or the whole language when no module of
 * the page named it), and the screens re-render when it arrives. Until then nothing is shown rather
 * than the key.
 */
function missing(lang: Lang, key: string): string {
  const part = partOf(key);
  if (has(lang, part)) return key;
  if (asked(lang, part)) return ''; // on its way
  // Errors' words load when first shown: that is their way, not a mistake.
  if (import.meta.env.DEV && part !== 'error')
    console.warn(`i18n: "${key}" was used before its part "${part}" was loaded`);
  // A part no module named: the whole language, once.
  const load = namedParts().includes(part)
    ? loadParts(lang, [part])
    : everything && fetchOnce(lang, '*', everything[lang]);
  load?.catch(() => undefined);
  return '';
}

/** The `error.*` key of each English message text (contracts/messages.ts's), once they are loaded. */
let errorKeys: Map<string, string> | undefined;
const errorKeysOf = (words: Catalogue) =>
  new Map(
    Object.entries(words)
      .filter(([key]) => key.startsWith('error.'))
      .map(([key, text]) => [text, key]),
  );

/**
 * The `error.*` key of a message text ('' when it has none), or undefined while the English
 * errors' words are loading (the screens re-render when they arrive).
 */
function errorKeyOf(text: string): string | undefined {
  errorKeys ??= whole ? errorKeysOf(whole.en) : undefined;
  if (errorKeys) return errorKeys.get(text) ?? '';
  loadPart('en', 'error')
    .then(() => {
      errorKeys = errorKeysOf(catalogues.en);
      $loadedParts.set($loadedParts.get() + 1);
    })
    .catch(() => undefined);
  return undefined;
}

/** contracts/messages.ts's messages in English, read from the catalogue's `error.*`. */
export interface EnglishMessages {
  /** The text of a message key; undefined for a string that is no key. */
  text(key: string): string | undefined;
  /** The key of a message text, when it is one. */
  keyOf(text: string): MessageKey | undefined;
}

/**
 * The English text of a message at once where the catalogues are whole (the server's render, the
 * tests); null in the browser, which loads them (`loadEnglishMessages`).
 */
export function englishMessageNow(key: MessageKey): string | null {
  return whole?.en[`error.${key}`] ?? null;
}

/**
 * contracts/messages.ts's texts as the catalogue's English `error.*` part holds them, word for word
 * (catalogues.test.ts holds the two equal), loaded once: what reading a failure and `loadMessage`
 * look texts and keys up in. So no browser bundle reads contracts/messages.ts whole, and a form's
 * schema brings only the messages it names (decision 15).
 */
export async function loadEnglishMessages(): Promise<EnglishMessages> {
  await loadPart('en', 'error');
  const words = whole?.en ?? catalogues.en;
  errorKeys ??= errorKeysOf(words);
  const keys = errorKeys;
  return {
    text: (key) => words[`error.${key}`],
    keyOf: (text) => keys.get(text)?.slice('error.'.length) as MessageKey | undefined,
  };
}

/** A server or contract message in the reader's language; texts the catalogue lacks are shown as sent. */
export function translateMessage(lang: Lang, text: string): string {
  const key = errorKeyOf(text);
  // Still loading: English is the text itself; another language shows nothing rather than English.
  if (key === undefined) return lang === 'en' ? text : '';
  return key ? translate(lang, key) : text;
}

export function formatNumber(lang: Lang, n: number): string {
  return numberFormat(LOCALE[lang]).format(n);
}

/** Every price on every screen: an amount (a two-place decimal string) with its ISO currency. */
export function formatPrice(lang: Lang, amount: string | number, currency: string): string {
  return priceText(lang, amount, currency);
}

export function formatDate(lang: Lang, iso: string): string {
  // In UTC: a page rendered on the server says the same date the browser then hydrates.
  return dateFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

/** The full date and time of a moment, for the hover title of a relative time. */
export function formatDateTime(lang: Lang, iso: string): string {
  return dateFormat(LOCALE[lang], { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago (or how soon) a moment is: "3 hours ago", "yesterday", "in 2 days", "now". */
export function formatRelative(lang: Lang, iso: string, now: number = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  const format = relativeFormat(LOCALE[lang], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The hook screens use: `const { t, m, lang } = useI18n()`. */
export function useI18n() {
  const renderedIn = useContext(Rendered)?.lang;
  const lang = useStore($lang, { ssr: () => renderedIn ?? $lang.get() });
  useStore($loadedParts);
  return {
    lang,
    t: (key: Key, vars?: Record<string, string | number>) => translate(lang, key, vars),
    m: (text: string) => translateMessage(lang, text),
  };
}
