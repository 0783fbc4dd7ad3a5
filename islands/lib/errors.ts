import { MESSAGES } from '../../contracts/messages';
import { type ApiFailure, readFailure } from './api';
import { $lang, type Lang, translateMessage } from './i18n';
import { showToast } from './toast';

export type { ApiFailure };

export interface FailureOptions {
  /**
   * The spec §8 text for a 404 of this call when the server sends only the generic "Not found."
   * (e.g. "Client request not found"); otherwise the server's own 404 detail is shown.
   */
  notFound?: string;
}

/**
 * Any failure of an api call as the one message to show (spec §8): 500, 502, 503 and 504 by their
 * texts, a 4xx by the server's detail (or `notFound` for a bare 404), a 400 by its first message,
 * anything else as "Something went wrong Please try after some time.".
 */
export async function describeFailure(error: unknown, opts: FailureOptions = {}): Promise<ApiFailure> {
  const failure = await readFailure(error);
  if (failure.status === 404 && opts.notFound && failure.message === MESSAGES.notFound) {
    return { ...failure, message: opts.notFound };
  }
  if (!failure.message) {
    const first = Object.values(failure.fields).flat()[0];
    return { ...failure, message: first ?? MESSAGES.somethingWentWrong };
  }
  return failure;
}

/** The failure's message in the reader's language. */
export function failureText(failure: Pick<ApiFailure, 'message'>, lang: Lang = $lang.get()): string {
  return translateMessage(lang, failure.message);
}

/** For actions (save, delete, follow…): the failure as an error toast. Answers it for the caller. */
export async function notifyFailure(error: unknown, opts: FailureOptions = {}): Promise<ApiFailure> {
  const failure = await describeFailure(error, opts);
  showToast({ tone: 'error', text: failure.message });
  return failure;
}
