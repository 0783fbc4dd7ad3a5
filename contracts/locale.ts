// How numbers and money read in each interface language, shared by the islands and the server's
// notification texts, so an amount is written one way everywhere.

export type Lang = 'en' | 'ar';

/** The Intl locale of each interface language: Arabic uses Arabic-Indic digits throughout. */
export const LOCALE: Record<Lang, string> = { en: 'en-US', ar: 'ar-EG' };

/** What a formatter does for the islands and the server: one value to text. */
interface Formatter<V> {
  format(value: V): string;
}

/**
 * Text the server wrote with these formatters while it rendered an island, by formatter and value
 * (`n en-US {"style":"currency","currency":"USD"} 49`). It travels with the island's props
 * (islands/lib/rendered.ts, decision 20), so the browser hydrates with the same text without making
 * an Intl formatter: the first one a page makes costs 20 to 90 ms while ICU loads its data, four
 * times that on the phone Lighthouse simulates, all of it in the middle of hydration. Later values
 * (a page loaded afterwards, another language) are formatted by Intl as before. Only values that
 * read the same anywhere are kept: numbers, and dates in a fixed time zone.
 */
export type Written = Record<string, string>;

/** On the server: where the island being rendered keeps what it writes (null: nowhere). */
let recorder: Written | null = null;
export function recordWrittenIn(into: Written | null): void {
  recorder = into;
}

/** In the browser: what the server wrote for the page's islands. */
const seeded = new Map<string, string>();
export function seedWritten(from: Written): void {
  for (const [key, text] of Object.entries(from)) if (typeof text === 'string') seeded.set(key, text);
}

class WrittenFormat<V> implements Formatter<V> {
  #intl?: Formatter<V>;
  constructor(
    private readonly key: string,
    private readonly make: () => Formatter<V>,
    /** The value's part of the key, or null when its text may differ between server and browser. */
    private readonly id: (value: V) => string | null,
  ) {}

  format(value: V): string {
    // Nothing to record or read (the server outside an island, a page without written text): no key.
    const id = recorder || seeded.size > 0 ? this.id(value) : null;
    const key = id === null ? null : `${this.key} ${id}`;
    const known = key === null ? undefined : seeded.get(key);
    if (known !== undefined) return known;
    // Made the first time a value needs it (an unknown currency throws here, for priceText to catch).
    this.#intl ??= this.make();
    const text = this.#intl.format(value);
    if (key !== null && recorder) recorder[key] = text;
    return text;
  }
}

const formats = new Map<string, unknown>();
function made<F>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

// One formatter per locale and options, made the first time it is asked for: making one costs far
// more than formatting with it, and a page rendered on the server writes hundreds of numbers.
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Formatter<number> => {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  return made(key, () => new WrittenFormat(key, () => new Intl.NumberFormat(locale, options), String));
};
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Formatter<Date> => {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  // Without a time zone a date reads in the server's zone there and the reader's here.
  const id = (date: Date) => (options.timeZone ? String(date.getTime()) : null);
  return made(key, () => new WrittenFormat(key, () => new Intl.DateTimeFormat(locale, options), id));
};
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
