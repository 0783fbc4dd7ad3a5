import type { Page } from '../../contracts/pagination';
import type { GithubManyAnswer } from '../../contracts/stats';
import type { Team, TeamLikeAnswer, TeamVisitAnswer } from '../../contracts/teams';
import { api, countVisit, query } from '../lib/api';

const teamPath = (id: string) => `team/${encodeURIComponent(id)}`;

/** The team calls (spec §7, conventions.md team follow), typed. */
export const teamsApi = {
  teams: (params: Record<string, string | number | undefined>) =>
    api.get<Page<Team>>(`team/${query(params)}`),
  team: (id: string) => api.get<Team>(teamPath(id)),
  /** Spec §4: following toggles is_followed and moves the follower count by one; answers the team. */
  follow: (id: string) => api.post<Team>(`${teamPath(id)}/follow`),
  unfollow: (id: string) => api.delete(`${teamPath(id)}/follow`),
  /** Toggles the reader's appreciation. */
  like: (id: string) => api.post<TeamLikeAnswer>(`${teamPath(id)}/like`),
  /** A visitor counts once a day (the server decides). */
  visit: (id: string) => countVisit<TeamVisitAnswer>(`${teamPath(id)}/visit`),
  /** The members' GitHub data; members without a linked account are left out (no 404s). */
  membersGithub: (userIds: string[]) =>
    api.get<GithubManyAnswer>(`gig/users-github-data/${query({ users: userIds.join(',') })}`),
};
