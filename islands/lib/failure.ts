import type { FieldErrors } from '../../contracts/errors';
import type { MessageKey } from '../../contracts/messages';
import { $lang, type Lang, loadEnglishMessages, translate, translateMessage } from './i18n';
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

/**
 * Reads any failure of an api call (spec §8): 500, 502, 503 and 504 by their texts, a 4xx by the
 * server's detail (or `notFound` for a bare 404), a 400 by its field errors and its first message,
 * a timeout as a gateway timeout, anything else as "Something went wrong…" or "unexpected". The
 * reading (`failure-reading.ts`) and the English messages (`loadEnglishMessages`, the catalogue's
 * `error.*`) load together with the first failure: a page where nothing fails downloads neither.
 */
export async function readFailure(error: unknown, opts: FailureOptions = {}): Promise<ApiFailure> {
  const [{ readFailureWith }, words] = await Promise.all([
    import('./failure-reading'),
    loadEnglishMessages(),
  ]);
  return readFailureWith(words, error, opts);
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
