import * as v from 'valibot';

/** The GitHub profile fields the profile page shows of a linked GitHub account. Every URL is absolute. */
const url = v.nullable(v.string());

export const GithubRepoSchema = v.object({
  name: v.string(),
  private: v.boolean(),
  description: v.nullable(v.string()),
  language: v.nullable(v.string()),
  stargazers_count: v.number(),
  watchers_count: v.number(),
  html_url: url,
});
export type GithubRepo = v.InferOutput<typeof GithubRepoSchema>;

export const GithubOrganizationSchema = v.object({
  login: v.string(),
  avatar_url: url,
  description: v.nullable(v.string()),
});
export type GithubOrganization = v.InferOutput<typeof GithubOrganizationSchema>;

const githubEntries = {
  login: v.string(),
  avatar_url: url,
  name: v.nullable(v.string()),
  company: v.nullable(v.string()),
  bio: v.nullable(v.string()),
  followers: v.number(),
  following: v.number(),
  html_url: url,
  public_repos: v.number(),
  organizations: v.array(GithubOrganizationSchema),
  /** The popular repositories: public, not forks, most stars first, at most POPULAR_REPOS. */
  repos: v.array(GithubRepoSchema),
};
export const GithubProfileSchema = v.object(githubEntries);
export type GithubProfile = v.InferOutput<typeof GithubProfileSchema>;

export const POPULAR_REPOS = 6;

const ActivityCalendarSchema = v.object({
  total: v.object({ lastYear: v.number() }),
  contributions: v.array(v.object({ date: v.string(), count: v.number(), level: v.number() })),
});

/** The coding-profile fields, in the names LeetCode uses. Every URL is absolute. */
const leetcodeEntries = {
  username: v.string(),
  githubUrl: url,
  twitterUrl: url,
  linkedinUrl: url,
  profile: v.object({
    realName: v.nullable(v.string()),
    userAvatar: url,
    countryName: v.nullable(v.string()),
    reputation: v.number(),
    ranking: v.number(),
  }),
  submitStats: v.object({
    acSubmissionNum: v.array(
      v.object({ difficulty: v.string(), count: v.number(), submissions: v.number() }),
    ),
  }),
  badges: v.array(
    v.object({ id: v.string(), displayName: v.string(), icon: url, creationDate: v.nullable(v.string()) }),
  ),
  contestBadge: v.nullable(
    v.object({ name: v.string(), expired: v.boolean(), hoverText: v.nullable(v.string()), icon: url }),
  ),
  /** Parsed from the submission calendar when read, so "the last year" ends today. */
  activity_calendar: ActivityCalendarSchema,
};
export const LeetcodeStatsSchema = v.object(leetcodeEntries);
export type LeetcodeStats = v.InferOutput<typeof LeetcodeStatsSchema>;

export type StatsSource = 'github' | 'leetcode';

/**
 * How fresh the imported data is: `ready` with data (maybe `stale` while a refresh is due or after a
 * failed one), `pending` before the first import, `failed` when the last import failed and nothing
 * was cached (`detail` says why).
 */
export const FreshnessSchema = v.object({
  source: v.picklist(['github', 'leetcode']),
  username: v.string(),
  profile_url: v.string(),
  status: v.picklist(['ready', 'pending', 'failed']),
  detail: v.nullable(v.string()),
  fetched_at: v.nullable(v.string()),
  expires_at: v.nullable(v.string()),
  stale: v.boolean(),
});
export type Freshness = v.InferOutput<typeof FreshnessSchema>;

/**
 * `GET /gig/user-github-data/{id}/`: the GitHub profile fields at the top level (present once
 * imported, `freshness.status` is `ready`), and their freshness under `freshness`.
 */
export const GithubAnswerSchema = v.object({
  ...v.partial(GithubProfileSchema).entries,
  freshness: FreshnessSchema,
});
/** `GET /gig/user-leetcode-data/{id}/`: the coding-profile fields, and their freshness under `freshness`. */
export const LeetcodeAnswerSchema = v.object({
  ...v.partial(LeetcodeStatsSchema).entries,
  freshness: FreshnessSchema,
});

/** A stats answer: the fields once imported, and always their freshness. */
export type StatsAnswer<T> = Partial<T> & { freshness: Freshness };
