import { parseSubmissionCalendar } from '../../../contracts/activity-calendar';
import { MESSAGES } from '../../../contracts/messages';
import type { GithubProfile, LeetcodeStats, StatsAnswer, StatsSource } from '../../../contracts/stats';
import { HttpError } from '../../lib/http-errors';
import type { LeetcodeCached } from './importers';
import { usernameFor } from './refresher';
import type { StatsRepo } from './repo';

const NOT_LINKED: Record<StatsSource, string> = {
  github: MESSAGES.githubNotLinked,
  leetcode: MESSAGES.leetcodeNotLinked,
};
const NOT_FOUND: Record<StatsSource, string> = {
  github: MESSAGES.githubUserNotFound,
  leetcode: MESSAGES.leetcodeUserNotFound,
};

/** The read side: answers from the cache only, and asks the refresher (never waits) when it is empty. */
export function createStatsService(deps: {
  repo: StatsRepo;
  kick: (userId: string) => void;
  now?: () => Date;
}) {
  const { repo, kick } = deps;
  const now = deps.now ?? (() => new Date());

  function answer<T>(userId: string, source: StatsSource, shape: (data: unknown) => T): StatsAnswer<T> {
    if (!repo.userExists(userId)) throw new HttpError(404, MESSAGES.notFound);
    const link = repo.statsLinks(userId).find((l) => l.name === source);
    const username = link ? usernameFor[source](link.url) : null;
    if (!link || !username) throw new HttpError(404, NOT_LINKED[source]);
    const row = repo.get(userId, source);
    const base = { source, username, profile_url: link.url };
    if (!row || row.username.toLowerCase() !== username.toLowerCase() || row.status === 'pending') {
      if (!row || row.username.toLowerCase() !== username.toLowerCase()) kick(userId);
      return {
        ...base,
        status: 'pending',
        detail: MESSAGES.statsPending,
        fetched_at: null,
        expires_at: null,
        stale: false,
        data: null,
      };
    }
    if (row.status === 'not_found') throw new HttpError(404, NOT_FOUND[source]);
    const times = { fetched_at: row.fetchedAt, expires_at: row.expiresAt };
    if (row.status === 'failed' || !row.data) {
      return {
        ...base,
        ...times,
        status: 'failed',
        detail: row.error ?? MESSAGES.somethingWentWrong,
        stale: false,
        data: null,
      };
    }
    let data: T;
    try {
      data = shape(JSON.parse(row.data));
    } catch {
      return {
        ...base,
        ...times,
        status: 'failed',
        detail: MESSAGES.invalidDataFormat,
        stale: false,
        data: null,
      };
    }
    const expired = !row.pinned && row.expiresAt !== null && row.expiresAt <= now().toISOString();
    return {
      ...base,
      ...times,
      status: 'ready',
      detail: row.error,
      stale: expired || row.error !== null,
      data,
    };
  }

  return {
    github: (userId: string) => answer<GithubProfile>(userId, 'github', (d) => d as GithubProfile),
    /** The calendar is parsed on every read, so "the last year" always ends today. */
    leetcode: (userId: string) =>
      answer<LeetcodeStats>(userId, 'leetcode', (d) => {
        const { submissionCalendar, ...stats } = d as LeetcodeCached;
        return { ...stats, activity_calendar: parseSubmissionCalendar(submissionCalendar, now()) };
      }),
  };
}
