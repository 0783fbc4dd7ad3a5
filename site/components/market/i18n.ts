import { LOCALE, numberFormat } from '../../../contracts/locale';
import { formatDate, formatNumber, type Lang, translate } from '../../../islands/lib/i18n';

/**
 * The marketplace catalogues for static pages: the same en.json and ar.json the islands use,
 * so a label reads the same in the header island and in the static footer.
 */
export type { Lang };
export const LANGS: readonly Lang[] = ['en', 'ar'];
/**
 * The languages a page is drawn in: both on a prerendered page (CSS shows the document's), the
 * reader's only on a page rendered per request (decision 21).
 */
export const pageLangs = (locals: App.Locals): readonly Lang[] =>
  locals.market ? [locals.market.lang] : LANGS;
export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');
export const t = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  translate(lang, key, vars);
export const num = (lang: Lang, n: number) => formatNumber(lang, n);
export const date = (lang: Lang, iso: string) => formatDate(lang, iso);
/** A year or an id-like number: the language's digits, no grouping. */
export const plain = (lang: Lang, n: number) => numberFormat(LOCALE[lang], { useGrouping: false }).format(n);
