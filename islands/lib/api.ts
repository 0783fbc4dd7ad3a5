import type { KyInstance, Options } from 'ky';
import { queryString } from '../../contracts/list-address';
import { SIGN_IN_PATH, signInHref } from './session';
import { KEYS, store } from './storage';

/** Spec §7: base `/api`, trailing slash on every path, 100000 ms, JSON accept, bearer from `access`. */
export const REQUEST_TIMEOUT_MS = 100_000;

/** Adds the trailing slash spec §7 asks for, before any query string. */
export function withSlash(path: string): string {
  const [p = '', query] = path.replace(/^\/+/, '').split('?');
  const slashed = p.endsWith('/') ? p : `${p}/`;
  return query === undefined ? slashed : `${slashed}?${query}`;
}

/** A query string of the given parameters, leaving out the empty ones: `?page=2&search=ux`. */
export const query = queryString;

/** What a call may add: a look at the raw answer (its status). */
export interface CallOptions {
  onResponse?: (response: Response) => void;
}

let refreshing: Promise<boolean> | null = null;

/** Trades the stored refresh token for a new pair once, however many requests hit a 401 together. */
function refreshTokens(ky: KyInstance): Promise<boolean> {
  const refresh = store.get(KEYS.refresh);
  if (!refresh) return Promise.resolve(false);
  refreshing ??= ky
    .post('/api/auth/token/refresh/', {
      json: { refresh },
      timeout: REQUEST_TIMEOUT_MS,
      throwHttpErrors: false,
    })
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

let loading: Promise<KyInstance> | null = null;

/** The ky client with the spec §7 defaults, made with the first call. */
function client(): Promise<KyInstance> {
  loading ??= import('ky').then(({ default: ky }) => {
    const instance: KyInstance = ky.create({
      prefixUrl: '/api',
      timeout: REQUEST_TIMEOUT_MS,
      headers: { accept: 'application/json' },
      retry: 0,
      hooks: {
        beforeRequest: [
          (request) => {
            const token = store.get(KEYS.access);
            if (token) request.headers.set('authorization', `Bearer ${token}`);
            request.headers.set('accept-language', store.get(KEYS.language) === 'ar' ? 'ar' : 'en');
          },
        ],
        afterResponse: [
          async (request, options, response) => {
            if (response.status !== 401 || !request.headers.has('authorization')) return response;
            // An expired access token: refresh once and replay; otherwise sign out (spec §7).
            if ((options as { _retried?: boolean })._retried !== true && (await refreshTokens(ky))) {
              request.headers.set('authorization', `Bearer ${store.get(KEYS.access)}`);
              return instance(request, { ...options, _retried: true } as Options);
            }
            clearSession();
            if (!window.location.pathname.startsWith(SIGN_IN_PATH)) window.location.assign(signInHref());
            return response;
          },
        ],
      },
    });
    return instance;
  });
  return loading;
}

/** One call to `/api/<path>/`; answers outside 2xx reject with ky's HTTPError. */
async function call(path: string, options: Options, extra: CallOptions = {}) {
  const ky = await client();
  const { onResponse } = extra;
  return ky(withSlash(path), {
    ...options,
    ...(onResponse && { hooks: { afterResponse: [(_request, _options, response) => onResponse(response)] } }),
  });
}

export const api = {
  /** A read goes out with the browser's `fetch` (`openCall`); writes go through ky. */
  get: <T>(path: string, options?: CallOptions) => openCall<T>('get', path, undefined, options),
  post: async <T>(path: string, json?: unknown, options?: CallOptions) =>
    (await call(path, { method: 'post', json }, options)).json<T>(),
  patch: async <T>(path: string, json?: unknown, options?: CallOptions) =>
    (await call(path, { method: 'patch', json }, options)).json<T>(),
  /** multipart/form-data bodies (avatar, gig media, kits). */
  send: async <T>(method: 'post' | 'patch', path: string, body: FormData, options?: CallOptions) =>
    (await call(path, { method, body }, options)).json<T>(),
  delete: async (path: string, options?: CallOptions) => {
    await call(path, { method: 'delete' }, options);
  },
};

/**
 * A call anyone may make — a read, a visit count — goes out with the browser's `fetch`, as the
 * Journal counts an article's view. A member's carries their bearer. The one thing ky adds to such a
 * call is the answer to an expired token (refresh once, replay, or sign out): a member's call that
 * comes back 401 is therefore made again through ky, whose hook does exactly that. So a page that
 * only reads never downloads ky, a twentieth of its JavaScript (decision 15); ky comes with the
 * first write. It keeps spec §7's defaults — trailing slash, JSON accept, the reader's language,
 * 100000 ms — and rejects as ky does (`HTTPError` with the unread `response`; the timeout's
 * `TimeoutError`), so `readFailure` reads both alike.
 */
async function openCall<T>(
  method: 'get' | 'post',
  path: string,
  json?: unknown,
  extra: CallOptions = {},
): Promise<T> {
  const token = store.get(KEYS.access);
  const response = await fetch(`/api/${withSlash(path)}`, {
    method,
    credentials: 'omit',
    headers: {
      accept: 'application/json',
      'accept-language': store.get(KEYS.language) === 'ar' ? 'ar' : 'en',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(json !== undefined && { 'content-type': 'application/json' }),
    },
    ...(json !== undefined && { body: JSON.stringify(json) }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  // An expired token: ky's hook refreshes it and replays, or signs the member out.
  if (token && response.status === 401) return (await call(path, { method, json }, extra)).json<T>();
  extra.onResponse?.(response);
  if (!response.ok) {
    throw Object.assign(new Error(`HTTP ${response.status}`), {
      name: 'HTTPError',
      response,
    });
  }
  return (await response.json()) as T;
}

/**
 * A visit of a public page (a gig's or a team's views, spec §2), answered with the new count; the
 * server counts a signed-in reader's by their account.
 */
export const countVisit = <T>(path: string, json?: unknown) => openCall<T>('post', path, json);

/** Forgets everything stored for the session (logout, account deletion, spec §4). */
export function clearSession(): void {
  store.remove(KEYS.access);
  store.remove(KEYS.refresh);
  store.remove(KEYS.root);
}
