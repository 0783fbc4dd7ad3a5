import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import ar from './ar.json';
import en from './en.json';

describe('the marketplace catalogues', () => {
  it('have the same keys in en and ar', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('translate every shared message', () => {
    for (const key of Object.keys(MESSAGES)) {
      expect(en, key).toHaveProperty([`error.${key}`]);
      expect(ar, key).toHaveProperty([`error.${key}`]);
    }
  });

  it('keep the same placeholders in both languages', () => {
    const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(vars((ar as Record<string, string>)[key] ?? ''), key).toEqual(vars(text));
    }
  });

  it('say the shared messages in English exactly as the API does', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect((en as Record<string, string>)[`error.${key}`]).toBe(text);
    }
  });
});
