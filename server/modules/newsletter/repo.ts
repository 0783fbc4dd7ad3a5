import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type NewsletterSubscriberRow,
  newsletterDeliveries,
  newsletterSubscribers,
} from '../../../db/schema';

type SubscriberPatch = Partial<typeof newsletterSubscribers.$inferInsert>;

/** The only place the newsletter module touches Drizzle. */
export function createNewsletterRepo(db: Db) {
  return {
    byEmail: (email: string) =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get(),
    byId: (id: string) =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).get(),
    byConfirmTokenHash: (hash: string) =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, hash)).get(),
    insert: (row: typeof newsletterSubscribers.$inferInsert) =>
      db.insert(newsletterSubscribers).values(row).returning().get(),
    update: (id: string, patch: SubscriberPatch) =>
      db
        .update(newsletterSubscribers)
        .set(patch)
        .where(eq(newsletterSubscribers.id, id))
        .returning()
        .get() as NewsletterSubscriberRow,
    confirmed: () =>
      db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, 'confirmed'))
        .orderBy(newsletterSubscribers.confirmedAt, newsletterSubscribers.id)
        .all(),

    /** Claims the delivery of `issue` to a subscriber; false when it was already made (or claimed). */
    claimDelivery(subscriberId: string, issue: number, locale: 'en' | 'es'): boolean {
      return (
        db.insert(newsletterDeliveries).values({ subscriberId, issue, locale }).onConflictDoNothing().run()
          .changes > 0
      );
    },
    /** Gives a claim back when the message could not be sent, so the next run tries again. */
    releaseDelivery(subscriberId: string, issue: number): void {
      db.delete(newsletterDeliveries)
        .where(
          and(eq(newsletterDeliveries.subscriberId, subscriberId), eq(newsletterDeliveries.issue, issue)),
        )
        .run();
    },
    deliveriesOf: (issue: number) =>
      db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issue, issue)).all(),
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
