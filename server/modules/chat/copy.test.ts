import { describe, expect, it } from 'vitest';
import { both, copy } from './copy';

describe('chat copy', () => {
  it('has the same keys in English and Arabic, none of them empty', () => {
    expect(Object.keys(copy.ar).sort()).toEqual(Object.keys(copy.en).sort());
    for (const key of Object.keys(copy.en) as (keyof typeof copy.en)[]) {
      const text = key === 'newMessage' ? both(key, 'Rana') : both(key as 'newMessageTitle');
      expect(text.en.trim(), key).not.toBe('');
      expect(text.ar.trim(), key).not.toBe('');
    }
  });

  it('names the sender in both languages', () => {
    expect(both('newMessage', 'Rana')).toEqual({
      en: 'Rana sent you a message.',
      ar: 'أرسل إليك Rana رسالة.',
    });
  });
});
