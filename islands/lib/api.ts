import ky, { type KyInstance, type Options } from 'ky';
import { queryString } from '../../contracts/pagination';
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

let refreshing: Promise<boolean> | null = null;

/** Trades the stored refresh token for a new pair once, however many requests hit a 401 together. */
function refreshTokens(): Promise<boolean> {
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

const client: KyInstance = ky.create({
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
        if ((options as { _retried?: boolean })._retried !== true && (await refreshTokens())) {
          request.headers.set('authorization', `Bearer ${store.get(KEYS.access)}`);
          return client(request, { ...options, _retried: true } as Options);
        }
        clearSession();
        if (!window.location.pathname.startsWith(SIGN_IN_PATH)) window.location.assign(signInHref());
        return response;
      },
    ],
  },
});

export const api = {
  get: <T>(path: string, options?: Options) => client.get(withSlash(path), options).json<T>(),
  post: <T>(path: string, json?: unknown, options?: Options) =>
    client.post(withSlash(path), { json, ...options }).json<T>(),
  patch: <T>(path: string, json?: unknown, options?: Options) =>
    client.patch(withSlash(path), { json, ...options }).json<T>(),
  /** multipart/form-data bodies (avatar, gig media, kits). */
  send: <T>(method: 'post' | 'patch', path: string, body: FormData, options?: Options) =>
    client(withSlash(path), { method, body, ...options }).json<T>(),
  delete: async (path: string, options?: Options) => {
    await client.delete(withSlash(path), options);
  },
};

/** Forgets everything stored for the session (logout, account deletion, spec §4). */
export function clearSession(): void {
  store.remove(KEYS.access);
  store.remove(KEYS.refresh);
  store.remove(KEYS.root);
}
