import type { FastifyBaseLogger } from 'fastify';
import { githubLogin, leetcodeUsername } from '../../../contracts/profiles';
import type { StatsSource } from '../../../contracts/stats';
import type { CodingStatsRow } from '../../../db/schema';
import type { Leases } from '../../lib/leases';
import type { CodingLinks } from '../../ports';
import type { StatsImporter } from './importers';
import type { StatsRepo } from './repo';

/** After a failed import, wait this long before the next try. */
export const FAILURE_BACKOFF_MS = 15 * 60_000;
const BATCH = 20;
/**
 * How long one instance may hold a profile's import before another may take it over (it lapses by
 * itself when that instance dies mid-import; an import normally gives it back in seconds).
 */
export const IMPORT_LEASE_MS = 5 * 60_000;

export const usernameFor: Record<StatsSource, (url: string) => string | null> = {
  github: githubLogin,
  leetcode: leetcodeUsername,
};

interface Deps {
  repo: StatsRepo;
  /** Who links which coding profile (the profiles module's port). */
  links: CodingLinks;
  importers: Record<StatsSource, StatsImporter<unknown>>;
  /** One instance imports each profile: in-process, or shared through Redis with several instances. */
  leases: Leases;
  ttlSeconds: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  now?: () => Date;
}

/**
 * Keeps the cache in step with the links and imports what is due, in the background only:
 * the API never waits for GitHub or LeetCode.
 */
export function createRefresher({
  repo,
  links,
  importers,
  leases,
  ttlSeconds,
  log,
  now = () => new Date(),
}: Deps) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** New or changed links get a pending row; removed links lose theirs. */
  async function sync(userId?: string): Promise<void> {
    const wanted = new Map<string, { userId: string; source: StatsSource; username: string }>();
    const current = userId ? ((await links.ofUser(userId)) ?? []) : await links.all();
    for (const link of current) {
      const username = usernameFor[link.source](link.url);
      if (username) wanted.set(`${link.userId}:${link.source}`, { ...link, username });
    }
    const have = new Map((await repo.rowsOf(userId)).map((r) => [`${r.userId}:${r.source}`, r]));
    for (const [k, want] of wanted) {
      const row = have.get(k);
      if (!row || row.username.toLowerCase() !== want.username.toLowerCase()) {
        await repo.reset(want.userId, want.source, want.username);
      }
    }
    for (const [k, row] of have) if (!wanted.has(k)) await repo.remove(row.userId, row.source);
  }

  async function importRow(row: CodingStatsRow): Promise<void> {
    const importer = importers[row.source];
    const previous = {
      data: row.data ? (JSON.parse(row.data) as unknown) : null,
      etags: row.etags ? (JSON.parse(row.etags) as Record<string, string>) : null,
    };
    const outcome = await importer.fetch(row.username, previous);
    const at = now();
    const fresh = {
      fetchedAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + ttlSeconds * 1000).toISOString(),
    };
    switch (outcome.kind) {
      case 'ok':
        await repo.update(row.userId, row.source, {
          ...fresh,
          status: 'ok',
          data: JSON.stringify(outcome.data),
          etags: outcome.etags ? JSON.stringify(outcome.etags) : null,
          error: null,
          nextAttemptAt: null,
        });
        return;
      case 'not_modified':
        await repo.update(row.userId, row.source, {
          ...fresh,
          status: 'ok',
          error: null,
          nextAttemptAt: null,
        });
        return;
      case 'not_found':
        await repo.update(row.userId, row.source, {
          ...fresh,
          status: 'not_found',
          data: null,
          etags: null,
          error: null,
          nextAttemptAt: null,
        });
        return;
      case 'rate_limited':
        log.warn(
          { source: row.source, until: outcome.retryAt.toISOString() },
          `stats import rate-limited: ${outcome.reason}`,
        );
        await repo.update(row.userId, row.source, { nextAttemptAt: outcome.retryAt.toISOString() });
        return;
      case 'failed':
        log.warn({ source: row.source, username: row.username }, `stats import failed: ${outcome.reason}`);
        await repo.update(row.userId, row.source, {
          // Older good data stays; it is only marked stale by the error beside it.
          status: row.data ? 'ok' : 'failed',
          error: outcome.error,
          nextAttemptAt: new Date(at.getTime() + FAILURE_BACKOFF_MS).toISOString(),
        });
        return;
    }
  }

  /**
   * Imports one due row under its lease: skipped when another instance holds it, or when the row is
   * no longer due once the lease is ours (that instance finished it meanwhile). Answers whether it ran.
   */
  async function importLeased(row: CodingStatsRow): Promise<boolean> {
    const release = await leases.acquire(`stats:${row.userId}:${row.source}`, IMPORT_LEASE_MS);
    if (!release) return false;
    try {
      const current = (await repo.due(now().toISOString(), BATCH, row.userId)).find(
        (r) => r.source === row.source,
      );
      if (!current) return false;
      await importRow(current);
      return true;
    } finally {
      await release();
    }
  }

  async function run(userId?: string): Promise<number> {
    await sync(userId);
    const rows = await repo.due(now().toISOString(), BATCH, userId);
    let tried = 0;
    for (const row of rows) {
      try {
        if (await importLeased(row)) tried += 1;
      } catch (err) {
        log.error({ err, source: row.source }, 'stats import crashed');
        tried += 1;
      }
    }
    return tried;
  }

  /** One pass at a time; a call during a pass waits for it and then runs its own. */
  async function serial(userId?: string): Promise<number> {
    while (running) await running.catch(() => 0);
    running = run(userId);
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    sync,
    /** One pass over everything due; answers how many rows it tried (not those another instance took). */
    runOnce: () => serial(),
    /** Imports one user's links now (after they change them), still in the background of any request. */
    refreshUser: (userId: string) => serial(userId),
    start(intervalSeconds: number) {
      if (timer || intervalSeconds <= 0) return;
      timer = setInterval(() => {
        void serial().catch((err) => log.error({ err }, 'stats refresh failed'));
      }, intervalSeconds * 1000);
      timer.unref();
      void serial().catch((err) => log.error({ err }, 'stats refresh failed'));
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}

export type Refresher = ReturnType<typeof createRefresher>;
