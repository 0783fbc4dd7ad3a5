import type { Db } from '../../../db/client';
import type { FollowCounts } from '../../ports';
import { createFollowsRepo } from './follows-repo';

/** The FollowCounts port (server/ports.ts): follower counts and "is followed" for a person's card, and whom a team's members follow. */
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
    async followingsOf(userIds) {
      const out = new Map<string, Set<string>>();
      for (const { followerId, followingId } of await repo.followsMadeBy([...new Set(userIds)])) {
        const set = out.get(followerId) ?? new Set<string>();
        set.add(followingId);
        out.set(followerId, set);
      }
      return out;
    },
  };
}
