import { atom } from 'nanostores';
import type { ChatMessage } from '../../contracts/chat';
import type { HomePageUser } from '../../contracts/profiles';
import { type ApiFailure, readFailure } from '../lib/failure';
import { onFrame, onReconnect, openRealtime, sendFrame } from '../lib/realtime';
import { $session } from '../lib/session';
import { sharedStart } from '../lib/shared-start';
import { showToast } from '../lib/toast';
import { chatApi } from './api';
import { $unreadMessages, watchUnread, whileReading } from './unread';

/** One of my conversations, as `home-page-users/?is_gig_chat=true` answers it. */
export interface Conversation extends HomePageUser {
  last_message: string | null;
  last_message_timestamp: string | null;
  unread_messages_count: number;
}

/** A message on screen: a stored one, or one of mine still being sent (or that failed to send). */
export interface LocalMessage extends ChatMessage {
  pending?: 'sending' | 'failed';
  /** Why it failed, in the server's words. */
  failure?: string;
}

export interface ChatPartner {
  id: string;
  full_name: string;
  avatar: string | null;
}

export interface Thread {
  partnerId: string;
  partner: ChatPartner | null;
  /** Oldest first. */
  messages: LocalMessage[];
  page: number;
  hasOlder: boolean;
  loading: boolean;
  loadingOlder: boolean;
  failure: ApiFailure | null;
  /** The partner is typing until this time (ms). */
  typingUntil: number;
}

export const PAGE_SIZE = 30;
const TYPING_SHOWS_MS = 4000;

export const $conversations = atom<{
  items: Conversation[];
  loaded: boolean;
  loading: boolean;
  failure: ApiFailure | null;
}>({ items: [], loaded: false, loading: false, failure: null });
export const $thread = atom<Thread | null>(null);

const me = () => $session.get().user?.id ?? '';

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.created_on < b.created_on ? -1 : a.created_on > b.created_on ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Older pages merge with the list already shown. Each message once (by id, the newer copy
 * wins), oldest first; messages still being sent stay at the end.
 */
export function mergeMessages(current: LocalMessage[], incoming: LocalMessage[]): LocalMessage[] {
  const byId = new Map<string, LocalMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  const all = [...byId.values()];
  const stored = all.filter((m) => !m.pending).sort(byTime);
  const pending = all.filter((m) => m.pending);
  return [...stored, ...pending];
}

/** A conversation list with one conversation moved to the top and updated. */
export function bumpConversation(
  items: Conversation[],
  partnerId: string,
  change: (c: Conversation) => Conversation,
): Conversation[] {
  const found = items.find((c) => c.id === partnerId);
  if (!found) return items;
  return [change(found), ...items.filter((c) => c.id !== partnerId)];
}

/** Case-insensitive match on the name and the last message. */
export function filterConversations(items: Conversation[], query: string): Conversation[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return items;
  return items.filter(
    (c) =>
      c.full_name.toLocaleLowerCase().includes(q) || (c.last_message ?? '').toLocaleLowerCase().includes(q),
  );
}

// ------------------------------------------------------------------ loading

export async function loadConversations(): Promise<void> {
  $conversations.set({ ...$conversations.get(), loading: true, failure: null });
  try {
    const page = await chatApi.conversations();
    $conversations.set({ items: page.results, loaded: true, loading: false, failure: null });
  } catch (error) {
    $conversations.set({ ...$conversations.get(), loading: false, failure: await readFailure(error) });
  }
}

let conversationsTimer: number | undefined;
/** Reads the list again shortly (several events in a row cost one request). */
function refreshConversationsSoon() {
  if (!$conversations.get().loaded) return;
  window.clearTimeout(conversationsTimer);
  conversationsTimer = window.setTimeout(() => void loadConversations(), 300);
}

function updateThread(partnerId: string, change: (t: Thread) => Thread) {
  const thread = $thread.get();
  if (thread && thread.partnerId === partnerId) $thread.set(change(thread));
}

