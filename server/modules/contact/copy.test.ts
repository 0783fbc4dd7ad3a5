import { describe, expect, it } from 'vitest';
import { COPY } from './copy';

/** Every text of a copy object, functions called with a sample argument, nested objects flattened. */
function texts(copy: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(copy)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'function') out[name] = String(value('x', 'y'));
    else if (value && typeof value === 'object')
      Object.assign(out, texts(value as Record<string, unknown>, `${name}.`));
    else out[name] = String(value);
  }
  return out;
}

describe('the contact copy', () => {
  it('has the same keys in English and Arabic, and no empty text', () => {
    const en = texts(COPY.en);
    const ar = texts(COPY.ar);
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(ar)]) expect(text.trim()).not.toBe('');
  });
});
