import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { describeFailure, failureText } from './errors';
import ar from './i18n/ar.json';

const request = new Request('http://guild.test/api/team/');

function httpError(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const response = new Response(
    body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    },
  );
  return new HTTPError(response, request, {} as never);
}

const message = async (error: unknown, opts = {}) => (await describeFailure(error, opts)).message;

describe('an api failure as the spec §8 message', () => {
  it('names the gateway and server statuses by their catalogue texts, whatever the body says', async () => {
    expect(await message(httpError(500, { detail: 'stack trace here' }))).toBe(
      'Server error occurred. Please try again later.',
    );
    expect(await message(httpError(502, '<html>nginx</html>'))).toBe('Bad gateway. Retrying...');
    expect(await message(httpError(503))).toBe('Service is currently unavailable. Please try again later.');
    expect(await message(httpError(504))).toBe('Gateway timeout. Please try again.');
  });

  it('shows the server’s own words for a 404, or the caller’s 404 text when the server only says Not found', async () => {
    expect(await message(httpError(404, { detail: 'Client request not found' }))).toBe(
      'Client request not found',
    );
    expect(
      await message(httpError(404, { detail: MESSAGES.notFound }), { notFound: 'Change request not found' }),
    ).toBe('Change request not found');
    expect(await message(httpError(404, { detail: MESSAGES.notFound }))).toBe(MESSAGES.notFound);
  });

  it('falls back to "Something went wrong" for a status without a readable answer', async () => {
    expect(await message(httpError(418, 'not json'))).toBe(
      'Something went wrong Please try after some time.',
    );
    expect(await message(httpError(404, 'not json'))).toBe(MESSAGES.somethingWentWrong);
  });

  it('keeps a 400’s field errors and shows its first message', async () => {
    const failure = await describeFailure(
      httpError(400, { email: ['Invalid email'], name: ['Required Field'] }),
    );
    expect(failure.status).toBe(400);
    expect(failure.fields).toEqual({ email: ['Invalid email'], name: ['Required Field'] });
    expect(failure.message).toBe('Invalid email');
    expect(await message(httpError(400, { non_field_errors: [MESSAGES.wrongLogin] }))).toBe(
      MESSAGES.wrongLogin,
    );
  });

  it('passes 403 and 429 details through, with the wait of a 429', async () => {
    expect(await message(httpError(403, { detail: 'You don’t have access to upload file' }))).toBe(
      'You don’t have access to upload file',
    );
    const limited = await describeFailure(
      httpError(429, { detail: MESSAGES.tooManyRequests }, { 'retry-after': '42' }),
    );
    expect(limited).toMatchObject({ status: 429, message: MESSAGES.tooManyRequests, retryAfter: 42 });
  });

  it('treats a timeout as a gateway timeout and anything else as unexpected', async () => {
    expect(await message(new TimeoutError(request))).toBe(MESSAGES.gatewayTimeout);
    expect(await message(new TypeError('Failed to fetch'))).toBe(MESSAGES.unexpected);
  });

  it('is said in Arabic for an Arabic reader, and server words the catalogue lacks are shown as sent', async () => {
    for (const [status, key] of [
      [500, 'serverError'],
      [502, 'badGateway'],
      [503, 'unavailable'],
      [504, 'gatewayTimeout'],
    ] as const) {
      const text = failureText(await describeFailure(httpError(status)), 'ar');
      expect(text).toBe(ar[`error.${key}`]);
      expect(text).not.toBe(MESSAGES[key]);
    }
    expect(failureText(await describeFailure(httpError(418)), 'ar')).toBe(ar['error.somethingWentWrong']);
    expect(failureText({ message: 'A detail only the server knows' }, 'ar')).toBe(
      'A detail only the server knows',
    );
  });
});