async function partnerCard(partnerId: string): Promise<ChatPartner | null> {
  const known = $conversations.get().items.find((c) => c.id === partnerId);
  if (known) return { id: known.id, full_name: known.full_name, avatar: known.avatar };
  try {
    const card = await chatApi.partnerCard(partnerId);
    return { id: card.id, full_name: card.full_name, avatar: card.avatar };
  } catch {
    return null;
  }
}

/** Opens my conversation with one user: its newest page, the partner's card, and marks it read. */
export async function openThread(partnerId: string): Promise<void> {
  $thread.set({
    partnerId,
    partner: null,
    messages: [],
    page: 0,
    hasOlder: false,
    loading: true,
    loadingOlder: false,
    failure: null,
    typingUntil: 0,
  });
  const [partner, page] = await Promise.all([
    partnerCard(partnerId),
    chatApi.thread(partnerId, 1, PAGE_SIZE).catch(async (error) => readFailure(error)),
  ]);
  updateThread(partnerId, (t) =>
    'results' in page
      ? {
          ...t,
          partner,
          messages: mergeMessages(t.messages, page.results),
          page: 1,
          hasOlder: page.next !== null,
          loading: false,
        }
      : { ...t, partner, loading: false, failure: page },
  );
  if ('results' in page && page.results.some((m) => m.sender === partnerId && !m.is_read)) {
    await markRead(partnerId);
  }
}

export function closeThread(): void {
  $thread.set(null);
}

/** The next older page, merged with what is shown (never twice the same message). */
export async function loadOlder(): Promise<void> {
  const thread = $thread.get();
  if (!thread?.hasOlder || thread.loadingOlder) return;
  const { partnerId } = thread;
  updateThread(partnerId, (t) => ({ ...t, loadingOlder: true }));
  try {
    const page = await chatApi.thread(partnerId, thread.page + 1, PAGE_SIZE);
    updateThread(partnerId, (t) => ({
      ...t,
      messages: mergeMessages(t.messages, page.results),
      page: t.page + 1,
      hasOlder: page.next !== null,
      loadingOlder: false,
    }));
  } catch (error) {
    const failure = await readFailure(error);
    updateThread(partnerId, (t) => ({ ...t, loadingOlder: false, failure }));
  }
}

/**
 * After the socket was away: everything newer than the newest message shown, then the newest page
 * again, so edits and deletions made meanwhile show too.
 */
export async function catchUpThread(): Promise<void> {
  const thread = $thread.get();
  if (!thread || thread.loading) return;
  const { partnerId } = thread;
  const stored = thread.messages.filter((m) => !m.pending);
  const newest = stored.at(-1)?.created_on;
  try {
    const fresh: ChatMessage[] = [];
    if (newest) {
      for (let page = 1; page <= 10; page += 1) {
        const res = await chatApi.threadSince(partnerId, page, 100, newest);
        fresh.push(...res.results);
        if (!res.next) break;
      }
    }
    const latest = await chatApi.thread(partnerId, 1, PAGE_SIZE);
    const oldestLatest = latest.results.at(-1)?.created_on;
    const keep = new Set(latest.results.map((m) => m.id));
    updateThread(partnerId, (t) => ({
      ...t,
      // Within the newest page's time span, what the server no longer has was deleted.
      messages: mergeMessages(
        t.messages.filter(
          (m) =>
            m.pending ||
            !oldestLatest ||
            m.created_on < oldestLatest ||
            keep.has(m.id) ||
            fresh.some((f) => f.id === m.id),
        ),
        [...fresh, ...latest.results],
      ),
    }));
    if ([...fresh, ...latest.results].some((m) => m.sender === partnerId && !m.is_read))
      await markRead(partnerId);
  } catch {
    /* the next reconnect tries again */
  }
}

// ------------------------------------------------------------------ writing

