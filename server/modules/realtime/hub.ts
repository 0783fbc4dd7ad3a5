import type { WebSocket } from 'ws';

/** A socket whose unsent data passes this is too slow to keep up: it is dropped, not waited for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The sockets open in this process, by user: every tab of a user is one entry. Fan-out between
 * processes belongs to the event bus (a Redis adapter replaces `app.events`), never to the hub.
 */
export function createHub() {
  const byUser = new Map<string, Set<WebSocket>>();

  return {
    add(userId: string, socket: WebSocket): void {
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(socket);
    },

    remove(userId: string, socket: WebSocket): void {
      const set = byUser.get(userId);
      if (!set) return;
      set.delete(socket);
      if (!set.size) byUser.delete(userId);
    },

    /** Sends one already serialised frame to every open socket of each user (each socket once). */
    send(userIds: readonly string[], text: string): number {
      let sent = 0;
      const seen = userIds.length > 1 ? new Set<string>() : null;
      for (const userId of userIds) {
        if (seen) {
          if (seen.has(userId)) continue;
          seen.add(userId);
        }
        const set = byUser.get(userId);
        if (!set) continue;
        for (const socket of set) {
          if (socket.readyState !== socket.OPEN) continue;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.terminate();
            continue;
          }
          socket.send(text);
          sent += 1;
        }
      }
      return sent;
    },

    /** The sockets of one user (to build a frame per socket, e.g. in its language). */
    socketsOf(userId: string): ReadonlySet<WebSocket> {
      return byUser.get(userId) ?? new Set();
    },

    isOnline: (userId: string) => byUser.has(userId),

    get size(): number {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
