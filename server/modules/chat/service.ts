import type { Language } from '../../../contracts/auth';
import type { ChatListQuery, ChatMessage, ConversationRead, SendMessage } from '../../../contracts/chat';
import { MESSAGES } from '../../../contracts/messages';
import type { ChatMessageRow } from '../../../db/schema';
import type { EventBus } from '../../lib/events';
import { fieldError, HttpError } from '../../lib/http-errors';
import { afterCommit } from '../../lib/transaction';
import type { Notifier, People } from '../../ports';
import { both, copy } from './copy';
import type { ChatRepo } from './repo';
import { type MediaUrl, toChatMessage } from './serializers';

interface Deps {
  repo: ChatRepo;
  people: People;
  notifier: Notifier;
  events: EventBus;
  mediaUrl: MediaUrl;
  now?: () => Date;
}

/**
 * The rules of chat: a message goes from one user to another existing user, never to oneself; only
 * its sender changes or deletes it; only the two people in a conversation read it. Every change is
 * announced on the event bus once it is committed, so every open socket of both sides hears of it.
 */
export function createChatService({
  repo,
  people,
  notifier,
  events,
  mediaUrl,
  now = () => new Date(),
}: Deps) {
  // A conversation reads in the order its messages were sent: two sent within one millisecond are
  // stamped a millisecond apart (the ids, random, would order them by chance).
  let lastSent = 0;
  const sentAt = (): string => {
    lastSent = Math.max(now().getTime(), lastSent + 1);
    return new Date(lastSent).toISOString();
  };

  async function wire(rows: ChatMessageRow[]): Promise<ChatMessage[]> {
    const senders = await people.byIds(rows.map((r) => r.senderId));
    return rows.map((row) => toChatMessage(row, senders, mediaUrl));
  }

  /** The message, if the reader may act on it as `role`: 404 when unknown, 403 otherwise. */
  async function mustOwn(readerId: string, id: string, role: 'sender' | 'party'): Promise<ChatMessageRow> {
    const row = await repo.byId(id);
    if (!row) throw new HttpError(404, MESSAGES.chatMessageNotFound);
    const party = row.senderId === readerId || row.receiverId === readerId;
    if (role === 'sender' ? row.senderId !== readerId : !party) {
      throw new HttpError(403, role === 'sender' ? MESSAGES.chatNotSender : MESSAGES.notOwner);
    }
    return row;
  }

  return {
    async send(senderId: string, input: SendMessage): Promise<ChatMessage> {
      if (input.receiver === senderId) throw fieldError('receiver', MESSAGES.chatSelf);
      const pair = await people.byIds([senderId, input.receiver]);
      const sender = pair.get(senderId);
      if (!pair.has(input.receiver) || !sender) throw fieldError('receiver', MESSAGES.userNotFound);
      return repo.transaction(async () => {
        const row = await repo.insert({
          senderId,
          receiverId: input.receiver,
          content: input.content,
          createdOn: sentAt(),
        });
        // One "new message" notification per sender while it stays unread: the bell, not a flood.
        await notifier.notify(input.receiver, {
          kind: 'chat',
          title: both('newMessageTitle'),
          message: both('newMessage', sender.fullName),
          image: sender.avatar,
          actions: [{ id: senderId, type: 'chat' }],
          actorId: senderId,
          onceWhileUnread: true,
        });
        const message = toChatMessage(row, pair, mediaUrl);
        afterCommit(() => events.emit('chat.message', message));
        return message;
      });
    },

    async list(readerId: string, query: ChatListQuery, limit: number, offset: number) {
      const { rows, total } = await repo.page(
        readerId,
        { partner: query.user, since: query.since },
        limit,
        offset,
      );
      return { total, results: await wire(rows) };
    },

    async read(readerId: string, id: string): Promise<ChatMessage> {
      const row = await mustOwn(readerId, id, 'party');
      return (await wire([row]))[0]!;
    },

    async edit(readerId: string, id: string, content: string): Promise<ChatMessage> {
      return repo.transaction(async () => {
        await mustOwn(readerId, id, 'sender');
        const row = await repo.setContent(id, content, now().toISOString());
        const message = (await wire([row]))[0]!;
        afterCommit(() => events.emit('chat.edited', message));
        return message;
      });
    },

    async remove(readerId: string, id: string): Promise<void> {
      await repo.transaction(async () => {
        const row = await mustOwn(readerId, id, 'sender');
        await repo.remove(id);
        afterCommit(() =>
          events.emit('chat.deleted', { id: row.id, sender: row.senderId, receiver: row.receiverId }),
        );
      });
    },

    async markRead(readerId: string, partnerId: string, lang: Language): Promise<ConversationRead> {
      if (!(await people.byId(partnerId))) throw fieldError('user', MESSAGES.userNotFound);
      return repo.transaction(async () => {
        const updated = await repo.markRead(readerId, partnerId);
        const unread = await repo.unreadCount(readerId);
        if (updated > 0) {
          afterCommit(() => events.emit('chat.read', { reader: readerId, partner: partnerId, updated }));
        }
        return { detail: copy[lang].conversationRead, updated, unread_count: unread };
      });
    },

    unreadCount: (readerId: string) => repo.unreadCount(readerId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
