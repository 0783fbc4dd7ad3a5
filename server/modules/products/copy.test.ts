import { describe, expect, it } from 'vitest';
import { priceInBoth } from '../../../contracts/locale';
import { COPY, copy } from './copy';

describe('the products copy', () => {
  it('has the same keys and placeholders in en and ar, and no empty text', () => {
    expect(Object.keys(COPY.ar).sort()).toEqual(Object.keys(COPY.en).sort());
    const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(COPY.en)) {
      const ar = COPY.ar[key as keyof typeof COPY.ar];
      expect(text.trim(), key).not.toBe('');
      expect(ar.trim(), key).not.toBe('');
      expect(vars(ar), key).toEqual(vars(text));
    }
  });

  it('fills placeholders in both languages', () => {
    expect(copy('reviewMessage', { name: 'Omar', product: 'Lamp', rating: 4 })).toEqual({
      en: 'Omar rated “Lamp” 4 out of 5.',
      ar: 'قيّم Omar «Lamp» بـ ٤ من ٥.',
    });
  });

  it('writes amounts of money the way the islands do', () => {
    const message = copy('saleMessage', {
      name: 'Omar',
      quantity: 2,
      product: 'Lamp',
      amount: priceInBoth(4900, 'USD'),
    }) as { en: string; ar: string };
    expect(message.en).toBe('Omar bought 2 × “Lamp” for $49.00.');
    expect(message.ar).toContain('٢ ×');
    expect(message.ar).toContain('٤٩٫٠٠');
  });
});
