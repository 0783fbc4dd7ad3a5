import { describe, expect, it } from 'vitest';
import { COPY } from './copy';

/** Every text of a copy object, functions called with a sample argument, by dotted key. */
function texts(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') out.set(path, (value as (a: unknown) => unknown)(123456));
    else if (value && typeof value === 'object') for (const [k, t] of texts(value, path)) out.set(k, t);
    else out.set(path, value);
  }
  return out;
}

describe('the accounts copy', () => {
  it('has the same keys in English and Arabic', () => {
    expect([...texts(COPY.ar).keys()].sort()).toEqual([...texts(COPY.en).keys()].sort());
  });

  it('has no empty text in either language', () => {
    for (const language of ['en', 'ar'] as const) {
      const empty = [...texts(COPY[language])].filter(([, text]) => typeof text !== 'string' || !text.trim());
      expect(empty.map(([key]) => `${language}.${key}`)).toEqual([]);
    }
  });

  it('writes the Arabic texts in Arabic', () => {
    const latinOnly = [...texts(COPY.ar)].filter(([, text]) => !/[\u0600-\u06FF]/.test(String(text)));
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });
});
