import type { HomePageUser } from '../../../contracts/profiles';
import type { ConversationSummary, Conversations } from '../../ports';
import type { ProfileQuery } from './repo';

// The chat side of profiles, answered by the Conversations port (the chat module owns the
// messages): the profile card's last_message fields, and `home-page-users/?is_gig_chat=true`.

export interface ChatFields {
  last_message: string | null;
  last_message_timestamp: string | null;
  unread_messages_count: number;
}

const fieldsOf = (summary: ConversationSummary | undefined): ChatFields => ({
  last_message: summary?.lastMessage ?? null,
  last_message_timestamp: summary?.lastMessageAt ?? null,
  unread_messages_count: summary?.unread ?? 0,
});

/** Fills the chat fields of cards for a signed-in reader (visitors have no conversations). */
export async function withChatFields<T extends { id: string }>(
  conversations: Conversations,
  readerId: string | null,
  cards: T[],
): Promise<(T & ChatFields)[]> {
  const summaries = readerId
    ? await conversations.summaryFor(
        readerId,
        cards.map((c) => c.id),
      )
    : new Map<string, ConversationSummary>();
  return cards.map((card) => ({ ...card, ...fieldsOf(summaries.get(card.id)) }));
}

interface Finder {
  findHomeUsers(
    query: ProfileQuery,
    limit: number,
    offset: number,
    readerId: string | null,
  ): Promise<{ total: number; users: HomePageUser[] }>;
}

/**
 * The reader's chat partners, latest conversation first, each with the chat fields. A name or
 * search narrows them (among at most `cap` partners).
 */
export async function chatPartners(
  deps: { conversations: Conversations; service: Finder; among: (ids: string[]) => ProfileQuery['ids'] },
  readerId: string,
  filter: { name?: string; search?: string },
  limit: number,
  offset: number,
  cap: number,
): Promise<{ total: number; users: (HomePageUser & ChatFields)[] }> {
  const narrowed = Boolean(filter.name || filter.search);
  const partners = await deps.conversations.partnersOf(
    readerId,
    narrowed ? cap : limit,
    narrowed ? 0 : offset,
  );
  if (!partners.rows.length) return { total: partners.total, users: [] };
  const ids = partners.rows.map((r) => r.userId);
  const found = (
    await deps.service.findHomeUsers(
      { ids: deps.among(ids), name: filter.name, search: filter.search },
      ids.length,
      0,
      readerId,
    )
  ).users;
  const byId = new Map(found.map((u) => [u.id, u]));
  const rows = partners.rows.filter((r) => byId.has(r.userId));
  const page = narrowed ? rows.slice(offset, offset + limit) : rows;
  return {
    total: narrowed ? rows.length : partners.total,
    users: page.map((r) => ({ ...byId.get(r.userId)!, ...fieldsOf(r) })),
  };
}
