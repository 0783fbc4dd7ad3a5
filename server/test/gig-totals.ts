import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { handle, tables } from '../lib/db';

/**
 * A user's appreciations and visits summed over the gigs they own now (drafts included): the
 * figures of the seller card on a gig. The profile card reads `user_engagement`, which this module
 * keeps in step as likes and visits happen (profiles' `addEngagement`); this is the figure to
 * reconcile it with.
 */
export async function userGigTotals(
  db: Db,
  userId: string,
): Promise<{ appreciations: number; visits: number }> {
  const { gigs } = tables(db);
  const [row] = await handle(db)
    .select({
      appreciations: sql<number>`coalesce(sum(${gigs.appreciations}), 0)`.mapWith(Number),
      visits: sql<number>`coalesce(sum(${gigs.visits}), 0)`.mapWith(Number),
    })
    .from(gigs)
    .where(eq(gigs.userId, userId));
  return { appreciations: Number(row?.appreciations ?? 0), visits: Number(row?.visits ?? 0) };
}
