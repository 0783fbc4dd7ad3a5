import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useContext } from 'react';
import { LOCALE, priceText } from '../../../contracts/locale';
import { messageKey } from '../../../contracts/messages';
import { Rendered } from '../rendered';
import { KEYS, store } from '../storage';
import ar from './ar.json';
import en from './en.json';

export type Lang = 'en' | 'ar';
export type Key = keyof typeof en;
const catalogues: Record<Lang, Record<string, string>> = { en, ar };

const initial = (): Lang => (store.get(KEYS.language) === 'ar' ? 'ar' : 'en');

/** The interface language (spec §4): en or ar, default en, kept in localStorage `preferredLanguage`. */
export const $lang = atom<Lang>(initial());

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

export function setLanguage(lang: Lang): void {
  store.set(KEYS.language, lang);
  rememberForServer(lang);
  $lang.set(lang);
  applyLanguage(lang);
}

/** Spec §4: en goes to ar, anything else goes to en. */
export function toggleLanguage(): void {
  setLanguage($lang.get() === 'en' ? 'ar' : 'en');
}

export function translate(lang: Lang, key: Key | string, vars?: Record<string, string | number>): string {
  const text = catalogues[lang][key] ?? catalogues.en[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
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
  return {
    lang,
    t: (key: Key, vars?: Record<string, string | number>) => translate(lang, key, vars),
    m: (text: string) => translateMessage(lang, text),
  };
}
