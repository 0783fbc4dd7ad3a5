import type { Page } from '../../contracts/pagination';
import type { FollowResult, ProfileCard } from '../../contracts/profiles';
import { api, query } from './api';

/** Who is followed or unfollowed: the user's id (their name and e-mail go along when known). */
export interface FollowBody {
  id: string;
  full_name?: string;
  email?: string | null;
}

/**
 * The calls about people that several areas make (the experts directory, search, profiles, gig
 * sellers): reading profile cards and following. Each area's `api.ts` hands them on.
 */
export const peopleApi = {
  profiles: (params: Record<string, string | number | undefined>) =>
    api.get<Page<ProfileCard>>(`gig/gig/user-profile/${query(params)}`),
  /** Spec §4: the follower count moves by one. */
  follow: (user: FollowBody) => api.post<FollowResult>('friendship/add-follower', user),
  unfollow: (user: FollowBody) => api.post<FollowResult>('friendship/remove-follower', user),
};
