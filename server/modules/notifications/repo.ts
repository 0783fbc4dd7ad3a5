import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type NotificationRow, notifications } from '../../../db/schema';
import { prepared } from '../../lib/prepared';

type NewNotification = typeof notifications.$inferInsert;

/** The only place the notifications module touches Drizzle. */
export function createNotificationsRepo(db: Db) {
  const scope = (userId: string, systemType?: string) =>
    systemType
      ? and(eq(notifications.userId, userId), eq(notifications.systemType, systemType))
      : eq(notifications.userId, userId);

  /** `scope` with placeholders `user` and `type`, for the prepared reads of the list. */
  const placeholderScope = (systemType?: string) =>
    systemType
      ? and(
          eq(notifications.userId, sql.placeholder('user')),
          eq(notifications.systemType, sql.placeholder('type')),
        )
      : eq(notifications.userId, sql.placeholder('user'));

  return {
    async insert(row: NewNotification): Promise<NotificationRow> {
      return db.insert(notifications).values(row).returning().get();
    },

    async byId(id: string): Promise<NotificationRow | undefined> {
      return db.select().from(notifications).where(eq(notifications.id, id)).get();
    },

    /** One page of a user's notifications, newest first, and how many there are in all. */
    async page(userId: string, systemType: string | undefined, limit: number, offset: number) {
      const shape = systemType ? 'typed' : 'all';
      const values = { user: userId, type: systemType ?? null, limit, offset };
      const rows = prepared(db, `notifications.page:${shape}`, () =>
        db
          .select()
          .from(notifications)
          .where(placeholderScope(systemType))
          .orderBy(desc(notifications.createdOn), desc(notifications.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(),
      ).all(values);
      const total = prepared(db, `notifications.count:${shape}`, () =>
        db.select({ n: count() }).from(notifications).where(placeholderScope(systemType)).prepare(),
      ).get(values);
      return { rows, total: total?.n ?? 0 };
    },

    async unreadCount(userId: string, systemType?: string): Promise<number> {
      const unread = prepared(db, `notifications.unread:${systemType ? 'typed' : 'all'}`, () =>
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(placeholderScope(systemType), eq(notifications.isRead, false)))
          .prepare(),
      ).get({ user: userId, type: systemType ?? null });
      return unread?.n ?? 0;
    },

    /** An unread notification of this kind from this actor, to avoid repeating ourselves. */
    async unreadFrom(userId: string, kind: string, actorId: string): Promise<NotificationRow | undefined> {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, kind),
            eq(notifications.actorId, actorId),
            eq(notifications.isRead, false),
          ),
        )
        .get();
    },

    async setRead(id: string, isRead: boolean): Promise<NotificationRow> {
      return db
        .update(notifications)
        .set({ isRead })
        .where(eq(notifications.id, id))
        .returning()
        .get() as NotificationRow;
    },

    /** Marks every unread notification of the user read; answers how many changed. */
    async markAllRead(userId: string, systemType: string): Promise<number> {
      return db
        .update(notifications)
        .set({ isRead: true })
        .where(and(scope(userId, systemType), eq(notifications.isRead, false)))
        .run().changes;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
