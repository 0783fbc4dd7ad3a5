import { describe, expect, it } from 'vitest';
import { COPY } from './copy';

/** Every text of a copy object, functions called with sample arguments. */
function texts(copy: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(copy)) {
    out[key] = typeof value === 'function' ? String(value(1, 'x')) : String(value);
  }
  return out;
}

describe('the newsletter copy', () => {
  it('has the same keys in English and Spanish, and no empty text', () => {
    const en = texts(COPY.en);
    const es = texts(COPY.es);
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(es)]) expect(text.trim()).not.toBe('');
  });
});
