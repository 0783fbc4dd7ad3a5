import { describe, expect, it } from 'vitest';
import { both, COPY, type CopyKey } from './copy';

const SAMPLE = {
  client: 'v-client',
  owner: 'v-owner',
  title: 'v-title',
  epic: 'v-epic',
  project: 'v-project',
  reason: 'v-reason',
};

describe('hiring copy', () => {
  it('has the same keys in English and Arabic', () => {
    expect(Object.keys(COPY.ar).sort()).toEqual(Object.keys(COPY.en).sort());
  });

  it('has no empty text, and every variable appears in both languages', () => {
    for (const key of Object.keys(COPY.en) as CopyKey[]) {
      const text = (both as (k: CopyKey, v: typeof SAMPLE) => { en: string; ar: string })(key, SAMPLE);
      expect(text.en.trim(), key).not.toBe('');
      expect(text.ar.trim(), key).not.toBe('');
      for (const value of Object.values(SAMPLE)) {
        expect(text.ar.includes(value), `${key} ${value}`).toBe(text.en.includes(value));
      }
    }
  });
});
