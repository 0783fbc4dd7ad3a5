import { parseSubmissionCalendar } from '../../../contracts/activity-calendar';
import { MESSAGES } from '../../../contracts/messages';
import type {
  Freshness,
  GithubProfile,
  LeetcodeStats,
  StatsAnswer,
  StatsSource,
} from '../../../contracts/stats';
import { HttpError } from '../../lib/http-errors';
import type { CodingLinks } from '../../ports';
import type { LeetcodeCached } from './importers';
import { usernameFor } from './refresher';
import type { StatsRepo } from './repo';
import { absoluteUrl } from './urls';

const NOT_LINKED: Record<StatsSource, string> = {
  github: MESSAGES.githubNotLinked,
  leetcode: MESSAGES.leetcodeNotLinked,
};
const NOT_FOUND: Record<StatsSource, string> = {
  github: MESSAGES.githubUserNotFound,
  leetcode: MESSAGES.leetcodeUserNotFound,
};
/**
 * A cached GitHub profile with every URL absolute. The importers store what the sites send made
 * absolute already, so a path left in the cache is one of the site's own (demo data's `/media/…`)
 * and is taken on `site`, the public URL.
 */
function githubFields(d: GithubProfile, site: string): GithubProfile {
  return {
    ...d,
    avatar_url: absoluteUrl(d.avatar_url, site),
    html_url: absoluteUrl(d.html_url, site) ?? `https://github.com/${encodeURIComponent(d.login)}`,
    organizations: (d.organizations ?? []).map((o) => ({
      ...o,
      avatar_url: absoluteUrl(o.avatar_url, site),
    })),
    repos: (d.repos ?? []).map((r) => ({ ...r, html_url: absoluteUrl(r.html_url, site) })),
    // Rows cached before Actions were imported have none until their next refresh.
    actions: (d.actions ?? []).map((r) => ({ ...r, html_url: absoluteUrl(r.html_url, site) })),
  };
}

/** A cached LeetCode profile with every URL absolute (as above) and the calendar parsed for today. */
function leetcodeFields(d: LeetcodeCached, site: string, today: Date): LeetcodeStats {
  const { submissionCalendar, ...stats } = d;
  return {
    ...stats,
    githubUrl: absoluteUrl(stats.githubUrl, site),
    twitterUrl: absoluteUrl(stats.twitterUrl, site),
    linkedinUrl: absoluteUrl(stats.linkedinUrl, site),
    profile: { ...stats.profile, userAvatar: absoluteUrl(stats.profile.userAvatar, site) },
    badges: stats.badges.map((b) => ({ ...b, icon: absoluteUrl(b.icon, site) })),
    contestBadge: stats.contestBadge
      ? { ...stats.contestBadge, icon: absoluteUrl(stats.contestBadge.icon, site) }
      : null,
    activity_calendar: parseSubmissionCalendar(submissionCalendar, today),
  };
}

/**
 * The read side: answers from the cache only, and asks the refresher (never waits) when it is
 * empty. The profile fields are at the top level once imported; `freshness` says how fresh they are.
 */
export function createStatsService(deps: {
  repo: StatsRepo;
  links: CodingLinks;
  kick: (userId: string) => void;
  /** The site's public URL, for paths of its own in cached data. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, links, kick } = deps;
  const site = deps.publicUrl.replace(/\/+$/, '');
  const now = deps.now ?? (() => new Date());

  async function answer<T>(
    userId: string,
    source: StatsSource,
    shape: (data: unknown) => T,
  ): Promise<StatsAnswer<T>> {
    const linked = await links.ofUser(userId);
    if (!linked) throw new HttpError(404, MESSAGES.notFound);
    const link = linked.find((l) => l.source === source);
    const username = link ? usernameFor[source](link.url) : null;
    if (!link || !username) throw new HttpError(404, NOT_LINKED[source]);
    const row = await repo.get(userId, source);
    const base = { source, username, profile_url: link.url };
    const only = (freshness: Freshness): StatsAnswer<T> => ({ freshness }) as StatsAnswer<T>;
    const sameUser = row !== undefined && row.username.toLowerCase() === username.toLowerCase();
    if (!row || !sameUser || row.status === 'pending') {
      if (!sameUser) kick(userId);
      return only({
        ...base,
        status: 'pending',
        detail: MESSAGES.statsPending,
        fetched_at: null,
        expires_at: null,
        stale: false,
      });
    }
    if (row.status === 'not_found') throw new HttpError(404, NOT_FOUND[source]);
    const times = { fetched_at: row.fetchedAt, expires_at: row.expiresAt };
    if (row.status === 'failed' || !row.data) {
      return only({
        ...base,
        ...times,
        status: 'failed',
        detail: row.error ?? MESSAGES.somethingWentWrong,
        stale: false,
      });
    }
    let data: T;
    try {
      data = shape(JSON.parse(row.data));
    } catch {
      return only({ ...base, ...times, status: 'failed', detail: MESSAGES.invalidDataFormat, stale: false });
    }
    const expired = !row.pinned && row.expiresAt !== null && row.expiresAt <= now().toISOString();
    return {
      ...data,
      freshness: {
        ...base,
        ...times,
        status: 'ready',
        detail: row.error,
        stale: expired || row.error !== null,
      },
    };
  }

  const github = (userId: string) =>
    answer<GithubProfile>(userId, 'github', (d) => githubFields(d as GithubProfile, site));

  return {
    github,
    /** Several users' GitHub data; those without a linked, known account are left out (no 404). */
    async githubMany(userIds: readonly string[]) {
      const out: (StatsAnswer<GithubProfile> & { user: string })[] = [];
      for (const userId of new Set(userIds)) {
        try {
          out.push({ user: userId, ...(await github(userId)) });
        } catch (e) {
          if (!(e instanceof HttpError && e.statusCode === 404)) throw e;
        }
      }
      return { count: out.length, next: null, previous: null, results: out };
    },
    /** The calendar is parsed on every read, so "the last year" always ends today. */
    leetcode: (userId: string) =>
      answer<LeetcodeStats>(userId, 'leetcode', (d) => leetcodeFields(d as LeetcodeCached, site, now())),
  };
}
