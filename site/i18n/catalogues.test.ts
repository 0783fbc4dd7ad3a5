import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

describe('the Journal catalogues', () => {
  it('have the same keys in en and es', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('keep the same placeholders in both languages', () => {
    const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(vars((es as Record<string, string>)[key] ?? ''), key).toEqual(vars(text));
    }
  });

  it('leave no string empty', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(es)])
      expect(text.trim(), key).not.toBe('');
  });

  it('use the spec’s newsletter texts', () => {
    expect(en['form.emailRequired']).toBe('Email address required.');
    expect(es['form.emailRequired']).toBe('La dirección de email es necesaria.');
    expect(en['form.checkTip']).toBe('Please check and try again.');
    expect(en['form.retryTip']).toBe('Please try again!');
    expect(en['form.checkInbox']).toBe('Check your inbox!');
    expect(en['form.error']).toBe(
      'Something went wrong. Please refresh the page and try again. Contact {email} for help.',
    );
  });
});
