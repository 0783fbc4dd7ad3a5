import { parseSubmissionCalendar } from '../../../contracts/activity-calendar';
import { MESSAGES } from '../../../contracts/messages';
import {
  ACTIONS_REPOS,
  ACTIONS_RUNS,
  type GithubOrganization,
  type GithubProfile,
  type GithubRepo,
  type GithubWorkflowRun,
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

/** The workflow runs of one repository, in the shape of GET /repos/{owner}/{repo}/actions/runs. */
export function workflowRuns(repo: string, raw: unknown): GithubWorkflowRun[] {
  const runs = isObject(raw) && Array.isArray(raw.workflow_runs) ? raw.workflow_runs : [];
  return runs.filter(isObject).map((r) => ({
    id: String(r.id ?? ''),
    repo,
    name: str(r.name) ?? str(r.display_title) ?? '',
    status: str(r.status) ?? 'completed',
    conclusion: str(r.conclusion),
    event: str(r.event) ?? '',
    branch: str(r.head_branch),
    run_number: num(r.run_number),
    created_at: str(r.created_at) ?? '',
    html_url: str(r.html_url),
  }));
}

/** The newest runs first, at most ACTIONS_RUNS. */
const newestRuns = (runs: GithubWorkflowRun[]) =>
  [...runs]
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0))
    .slice(0, ACTIONS_RUNS);

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

  const headersFor = (etag: string | undefined) => {
    const headers: Record<string, string> = {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': USER_AGENT,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (etag) headers['if-none-match'] = etag;
    return headers;
  };
  type Got = { kind: 'body'; body: unknown; etag: string | null } | { kind: 'same' } | { kind: 'missing' };
  /** One conditional GET; a failure is the import's outcome, thrown to end the import. */
  async function get(path: string, what: string, etag: string | undefined): Promise<Got> {
    let res: Response;
    try {
      res = await fetch(base + path, { headers: headersFor(etag), signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      throw { kind: 'failed', error: MESSAGES.githubUnexpected, reason: `network: ${(e as Error).message}` };
    }
    if (res.status === 304 && etag) return { kind: 'same' };
    if (res.status === 404) return { kind: 'missing' };
    if (res.status === 429 || (res.status === 403 && isRateLimited(res.headers))) {
      throw { kind: 'rate_limited', retryAt: retryAt(res.headers), reason: `GitHub ${res.status}` };
    }
    if (res.status === 401) {
      throw {
        kind: 'failed',
        error: MESSAGES.githubUnexpected,
        reason: 'GitHub: bad credentials (GITHUB_TOKEN)',
      };
    }
    if (!res.ok) {
      throw { kind: 'failed', error: MESSAGES.githubUnexpected, reason: `GitHub ${res.status} on ${what}` };
    }
    try {
      return { kind: 'body', body: await res.json(), etag: res.headers.get('etag') };
    } catch {
      throw { kind: 'failed', error: MESSAGES.githubUnexpected, reason: `GitHub: ${what} is not JSON` };
    }
  }

  return {
    source: 'github',
    async fetch(login, previous) {
      try {
        return await importProfile(login, previous);
      } catch (outcome) {
        if (isObject(outcome) && typeof outcome.kind === 'string')
          return outcome as ImportOutcome<GithubProfile>;
        throw outcome;
      }
    },
  };

  async function importProfile(
    login: string,
    previous: Previous<GithubProfile>,
  ): Promise<ImportOutcome<GithubProfile>> {
    const bodies: Partial<Record<GithubPart, unknown>> = {};
    const etags: Record<string, string> = {};
    let changed = false;
    for (const part of ['user', 'repos', 'orgs'] as const) {
      // Ask conditionally only when the cached data can stand in for a 304.
      const etag = previous.data ? previous.etags?.[part] : undefined;
      const got = await get(paths[part](login), part, etag);
      if (got.kind === 'same') {
        etags[part] = etag!;
        continue;
      }
      if (got.kind === 'missing') {
        if (part === 'user') return { kind: 'not_found' };
        throw { kind: 'failed', error: MESSAGES.githubUnexpected, reason: `GitHub 404 on ${part}` };
      }
      bodies[part] = got.body;
      changed = true;
      if (got.etag) etags[part] = got.etag;
    }

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
    const repos = bodies.repos ? popularRepos(bodies.repos as unknown[]) : before!.repos;

    // GitHub Actions: the recent runs of the most starred repositories, each asked conditionally.
    const runs: GithubWorkflowRun[] = [];
    for (const repo of repos.slice(0, ACTIONS_REPOS)) {
      const key = `actions:${repo.name}`;
      const etag = previous.data ? previous.etags?.[key] : undefined;
      const got = await get(
        `/repos/${encodeURIComponent(login)}/${encodeURIComponent(repo.name)}/actions/runs?per_page=${ACTIONS_RUNS}`,
        key,
        etag,
      );
      if (got.kind === 'same') {
        etags[key] = etag!;
        runs.push(...(before?.actions ?? []).filter((r) => r.repo === repo.name));
      } else if (got.kind === 'body') {
        changed = true;
        if (got.etag) etags[key] = got.etag;
        runs.push(...workflowRuns(repo.name, got.body));
      }
      // A repository without Actions (404) simply has no runs.
    }
    if (!changed) return { kind: 'not_modified' };

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
    return { kind: 'ok', data: { ...profile, organizations, repos, actions: newestRuns(runs) }, etags };
  }
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
