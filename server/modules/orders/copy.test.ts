import { describe, expect, it } from 'vitest';
import { both, copy, fill } from './copy';

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('orders copy', () => {
  it('has the same keys in English and Arabic, none of them empty', () => {
    expect(Object.keys(copy.ar).sort()).toEqual(Object.keys(copy.en).sort());
    for (const lang of ['en', 'ar'] as const) {
      for (const [key, text] of Object.entries(copy[lang]))
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
    }
  });

  it('leaves the same places for values in both languages', () => {
    for (const key of Object.keys(copy.en) as (keyof typeof copy.en)[]) {
      expect(places(copy.ar[key]), key).toEqual(places(copy.en[key]));
    }
  });

  it('fills the places it has values for and leaves the others as written', () => {
    expect(fill('{a} and {b}', { a: 'one' })).toBe('one and {b}');
    expect(fill('{constructor}', {})).toBe('{constructor}');
    expect(both('saleMessage', { buyer: 'Bilal', gig: 'Kit', amount: '1.00 USD' }).en).toBe(
      'Bilal bought “Kit” for 1.00 USD.',
    );
  });
});
