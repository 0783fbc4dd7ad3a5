import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { HTTPError, TimeoutError } from './api';
import { failureText, readFailure } from './failure';
import { translateMessage } from './i18n';
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
  return new HTTPError(response, request);
}

const message = async (error: unknown, opts = {}) => (await readFailure(error, opts)).message;

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
    const failure = await readFailure(httpError(400, { email: ['Invalid email'], name: ['Required Field'] }));
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
    const limited = await readFailure(
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
      const text = failureText(await readFailure(httpError(status)), 'ar');
      expect(text).toBe(ar[`error.${key}`]);
      expect(text).not.toBe(MESSAGES[key]);
    }
    expect(failureText(await readFailure(httpError(418)), 'ar')).toBe(ar['error.somethingWentWrong']);
    expect(failureText({ message: 'A detail only the server knows' }, 'ar')).toBe(
      'A detail only the server knows',
    );
  });

  it('keeps a status without a readable answer, and an empty 400, as "Something went wrong"', async () => {
    expect(await message(httpError(400, {}))).toBe(MESSAGES.somethingWentWrong);
  });
});

describe('a failure translated by the code the server sends', () => {
  it('translates a detail by its code, whatever words came with it', async () => {
    const failure = await readFailure(
      httpError(404, { detail: 'Gig not found (reworded)', code: 'gigNotFound' }),
    );
    expect(failure).toMatchObject({ status: 404, code: 'gigNotFound', message: MESSAGES.gigNotFound });
    expect(failureText(failure, 'ar')).toBe(ar['error.gigNotFound']);
    expect(failureText(failure, 'en')).toBe(MESSAGES.gigNotFound);
  });

  it('tells apart two messages with the same English words by their codes', async () => {
    const failure = await readFailure(httpError(400, { detail: MESSAGES.avatarType, code: 'avatarType' }));
    expect(failure.code).toBe('avatarType');
    expect(failureText(failure, 'ar')).toBe(ar['error.avatarType']);
  });

  it('falls back to the English words while the server sends no code', async () => {
    const failure = await readFailure(httpError(403, { detail: MESSAGES.gigForbidden }));
    expect(failure.code).toBe('gigForbidden');
    expect(failureText(failure, 'ar')).toBe(ar['error.gigForbidden']);
  });

  it('shows words whose code is unknown as sent', async () => {
    const failure = await readFailure(httpError(409, { detail: 'A brand new rule', code: 'noSuchKey' }));
    expect(failure.code).toBeUndefined();
    expect(failureText(failure, 'ar')).toBe('A brand new rule');
  });

  it('reads field errors by their codes, and never takes `codes` for a field', async () => {
    const failure = await readFailure(
      httpError(400, {
        email: ['That e-mail is taken (server wording)'],
        name: ['Required Field', 'Something else'],
        codes: { email: ['emailTaken'], name: ['required'] },
      }),
    );
    expect(failure.fields).toEqual({
      email: [MESSAGES.emailTaken],
      name: [MESSAGES.required, 'Something else'],
    });
    expect(failure.fields.codes).toBeUndefined();
    expect(failure.message).toBe(MESSAGES.emailTaken);
    expect(failure.fields.email!.map((text) => translateMessage('ar', text))).toEqual([
      ar['error.emailTaken'],
    ]);
  });

  it('reads field errors by their English words when no codes are sent', async () => {
    const failure = await readFailure(
      httpError(400, { non_field_errors: [MESSAGES.wrongLogin], email: [MESSAGES.invalidEmail] }),
    );
    expect(failure.fields).toEqual({
      non_field_errors: [MESSAGES.wrongLogin],
      email: [MESSAGES.invalidEmail],
    });
    expect(failure).toMatchObject({ message: MESSAGES.wrongLogin, code: 'wrongLogin' });
    expect(failureText(failure, 'ar')).toBe(ar['error.wrongLogin']);
  });
});
