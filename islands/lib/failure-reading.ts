import type { FieldErrors } from '../../contracts/errors';
import type { MessageKey } from '../../contracts/messages';
import type { ApiFailure, FailureOptions } from './failure';
import type { EnglishMessages } from './i18n';

/**
 * How `readFailure` (failure.ts) reads a failed call into one shape: loaded with a page's first
 * failure, beside the messages it looks texts up in.
 */

/**
 * ky's HTTPError (an answer outside 2xx, `response` unread) and TimeoutError, recognised by name:
 * ky itself is loaded with the first call, so a page that makes none (a visitor's rendered page)
 * never downloads it.
 */
function isHttpError(error: unknown): error is Error & { response: Response } {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error;
}
function isTimeoutError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'TimeoutError';
}

const STATUS_MESSAGES: Record<number, MessageKey> = {
  500: 'serverError',
  502: 'badGateway',
  503: 'unavailable',
  504: 'gatewayTimeout',
};

/** A message as the catalogue's English text when its code is known, else as sent. */
function canonical(words: EnglishMessages, text: string, code: unknown): { text: string; code?: MessageKey } {
  const known = typeof code === 'string' ? words.text(code) : undefined;
  if (known !== undefined) return { text: known, code: code as MessageKey };
  const key = words.keyOf(text);
  return key ? { text, code: key } : { text };
}

function of(words: EnglishMessages, status: number, key: MessageKey, retryAfter?: number): ApiFailure {
  return {
    status,
    fields: {},
    message: words.text(key) ?? key,
    code: key,
    ...(retryAfter && { retryAfter }),
  };
}

function withText(words: EnglishMessages, status: number, text: string, retryAfter?: number): ApiFailure {
  const code = words.keyOf(text);
  return { status, fields: {}, message: text, ...(code && { code }), ...(retryAfter && { retryAfter }) };
}

/** The field errors of a 400 body; `codes` is the sibling that names them, not a field. */
function readFields(words: EnglishMessages, body: Record<string, unknown>): FieldErrors {
  const codes = (typeof body.codes === 'object' && body.codes !== null ? body.codes : {}) as Record<
    string,
    unknown
  >;
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'codes' || !Array.isArray(value)) continue;
    const fieldCodes = Array.isArray(codes[field]) ? (codes[field] as unknown[]) : [];
    fields[field] = value.map((text, i) => canonical(words, String(text), fieldCodes[i]).text);
  }
  return fields;
}

/** `readFailure` (failure.ts) with the messages loaded. */
export async function readFailureWith(
  words: EnglishMessages,
  error: unknown,
  opts: FailureOptions = {},
): Promise<ApiFailure> {
  if (isTimeoutError(error)) return of(words, 0, 'gatewayTimeout');
  if (!isHttpError(error)) return of(words, 0, 'unexpected');
  const { status } = error.response;
  const retry = Number(error.response.headers.get('retry-after'));
  const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
  const byStatus = STATUS_MESSAGES[status];
  if (byStatus) return of(words, status, byStatus, retryAfter);
  const body = (await error.response.json().catch(() => null)) as Record<string, unknown> | null;
  if (body && typeof body.detail === 'string') {
    const { text, code } = canonical(words, body.detail, body.code);
    if (status === 404 && opts.notFound && code === 'notFound') return withText(words, status, opts.notFound);
    return { status, fields: {}, message: text, ...(code && { code }), ...(retryAfter && { retryAfter }) };
  }
  if (body && status === 400) {
    const fields = readFields(words, body);
    const first = fields.non_field_errors?.[0] ?? Object.values(fields).flat()[0];
    if (first) return { ...withText(words, status, first, retryAfter), fields };
  }
  return of(words, status, 'somethingWentWrong', retryAfter);
}
