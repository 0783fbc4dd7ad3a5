import { parseSubmissionCalendar } from '../../../contracts/activity-calendar';
import { MESSAGES } from '../../../contracts/messages';
import {
  type GithubOrganization,
  type GithubProfile,
  type GithubRepo,
  type LeetcodeStats,
  POPULAR_REPOS,
  type StatsSource,
} from '../../../contracts/stats';

/** What one import attempt came to. */
export type ImportOutcome<T> =
  | { kind: 'ok'; data: T; etags: Record<string, string> | null }
  /** Every conditional request answered 304: the cached data is still right. */
  | { kind: 'not_modified' }
  | { kind: 'not_found' }
  | { kind: 'rate_limited'; retryAt: Date; reason: string }
  /** `error` is the text shown to readers; `reason` is for the log. */
  | { kind: 'failed'; error: string; reason: string };

export interface Previous<T> {
  data: T | null;
  etags: Record<string, string> | null;
}

/** An importer reads one site's public profile; the refresher stores what it answers. */
export interface StatsImporter<T> {
  source: StatsSource;
  fetch(username: string, previous: Previous<T>): Promise<ImportOutcome<T>>;
}

const TIMEOUT_MS = 15_000;
const USER_AGENT = 'Guild profile importer (+https://guild.test)';
const DEFAULT_RATE_WAIT_MS = 60 * 60_000;

