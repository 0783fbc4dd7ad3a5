import { queryString } from '../../contracts/pagination';
import { SIGN_IN_PATH, signInHref } from './session';
import { KEYS, store } from './storage';

/**
 * The one client of the API (spec §7), on `fetch`: base `/api`, trailing slash on every path,
 * 100000 ms, JSON accept, bearer from `access`, the reader's language.
 */
export const REQUEST_TIMEOUT_MS = 100_000;

/** Adds the trailing slash spec §7 asks for, before any query string. */
export function withSlash(path: string): string {
  const [p = '', query] = path.replace(/^\/+/, '').split('?');
  const slashed = p.endsWith('/') ? p : `${p}/`;
  return query === undefined ? slashed : `${slashed}?${query}`;
}

/** A query string of the given parameters, leaving out the empty ones: `?page=2&search=ux`. */
export const query = queryString;

/** A call answered with a status outside 2xx; `response` is the answer, its body unread. */
export class HTTPError extends Error {
  override name = 'HTTPError';
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
  }
}

/** A call that had no answer within REQUEST_TIMEOUT_MS. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
  }
}

/** What a call may add: a look at the raw answer (its status). */
export interface CallOptions {
  onResponse?: (response: Response) => void;
}

type Body = { json?: unknown } | { form: FormData };

/** One request with the spec §7 defaults; a timeout rejects with TimeoutError. */
async function send(method: string, url: string, body: Body): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  const token = store.get(KEYS.access);
  if (token) headers.set('authorization', `Bearer ${token}`);
  headers.set('accept-language', store.get(KEYS.language) === 'ar' ? 'ar' : 'en');
  let payload: BodyInit | undefined;
  if ('form' in body) payload = body.form;
  else if (body.json !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body.json);
  }
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const request = new Request(url, { method, headers, body: payload, signal });
  try {
    return await fetch(request);
  } catch (error) {
    if (signal.aborted) throw new TimeoutError(request);
    throw error;
  }
}

let refreshing: Promise<boolean> | null = null;

/** Trades the stored refresh token for a new pair once, however many requests hit a 401 together. */
function refreshTokens(): Promise<boolean> {
  const refresh = store.get(KEYS.refresh);
  if (!refresh) return Promise.resolve(false);
  refreshing ??= send('POST', '/api/auth/token/refresh/', { json: { refresh } })
    .then(async (res) => {
      if (!res.ok) return false;
      const pair = (await res.json()) as { access: string; refresh: string };
      store.set(KEYS.access, pair.access);
      store.set(KEYS.refresh, pair.refresh);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * A call to `/api/<path>/`: an expired access token is refreshed once and the call replayed;
 * otherwise a 401 signs out (spec §7). Answers outside 2xx reject with HTTPError.
 */
async function call(method: string, path: string, body: Body, options: CallOptions = {}): Promise<Response> {
  const url = `/api/${withSlash(path)}`;
  const signedIn = store.get(KEYS.access) !== null;
  let response = await send(method, url, body);
  if (response.status === 401 && signedIn) {
    if (await refreshTokens()) response = await send(method, url, body);
    if (response.status === 401) {
      clearSession();
      if (!window.location.pathname.startsWith(SIGN_IN_PATH)) window.location.assign(signInHref());
    }
  }
  options.onResponse?.(response);
  if (!response.ok) throw new HTTPError(response, new Request(url, { method }));
  return response;
}

/** The answer's JSON; an empty answer (204) is ''. */
async function json<T>(response: Promise<Response>): Promise<T> {
  const text = await (await response).text();
  return (text ? JSON.parse(text) : '') as T;
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => json<T>(call('GET', path, {}, options)),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    json<T>(call('POST', path, { json: body }, options)),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    json<T>(call('PATCH', path, { json: body }, options)),
  /** multipart/form-data bodies (avatar, gig media, kits). */
  send: <T>(method: 'post' | 'patch', path: string, form: FormData, options?: CallOptions) =>
    json<T>(call(method.toUpperCase(), path, { form }, options)),
  delete: async (path: string, options?: CallOptions) => {
    await call('DELETE', path, {}, options);
  },
};

/** Forgets everything stored for the session (logout, account deletion, spec §4). */
export function clearSession(): void {
  store.remove(KEYS.access);
  store.remove(KEYS.refresh);
  store.remove(KEYS.root);
}
