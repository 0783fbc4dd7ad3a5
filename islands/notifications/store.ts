import { atom } from 'nanostores';
import type { Notification } from '../../contracts/notifications';
import { onFrame, onReconnect, openRealtime } from '../lib/realtime';
import { toast } from '../lib/toast';
import { notificationsApi } from './api';
import type { NotificationList } from './lists';

// What every member page's header needs: the unread count, kept live. The lists, marking read and
// where a notification leads are in `lists.ts`, loaded with the bell's panel and the page.

/** The unread count the bell shows (spec §3 `unread_count`). */
export const $unread = atom(0);

/** The lists on screen (`createNotificationList`), which pushed notifications join. */
export const lists = new Set<ReturnType<typeof atom<NotificationList>>>();

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
