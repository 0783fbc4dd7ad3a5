// How numbers and money read in each interface language, shared by the islands and the server's
// notification texts, so an amount is written one way everywhere.

export type Lang = 'en' | 'ar';

/** The Intl locale of each interface language: Arabic uses Arabic-Indic digits throughout. */
export const LOCALE: Record<Lang, string> = { en: 'en-US', ar: 'ar-EG' };

/** An amount of money (a decimal string such as "49.00", or a number) with its ISO currency. */
export function priceText(lang: Lang, amount: string | number, currency: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency }).format(value);
  } catch {
    // Not an ISO currency Intl knows: the number in the language's digits, then the code.
    return `${new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

/** An amount in minor units written in both languages (the server's notification texts). */
export const priceInBoth = (minor: number, currency: string): Record<Lang, string> => ({
  en: priceText('en', minor / 100, currency),
  ar: priceText('ar', minor / 100, currency),
});
