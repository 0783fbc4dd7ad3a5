import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatPrice, formatRelative } from '.';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatPrice', () => {
  it('writes an amount with its currency the one way of each language', () => {
    expect(formatPrice('en', '49.00', 'USD')).toBe('$49.00');
    expect(formatPrice('en', '39.00', 'EUR')).toBe('€39.00');
    expect(formatPrice('en', 1234.5, 'GBP')).toBe('£1,234.50');
    const ar = formatPrice('ar', '49.00', 'USD');
    expect(ar).toContain('٤٩٫٠٠');
    expect(ar).not.toMatch(/[0-9]/);
  });

  it('keeps digits and code for a currency Intl does not know', () => {
    expect(formatPrice('en', '5', 'XYZ1')).toBe('5.00 XYZ1');
    expect(formatPrice('ar', '5', 'XYZ1')).toBe('٥٫٠٠ XYZ1');
  });
});

describe('formatNumber', () => {
  it('uses one numeral system per language', () => {
    expect(formatNumber('en', 4.9)).toBe('4.9');
    expect(formatNumber('ar', 4.9)).toBe('٤٫٩');
    expect(formatNumber('ar', 5)).toBe('٥');
  });
});

describe('formatRelative', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelative('en', ago(10), NOW)).toBe('now');
    expect(formatRelative('en', ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(formatRelative('en', ago(3 * 3600 + 20), NOW)).toBe('3 hours ago');
    expect(formatRelative('en', ago(86_400 + 60), NOW)).toBe('yesterday');
    expect(formatRelative('en', ago(3 * 86_400), NOW)).toBe('3 days ago');
    expect(formatRelative('en', ago(15 * 86_400), NOW)).toBe('2 weeks ago');
    expect(formatRelative('en', ago(400 * 86_400), NOW)).toBe('last year');
    expect(formatRelative('en', new Date(NOW + 2 * 86_400_000).toISOString(), NOW)).toBe('in 2 days');
  });

  it('speaks Arabic with Arabic-Indic digits', () => {
    const text = formatRelative('ar', ago(3 * 3600), NOW);
    expect(text).toContain('٣');
    expect(text).not.toMatch(/[0-9]/);
  });
});

describe('formatDateTime', () => {
  it('gives the full date and time for the hover title', () => {
    const text = formatDateTime('en', '2026-11-01T09:30:00Z');
    expect(text).toMatch(/November 1, 2026/);
  });
});
