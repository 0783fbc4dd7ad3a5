/** localStorage keys of spec §4, §9 and conventions.md. */
export const KEYS = {
  access: 'access',
  refresh: 'refresh',
  language: 'preferredLanguage',
  /** The root key under which the session and accepted terms persist (spec §9). */
  root: 'guild:root',
} as const;

/** localStorage that tolerates private modes and server rendering. */
export const store = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* storage full or disabled: the session lasts this page only */
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
};
