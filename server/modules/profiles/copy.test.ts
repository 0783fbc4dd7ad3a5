import { describe, expect, it } from 'vitest';
import { COPY } from './copy';
import { endorsementNotice, followNotice } from './notices';

/** Every text of a copy object, functions called with sample arguments. */
function texts(copy: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(copy)) {
    out[key] = typeof value === 'function' ? String(value('Layla', 'TypeScript')) : String(value);
  }
  return out;
}

describe('the profiles copy', () => {
  it('has the same keys in English and Arabic, and no empty text', () => {
    const en = texts(COPY.en);
    const ar = texts(COPY.ar);
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(ar)]) expect(text.trim()).not.toBe('');
  });

  it('names the actor and the skill in both languages of a notice', () => {
    const actor = { id: 'u1', fullName: 'Layla Haddad', avatar: null };
    expect(followNotice(actor).message).toEqual({
      en: 'Layla Haddad started following you.',
      ar: 'بدأ Layla Haddad بمتابعتك.',
    });
    const notice = endorsementNotice(actor, { id: 's1', title: 'Go' });
    expect(notice.message).toEqual({
      en: 'Layla Haddad endorsed your skill “Go”.',
      ar: 'أيّد Layla Haddad مهارتك «Go».',
    });
  });
});
