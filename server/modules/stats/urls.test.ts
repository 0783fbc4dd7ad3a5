import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './urls';

describe('absoluteUrl', () => {
  const origin = 'https://leetcode.com';
  it('keeps absolute http(s) URLs and makes paths, scheme-relative URLs and bare hosts absolute', () => {
    expect(absoluteUrl('https://avatars.githubusercontent.com/u/1?v=4', origin)).toBe(
      'https://avatars.githubusercontent.com/u/1?v=4',
    );
    expect(absoluteUrl('/static/images/badges/knight.png', origin)).toBe(
      'https://leetcode.com/static/images/badges/knight.png',
    );
    expect(absoluteUrl('//assets.leetcode.com/a.png', origin)).toBe('https://assets.leetcode.com/a.png');
    expect(absoluteUrl('github.com/octo-ok', origin)).toBe('https://github.com/octo-ok');
  });

  it('answers null for nothing, other schemes and plain text', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'octo',
    ]) {
      expect(absoluteUrl(value, origin)).toBeNull();
    }
  });
});
