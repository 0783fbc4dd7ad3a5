import { atom } from 'nanostores';
import { onFrame, onReconnect, openRealtime } from '../lib/realtime';
import { $session } from '../lib/session';
import { sharedStart } from '../lib/shared-start';
import { chatApi } from './api';

/**
 * Messages to me that I have not read: the header's badge, kept live from the websocket. Apart from
 * the chat store (`store.ts`, the conversations and the open thread), so that every member page's
 * header loads only this.
 */
export const $unreadMessages = atom(0);

const me = () => $session.get().user?.id ?? '';

async function loadUnread(): Promise<void> {
  try {
    $unreadMessages.set((await chatApi.unread()).unread_count);
  } catch {
    /* the next event or reconnect tries again */
  }
}

let reading: (partnerId: string) => boolean = () => false;

/**
 * The messages screen says which conversation the reader has open and in view: a message in it is
 * marked read there (the store answers with the new count), so it does not count here.
 */
export function whileReading(isReading: (partnerId: string) => boolean): () => void {
  reading = isReading;
  return () => {
    if (reading === isReading) reading = () => false;
  };
}

/** Keeps the count live while the header or a chat screen is mounted; answers the function that stops. */
export const watchUnread = sharedStart(() => {
  void loadUnread();
  const close = openRealtime();
  const offFrame = onFrame((frame) => {
    switch (frame.type) {
      case 'chat.message': {
        const m = frame.data;
        if (m.receiver === me() && m.sender !== me() && !reading(m.sender)) {
          $unreadMessages.set($unreadMessages.get() + 1);
        }
        return;
      }
      case 'chat.deleted':
        if (frame.data.receiver === me()) void loadUnread();
        return;
      case 'chat.read':
        // I read it in another tab.
        if (frame.data.reader === me()) void loadUnread();
        return;
    }
  });
  const offReconnect = onReconnect(() => void loadUnread());
  return () => {
    offFrame();
    offReconnect();
    close();
  };
});
