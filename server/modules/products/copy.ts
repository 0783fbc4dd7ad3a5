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
    reviewMessage: 'قيّم {name} «{product}» بـ {rating} من 5.',
    saleTitle: 'عملية بيع جديدة',
    saleMessage: 'اشترى {name} {quantity} × «{product}» مقابل {amount}.',
  },
} as const;

export type CopyKey = keyof (typeof COPY)['en'];

/** One text in both languages with its placeholders filled. */
export function copy(key: CopyKey, vars: Record<string, string | number> = {}): Localized {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
  return { en: fill(COPY.en[key]), ar: fill(COPY.ar[key]) };
}
