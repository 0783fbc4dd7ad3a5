import type { Team } from '../../contracts/teams';
import { api } from '../lib/api';

const teamPath = (id: string) => `team/${encodeURIComponent(id)}`;

/** The team calls (spec §7, conventions.md team follow), typed. */
export const teamsApi = {
  team: (id: string) => api.get<Team>(teamPath(id)),
  /** Spec §4: following toggles is_followed and moves the follower count by one; answers the team. */
  follow: (id: string) => api.post<Team>(`${teamPath(id)}/follow`),
  unfollow: (id: string) => api.delete(`${teamPath(id)}/follow`),
};
