// `BENCH_ONLY=lighthouse npm run bench` (or `tsx scripts/bench/lighthouse.ts <base URL>` against a
// running server): Lighthouse's performance audit (mobile, simulated throttling: its defaults) of
// the Journal home, /market/ and a gig page in one run, in Debian's headless Chromium (never a
// downloaded browser), each page BENCH_LIGHTHOUSE_ROUNDS times, pages interleaved, after each page
// has been asked BENCH_LCP_WARM times without a browser. One JSON line a page: the median LCP and
// its ratio to the Journal home's (issue 17: at most 1.3×), the performance scores, and the median
// total blocking time, first contentful paint and layout shift.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lcpPages, warmPages } from './lcp';
import { median } from './median';

const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 5);

export interface LighthouseLine {
  bench: 'lighthouse';
  page: string;
  path: string;
  lcp_ms: number;
  rounds_lcp_ms: number[];
  ratio_to_journal: number;
  performance: number[];
  tbt_ms: number;
  fcp_ms: number;
  cls: number;
}

interface Run {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  score: number;
}

/**
 * One audit. Lighthouse empties the cache and storage before each load: a first visit every time.
 * On a busy machine it now and then fails to record the load's trace (NO_NAVSTART, NO_FCP): such a
 * run is made again, twice at most.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

export async function measureLighthouse(
  base: string,
  pages: { page: string; path: string }[],
): Promise<LighthouseLine[]> {
  await warmPages(base, pages);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runs = new Map<string, Run[]>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of round % 2 ? [...pages].reverse() : pages) {
        const { audits, categories } = await audit(`${base}${p.path}`, chrome.port);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        runs.set(p.page, [
          ...(runs.get(p.page) ?? []),
          {
            lcp: Math.round(value('largest-contentful-paint')),
            fcp: Math.round(value('first-contentful-paint')),
            tbt: Math.round(value('total-blocking-time')),
            cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
            score: Math.round((categories.performance?.score ?? 0) * 100),
          },
        ]);
      }
    }
  } finally {
    chrome.kill();
  }
  const journal = median(runs.get(pages[0]!.page)!.map((r) => r.lcp));
  return pages.map((p) => {
    const rs = runs.get(p.page)!;
    const lcp = median(rs.map((r) => r.lcp));
    return {
      bench: 'lighthouse',
      page: p.page,
      path: p.path,
      lcp_ms: lcp,
      rounds_lcp_ms: rs.map((r) => r.lcp),
      ratio_to_journal: Math.round((lcp / journal) * 100) / 100,
      performance: rs.map((r) => r.score),
      tbt_ms: median(rs.map((r) => r.tbt)),
      fcp_ms: median(rs.map((r) => r.fcp)),
      cls: median(rs.map((r) => r.cls)),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4321';
  for (const line of await measureLighthouse(base, await lcpPages(base))) console.log(JSON.stringify(line));
}
