import type { ActivityCalendar } from './activity-calendar';

/** Spec §3 Github profile: what the profile page shows of a linked GitHub account. */
export interface GithubRepo {
  name: string;
  private: boolean;
  description: string | null;
  language: string | null;
  stargazers_count: number;
  watchers_count: number;
  html_url: string;
}

export interface GithubOrganization {
  login: string;
  avatar_url: string;
  description: string | null;
}

export interface GithubProfile {
  login: string;
  avatar_url: string;
  name: string | null;
  company: string | null;
  bio: string | null;
  followers: number;
  following: number;
  html_url: string;
  public_repos: number;
  organizations: GithubOrganization[];
  /** The popular repositories: public, not forks, most stars first, at most POPULAR_REPOS. */
  repos: GithubRepo[];
}

export const POPULAR_REPOS = 6;

/** Spec §3 Coding-profile stats, in the names LeetCode uses. */
export interface LeetcodeStats {
  username: string;
  githubUrl: string | null;
  twitterUrl: string | null;
  linkedinUrl: string | null;
  profile: {
    realName: string | null;
    userAvatar: string | null;
    countryName: string | null;
    reputation: number;
    ranking: number;
  };
  submitStats: { acSubmissionNum: { difficulty: string; count: number; submissions: number }[] };
  badges: { id: string; displayName: string; icon: string; creationDate: string | null }[];
  contestBadge: { name: string; expired: boolean; hoverText: string | null; icon: string } | null;
  /** Spec §3: parsed from the submission calendar when read, so "the last year" ends today. */
  activity_calendar: ActivityCalendar;
}

export type StatsSource = 'github' | 'leetcode';

/**
 * `GET /gig/user-github-data/{id}/` and `/gig/user-leetcode-data/{id}/` answer from the cache:
 * `ready` with data (maybe `stale` while a refresh is due or after a failed one), `pending` before
 * the first import, `failed` when the last import failed and nothing was cached (`detail` is the
 * spec §8 text).
 */
export interface StatsAnswer<T> {
  source: StatsSource;
  username: string;
  profile_url: string;
  status: 'ready' | 'pending' | 'failed';
  detail: string | null;
  fetched_at: string | null;
  expires_at: string | null;
  stale: boolean;
  data: T | null;
}
