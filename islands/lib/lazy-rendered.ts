import { type ComponentType, lazy } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A part of a server-rendered screen that most readers never see (`lazy` in `<Suspense>`: the
 * browser loads it when it is first drawn), but that the server draws when the page needs it. The
 * server build loads it before rendering (`if (import.meta.env.SSR) await Part.preload()` at the
 * module's top) and then draws it in the screen's one synchronous pass, with no streamed boundary
 * (and its numbers recorded with the screen's: `rendered`, lib/rendered.ts). Hydration keeps the
 * server's HTML for it until the browser has its module.
 */
export function lazyRendered<P>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | undefined;
  // A module already loaded is handed over synchronously: React reads it without suspending.
  const now = (m: Loaded<P>) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is the point (React's lazy calls then).
    ({ then: (take: (m: Loaded<P>) => void) => take(m) }) as unknown as Promise<Loaded<P>>;
  return Object.assign(
    lazy(() => (loaded ? now(loaded) : load())),
    {
      preload: async () => {
        loaded = await load();
      },
    },
  );
}
