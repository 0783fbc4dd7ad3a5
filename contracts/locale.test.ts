import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat, priceText, relativeFormat } from './locale';

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
