/** catalogue-plugin.mjs: the catalogues whole (server, tests), or where to load them from (browser). */
declare module 'virtual:guild-catalogues' {
  type Loader = () => Promise<{ default: Record<string, string> }>;
  /** Both catalogues, on the server and in the tests; null in the browser. */
  export const whole: { en: Record<string, string>; ar: Record<string, string> } | null;
  /** The whole of each language, for a key no module of the page named; null where `whole` is. */
  export const everything: { en: Loader; ar: Loader } | null;
  /** The header's and the toasts' words in one file per language (built; null elsewhere). */
  export const shell: ({ parts: string[] } & Partial<Record<'en' | 'ar', Loader>>) | null;
  /** The parts lib/i18n names itself (`error.*`). */
  export const own: Record<string, { en?: Loader; ar?: Loader }>;
}
