import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { messageKey } from '../../../contracts/messages';
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

export function setLanguage(lang: Lang): void {
  store.set(KEYS.language, lang);
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
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(n);
}

/** An amount of money (a two-place decimal string) with its ISO currency. */
export function formatPrice(lang: Lang, amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US', { style: 'currency', currency }).format(
      Number(amount),
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

export function formatDate(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'medium' }).format(
    new Date(iso),
  );
}

/** The hook screens use: `const { t, m, lang } = useI18n()`. */
export function useI18n() {
  const lang = useStore($lang);
  return {
    lang,
    t: (key: Key, vars?: Record<string, string | number>) => translate(lang, key, vars),
    m: (text: string) => translateMessage(lang, text),
  };
}
