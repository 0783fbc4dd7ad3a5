import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_SECONDS,
  formatSignedDate,
  parseSignedDate,
  signPath,
  verifySigned,
} from './private-storage';

const key = new TextEncoder().encode('a-test-signing-key-of-enough-length!');
const start = new Date('2026-03-01T10:00:00Z');
const path = '/api/files/kits/abc/def.zip';

function split(signed: string) {
  const [pathname, query] = signed.split('?');
  return { pathname: pathname!, params: new URLSearchParams(query) };
}
const check = (signed: string, now: Date, signingKey = key) => {
  const { pathname, params } = split(signed);
  return verifySigned(signingKey, 'GET', pathname, params, now);
};
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('signed storage URLs', () => {
  const signed = signPath(key, path, { date: start, expiresSeconds: 600, filename: 'kit.zip' });

  it('carries the start date, the expiry in seconds and a signature', () => {
    const { params } = split(signed);
    expect(params.get('X-Guild-Date')).toBe('20260301T100000Z');
    expect(params.get('X-Guild-Expires')).toBe('600');
    expect(params.get('X-Guild-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('works from the start date until start plus expiry seconds, not after', () => {
    expect(check(signed, at(0))).toEqual({ ok: true });
    expect(check(signed, at(600))).toEqual({ ok: true });
    expect(check(signed, at(601))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a tampered path', () => {
    expect(check(signed.replace('def.zip', 'xyz.zip'), at(1))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a tampered date, expiry, file name or an added parameter', () => {
    expect(check(signed.replace('20260301T100000Z', '20260301T100500Z'), at(1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(check(signed.replace('X-Guild-Expires=600', 'X-Guild-Expires=6000'), at(1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(check(signed.replace('kit.zip', 'other.zip'), at(1))).toEqual({ ok: false, reason: 'invalid' });
    expect(check(`${signed}&extra=1`, at(1))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a signature made with another key', () => {
    const other = new TextEncoder().encode('another-signing-key-of-enough-length');
    expect(check(signed, at(1), other)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a start date far in the future, even when signed', () => {
    const future = signPath(key, path, { date: at(CLOCK_SKEW_SECONDS + 60), expiresSeconds: 600 });
    expect(check(future, at(0))).toEqual({ ok: false, reason: 'invalid' });
    const slightlyAhead = signPath(key, path, { date: at(30), expiresSeconds: 600 });
    expect(check(slightlyAhead, at(0))).toEqual({ ok: true });
  });

  it('treats a missing or unparsable date or expiry as expired', () => {
    const { pathname, params } = split(signed);
    for (const [name, value] of [
      ['X-Guild-Date', null],
      ['X-Guild-Expires', null],
      ['X-Guild-Date', '2026-03-01T10:00:00Z'],
      ['X-Guild-Date', '20261341T250000Z'],
      ['X-Guild-Expires', 'ten'],
      ['X-Guild-Expires', '0'],
      ['X-Guild-Expires', '99999999'],
    ] as const) {
      const p = new URLSearchParams(params);
      if (value === null) p.delete(name);
      else p.set(name, value);
      expect(verifySigned(key, 'GET', pathname, p, at(1)), `${name}=${value}`).toEqual({
        ok: false,
        reason: 'expired',
      });
    }
  });

  it('refuses a missing or malformed signature', () => {
    const { pathname, params } = split(signed);
    params.delete('X-Guild-Signature');
    expect(verifySigned(key, 'GET', pathname, params, at(1))).toEqual({ ok: false, reason: 'invalid' });
    params.set('X-Guild-Signature', 'zz');
    expect(verifySigned(key, 'GET', pathname, params, at(1))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('formats and parses the UTC date form', () => {
    expect(formatSignedDate(new Date('2026-12-31T23:59:58.123Z'))).toBe('20261231T235958Z');
    expect(parseSignedDate('20261231T235958Z')?.toISOString()).toBe('2026-12-31T23:59:58.000Z');
    expect(parseSignedDate('20260230T000000Z')).toBeNull();
  });
});
