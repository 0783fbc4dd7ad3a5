import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { NotificationRow, notifications as notificationsTable } from '../../../db/schema';
import { changed, handle, single, tables } from '../../lib/db';
import { prepared } from '../../lib/prepared';

type NewNotification = typeof notificationsTable.$inferInsert;

/** The only place the notifications module touches Drizzle. */
export function createNotificationsRepo(db: Db) {
  const q = handle(db);
  const { notifications } = tables(db);
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
      return single(await q.insert(notifications).values(row).returning());
    },

    async byId(id: string): Promise<NotificationRow | undefined> {
      const [row] = await q.select().from(notifications).where(eq(notifications.id, id)).limit(1);
      return row;
    },

    /** One page of a user's notifications, newest first, and how many there are in all. */
    async page(userId: string, systemType: string | undefined, limit: number, offset: number) {
      const shape = systemType ? 'typed' : 'all';
      const values = { user: userId, type: systemType ?? null, limit, offset };
      const rows = await prepared(db, `notifications.page:${shape}`, () =>
        q
          .select()
          .from(notifications)
          .where(placeholderScope(systemType))
          .orderBy(desc(notifications.createdOn), desc(notifications.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(),
      ).execute(values);
      const [total] = await prepared(db, `notifications.count:${shape}`, () =>
        q.select({ n: count() }).from(notifications).where(placeholderScope(systemType)).prepare(),
      ).execute(values);
      return { rows, total: total?.n ?? 0 };
    },

    async unreadCount(userId: string, systemType?: string): Promise<number> {
      const [unread] = await prepared(db, `notifications.unread:${systemType ? 'typed' : 'all'}`, () =>
        q
          .select({ n: count() })
          .from(notifications)
          .where(and(placeholderScope(systemType), eq(notifications.isRead, false)))
          .prepare(),
      ).execute({ user: userId, type: systemType ?? null });
      return unread?.n ?? 0;
    },

    /** An unread notification of this kind from this actor, to avoid repeating ourselves. */
    async unreadFrom(userId: string, kind: string, actorId: string): Promise<NotificationRow | undefined> {
      const [row] = await q
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
        .limit(1);
      return row;
    },

    async setRead(id: string, isRead: boolean): Promise<NotificationRow> {
      return single(
        await q.update(notifications).set({ isRead }).where(eq(notifications.id, id)).returning(),
      );
    },

    /** Marks every unread notification of the user read; answers how many changed. */
    async markAllRead(userId: string, systemType: string): Promise<number> {
      return changed(
        await q
          .update(notifications)
          .set({ isRead: true })
          .where(and(scope(userId, systemType), eq(notifications.isRead, false))),
      );
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
