import { and, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { ChatMessageRow, NewChatMessageRow } from '../../../db/schema';
import { changed, handle, rawRows, single, tables } from '../../lib/db';
import { transaction } from '../../lib/transaction';
import type { ConversationSummary } from '../../ports';

export interface MessageFilter {
  /** Only my conversation with this user. */
  partner?: string;
  /** Only messages created after this ISO time. */
  since?: string;
}

interface SummaryRow {
  partner: string;
  last_at: string;
  unread: number;
  content: string;
  total: number;
}

/** The only place the chat module touches Drizzle. */
export function createChatRepo(db: Db) {
  const q = handle(db);
  const { chatMessages } = tables(db);
  /** Every message between `a` and `b`, in either direction. */
  const between = (a: string, b: string) =>
    or(
      and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)),
      and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)),
    )!;

  /** Every message `userId` sent or received. */
  const involving = (userId: string) =>
    or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId))!;

  /** The other side of a message seen from `userId`. */
  const partnerOf = (userId: string) =>
    sql<string>`case when ${chatMessages.senderId} = ${userId} then ${chatMessages.receiverId} else ${chatMessages.senderId} end`;

  /** Each conversation of `userId` (optionally only with `among`), newest first, with its last message. */
  function summaries(userId: string, limit: number, offset: number, among?: readonly string[]) {
    const partner = partnerOf(userId);
    const where: SQL[] = [involving(userId)];
    if (among)
      where.push(
        sql`${partner} in (${sql.join(
          among.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    // Rank each conversation's messages newest first; the first is its last message.
    const ranked = sql`select ${partner} as partner, ${chatMessages.content} as content,
        ${chatMessages.createdOn} as created_on,
        case when ${chatMessages.receiverId} = ${userId} and not ${chatMessages.isRead} then 1 else 0 end as unread,
        row_number() over (partition by ${partner} order by ${chatMessages.createdOn} desc, ${chatMessages.id} desc) as rn
      from ${chatMessages} where ${and(...where)}`;
    return rawRows<SummaryRow>(
      db,
      sql`select partner, max(case when rn = 1 then created_on end) as last_at,
        sum(unread) as unread, max(case when rn = 1 then content end) as content, count(*) over () as total
      from (${ranked}) as ranked group by partner
      order by last_at desc, partner limit ${limit} offset ${offset}`,
    );
  }

  const toSummary = (row: SummaryRow): ConversationSummary => ({
    userId: row.partner,
    lastMessage: row.content,
    lastMessageAt: row.last_at,
    unread: Number(row.unread),
  });

  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    async insert(row: NewChatMessageRow): Promise<ChatMessageRow> {
      return single(await q.insert(chatMessages).values(row).returning());
    },

    async byId(id: string): Promise<ChatMessageRow | undefined> {
      return (await q.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1))[0];
    },

    /** My messages, newest first. */
    async page(readerId: string, filter: MessageFilter, limit: number, offset: number) {
      const where: SQL[] = [filter.partner ? between(readerId, filter.partner) : involving(readerId)];
      if (filter.since) where.push(gt(chatMessages.createdOn, filter.since));
      const condition = and(...where);
      const rows = await q
        .select()
        .from(chatMessages)
        .where(condition)
        .orderBy(desc(chatMessages.createdOn), desc(chatMessages.id))
        .limit(limit)
        .offset(offset);
      const total = (await q.select({ n: count() }).from(chatMessages).where(condition).limit(1))[0]?.n ?? 0;
      return { rows, total };
    },

    async setContent(id: string, content: string, editedOn: string): Promise<ChatMessageRow> {
      return (
        await q.update(chatMessages).set({ content, editedOn }).where(eq(chatMessages.id, id)).returning()
      )[0] as ChatMessageRow;
    },

    async remove(id: string): Promise<void> {
      await q.delete(chatMessages).where(eq(chatMessages.id, id));
    },

    /** Marks what `senderId` sent `readerId` read; answers how many changed. */
    async markRead(readerId: string, senderId: string): Promise<number> {
      return changed(
        await q
          .update(chatMessages)
          .set({ isRead: true })
          .where(
            and(
              eq(chatMessages.receiverId, readerId),
              eq(chatMessages.senderId, senderId),
              eq(chatMessages.isRead, false),
            ),
          ),
      );
    },

    async unreadCount(readerId: string): Promise<number> {
      return (
        (
          await q
            .select({ n: count() })
            .from(chatMessages)
            .where(and(eq(chatMessages.receiverId, readerId), eq(chatMessages.isRead, false)))
            .limit(1)
        )[0]?.n ?? 0
      );
    },

    async partners(userId: string, limit: number, offset: number) {
      const rows = await summaries(userId, limit, offset);
      // `total` rides on every row; a page past the end has none, so count separately then.
      const total =
        rows[0]?.total ??
        ((
          await rawRows<{ n: number }>(
            db,
            sql`select count(distinct ${partnerOf(userId)}) as n from ${chatMessages} where ${involving(userId)}`,
          )
        )[0]?.n ||
          0);
      return { total: Number(total), rows: rows.map(toSummary) };
    },

    async summaryFor(readerId: string, userIds: readonly string[]) {
      const ids = [...new Set(userIds)].filter((id) => id !== readerId);
      if (!ids.length) return new Map<string, ConversationSummary>();
      const rows = await summaries(readerId, ids.length, 0, ids);
      return new Map(rows.map((row) => [row.partner, toSummary(row)]));
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
