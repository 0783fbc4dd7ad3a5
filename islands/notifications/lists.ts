import { atom } from 'nanostores';
import type { Notification } from '../../contracts/notifications';
import { type ApiFailure, readFailure } from '../lib/failure';
import { LINKS } from '../lib/links';
import { notificationsApi } from './api';
import { $unread, lists } from './store';

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

/** Spec §4: page 1 replaces the list, later pages append (without repeating what is already there). */
export function mergePage(current: Notification[], page: number, results: Notification[]): Notification[] {
  if (page === 1) return results;
  const have = new Set(current.map((n) => n.id));
  return [...current, ...results.filter((n) => !have.has(n.id))];
}

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
