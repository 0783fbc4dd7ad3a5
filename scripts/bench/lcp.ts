// `BENCH_ONLY=lcp npm run bench` (or `tsx scripts/bench/lcp.ts <base URL>` against a running
// server): the largest contentful paint of the Journal home, /market/ and a gig page, measured in
// one run in Debian's headless Chromium with Lighthouse's mobile throttling applied through the
// DevTools protocol (4× CPU slowdown; 150 ms round trip, 1.6 Mbps down, 750 kbps up), each page
// loaded BENCH_LCP_ROUNDS times with a cold cache, pages interleaved, after each page has been
// asked BENCH_LCP_WARM times without a browser (a running server has compiled its render code; the
// Journal home is a file and needs no warming); the median is printed with
// its ratio to the Journal home's, and the JavaScript each page loads, gzipped (-9) as the budget
// of issue 17 counts it.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median } from './median';

const ROUNDS = Number(process.env.BENCH_LCP_ROUNDS ?? 5);
const WARM = Number(process.env.BENCH_LCP_WARM ?? 20);
const gz = promisify(gzip);

export interface LcpLine {
  bench: 'lcp';
  page: string;
  path: string;
  lcp_ms: number;
  rounds_ms: number[];
  ratio_to_journal: number;
  lcp_element: string;
  js_gz_kb: number;
  js_files: number;
}

/** The gzipped size of every script a page loaded (counted once per URL). */
async function jsWeight(urls: string[]): Promise<{ kb: number; files: number }> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += (await gz(body, { level: 9 })).length;
  }
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: urls.length };
}

/** Asks each page BENCH_LCP_WARM times without a browser: the server has compiled its render code. */
export async function warmPages(base: string, pages: { path: string }[]) {
  for (const p of pages) {
    // As a browser asks: Node's fetch offers only gzip, and a page's brotli copy is packed for the
    // requests that take brotli (server/lib/packed-pages.ts), so without it no page was warm.
    for (let i = 0; i < WARM; i++) {
      await (await fetch(`${base}${p.path}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
    }
  }
}

export async function measureLcp(base: string, pages: { page: string; path: string }[]): Promise<LcpLine[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  await warmPages(base, pages);
  const lcps = new Map<string, number[]>();
  const elements = new Map<string, string>();
  const scripts = new Map<string, Set<string>>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of round % 2 ? [...pages].reverse() : pages) {
        // A new context each time: no cache, no cookies (a first visit, as Lighthouse loads it).
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const js = scripts.get(p.page) ?? new Set<string>();
        scripts.set(p.page, js);
        page.on('response', (r) => {
          if (r.request().resourceType() === 'script') js.add(r.url());
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp?: { time: number; element: string } };
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
              const el = e.element;
              w.__lcp = {
                time: e.startTime,
                element: el
                  ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
                  : '?',
              };
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${base}${p.path}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        // LCP is final once the page is left alone; a click would end it early, so it is read as is.
        const lcp = await page.evaluate(
          () =>
            (window as unknown as { __lcp?: { time: number; element: string } }).__lcp ?? {
              time: NaN,
              element: '?',
            },
        );
        lcps.set(p.page, [...(lcps.get(p.page) ?? []), Math.round(lcp.time)]);
        elements.set(p.page, lcp.element);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const journal = median(lcps.get(pages[0]!.page)!);
  const lines: LcpLine[] = [];
  for (const p of pages) {
    const rounds = lcps.get(p.page)!;
    const weight = await jsWeight([...(scripts.get(p.page) ?? [])]);
    lines.push({
      bench: 'lcp',
      page: p.page,
      path: p.path,
      lcp_ms: median(rounds),
      rounds_ms: rounds,
      ratio_to_journal: Math.round((median(rounds) / journal) * 100) / 100,
      lcp_element: elements.get(p.page) ?? '?',
      js_gz_kb: weight.kb,
      js_files: weight.files,
    });
  }
  return lines;
}

/** The three pages of issue 17's comparison; the gig is the first one the API lists. */
export async function lcpPages(base: string) {
  const gigs = (await (await fetch(`${base}/api/gig/gigs/?page_size=1`)).json()) as {
    results: { id: string }[];
  };
  return [
    { page: 'journal home', path: '/' },
    { page: 'market home', path: '/market/' },
    { page: 'gig page', path: `/market/gigs/${gigs.results[0]!.id}/` },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4321';
  for (const line of await measureLcp(base, await lcpPages(base))) console.log(JSON.stringify(line));
}
