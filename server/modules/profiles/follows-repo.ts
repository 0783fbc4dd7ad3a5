import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { follows } from '../../../db/schema';

/** The follow graph's counts, read for other modules through the FollowCounts port. */
export function createFollowsRepo(db: Db) {
  return {
    async followerCounts(userIds: readonly string[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: follows.followingId, n: count() })
        .from(follows)
        .where(inArray(follows.followingId, [...userIds]))
        .groupBy(follows.followingId)
        .all();
    },
    async followedBy(readerId: string, userIds: readonly string[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: follows.followingId })
        .from(follows)
        .where(and(eq(follows.followerId, readerId), inArray(follows.followingId, [...userIds])))
        .all()
        .map((r) => r.userId);
    },
    /** The follows made by these users, as (follower, followed) pairs. */
    async followsMadeBy(userIds: readonly string[]) {
      if (!userIds.length) return [];
      return db
        .select({ followerId: follows.followerId, followingId: follows.followingId })
        .from(follows)
        .where(inArray(follows.followerId, [...userIds]))
        .all();
    },
  };
}
