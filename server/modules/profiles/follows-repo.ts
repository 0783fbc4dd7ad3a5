import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { handle, tables } from '../../lib/db';
import { inList, listParam, prepared } from '../../lib/prepared';

/** The follow graph's counts, read for other modules through the FollowCounts port. */
export function createFollowsRepo(db: Db) {
  const q = handle(db);
  const { follows } = tables(db);
  return {
    async followerCounts(userIds: readonly string[]) {
      if (!userIds.length) return [];
      return prepared(db, 'follows.followerCounts', () =>
        q
          .select({ userId: follows.followingId, n: count() })
          .from(follows)
          .where(inList(db, follows.followingId, 'ids'))
          .groupBy(follows.followingId)
          .prepare(),
      ).execute({ ids: listParam(userIds) });
    },
    async followedBy(readerId: string, userIds: readonly string[]) {
      if (!userIds.length) return [];
      const rows = await prepared(db, 'follows.followedBy', () =>
        q
          .select({ userId: follows.followingId })
          .from(follows)
          .where(
            and(eq(follows.followerId, sql.placeholder('reader')), inList(db, follows.followingId, 'ids')),
          )
          .prepare(),
      ).execute({ reader: readerId, ids: listParam(userIds) });
      return rows.map((r) => r.userId);
    },
    /** The follows made by these users, as (follower, followed) pairs. */
    async followsMadeBy(userIds: readonly string[]) {
      if (!userIds.length) return [];
      return prepared(db, 'follows.madeBy', () =>
        q
          .select({ followerId: follows.followerId, followingId: follows.followingId })
          .from(follows)
          .where(inList(db, follows.followerId, 'ids'))
          .prepare(),
      ).execute({ ids: listParam(userIds) });
    },
  };
}
