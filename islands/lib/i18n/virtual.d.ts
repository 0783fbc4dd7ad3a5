/** catalogue-plugin.mjs: the catalogues whole (server, tests) or as parts to import (browser). */
declare module 'virtual:guild-catalogues' {
  export const whole: { en: Record<string, string>; ar: Record<string, string> } | null;
  export const parts: Record<string, () => Promise<{ default: Record<string, string> }>>;
}
