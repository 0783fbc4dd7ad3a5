import * as v from 'valibot';
import { CHAT_LIMITS } from './chat-limits';
import { ID_PATTERN, idParams, pageOf } from './common';
import { MESSAGES } from './messages';
import { PageQuerySchema } from './pagination';

export { CHAT_LIMITS };

/** A user id in a body or a query: malformed ids are named like missing ones. */
const userId = (field: string = MESSAGES.userNotFound) =>
  v.pipe(v.string(MESSAGES.required), v.trim(), v.regex(ID_PATTERN, field));

/** The words of a message: trimmed, 1 to 5000 characters. Line breaks inside are kept. */
export const ChatContentSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.minLength(1, MESSAGES.required),
  v.maxLength(CHAT_LIMITS.content.max, MESSAGES.chatMessageLong),
);

/** `POST /api/chat/chats/ {receiver, content}`, and the message box. */
export const SendMessageSchema = v.object(
  { receiver: userId(), content: ChatContentSchema },
  MESSAGES.required,
);
export type SendMessage = v.InferOutput<typeof SendMessageSchema>;

/** `PATCH /api/chat/chats/{id}/ {content}`. */
export const EditMessageSchema = v.object({ content: ChatContentSchema }, MESSAGES.required);
export type EditMessage = v.InferOutput<typeof EditMessageSchema>;

/** `POST /api/chat/chats/read/ {user}`: that user's messages to me are read. */
export const MarkConversationReadSchema = v.object({ user: userId() }, MESSAGES.required);

/** `:id` of a message. */
export const MessageParamsSchema = idParams(MESSAGES.chatMessageNotFound);

/**
 * `GET /api/chat/chats/`: my messages, newest first; `user` narrows to my conversation with that
 * user, `since` (an ISO time) to what was created after it (catching up after a dropped socket).
 */
export const ChatListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  user: v.optional(userId()),
  since: v.optional(v.pipe(v.string(), v.isoTimestamp(MESSAGES.invalidBody))),
});
export type ChatListQuery = v.InferOutput<typeof ChatListQuerySchema>;

/** The small card of a person beside a message. */
export const ChatUserSchema = v.object({
  id: v.string(),
  full_name: v.string(),
  avatar: v.nullable(v.string()),
});
export type ChatUser = v.InferOutput<typeof ChatUserSchema>;

/** A chat message on the wire: sender and receiver are user ids. */
export const ChatMessageSchema = v.object({
  id: v.string(),
  content: v.string(),
  sender: v.string(),
  receiver: v.string(),
  created_on: v.string(),
  /** Null until the sender edits the message. */
  edited_on: v.nullable(v.string()),
  is_read: v.boolean(),
  sender_profile: v.nullable(ChatUserSchema),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatPageSchema = pageOf(ChatMessageSchema);
export type ChatPage = v.InferOutput<typeof ChatPageSchema>;

/** The answer of marking a conversation read: how many changed, and what stays unread for me. */
export const ConversationReadSchema = v.object({
  detail: v.string(),
  updated: v.number(),
  unread_count: v.number(),
});
export type ConversationRead = v.InferOutput<typeof ConversationReadSchema>;

/** `GET /api/chat/unread/`: how many messages to me are unread, for the header. */
export const ChatUnreadSchema = v.object({ unread_count: v.number() });

// ------------------------------------------------------------------ the websocket at /api/ws/

/** What a deleted message leaves behind on the wire. */
export interface DeletedMessage {
  id: string;
  sender: string;
  receiver: string;
}

/** `reader` has read `updated` messages from `partner`. */
export interface ConversationReadEvent {
  reader: string;
  partner: string;
  updated: number;
}

export interface TypingEvent {
  from: string;
  to: string;
}

/** Every frame the server sends: `{type, data}`. */
export type ServerFrame =
  | { type: 'ready'; data: { user: string } }
  | { type: 'pong'; data?: undefined }
  | { type: 'chat.message'; data: ChatMessage }
  | { type: 'chat.edited'; data: ChatMessage }
  | { type: 'chat.deleted'; data: DeletedMessage }
  | { type: 'chat.read'; data: ConversationReadEvent }
  | { type: 'typing'; data: TypingEvent }
  | { type: 'notification'; data: PushedNotification };

/** A notification as the list answers it, in the socket's language. */
export interface PushedNotification {
  id: string;
  title: string;
  image: string | null;
  message: string;
  is_read: boolean;
  actions: { id: string; type: string }[];
  kind: string;
  system_type: string;
  created_on: string;
}

/** Frames a client may send. */
export type ClientFrame =
  | { type: 'auth'; access: string }
  | { type: 'ping' }
  | { type: 'typing'; to: string };

export { WS_CLOSE } from './ws-close';
