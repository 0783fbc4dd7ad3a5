import type { ClientDirective } from 'astro';

/** The longest an island waits for the page's `load` event: a stalled picture never leaves the page inert. */
const LONGEST_WAIT_MS = 3000;

/**
 * `client:painted` (decision 19): hydrates an island once the page has painted what its HTML
 * carries: after the `load` event (the pictures the reader sees are in), then two frames. The
 * island's scripts are fetched only then, so on a slow line they never share it with the largest
 * picture, and React's start-up never holds that picture's first paint. Until it hydrates the
 * island is the server's HTML: links work, and what is typed early is kept (lib/early-fields).
 */
const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (await load())();
  };
  // The page's largest picture (the one it fetches first, `fetchpriority="high"`) decoded, it is
  // drawn in the next frame. A timer after that frame's callback runs once the frame is drawn, but
  // in headless Chromium under load it came before the paint was on screen in 2 runs of 6; after
  // the next frame's callback, in 1 of 12 (tests/e2e/market-ssr.spec.ts, "paints its banner").
  const afterPaint = async () => {
    const largest = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
    await Promise.all([...largest].map((img) => img.decode().catch(() => undefined)));
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(hydrate, 0)));
  };
  if (document.readyState === 'complete') void afterPaint();
  else addEventListener('load', () => void afterPaint(), { once: true });
  // A tab opened in the background paints nothing, and a stalled picture delays `load`.
  setTimeout(hydrate, LONGEST_WAIT_MS);
};

export default painted;
