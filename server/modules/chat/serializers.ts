import type { ChatMessage, ChatUser } from '../../../contracts/chat';
import type { ChatMessageRow } from '../../../db/schema';
import type { Person } from '../../ports';

export type MediaUrl = (key: string | null) => string | null;

/** The small card beside a message. */
export const toChatUser = (person: Person, mediaUrl: MediaUrl): ChatUser => ({
  id: person.id,
  full_name: person.fullName,
  avatar: mediaUrl(person.avatar),
});

/** A chat message on the wire; `people` holds the senders (a missing one is null). */
export function toChatMessage(
  row: ChatMessageRow,
  people: Map<string, Person>,
  mediaUrl: MediaUrl,
): ChatMessage {
  const sender = people.get(row.senderId);
  return {
    id: row.id,
    content: row.content,
    sender: row.senderId,
    receiver: row.receiverId,
    created_on: row.createdOn,
    edited_on: row.editedOn,
    is_read: row.isRead,
    sender_profile: sender ? toChatUser(sender, mediaUrl) : null,
  };
}
