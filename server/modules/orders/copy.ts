// What the orders module says to people, in both interface languages (same keys in each).
// `{name}` marks where a value goes: fill it with `fill()`.

export const copy = {
  en: {
    saleTitle: 'New sale',
    saleMessage: '{buyer} bought “{gig}” for {amount}.',
    pageTitle: 'Guild test checkout',
    pageBanner: 'Test payment: no card is charged and no money moves.',
    pagePaying: 'You are paying for',
    pageTotal: 'Total',
    pagePay: 'Pay',
    pageCancel: 'Cancel',
    pageClosed: 'This checkout session is closed. Start the purchase again.',
    pageBack: 'Back to Guild',
  },
  ar: {
    saleTitle: 'عملية بيع جديدة',
    saleMessage: 'اشترى {buyer} «{gig}» مقابل {amount}.',
    pageTitle: 'صفحة الدفع التجريبية في Guild',
    pageBanner: 'دفع تجريبي: لا تُخصم أي بطاقة ولا تنتقل أي أموال.',
    pagePaying: 'أنت تدفع مقابل',
    pageTotal: 'المجموع',
    pagePay: 'ادفع',
    pageCancel: 'إلغاء',
    pageClosed: 'جلسة الدفع هذه مغلقة. ابدأ الشراء من جديد.',
    pageBack: 'العودة إلى Guild',
  },
} as const satisfies Record<'en' | 'ar', Record<string, string>>;

export type CopyKey = keyof typeof copy.en;

/** Puts values in a text's `{name}` places; a place without a value stays as written. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : place,
  );
}

type Value = string | { en: string; ar: string };
const inLang = (values: Record<string, Value>, lang: 'en' | 'ar') =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : v[lang]]));

/**
 * A text in both languages, with its values filled in (a notification's title or message); a value
 * may itself be written per language (an amount of money).
 */
export const both = (key: CopyKey, values: Record<string, Value> = {}) => ({
  en: fill(copy.en[key], inLang(values, 'en')),
  ar: fill(copy.ar[key], inLang(values, 'ar')),
});
