import type { ChatMessage, ChatPage, ConversationRead } from '../../contracts/chat';
import type { Page } from '../../contracts/pagination';
import type { ProfileCard } from '../../contracts/profiles';
import { api } from '../lib/api';
import type { Conversation } from './store';

// Every chat call of the screens and the store.

const id = (value: string) => encodeURIComponent(value);
const threadPath = (partnerId: string, page: number, pageSize: number) =>
  `chat/chats/?user=${id(partnerId)}&page=${page}&page_size=${pageSize}`;

export const chatApi = {
  unread: () => api.get<{ unread_count: number }>('chat/unread'),
  conversations: () => api.get<Page<Conversation>>('gig/home-page-users/?is_gig_chat=true&all_pages=true'),
  partnerCard: (partnerId: string) => api.get<ProfileCard>(`gig/gig/user-profile/${id(partnerId)}`),
  /** One page of my conversation with a user, newest first from the server. */
  thread: (partnerId: string, page: number, pageSize: number) =>
    api.get<ChatPage>(threadPath(partnerId, page, pageSize)),
  /** A page of what is newer than `since` (an ISO time). */
  threadSince: (partnerId: string, page: number, pageSize: number, since: string) =>
    api.get<ChatPage>(`${threadPath(partnerId, page, pageSize)}&since=${id(since)}`),
  send: (receiver: string, content: string) => api.post<ChatMessage>('chat/chats', { receiver, content }),
  edit: (messageId: string, content: string) =>
    api.patch<ChatMessage>(`chat/chats/${id(messageId)}`, { content }),
  remove: (messageId: string) => api.delete(`chat/chats/${id(messageId)}`),
  markRead: (partnerId: string) => api.post<ConversationRead>('chat/chats/read', { user: partnerId }),
};
