import { atom } from 'nanostores';
import type { Notification } from '../../contracts/notifications';
import { type ApiFailure, readFailure } from '../lib/failure';
import { LINKS } from '../lib/links';
import { onFrame, onReconnect, openRealtime } from '../lib/realtime';
import { toast } from '../lib/toast';
import { notificationsApi } from './api';

export interface NotificationList {
  items: Notification[];
  page: number;
  count: number;
  hasMore: boolean;
  loading: boolean;
  failure: ApiFailure | null;
}

const EMPTY: NotificationList = {
  items: [],
  page: 0,
  count: 0,
  hasMore: false,
  loading: false,
  failure: null,
};

/** The unread count the bell shows (spec §3 `unread_count`). */
export const $unread = atom(0);

/** Spec §4: page 1 replaces the list, later pages append (without repeating what is already there). */
export function mergePage(current: Notification[], page: number, results: Notification[]): Notification[] {
  if (page === 1) return results;
  const have = new Set(current.map((n) => n.id));
  return [...current, ...results.filter((n) => !have.has(n.id))];
}

const lists = new Set<ReturnType<typeof atom<NotificationList>>>();

/** A list of notifications loaded page by page; the bell and the notifications page each have one. */
export function createNotificationList(pageSize: number) {
  const $list = atom<NotificationList>(EMPTY);
  lists.add($list);
  return {
    $list,
    async load(page: number): Promise<void> {
      $list.set({ ...$list.get(), loading: true, failure: null });
      try {
        const res = await notificationsApi.list(page, pageSize);
        const list = $list.get();
        $list.set({
          ...list,
          items: mergePage(list.items, page, res.results),
          page,
          count: res.count,
          hasMore: res.next !== null,
          loading: false,
        });
        $unread.set(res.unread_count);
      } catch (error) {
        $list.set({ ...$list.get(), loading: false, failure: await readFailure(error) });
      }
    },
  };
}

function everywhere(change: (n: Notification) => Notification) {
  for (const $list of lists) {
    const list = $list.get();
    $list.set({ ...list, items: list.items.map(change) });
  }
}

/** Marks one notification read (spec §4) and keeps the bell's count in step. */
export async function markRead(note: Notification): Promise<void> {
  if (note.is_read) return;
  const updated = await notificationsApi.markRead(note.id);
  everywhere((n) => (n.id === updated.id ? updated : n));
  $unread.set(Math.max(0, $unread.get() - 1));
}

export async function markAllRead(): Promise<string> {
  const res = await notificationsApi.markAllRead();
  everywhere((n) => ({ ...n, is_read: true }));
  $unread.set(0);
  return res.detail;
}

/** The unread notifications of a fresh read that were not there before: they pop up as toasts. */
export function arrivals(seen: Set<string>, latest: Notification[]): Notification[] {
  return latest.filter((n) => !n.is_read && !seen.has(n.id));
}

/** A pushed notification joins the top of every list that shows page 1 (once). */
function prepend(note: Notification) {
  for (const $list of lists) {
    const list = $list.get();
    if (list.page < 1 || list.items.some((n) => n.id === note.id)) continue;
    $list.set({ ...list, items: [note, ...list.items], count: list.count + 1 });
  }
}

/** A chat notice needs no toast on the messages screen, which shows the message itself. */
const toastWorthy = (note: Notification) =>
  !(note.kind === 'chat' && window.location.pathname.startsWith('/market/messages/'));

/**
 * Keeps the unread count fresh and pops up what arrives while the page is open, from the websocket
 * (no polling). After the socket reconnects, page 1 is read again so what arrived meanwhile shows.
 * The toast store shows at most 5 at once; the rest wait their turn. Answers a stop function.
 */
export function watchNotifications(): () => void {
  let seen: Set<string> | null = null;
  const catchUp = async () => {
    try {
      const res = await notificationsApi.list(1, 10);
      $unread.set(res.unread_count);
      if (seen) {
        for (const n of arrivals(seen, res.results).reverse()) {
          prepend(n);
          if (toastWorthy(n)) toast.info(`${n.title} — ${n.message}`);
        }
      }
      seen = new Set([...(seen ?? []), ...res.results.map((n) => n.id)]);
    } catch {
      /* the next reconnect tries again */
    }
  };
  void catchUp();
  const close = openRealtime();
  const offFrame = onFrame((frame) => {
    if (frame.type !== 'notification') return;
    const note = frame.data;
    if (seen?.has(note.id)) return;
    seen?.add(note.id);
    if (!note.is_read) $unread.set($unread.get() + 1);
    prepend(note);
    if (toastWorthy(note)) toast.info(`${note.title} — ${note.message}`);
  });
  const offReconnect = onReconnect(() => void catchUp());
  return () => {
    offFrame();
    offReconnect();
    close();
  };
}

/** The screen each kind of action opens, given the id it carries. */
const ACTION_LINKS = new Map<string, (id: string) => string>([
  ['user', (id) => LINKS.profile(id)],
  ['profile', (id) => LINKS.profile(id)],
  ['client_request', (id) => `/market/requests/${encodeURIComponent(id)}/`],
  ['change_request', (id) => `/market/change-requests/${encodeURIComponent(id)}/`],
  ['gig', (id) => `/market/gigs/${encodeURIComponent(id)}/`],
  ['product', (id) => `/market/products/${encodeURIComponent(id)}/`],
  ['order', () => '/market/orders/'],
]);

/** Where a notification leads: the conversation, the first thing it names that has a screen, or the notifications page. */
export function notificationHref(note: Notification): string {
  const chat = note.actions.find((a) => a.type === 'chat');
  if (chat) return `/market/messages/?user=${encodeURIComponent(chat.id)}`;
  const action = note.actions.find((a) => ACTION_LINKS.has(a.type));
  return action ? ACTION_LINKS.get(action.type)!(action.id) : LINKS.notifications;
}
