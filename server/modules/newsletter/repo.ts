import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type NewsletterSubscriberRow,
  newsletterDeliveries,
  newsletterSubscribers,
} from '../../../db/schema';

type DeliveryRow = typeof newsletterDeliveries.$inferSelect;
type NewSubscriber = typeof newsletterSubscribers.$inferInsert;
type SubscriberPatch = Partial<NewSubscriber>;

/** The only place the newsletter module touches Drizzle. */
export function createNewsletterRepo(db: Db) {
  const one = (where: ReturnType<typeof eq>) => db.select().from(newsletterSubscribers).where(where).get();
  return {
    async byEmail(email: string): Promise<NewsletterSubscriberRow | undefined> {
      return one(eq(newsletterSubscribers.email, email));
    },
    async byId(id: string): Promise<NewsletterSubscriberRow | undefined> {
      return one(eq(newsletterSubscribers.id, id));
    },
    async byConfirmTokenHash(hash: string): Promise<NewsletterSubscriberRow | undefined> {
      return one(eq(newsletterSubscribers.confirmTokenHash, hash));
    },
    async insert(row: NewSubscriber): Promise<NewsletterSubscriberRow> {
      return db.insert(newsletterSubscribers).values(row).returning().get();
    },
    async update(id: string, patch: SubscriberPatch): Promise<NewsletterSubscriberRow> {
      return db
        .update(newsletterSubscribers)
        .set(patch)
        .where(eq(newsletterSubscribers.id, id))
        .returning()
        .get() as NewsletterSubscriberRow;
    },
    async confirmed(): Promise<NewsletterSubscriberRow[]> {
      return db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, 'confirmed'))
        .orderBy(newsletterSubscribers.confirmedAt, newsletterSubscribers.id)
        .all();
    },

    /** Claims the delivery of `issue` to a subscriber; false when it was already made (or claimed). */
    async claimDelivery(subscriberId: string, issue: number, locale: 'en' | 'es'): Promise<boolean> {
      return (
        db.insert(newsletterDeliveries).values({ subscriberId, issue, locale }).onConflictDoNothing().run()
          .changes > 0
      );
    },
    /** Gives a claim back when the message could not be sent, so the next run tries again. */
    async releaseDelivery(subscriberId: string, issue: number): Promise<void> {
      db.delete(newsletterDeliveries)
        .where(
          and(eq(newsletterDeliveries.subscriberId, subscriberId), eq(newsletterDeliveries.issue, issue)),
        )
        .run();
    },
    async deliveriesOf(issue: number): Promise<DeliveryRow[]> {
      return db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issue, issue)).all();
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
