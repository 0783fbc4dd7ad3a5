import en from './en.json';
import es from './es.json';

/** The languages of Guild Journal: English at `/`, Spanish under `/es/`. */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export type UiKey = keyof typeof en;

const catalogues: Record<Lang, Record<string, string>> = { en, es };

// The catalogues are flat and must hold the same keys; a gap fails the build rather than a page.
const missing = [
  ...Object.keys(en)
    .filter((k) => !(k in es))
    .map((k) => `es lacks ${k}`),
  ...Object.keys(es)
    .filter((k) => !(k in en))
    .map((k) => `en lacks ${k}`),
];
if (missing.length) throw new Error(`site/i18n catalogues differ: ${missing.join(', ')}`);

/** The UI string `key` in `lang`, with `{name}` placeholders filled from `vars`. */
export function t(lang: Lang, key: UiKey, vars: Record<string, string | number> = {}): string {
  const text = catalogues[lang][key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A path of the site in `lang`: `/topics/` in English, `/es/topics/` in Spanish. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return lang === 'es' ? `/es${clean}` : clean;
}

export const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

/** The two versions of every page, for `getStaticPaths` of `site/pages/[...lang]/`. */
export function langPaths() {
  return LANGS.map((lang) => ({ params: { lang: lang === 'en' ? undefined : lang }, props: { lang } }));
}

/** BCP 47 tags for dates and `og:locale` (spec §9: the default locale is en-US). */
export const LOCALE_TAG: Record<Lang, string> = { en: 'en-US', es: 'es-ES' };

// One formatter per language for the whole build: making one costs far more than formatting a date,
// and every article card formats one.
const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE_TAG.en, { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(LOCALE_TAG.es, { dateStyle: 'long', timeZone: 'UTC' }),
};

export function formatDate(lang: Lang, date: Date): string {
  return dateFormats[lang].format(date);
}

/** The catalogue itself, for the few strings a page's script needs at run time. */
export const catalogue = (lang: Lang) => catalogues[lang];
