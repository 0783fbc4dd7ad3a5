// How numbers and money read in each interface language, shared by the islands and the server's
// notification texts, so an amount is written one way everywhere.

export type Lang = 'en' | 'ar';

/** The Intl locale of each interface language: Arabic uses Arabic-Indic digits throughout. */
export const LOCALE: Record<Lang, string> = { en: 'en-US', ar: 'ar-EG' };

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const formats = new Map<string, Format>();
function made<F extends Format>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

// One Intl formatter per locale and options, made the first time it is asked for: making one costs
// far more than formatting with it, and a page rendered on the server writes hundreds of numbers.
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  made(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  made(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
export const relativeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  made(`r ${locale} ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options));

/** An amount of money (a decimal string such as "49.00", or a number) with its ISO currency. */
export function priceText(lang: Lang, amount: string | number, currency: string): string {
  const value = Number(amount);
  try {
    return numberFormat(LOCALE[lang], { style: 'currency', currency }).format(value);
  } catch {
    // Not an ISO currency Intl knows: the number in the language's digits, then the code.
    return `${numberFormat(LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

/** An amount in minor units written in both languages (the server's notification texts). */
export const priceInBoth = (minor: number, currency: string): Record<Lang, string> => ({
  en: priceText('en', minor / 100, currency),
  ar: priceText('ar', minor / 100, currency),
});
