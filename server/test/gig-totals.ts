import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gigs } from '../../db/schema';

/**
 * A user's appreciations and visits summed over the gigs they own now (drafts included): the
 * figures of the seller card on a gig. The profile card reads `user_engagement`, which this module
 * keeps in step as likes and visits happen (profiles' `addEngagement`); this is the figure to
 * reconcile it with.
 */
export function userGigTotals(db: Db, userId: string): { appreciations: number; visits: number } {
  const row = db
    .select({
      appreciations: sql<number>`coalesce(sum(${gigs.appreciations}), 0)`,
      visits: sql<number>`coalesce(sum(${gigs.visits}), 0)`,
    })
    .from(gigs)
    .where(eq(gigs.userId, userId))
    .get();
  return { appreciations: Number(row?.appreciations ?? 0), visits: Number(row?.visits ?? 0) };
}
