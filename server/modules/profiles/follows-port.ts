import type { Db } from '../../../db/client';
import type { FollowCounts } from '../../ports';
import { createFollowsRepo } from './follows-repo';

/** The FollowCounts port (server/ports.ts): follower counts and "is followed" for a person's card. */
export function createFollowCounts(db: Db): FollowCounts {
  const repo = createFollowsRepo(db);
  return {
    async followersOf(userIds) {
      const unique = [...new Set(userIds)];
      return new Map((await repo.followerCounts(unique)).map((r) => [r.userId, r.n]));
    },
    async followedBy(readerId, userIds) {
      return new Set(await repo.followedBy(readerId, [...new Set(userIds)]));
    },
  };
}