let localCounter = 0;

function bumpFor(message: ChatMessage) {
  const partnerId = message.sender === me() ? message.receiver : message.sender;
  const list = $conversations.get();
  if (!list.loaded) return;
  if (!list.items.some((c) => c.id === partnerId)) {
    refreshConversationsSoon();
    return;
  }
  $conversations.set({
    ...list,
    items: bumpConversation(list.items, partnerId, (c) => ({
      ...c,
      last_message: message.content,
      last_message_timestamp: message.created_on,
    })),
  });
}

async function deliver(local: LocalMessage): Promise<void> {
  const partnerId = local.receiver;
  try {
    const saved = await chatApi.send(partnerId, local.content);
    updateThread(partnerId, (t) => ({
      ...t,
      messages: mergeMessages(
        t.messages.filter((m) => m.id !== local.id),
        [saved],
      ),
    }));
    bumpFor(saved);
  } catch (error) {
    const failure = await readFailure(error);
    updateThread(partnerId, (t) => ({
      ...t,
      messages: t.messages.map((m) =>
        m.id === local.id ? { ...m, pending: 'failed', failure: failure.message } : m,
      ),
    }));
  }
}

/** Shows the message at once (optimistic), then sends it; a failure stays on screen with Retry. */
export function send(content: string): Promise<void> {
  const thread = $thread.get();
  const text = content.trim();
  if (!thread || !text) return Promise.resolve();
  localCounter += 1;
  const local: LocalMessage = {
    id: `local-${Date.now()}-${localCounter}`,
    content: text,
    sender: me(),
    receiver: thread.partnerId,
    created_on: new Date().toISOString(),
    edited_on: null,
    is_read: false,
    sender_profile: null,
    pending: 'sending',
  };
  updateThread(thread.partnerId, (t) => ({ ...t, messages: [...t.messages, local] }));
  return deliver(local);
}

export function retry(localId: string): Promise<void> {
  const thread = $thread.get();
  const local = thread?.messages.find((m) => m.id === localId);
  if (!thread || !local) return Promise.resolve();
  const again: LocalMessage = { ...local, pending: 'sending', failure: undefined };
  updateThread(thread.partnerId, (t) => ({
    ...t,
    messages: t.messages.map((m) => (m.id === localId ? again : m)),
  }));
  return deliver(again);
}

export function discard(localId: string): void {
  const thread = $thread.get();
  if (!thread) return;
  updateThread(thread.partnerId, (t) => ({ ...t, messages: t.messages.filter((m) => m.id !== localId) }));
}

export async function edit(message: ChatMessage, content: string): Promise<boolean> {
  try {
    const saved = await chatApi.edit(message.id, content);
    updateThread(message.receiver, (t) => ({ ...t, messages: mergeMessages(t.messages, [saved]) }));
    return true;
  } catch (error) {
    showToast({ tone: 'error', text: (await readFailure(error)).message });
    return false;
  }
}

export async function remove(message: ChatMessage): Promise<void> {
  await chatApi.remove(message.id);
  updateThread(message.receiver, (t) => ({ ...t, messages: t.messages.filter((m) => m.id !== message.id) }));
  refreshConversationsSoon();
}

/** Marks the partner's messages to me read; the header and the list follow. */
export async function markRead(partnerId: string): Promise<void> {
  try {
    const res = await chatApi.markRead(partnerId);
    $unreadMessages.set(res.unread_count);
    updateThread(partnerId, (t) => ({
      ...t,
      messages: t.messages.map((m) => (m.sender === partnerId ? { ...m, is_read: true } : m)),
    }));
    const list = $conversations.get();
    $conversations.set({
      ...list,
      items: list.items.map((c) => (c.id === partnerId ? { ...c, unread_messages_count: 0 } : c)),
    });
  } catch {
    /* stays unread; the next open tries again */
  }
}

