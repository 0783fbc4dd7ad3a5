import type { FieldErrors } from '../../contracts/errors';
import type { MessageKey } from '../../contracts/messages';
import { isHttpError, isTimeoutError } from './api';
import { $lang, type Lang, translate, translateMessage } from './i18n';
import { toast } from './toast';

/**
 * The one way a failed api call becomes words on the screen (spec §8). Every failure is read into
 * one shape; its messages are kept as the English text of `contracts/messages.ts`, so the form
 * parts, toasts and ErrorState show them in the reader's language with `m()`.
 *
 * The server names each message by its `MESSAGES` key: `{ "detail", "code" }`, and beside a 400's
 * field errors `"codes": { "<field>": ["<key>", …] }`. A known code wins over the words sent (they
 * may be reworded or already translated); without one, the English words are looked up in
 * `MESSAGES`, and words the catalogue lacks are shown as sent.
 */
export interface ApiFailure {
  status: number;
  /** Field errors of a 400 (conventions.md), each message the catalogue text of its code. */
  fields: FieldErrors;
  /** The one message to show: never empty. */
  message: string;
  /** The `MESSAGES` key of `message`, when it has one. */
  code?: MessageKey;
  /** Seconds to wait, from Retry-After on a 429. */
  retryAfter?: number;
}

export interface FailureOptions {
  /**
   * The spec §8 text for a 404 of this call when the server sends only the generic "Not found."
   * (e.g. "Client request not found"); otherwise the server's own 404 detail is shown.
   */
  notFound?: string;
}

const STATUS_MESSAGES: Record<number, MessageKey> = {
  500: 'serverError',
  502: 'badGateway',
  503: 'unavailable',
  504: 'gatewayTimeout',
};

/** contracts/messages.ts, loaded with the first failure: a page where nothing fails never loads it. */
type Messages = typeof import('../../contracts/messages');

const isKey = ({ MESSAGES }: Messages, code: unknown): code is MessageKey =>
  typeof code === 'string' && Object.hasOwn(MESSAGES, code);

/** A message as the catalogue's English text when its code is known, else as sent. */
function canonical(words: Messages, text: string, code: unknown): { text: string; code?: MessageKey } {
  if (isKey(words, code)) return { text: words.MESSAGES[code], code };
  const key = words.messageKey(text);
  return key ? { text, code: key } : { text };
}

function of({ MESSAGES }: Messages, status: number, key: MessageKey, retryAfter?: number): ApiFailure {
  return { status, fields: {}, message: MESSAGES[key], code: key, ...(retryAfter && { retryAfter }) };
}

function withText(words: Messages, status: number, text: string, retryAfter?: number): ApiFailure {
  const code = words.messageKey(text);
  return { status, fields: {}, message: text, ...(code && { code }), ...(retryAfter && { retryAfter }) };
}

/** The field errors of a 400 body; `codes` is the sibling that names them, not a field. */
function readFields(words: Messages, body: Record<string, unknown>): FieldErrors {
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

/**
 * Reads any failure of an api call (spec §8): 500, 502, 503 and 504 by their texts, a 4xx by the
 * server's detail (or `notFound` for a bare 404), a 400 by its field errors and its first message,
 * a timeout as a gateway timeout, anything else as "Something went wrong…" or "unexpected".
 */
export async function readFailure(error: unknown, opts: FailureOptions = {}): Promise<ApiFailure> {
  const words = await import('../../contracts/messages');
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

/** A message (from a failure, a form check or the server) in the reader's language. */
export function failureText(failure: Pick<ApiFailure, 'message' | 'code'>, lang: Lang = $lang.get()): string {
  return failure.code ? translate(lang, `error.${failure.code}`) : translateMessage(lang, failure.message);
}

/** For actions (save, delete, follow…): the failure as an error toast. Answers it for the caller. */
export async function notifyFailure(error: unknown, opts: FailureOptions = {}): Promise<ApiFailure> {
  const failure = await readFailure(error, opts);
  toast.error(failure.code ? { key: `error.${failure.code}` } : failure.message);
  return failure;
}
