import { parts, whole } from 'virtual:guild-catalogues';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useContext } from 'react';
import { LOCALE, priceText } from '../../../contracts/locale';
import { MESSAGES, messageKey } from '../../../contracts/messages';
import { Rendered } from '../rendered';
import { KEYS, store } from '../storage';
import type en from './en.json';

export type Lang = 'en' | 'ar';
export type Key = keyof typeof en;
type Catalogue = Record<string, string>;

/**
 * The words loaded so far, by language. The server and the tests have both catalogues whole; the
 * browser loads one namespace (`gigs.*`, `shell.*`…) of one language at a time, the ones its island
 * modules name (catalogue-plugin.mjs makes each of them wait for its namespaces), so a reader in
 * English never downloads the Arabic words, nor the words of screens they do not open.
 * English `error.*` is contracts/messages.ts itself.
 */
const englishErrors = Object.fromEntries(
  Object.entries(MESSAGES).map(([key, text]) => [`error.${key}`, text]),
);
const catalogues: Record<Lang, Catalogue> = whole
  ? { en: whole.en, ar: whole.ar }
  : { en: { ...englishErrors }, ar: {} };
const loaded: Record<Lang, Map<string, Promise<void>>> = { en: new Map(), ar: new Map() };
/** Moves when a namespace arrives, so screens that asked for it early say it now. */
const $loadedParts = atom(0);

const namespaceOf = (key: string) => key.slice(0, key.indexOf('.'));
const has = (lang: Lang, ns: string) => whole !== null || !(`${lang}/${ns}` in parts) || loaded[lang].has(ns);

function loadPart(lang: Lang, ns: string): Promise<void> {
  const load = parts[`${lang}/${ns}`];
  if (whole || !load) return Promise.resolve();
  let done = loaded[lang].get(ns);
  if (!done) {
    done = load().then(
      (part) => {
        Object.assign(catalogues[lang], part.default);
        $loadedParts.set($loadedParts.get() + 1);
      },
      (error: unknown) => {
        loaded[lang].delete(ns); // asked again, it is fetched again
        throw error;
      },
    );
    loaded[lang].set(ns, done);
  }
  return done;
}

const initial = (): Lang => (store.get(KEYS.language) === 'ar' ? 'ar' : 'en');

/** The interface language (spec §4): en or ar, default en, kept in localStorage `preferredLanguage`. */
export const $lang = atom<Lang>(initial());

/**
 * The languages the page's first renders use: the reader's, and the one the server rendered the
 * page in when the layout's head script found they differ (hydration starts in the rendered one).
 */
function startingLanguages(): Lang[] {
  const rendered =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.renderedLang;
  return rendered === 'ar' || rendered === 'en' ? [...new Set<Lang>([$lang.get(), rendered])] : [$lang.get()];
}

/**
 * Loads namespaces in the languages this page starts in; island modules await it at their top
 * (catalogue-plugin.mjs appends the call), so their screens never render before their words.
 */
export async function need(namespaces: string[]): Promise<void> {
  await Promise.all(startingLanguages().flatMap((lang) => namespaces.map((ns) => loadPart(lang, ns))));
}

// What lib/i18n says itself: translateMessage's `error.*`.
await need(['error']);

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
 * Switches the interface language once the new language's words for every namespace the page has
 * loaded are there, so no screen shows a word missing in between.
 */
export async function setLanguage(lang: Lang): Promise<void> {
  const current = $lang.get();
  await Promise.all([...loaded[current].keys()].map((ns) => loadPart(lang, ns)));
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
  const text = catalogues[lang][key] ?? catalogues.en[key] ?? missing(lang, key);
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/**
 * A key whose namespace this page has not loaded (a module that names it only through another, a
 * toast flashed by an earlier page): loaded now, and the screens re-render when it arrives. Until
 * then nothing is shown rather than the key.
 */
function missing(lang: Lang, key: string): string {
  const ns = namespaceOf(key);
  if (has(lang, ns)) return key;
  if (import.meta.env.DEV) console.warn(`i18n: "${key}" was used before its namespace "${ns}" was loaded`);
  loadPart(lang, ns).catch(() => undefined);
  return '';
}

/** A server or contract message in the reader's language; texts the catalogue lacks are shown as sent. */
export function translateMessage(lang: Lang, text: string): string {
  const key = messageKey(text);
  return key ? translate(lang, `error.${key}`) : text;
}

export function formatNumber(lang: Lang, n: number): string {
  return new Intl.NumberFormat(LOCALE[lang]).format(n);
}

/** Every price on every screen: an amount (a two-place decimal string) with its ISO currency. */
export function formatPrice(lang: Lang, amount: string | number, currency: string): string {
  return priceText(lang, amount, currency);
}

export function formatDate(lang: Lang, iso: string): string {
  // In UTC: a page rendered on the server says the same date the browser then hydrates.
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** The full date and time of a moment, for the hover title of a relative time. */
export function formatDateTime(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(iso),
  );
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
  const format = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
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