let lastTyping = 0;
/** Tells the partner I am typing, at most every two seconds. */
export function typing(partnerId: string): void {
  const now = Date.now();
  if (now - lastTyping < 2000) return;
  if (sendFrame({ type: 'typing', to: partnerId })) lastTyping = now;
}

// ------------------------------------------------------------------ live events

const readable = () => document.visibilityState === 'visible';

/**
 * My own message can come back over the socket before its POST answers: it replaces the copy
 * still marked as sending, so it never shows twice.
 */
export function withoutEcho(messages: LocalMessage[], saved: ChatMessage): LocalMessage[] {
  const echo = messages.find(
    (m) => m.pending === 'sending' && m.receiver === saved.receiver && m.content === saved.content,
  );
  return echo ? messages.filter((m) => m !== echo) : messages;
}

/** The conversation with this partner is open and in view: what arrives in it is read at once. */
const isReading = (partnerId: string) => $thread.get()?.partnerId === partnerId && readable();

function onMessage(message: ChatMessage) {
  const mine = message.sender === me();
  const partnerId = mine ? message.receiver : message.sender;
  const open = $thread.get()?.partnerId === partnerId;
  if (open) {
    updateThread(partnerId, (t) => ({
      ...t,
      messages: mergeMessages(mine ? withoutEcho(t.messages, message) : t.messages, [message]),
      typingUntil: mine ? t.typingUntil : 0,
    }));
  }
  bumpFor(message);
  if (mine) return;
  if (isReading(partnerId)) {
    void markRead(partnerId);
    return;
  }
  // The header's count went up in unread.ts, which asks the same `isReading`.
  const list = $conversations.get();
  $conversations.set({
    ...list,
    items: list.items.map((c) =>
      c.id === partnerId ? { ...c, unread_messages_count: c.unread_messages_count + 1 } : c,
    ),
  });
}

/**
 * Keeps the chat stores live from the websocket while a chat screen or the header is mounted;
 * answers the function that stops. After a reconnect, the count, the list and the open
 * conversation are read again from the API.
 */
export const watchChat = sharedStart(() => {
  const stopUnread = watchUnread();
  const stopReading = whileReading(isReading);
  const close = openRealtime();
  const offFrame = onFrame((frame) => {
    switch (frame.type) {
      case 'chat.message':
        return onMessage(frame.data);
      case 'chat.edited': {
        const m = frame.data;
        const partnerId = m.sender === me() ? m.receiver : m.sender;
        updateThread(partnerId, (t) =>
          t.messages.some((x) => x.id === m.id) ? { ...t, messages: mergeMessages(t.messages, [m]) } : t,
        );
        return refreshConversationsSoon();
      }
      case 'chat.deleted': {
        const d = frame.data;
        const partnerId = d.sender === me() ? d.receiver : d.sender;
        updateThread(partnerId, (t) => ({ ...t, messages: t.messages.filter((m) => m.id !== d.id) }));
        return refreshConversationsSoon();
      }
      case 'chat.read': {
        const r = frame.data;
        if (r.reader === me()) {
          // I read it in another tab (unread.ts reloads the count).
          const list = $conversations.get();
          $conversations.set({
            ...list,
            items: list.items.map((c) => (c.id === r.partner ? { ...c, unread_messages_count: 0 } : c)),
          });
        } else {
          updateThread(r.reader, (t) => ({
            ...t,
            messages: t.messages.map((m) => (m.sender === me() ? { ...m, is_read: true } : m)),
          }));
        }
        return;
      }
      case 'typing':
        return updateThread(frame.data.from, (t) => ({ ...t, typingUntil: Date.now() + TYPING_SHOWS_MS }));
    }
  });
  const offReconnect = onReconnect(() => {
    if ($conversations.get().loaded) void loadConversations();
    void catchUpThread();
  });
  return () => {
    offFrame();
    offReconnect();
    close();
    stopReading();
    stopUnread();
  };
});
