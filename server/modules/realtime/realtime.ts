import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import type { Language } from '../../../contracts/auth';
import { type ClientFrame, type ServerFrame, WS_CLOSE } from '../../../contracts/chat';
import { ID_PATTERN } from '../../../contracts/common';
import type { NotificationRow } from '../../../db/schema';
import type { EventBus } from '../../lib/events';
import type { Fanout } from '../../lib/fanout';
import type { SessionVerifier } from '../../ports';
import { createHub } from './hub';
import { toPushedNotification } from './notification-frame';

export const REALTIME_TIMING = {
  /** A socket that has not authenticated by then is closed. */
  authTimeoutMs: 10_000,
  /** How often every socket's session is checked again, and protocol pings go out. */
  sweepMs: 30_000,
  /** At most one typing signal per sender and receiver in this time. */
  typingEveryMs: 1_000,
} as const;

interface Connection {
  socket: WebSocket;
  lang: Language;
  userId: string | null;
  token: string | null;
  /** Answered a protocol ping since the last sweep. */
  alive: boolean;
  timer: NodeJS.Timeout | null;
  /** Frames are handled one after another (authentication is asynchronous). */
  queue: Promise<void>;
  lastTyping: Map<string, number>;
}

/**
 * What one instance tells every instance's sockets: a frame serialised once for some users, or a
 * notification each socket renders in its own language.
 */
export type RealtimeMessage = { to: string[]; frame: string } | { notification: NotificationRow };

interface Deps {
  verifier: SessionVerifier;
  events: EventBus;
  /** Carries pushes to the sockets of every instance (in-process, or Redis pub/sub). */
  fanout: Fanout<RealtimeMessage>;
  mediaUrl: (key: string | null) => string | null;
  log: { warn: (obj: object, msg: string) => void };
  timing?: Partial<typeof REALTIME_TIMING>;
}

const frame = (f: ServerFrame) => JSON.stringify(f);
const PONG = frame({ type: 'pong' });

/**
 * The one websocket: authenticates with the access token (query or a first `auth` frame), pushes the
 * app's chat and notification events to every open socket of the people concerned, answers pings,
 * relays typing, and closes with 4401 once the session is revoked or the token expires.
 */
