import { type Lang, LOCALE, numberFormat } from '../../../contracts/locale';
import type { Localized } from '../../ports';

/** What the products module tells people (notifications), in both interface languages. */
export const COPY = {
  en: {
    questionTitle: 'New question',
    questionMessage: '{name} asked about “{product}”: {question}',
    answerTitle: 'Your question was answered',
    answerMessage: '{name} answered your question about “{product}”.',
    reviewTitle: 'New review',
    reviewMessage: '{name} rated “{product}” {rating} out of 5.',
    saleTitle: 'New sale',
    saleMessage: '{name} bought {quantity} × “{product}” for {amount}.',
  },
  ar: {
    questionTitle: 'سؤال جديد',
    questionMessage: 'سأل {name} عن «{product}»: {question}',
    answerTitle: 'تمت الإجابة عن سؤالك',
    answerMessage: 'أجاب {name} عن سؤالك حول «{product}».',
    reviewTitle: 'تقييم جديد',
    reviewMessage: 'قيّم {name} «{product}» بـ {rating} من ٥.',
    saleTitle: 'عملية بيع جديدة',
    saleMessage: 'اشترى {name} {quantity} × «{product}» مقابل {amount}.',
  },
} as const;

export type CopyKey = keyof (typeof COPY)['en'];

/** A value already written in each language (an amount of money, say). */
type Value = string | number | Localized;

/** One text in both languages with its placeholders filled; numbers in each language's digits. */
export function copy(key: CopyKey, vars: Record<string, Value> = {}): Localized {
  const fill = (lang: Lang) =>
    COPY[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = vars[name] ?? '';
      if (typeof value === 'number') return numberFormat(LOCALE[lang]).format(value);
      return typeof value === 'string' ? value : value[lang];
    });
  return { en: fill('en'), ar: fill('ar') };
}
