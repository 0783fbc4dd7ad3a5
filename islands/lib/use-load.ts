import { useEffect, useRef, useState } from 'react';
import { type ApiFailure, type FailureOptions, readFailure } from './failure';

export type LoadState<T> =
  | { status: 'loading'; data?: T; failure?: undefined }
  | { status: 'ready'; data: T; failure?: undefined }
  | { status: 'failed'; data?: T; failure: ApiFailure };

/**
 * Loads what a screen shows, again whenever `key` changes (e.g. the query string); a failure
 * becomes the spec §8 message for the inline ErrorState. An answer that arrives after a newer
 * load has started is dropped. `initial` is what the page's HTML already carries (a screen the
 * server rendered): the screen starts ready with it and loads only when `key` changes.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  opts: FailureOptions & { initial?: T | null } = {},
) {
  const [state, setState] = useState<LoadState<T>>(() =>
    opts.initial != null ? { status: 'ready', data: opts.initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ load, opts });
  latest.current = { load, opts };
  const skip = useRef(opts.initial != null ? key : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` are what trigger a new load.
  useEffect(() => {
    if (skip.current === key && attempt === 0) return;
    skip.current = null;
    let current = true;
    setState((s) => ({ status: 'loading', data: s.data }));
    latest.current
      .load()
      .then((data) => {
        if (current) setState({ status: 'ready', data });
      })
      .catch(async (error: unknown) => {
        const failure = await readFailure(error, latest.current.opts);
        if (current) setState((s) => ({ status: 'failed', data: s.data, failure }));
      });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
