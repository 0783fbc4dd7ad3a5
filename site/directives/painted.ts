import type { ClientDirective } from 'astro';

/** The longest an island waits for the page's `load` event: a stalled picture never leaves the page inert. */
const LONGEST_WAIT_MS = 3000;

/**
 * What a held picture shows meanwhile: a transparent GIF of one pixel, fetched from nowhere. A
 * raster decodes at once; an empty SVG, as it was, made the browser set up a document for it and
 * draw it again for each picture's size (a long task of up to 50 ms in Lighthouse's loads of
 * `/market/`). It is square, so while held a picture takes the ratio of its width and height
 * attributes from market.css's `img[data-held]` rule instead.
 */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** The held pictures: each with the address, candidates and `style` attribute it is given back. */
const held: [HTMLImageElement, string | null, string | null, string | null][] = [];
/** The pass that gives them back, once it has started: from then on no picture is held. */
let showing: Promise<void> | undefined;

/**
 * On a page with a largest picture, the pictures that load lazily wait until it is on screen
 * (decision 19, "pictures after the largest"). The browser fetches a lazy picture as soon as it is
 * laid out within its lazy margin (1,250 px below the screen on a fast line): on a phone, most of a
 * page's cards, its gallery and avatars, which then shared the line with the largest picture. Each
 * is given a blank in place of its address before any frame lays it out (in each frame's animation
 * callbacks while the page is parsed, which come before its layout, then once it is parsed); the
 * blank keeps its box (every such picture is sized by its attributes or styles). The first island
 * to hydrate gives the addresses back. Without JavaScript they load as written.
 */
function holdLazyPictures() {
  if (showing || !document.querySelector('img[elementtiming="largest"]')) return;
  for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
    if (img.getAttribute('src') === BLANK) continue;
    held.push([img, img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('style')]);
    // The ratio of its attributes, for market.css's `img[data-held]` (which a class's own wins over).
    const width = img.getAttribute('width');
    const height = img.getAttribute('height');
    if (width && height) img.style.setProperty('--held-ratio', `${width} / ${height}`);
    img.setAttribute('data-held', '');
    img.removeAttribute('srcset');
    img.setAttribute('src', BLANK);
  }
}

/**
 * How many held pictures are given back per task. Each one given back is a request the browser
 * starts there and then (some 1.3 ms each on a desktop core, 5 ms on Lighthouse's slowed phone):
 * `/market/`'s dozen in one task made a 30 ms task right after the largest paint.
 */
const SHOWN_PER_TASK = 4;

/** The next task: `scheduler.yield()` where the browser has it (it goes before other tasks), else a timer. */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** Gives every held picture its address back, a few per task; settles when all have it. */
function showHeldPictures(): Promise<void> {
  showing ??= (async () => {
    const pictures = held.splice(0);
    for (let i = 0; i < pictures.length; i += SHOWN_PER_TASK) {
      if (i > 0) await nextTask();
      for (const [img, src, srcset, style] of pictures.slice(i, i + SHOWN_PER_TASK)) {
        // Held no more: its ratio is its picture's again (market.css), whatever else it has.
        img.removeAttribute('data-held');
        // A picture the page has changed since (an island re-drew it) keeps what it has now.
        if (img.getAttribute('src') !== BLANK) continue;
        if (style === null) img.removeAttribute('style');
        else img.setAttribute('style', style);
        if (srcset !== null) img.setAttribute('srcset', srcset);
        if (src !== null) img.setAttribute('src', src);
      }
    }
  })();
  return showing;
}

// This script runs where the first such island is, in the header: the rest is not parsed yet.
if (document.readyState === 'loading') {
  const eachFrame = () => {
    holdLazyPictures();
    if (document.readyState === 'loading') requestAnimationFrame(eachFrame);
  };
  requestAnimationFrame(eachFrame);
  document.addEventListener('readystatechange', holdLazyPictures, { once: true });
}

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
    // The pictures held back for the largest one are on their way now, before the island's scripts.
    await showHeldPictures();
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
