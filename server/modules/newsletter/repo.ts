import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type {
  NewsletterSubscriberRow,
  newsletterDeliveries,
  newsletterSubscribers,
} from '../../../db/schema';
import { changed, handle, single, tables } from '../../lib/db';

type DeliveryRow = typeof newsletterDeliveries.$inferSelect;
type NewSubscriber = typeof newsletterSubscribers.$inferInsert;
type SubscriberPatch = Partial<NewSubscriber>;

/** The only place the newsletter module touches Drizzle. */
export function createNewsletterRepo(db: Db) {
  const q = handle(db);
  const { newsletterDeliveries, newsletterSubscribers } = tables(db);
  const one = async (where: ReturnType<typeof eq>) =>
    (await q.select().from(newsletterSubscribers).where(where).limit(1))[0];
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
      return single(await q.insert(newsletterSubscribers).values(row).returning());
    },
    async update(id: string, patch: SubscriberPatch): Promise<NewsletterSubscriberRow> {
      return (
        await q.update(newsletterSubscribers).set(patch).where(eq(newsletterSubscribers.id, id)).returning()
      )[0] as NewsletterSubscriberRow;
    },
    async confirmed(): Promise<NewsletterSubscriberRow[]> {
      return q
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, 'confirmed'))
        .orderBy(newsletterSubscribers.confirmedAt, newsletterSubscribers.id);
    },

    /** Claims the delivery of `issue` to a subscriber; false when it was already made (or claimed). */
    async claimDelivery(subscriberId: string, issue: number, locale: 'en' | 'es'): Promise<boolean> {
      return (
        changed(
          await q.insert(newsletterDeliveries).values({ subscriberId, issue, locale }).onConflictDoNothing(),
        ) > 0
      );
    },
    /** Gives a claim back when the message could not be sent, so the next run tries again. */
    async releaseDelivery(subscriberId: string, issue: number): Promise<void> {
      await q
        .delete(newsletterDeliveries)
        .where(
          and(eq(newsletterDeliveries.subscriberId, subscriberId), eq(newsletterDeliveries.issue, issue)),
        );
    },
    async deliveriesOf(issue: number): Promise<DeliveryRow[]> {
      return q.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issue, issue));
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
