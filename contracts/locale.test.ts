import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateFormat, numberFormat, priceText, recordWrittenIn, relativeFormat, type Written } from './locale';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    expect(numberFormat('ar-EG')).toBe(numberFormat('ar-EG'));
    expect(numberFormat('en-US', { useGrouping: false })).toBe(numberFormat('en-US', { useGrouping: false }));
    expect(numberFormat('en-US', { useGrouping: false })).not.toBe(numberFormat('en-US'));
    expect(dateFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(
      dateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
    );
  });

  it('formats as a new formatter would', () => {
    expect(numberFormat('en-US').format(12345)).toBe('12,345');
    expect(numberFormat('ar-EG').format(12345)).toBe(new Intl.NumberFormat('ar-EG').format(12345));
    expect(numberFormat('en-US', { useGrouping: false }).format(2026)).toBe('2026');
    expect(
      dateFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-26T23:00:00Z')),
    ).toBe('Nov 26, 2026');
    expect(relativeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
  });

  it('writes prices per currency, and an unknown currency as the number and its code', () => {
    expect(priceText('en', '49.00', 'USD')).toBe('$49.00');
    expect(priceText('en', '49.00', 'EUR')).toBe('€49.00');
    expect(priceText('en', '49.5', 'XXXX')).toBe('49.50 XXXX');
    expect(priceText('en', 49, 'USD')).toBe('$49.00');
  });
});

describe('the text an island rendered on the server wrote', () => {
  afterEach(() => {
    recordWrittenIn(null);
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is recorded for numbers, prices and dates in a fixed zone, never for a date in the local zone', () => {
    const written: Written = {};
    recordWrittenIn(written);
    priceText('en', '49.00', 'USD');
    numberFormat('ar-EG').format(1672);
    dateFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-11-26T23:00:00Z'));
    dateFormat('en-US', { dateStyle: 'medium' }).format(new Date('2026-11-26T23:00:00Z'));
    recordWrittenIn(null);
    numberFormat('en-US').format(7);
    expect(written).toEqual({
      'n en-US {"style":"currency","currency":"USD"} 49': '$49.00',
      'n ar-EG {} 1672': '١٬٦٧٢',
      [`d en-US {"dateStyle":"medium","timeZone":"UTC"} ${Date.parse('2026-11-26T23:00:00Z')}`]:
        'Nov 26, 2026',
    });
  });

  it('is what the browser says for those values, without an Intl formatter; other values are formatted', async () => {
    const made = vi.fn();
    const Real = Intl.NumberFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: function NumberFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made(...args);
        return new Real(...args);
      },
    });
    vi.resetModules();
    const fresh = await import('./locale');
    fresh.seedWritten({ 'n en-US {} 1672': 'as the server wrote it' });
    expect(fresh.numberFormat('en-US').format(1672)).toBe('as the server wrote it');
    expect(made).not.toHaveBeenCalled();
    expect(fresh.numberFormat('en-US').format(1673)).toBe('1,673');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
