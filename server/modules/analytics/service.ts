import { hash, randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnalyticsRepo, ViewMark } from './repo';

interface Deps {
  repo: AnalyticsRepo;
  /** The built site: an article is real when its page was built. */
  distDir: string;
  /** The clock, in milliseconds (Date.now). */
  now?: () => number;
}

export interface Reader {
  address: string;
  userAgent: string;
}

/** How often counted views are written to the database (at most this much is lost to a crash). */
export const FLUSH_MS = 1000;
/** How long "this article's page does not exist" is remembered (a rebuilt site may add it). */
const MISSING_TTL_MS = 10_000;
const DAY_MS = 86_400_000;

/**
 * View counts of Guild Journal articles. No cookies and no stored addresses: a reader
 * is recognised for one day by a hash of address, user agent and article keyed with that day's random
 * salt, and the salt is thrown away when the day ends.
 *
 * Views are counted in memory and written in batches by `flush()` (every FLUSH_MS, and when the
 * app closes): the day's counted readers and each article's total are kept here, so a view costs
 * a hash and two map lookups. The stored count moves only by marks that are new in the database, so
 * instances that share it never count one reader twice; an answer may lag what other instances added.
 */
export function createAnalyticsService({ repo, distDir, now = Date.now }: Deps) {
  const articles = new Map<string, boolean | number>();
  let day = '';
  /** When `day` starts and ends (UTC): a view reads the date off the clock only outside them. */
  let dayStarts = 0;
  let dayEnds = 0;
  let salt = '';
  /** Each article's readers (their hashes) counted today, written or not. */
  let seen = new Map<string, Set<string>>();
  const readersOf = (slug: string) => {
    let readers = seen.get(slug);
    if (!readers) {
      readers = new Set();
      seen.set(slug, readers);
    }
    return readers;
  };
  let starting: Promise<void> | null = null;
  const totals = new Map<string, number>();
  let pendingMarks: ViewMark[] = [];
  /** Where this counter last read the stored marks (the repository's log cursor). */
  let cursor = 0;

  async function flush(): Promise<void> {
    if (!pendingMarks.length) return;
    const marks = pendingMarks;
    pendingMarks = [];
    const of = day;
    const written = await repo.write(marks, cursor);
    // Readers that other instances counted are not counted here again. A batch that ends after
    // the day changed is left out: starting the day read the day's marks afresh.
    if (day !== of) return;
    cursor = Math.max(cursor, written.cursor);
    for (const m of written.others) if (m.day === day) readersOf(m.slug).add(m.readerHash);
  }

  /** Starts `today`: what is pending is written first, then its salt and counted readers are loaded. */
  function startDay(today: string): Promise<void> {
    starting ??= (async () => {
      await flush();
      salt = await repo.saltFor(today, () => randomBytes(32).toString('base64url'));
      const stored = await repo.marksOfDay(today);
      seen = new Map();
      for (const m of stored.marks) readersOf(m.slug).add(m.readerHash);
      cursor = stored.cursor;
      day = today;
      dayStarts = Date.parse(today);
      dayEnds = dayStarts + DAY_MS;
    })().finally(() => {
      starting = null;
    });
    return starting;
  }

  /** Loads an article's stored count into `totals` the first time it is viewed. */
  async function loadTotal(slug: string): Promise<void> {
    if (totals.has(slug)) return;
    const stored = await repo.views(slug);
    // Another view may have loaded it meanwhile (and counted since): its figure stays.
    if (!totals.has(slug)) totals.set(slug, stored);
  }

  function remember(slug: string, found: boolean): boolean {
    articles.set(slug, found || Date.now());
    return found;
  }

  /** Counts the view unless this reader was counted today; nothing in it waits, so views never race. */
  function count(slug: string, reader: Reader): number {
    const readerHash = hash('sha256', `${salt}\n${reader.address}\n${reader.userAgent}\n${slug}`, 'hex');
    const n = totals.get(slug)!;
    const readers = readersOf(slug);
    if (readers.has(readerHash)) return n;
    readers.add(readerHash);
    pendingMarks.push({ day, slug, readerHash });
    totals.set(slug, n + 1);
    return n + 1;
  }

  return {
    /**
     * Whether the site has built this article's page (checked on disk once, then remembered): a
     * boolean at once when it is known, a promise the first time.
     */
    isArticle(slug: string): boolean | Promise<boolean> {
      const known = articles.get(slug);
      if (known === true) return true;
      if (typeof known === 'number' && Date.now() - known < MISSING_TTL_MS) return false;
      return access(join(distDir, 'post', slug, 'index.html')).then(
        () => remember(slug, true),
        () => remember(slug, false),
      );
    },

    /**
     * Records one view of `slug` by `reader` (once per reader, article and day); answers the count,
     * at once while the day and the article's total are loaded (every view but a day's first).
     */
    view(slug: string, reader: Reader): number | Promise<number> {
      const at = now();
      if (at >= dayStarts && at < dayEnds && totals.has(slug)) return count(slug, reader);
      const today = new Date(at).toISOString().slice(0, 10);
      return (async () => {
        while (day !== today) await startDay(today);
        await loadTotal(slug);
        return count(slug, reader);
      })();
    },

    flush,
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
