import * as v from 'valibot';
import { MESSAGES } from './messages';

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

/**
 * One GitHub Actions workflow run of a public repository (spec §2 "GitHub actions"): what ran,
 * on which branch, and how it ended (`conclusion` is null while it runs).
 */
export const GithubWorkflowRunSchema = v.object({
  id: v.string(),
  repo: v.string(),
  name: v.string(),
  status: v.string(),
  conclusion: v.nullable(v.string()),
  event: v.string(),
  branch: v.nullable(v.string()),
  run_number: v.number(),
  created_at: v.string(),
  html_url: url,
});
export type GithubWorkflowRun = v.InferOutput<typeof GithubWorkflowRunSchema>;

/** How many repositories' runs are read (the most starred), and how many runs are kept in all. */
export const ACTIONS_REPOS = 3;
export const ACTIONS_RUNS = 8;

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
  /** Recent workflow runs of the popular repositories, newest first, at most ACTIONS_RUNS. */
  actions: v.array(GithubWorkflowRunSchema),
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

/**
 * What an expert's page carries of one source (rendered per request): the answer a visitor gets,
 * or the message of the call's 404 (not linked, an account the site does not know).
 */
export type StatsOutcome<T> = { answer: T } | { missing: string };

/** At most this many users' GitHub data in one call (a team's members). */
export const GITHUB_MANY_MAX = 20;

/** `GET /gig/users-github-data/?users=<id>,<id>`: several users at once, by id, comma-separated. */
export const GithubManyQuerySchema = v.object({
  users: v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.regex(
      new RegExp(`^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,${GITHUB_MANY_MAX - 1}}$`),
      MESSAGES.invalidBody,
    ),
  ),
});
export type GithubManyQuery = v.InferOutput<typeof GithubManyQuerySchema>;

/**
 * Its answer: one entry per user who links a GitHub account the site knows (`user` is their id),
 * in the order asked; users without one are left out, so a page never asks for what is not there.
 */
export const GithubManyAnswerSchema = v.object({
  count: v.number(),
  next: v.nullable(v.string()),
  previous: v.nullable(v.string()),
  results: v.array(v.object({ user: v.string(), ...GithubAnswerSchema.entries })),
});
export type GithubManyAnswer = v.InferOutput<typeof GithubManyAnswerSchema>;