export function createRealtime({ verifier, events, fanout, mediaUrl, log, timing }: Deps) {
  const t = { ...REALTIME_TIMING, ...timing };
  const hub = createHub();
  const connections = new Set<Connection>();
  const bySocket = new WeakMap<WebSocket, Connection>();

  function close(conn: Connection, code: number, reason: string) {
    if (conn.socket.readyState === conn.socket.OPEN || conn.socket.readyState === conn.socket.CONNECTING) {
      conn.socket.close(code, reason);
    }
  }

  function forget(conn: Connection) {
    if (conn.timer) clearTimeout(conn.timer);
    if (conn.userId) hub.remove(conn.userId, conn.socket);
    connections.delete(conn);
  }

  /** The session behind the token still holds; otherwise the socket closes with 4401. */
  async function stillValid(conn: Connection): Promise<boolean> {
    const auth = conn.token ? await verifier.verify(conn.token) : null;
    if (auth && auth.userId === conn.userId) return true;
    close(conn, WS_CLOSE.unauthorized, 'session ended');
    return false;
  }

  async function authenticate(conn: Connection, token: string) {
    const auth = await verifier.verify(token);
    if (!auth || (conn.userId && auth.userId !== conn.userId)) {
      close(conn, WS_CLOSE.unauthorized, 'not signed in');
      return;
    }
    if (conn.timer) clearTimeout(conn.timer);
    // The access token's expiry bounds the socket: past it, the client signs in again (a fresh
    // token in an `auth` frame extends it without reconnecting).
    const exp = decodeJwt(token).exp;
    const left = exp ? exp * 1000 - Date.now() : 0;
    conn.timer = setTimeout(
      () => close(conn, WS_CLOSE.unauthorized, 'token expired'),
      Math.min(Math.max(left, 0), 2 ** 31 - 1),
    );
    conn.token = token;
    if (!conn.userId) {
      conn.userId = auth.userId;
      hub.add(auth.userId, conn.socket);
      conn.socket.send(frame({ type: 'ready', data: { user: auth.userId } }));
    }
  }

  async function handle(conn: Connection, raw: string) {
    let message: Partial<ClientFrame> & { type?: unknown };
    try {
      message = JSON.parse(raw);
    } catch {
      close(conn, WS_CLOSE.badFrame, 'not JSON');
      return;
    }
    if (message?.type === 'auth') {
      if (typeof message.access === 'string') await authenticate(conn, message.access);
      else close(conn, WS_CLOSE.unauthorized, 'no token');
      return;
    }
    if (!conn.userId) {
      if (message?.type === 'ping') conn.socket.send(PONG);
      else close(conn, WS_CLOSE.unauthorized, 'not signed in');
      return;
    }
    if (!(await stillValid(conn))) return;
    if (message.type === 'ping') {
      conn.socket.send(PONG);
    } else if (message.type === 'typing') {
      const to = message.to;
      if (typeof to !== 'string' || !ID_PATTERN.test(to) || to === conn.userId) return;
      const now = Date.now();
      if (now - (conn.lastTyping.get(to) ?? 0) < t.typingEveryMs) return;
      conn.lastTyping.set(to, now);
      events.emit('chat.typing', { from: conn.userId, to });
    }
  }

  // ------------------------------------------------------------------ events → every instance → sockets
  const push = (to: string[], f: ServerFrame) => fanout.publish({ to, frame: frame(f) });

  function deliverNotification(row: NotificationRow) {
    const texts: Partial<Record<Language, string>> = {};
    for (const socket of hub.socketsOf(row.userId)) {
      const conn = bySocket.get(socket);
      if (!conn || socket.readyState !== socket.OPEN) continue;
      texts[conn.lang] ??= frame({
        type: 'notification',
        data: toPushedNotification(row, conn.lang, mediaUrl),
      });
      socket.send(texts[conn.lang]!);
    }
  }

  const unsubscribe = [
    events.on('chat.message', (m) => push([m.receiver, m.sender], { type: 'chat.message', data: m })),
    events.on('chat.edited', (m) => push([m.receiver, m.sender], { type: 'chat.edited', data: m })),
    events.on('chat.deleted', (d) => push([d.receiver, d.sender], { type: 'chat.deleted', data: d })),
    events.on('chat.read', (r) => push([r.partner, r.reader], { type: 'chat.read', data: r })),
    events.on('chat.typing', (ty) => push([ty.to], { type: 'typing', data: ty })),
    events.on('notification.created', (row) => fanout.publish({ notification: row })),
    fanout.subscribe((message) => {
      if ('notification' in message) deliverNotification(message.notification);
      else hub.send(message.to, message.frame);
    }),
  ];

  // ------------------------------------------------------------------ the sweep
  /** Checks every socket's session again and pings each; one that missed the last ping is dropped. */
  async function sweep(): Promise<void> {
    await Promise.all(
      [...connections].map(async (conn) => {
        if (!conn.userId) return;
        if (!(await stillValid(conn))) return;
        if (!conn.alive) {
          conn.socket.terminate();
          return;
        }
        conn.alive = false;
        conn.socket.ping();
      }),
    );
  }
  const sweeper = setInterval(() => {
    sweep().catch((err) => log.warn({ err }, 'websocket sweep failed'));
  }, t.sweepMs);
  sweeper.unref();

  return {
    hub,

    /** Takes over a freshly upgraded socket. */
    attach(socket: WebSocket, query: { access?: string; lang?: Language }): void {
      const conn: Connection = {
        socket,
        lang: query.lang ?? 'en',
        userId: null,
        token: null,
        alive: true,
        timer: null,
        queue: Promise.resolve(),
        lastTyping: new Map(),
      };
      connections.add(conn);
      bySocket.set(socket, conn);
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('close', () => forget(conn));
      socket.on('error', () => socket.terminate());
      socket.on('message', (data, isBinary) => {
        if (isBinary) return close(conn, WS_CLOSE.badFrame, 'text frames only');
        const raw = data.toString();
        conn.queue = conn.queue
          .then(() => handle(conn, raw))
          .catch((err) => {
            log.warn({ err }, 'websocket frame failed');
            close(conn, 1011, 'server error');
          });
      });
      if (query.access) {
        const token = query.access;
        conn.queue = conn.queue.then(() => authenticate(conn, token));
      } else {
        conn.timer = setTimeout(() => {
          if (!conn.userId) close(conn, WS_CLOSE.unauthorized, 'not signed in');
        }, t.authTimeoutMs);
      }
    },

    sweep,

    /**
     * Stops listening and closes every socket with 1001 (going away): clients reconnect, through the
     * load balancer, to another instance (server shutdown).
     */
    shutdown(): void {
      clearInterval(sweeper);
      for (const off of unsubscribe) off();
      for (const conn of connections) close(conn, WS_CLOSE.goingAway, 'server shutting down');
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The websocket hub and its session sweep (server/modules/realtime/realtime.ts). */
    realtime: Realtime;
  }
}
