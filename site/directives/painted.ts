import type { ClientDirective } from 'astro';

/** The longest an island waits for the page's `load` event: a stalled picture never leaves the page inert. */
const LONGEST_WAIT_MS = 3000;

/**
 * `client:painted` (decision 19): hydrates an island once the page has painted what its HTML
 * carries: after the `load` event (the pictures the reader sees are in), once the largest picture is
 * reported on screen (or two frames after its decode, below). The
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
  // The page's largest picture (the one it fetches first, `fetchpriority="high"`, marked
  // `elementtiming="largest"`): the island starts once the browser reports that picture on screen
  // (Element Timing). Counting frames after its decode instead left a race in headless Chromium
  // under load: the frame could reach the screen after the island's first script was asked for
  // (tests/e2e/market-ssr.spec.ts, "paints its banner"). Where Element Timing is missing, or the
  // picture failed or is out of view, two frames after its decode.
  const afterPaint = async () => {
    const largest = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    const decoded = await Promise.all(
      largest.map((img) =>
        img.decode().then(
          () => true,
          () => false,
        ),
      ),
    );
    const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(hydrate, 0)));
    // A picture out of view is painted only when scrolled to: nothing to wait for.
    const inView = largest.some((img) => {
      if (img.getAttribute('elementtiming') !== 'largest') return false;
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    });
    if (!inView || decoded.includes(false) || !PerformanceObserver.supportedEntryTypes.includes('element')) {
      return frames();
    }
    new PerformanceObserver((list, observer) => {
      const seen = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
      if (!seen.some((entry) => entry.identifier === 'largest')) return;
      observer.disconnect();
      setTimeout(hydrate, 0);
    }).observe({ type: 'element', buffered: true });
  };
  if (document.readyState === 'complete') void afterPaint();
  else addEventListener('load', () => void afterPaint(), { once: true });
  // A tab opened in the background paints nothing, and a stalled picture delays `load`.
  setTimeout(hydrate, LONGEST_WAIT_MS);
};

export default painted;