/** When a rate-limited answer says we may try again: Retry-After, else a reset time, else an hour. */
export function retryAt(headers: Headers, now = Date.now()): Date {
  const after = Number(headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return new Date(now + after * 1000);
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return new Date(Math.max(now, reset * 1000));
  return new Date(now + DEFAULT_RATE_WAIT_MS);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const str = (x: unknown) => (typeof x === 'string' ? x : null);
const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

// ---------------------------------------------------------------------------------------------
// GitHub: REST v3 with conditional requests (ETag / If-None-Match); a 304 costs no rate limit.

type GithubPart = 'user' | 'repos' | 'orgs';

function githubRepo(raw: Record<string, unknown>): GithubRepo {
  return {
    name: String(raw.name),
    private: raw.private === true,
    description: str(raw.description),
    language: str(raw.language),
    stargazers_count: num(raw.stargazers_count),
    watchers_count: num(raw.watchers_count),
    html_url: String(raw.html_url ?? ''),
  };
}

/** The popular repositories: public, not forks, most stars first (then watchers, then name). */
export function popularRepos(raw: unknown[]): GithubRepo[] {
  return raw
    .filter(isObject)
    .filter((r) => r.fork !== true && r.private !== true && typeof r.name === 'string')
    .map(githubRepo)
    .sort(
      (a, b) =>
        b.stargazers_count - a.stargazers_count ||
        b.watchers_count - a.watchers_count ||
        a.name.localeCompare(b.name),
    )
    .slice(0, POPULAR_REPOS);
}

export function createGithubImporter(opts: {
  baseUrl: string;
  token?: string;
}): StatsImporter<GithubProfile> {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const paths: Record<GithubPart, (login: string) => string> = {
    user: (login) => `/users/${encodeURIComponent(login)}`,
    repos: (login) => `/users/${encodeURIComponent(login)}/repos?type=owner&sort=pushed&per_page=100`,
    orgs: (login) => `/users/${encodeURIComponent(login)}/orgs?per_page=100`,
  };

  return {
    source: 'github',
    async fetch(login, previous) {
      const bodies: Partial<Record<GithubPart, unknown>> = {};
      const etags: Record<string, string> = {};
      let changed = false;
      for (const part of ['user', 'repos', 'orgs'] as const) {
        const headers: Record<string, string> = {
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'user-agent': USER_AGENT,
        };
        if (opts.token) headers.authorization = `Bearer ${opts.token}`;
        // Ask conditionally only when the cached data can stand in for a 304.
        const etag = previous.data ? previous.etags?.[part] : undefined;
        if (etag) headers['if-none-match'] = etag;
        let res: Response;
        try {
          res = await fetch(base + paths[part](login), { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        } catch (e) {
          return {
            kind: 'failed',
            error: MESSAGES.githubUnexpected,
            reason: `network: ${(e as Error).message}`,
          };
        }
        if (res.status === 304 && etag) {
          etags[part] = etag;
          continue;
        }
        if (res.status === 404 && part === 'user') return { kind: 'not_found' };
        if (res.status === 429 || (res.status === 403 && isRateLimited(res.headers))) {
          return { kind: 'rate_limited', retryAt: retryAt(res.headers), reason: `GitHub ${res.status}` };
        }
        if (res.status === 401) {
          return {
            kind: 'failed',
            error: MESSAGES.githubUnexpected,
            reason: 'GitHub: bad credentials (GITHUB_TOKEN)',
          };
        }
        if (!res.ok) {
          return {
            kind: 'failed',
            error: MESSAGES.githubUnexpected,
            reason: `GitHub ${res.status} on ${part}`,
          };
        }
        let body: unknown;
        try {
          body = await res.json();
        } catch {
          return { kind: 'failed', error: MESSAGES.githubUnexpected, reason: `GitHub: ${part} is not JSON` };
        }
        bodies[part] = body;
        changed = true;
        const tag = res.headers.get('etag');
        if (tag) etags[part] = tag;
      }
      if (!changed) return { kind: 'not_modified' };

      const before = previous.data;
      const user = bodies.user;
      if (user !== undefined && (!isObject(user) || typeof user.login !== 'string')) {
        return { kind: 'failed', error: MESSAGES.githubUnexpected, reason: 'GitHub: the user has no login' };
      }
      if (bodies.repos !== undefined && !Array.isArray(bodies.repos)) {
        return { kind: 'failed', error: MESSAGES.githubUnexpected, reason: 'GitHub: repos is not a list' };
      }
      if (bodies.orgs !== undefined && !Array.isArray(bodies.orgs)) {
        return { kind: 'failed', error: MESSAGES.githubUnexpected, reason: 'GitHub: orgs is not a list' };
      }
      const profile = user
        ? {
            login: String(user.login),
            avatar_url: String(user.avatar_url ?? ''),
            name: str(user.name),
            company: str(user.company),
            bio: str(user.bio),
            followers: num(user.followers),
            following: num(user.following),
            html_url: String(user.html_url ?? `https://github.com/${user.login}`),
            public_repos: num(user.public_repos),
          }
        : {
            login: before!.login,
            avatar_url: before!.avatar_url,
            name: before!.name,
            company: before!.company,
            bio: before!.bio,
            followers: before!.followers,
            following: before!.following,
            html_url: before!.html_url,
            public_repos: before!.public_repos,
          };
      const organizations: GithubOrganization[] = bodies.orgs
        ? (bodies.orgs as unknown[]).filter(isObject).map((o) => ({
            login: String(o.login),
            avatar_url: String(o.avatar_url ?? ''),
            description: str(o.description),
          }))
        : before!.organizations;
      const repos = bodies.repos ? popularRepos(bodies.repos as unknown[]) : before!.repos;
      return { kind: 'ok', data: { ...profile, organizations, repos }, etags };
    },
  };
}

function isRateLimited(headers: Headers): boolean {
  return headers.get('x-ratelimit-remaining') === '0' || headers.has('retry-after');
}

// ---------------------------------------------------------------------------------------------
// LeetCode: its public GraphQL endpoint. The submission calendar is kept raw and parsed when read.

/** What the cache keeps of a LeetCode profile: the stats without the calendar, plus the raw calendar. */
export type LeetcodeCached = Omit<LeetcodeStats, 'activity_calendar'> & { submissionCalendar: string };

export const LEETCODE_QUERY = `query guildUserProfile($username: String!) {
  matchedUser(username: $username) {
    username
    githubUrl
    twitterUrl
    linkedinUrl
    profile { realName userAvatar countryName reputation ranking }
    submitStats: submitStatsGlobal { acSubmissionNum { difficulty count submissions } }
    badges { id displayName icon creationDate }
    contestBadge { name expired hoverText icon }
    submissionCalendar
  }
}`;

const LEETCODE_ORIGIN = 'https://leetcode.com';
const absoluteIcon = (icon: unknown) => {
  const s = str(icon) ?? '';
  return s.startsWith('/') ? LEETCODE_ORIGIN + s : s;
};

/** Checks and trims a `matchedUser`; null when its shape is not what LeetCode sends. */
export function readMatchedUser(user: unknown): LeetcodeCached | null {
  if (!isObject(user) || typeof user.username !== 'string') return null;
  const profile = user.profile;
  const stats = isObject(user.submitStats) ? user.submitStats.acSubmissionNum : undefined;
  if (!isObject(profile) || !Array.isArray(stats) || typeof user.submissionCalendar !== 'string') return null;
  try {
    parseSubmissionCalendar(user.submissionCalendar);
  } catch {
    return null;
  }
  const badges = Array.isArray(user.badges) ? user.badges.filter(isObject) : [];
  const contest = isObject(user.contestBadge) ? user.contestBadge : null;
  return {
    username: user.username,
    githubUrl: str(user.githubUrl),
    twitterUrl: str(user.twitterUrl),
    linkedinUrl: str(user.linkedinUrl),
    profile: {
      realName: str(profile.realName),
      userAvatar: str(profile.userAvatar),
      countryName: str(profile.countryName),
      reputation: num(profile.reputation),
      ranking: num(profile.ranking),
    },
    submitStats: {
      acSubmissionNum: stats.filter(isObject).map((s) => ({
        difficulty: String(s.difficulty),
        count: num(s.count),
        submissions: num(s.submissions),
      })),
    },
    badges: badges.map((b) => ({
      id: String(b.id),
      displayName: String(b.displayName ?? ''),
      icon: absoluteIcon(b.icon),
      creationDate: str(b.creationDate),
    })),
    contestBadge: contest
      ? {
          name: String(contest.name ?? ''),
          expired: contest.expired === true,
          hoverText: str(contest.hoverText),
          icon: absoluteIcon(contest.icon),
        }
      : null,
    submissionCalendar: user.submissionCalendar,
  };
}

export function createLeetcodeImporter(opts: { graphqlUrl: string }): StatsImporter<LeetcodeCached> {
  return {
    source: 'leetcode',
    async fetch(username) {
      let res: Response;
      try {
        res = await fetch(opts.graphqlUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            referer: `${LEETCODE_ORIGIN}/u/${encodeURIComponent(username)}/`,
            'user-agent': USER_AGENT,
          },
          body: JSON.stringify({
            operationName: 'guildUserProfile',
            query: LEETCODE_QUERY,
            variables: { username },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (e) {
        return {
          kind: 'failed',
          error: MESSAGES.somethingWentWrong,
          reason: `network: ${(e as Error).message}`,
        };
      }
      if (res.status === 429) {
        return { kind: 'rate_limited', retryAt: retryAt(res.headers), reason: 'LeetCode 429' };
      }
      if (!res.ok) {
        return { kind: 'failed', error: MESSAGES.somethingWentWrong, reason: `LeetCode ${res.status}` };
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        return { kind: 'failed', error: MESSAGES.invalidDataFormat, reason: 'LeetCode: not JSON' };
      }
      if (!isObject(body))
        return { kind: 'failed', error: MESSAGES.invalidDataFormat, reason: 'LeetCode: no body' };
      const data = isObject(body.data) ? body.data : null;
      if (data && data.matchedUser === null) return { kind: 'not_found' };
      const cached = readMatchedUser(data?.matchedUser);
      if (!cached) {
        const errors = Array.isArray(body.errors) ? JSON.stringify(body.errors).slice(0, 200) : 'bad shape';
        return { kind: 'failed', error: MESSAGES.invalidDataFormat, reason: `LeetCode: ${errors}` };
      }
      return { kind: 'ok', data: cached, etags: null };
    },
  };
}
