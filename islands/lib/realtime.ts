import { atom } from 'nanostores';
import type { ClientFrame, ServerFrame } from '../../contracts/chat';
import { WS_CLOSE } from '../../contracts/ws-close';
import { api } from './api';
import { $lang } from './i18n';
import { KEYS, store } from './storage';

/**
 * The page's one websocket to /api/ws/ (chat and notifications share it). It signs in with the
 * stored access token, keeps itself alive with pings, and when it drops reconnects with exponential
 * backoff; after a reconnect the stores catch up from the API (`onReconnect`), so nothing sent
 * meanwhile is lost.
 */

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';
export const $connection = atom<ConnectionState>('idle');

export const BACKOFF = { firstMs: 1000, maxMs: 30_000 } as const;
const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;

/** The wait before reconnect attempt `attempt` (0-based): doubling, capped, with ±20 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** attempt);
  return Math.round(base * (0.8 + random() * 0.4));
}

type FrameListener = (frame: ServerFrame) => void;
const frameListeners = new Set<FrameListener>();
const reconnectListeners = new Set<() => void>();

let socket: WebSocket | null = null;
let users = 0;
let attempt = 0;
let everOpened = false;
let retryTimer: number | undefined;
let pingTimer: number | undefined;
let pongTimer: number | undefined;

/** Listens to every frame the server pushes; answers the function that stops listening. */
export function onFrame(listener: FrameListener): () => void {
  frameListeners.add(listener);
  return () => frameListeners.delete(listener);
}

/** Runs after each reconnect (not the first connect): the moment to refetch what may have been missed. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Sends a frame when the socket is open; a typing signal lost meanwhile does not matter. */
export function sendFrame(frame: ClientFrame): boolean {
  if (socket?.readyState !== WebSocket.OPEN || $connection.get() !== 'open') return false;
  socket.send(JSON.stringify(frame));
  return true;
}

function clearTimers() {
  window.clearTimeout(retryTimer);
  window.clearInterval(pingTimer);
  window.clearTimeout(pongTimer);
}

function scheduleReconnect() {
  if (users === 0 || !store.get(KEYS.access)) {
    $connection.set('idle');
    return;
  }
  $connection.set('reconnecting');
  window.clearTimeout(retryTimer);
  retryTimer = window.setTimeout(connect, backoffMs(attempt));
  attempt += 1;
}

function connect() {
  const token = store.get(KEYS.access);
  if (!token || users === 0) return;
  clearTimers();
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${scheme}://${window.location.host}/api/ws/?lang=${$lang.get()}`);
  socket = ws;
  if (!everOpened) $connection.set('connecting');
  ws.addEventListener('open', () => {
    // The token goes in the first frame, not the URL, so it stays out of access logs.
    ws.send(JSON.stringify({ type: 'auth', access: token } satisfies ClientFrame));
  });
  ws.addEventListener('message', (event) => {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(event.data)) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      const again = everOpened;
      everOpened = true;
      attempt = 0;
      $connection.set('open');
      pingTimer = window.setInterval(ping, PING_EVERY_MS);
      if (again) for (const listener of reconnectListeners) listener();
      return;
    }
    if (frame.type === 'pong') {
      window.clearTimeout(pongTimer);
      return;
    }
    for (const listener of frameListeners) listener(frame);
  });
  ws.addEventListener('close', (event) => {
    if (socket !== ws) return;
    socket = null;
    clearTimers();
    if (users === 0) return;
    if (event.code === WS_CLOSE.unauthorized) {
      // The access token expired or the session ended: any API call refreshes the token (or, when
      // the session is gone, signs out and goes to the sign-in page). Then try again.
      $connection.set('reconnecting');
      api
        .get('chat/unread')
        .catch(() => undefined)
        .finally(scheduleReconnect);
      return;
    }
    scheduleReconnect();
  });
}

function ping() {
  if (!sendFrame({ type: 'ping' })) return;
  window.clearTimeout(pongTimer);
  // No answer in time: the connection is dead even if the browser has not noticed.
  pongTimer = window.setTimeout(() => socket?.close(), PONG_WITHIN_MS);
}

function reconnectNow() {
  if (users > 0 && !socket && store.get(KEYS.access)) {
    attempt = 0;
    window.clearTimeout(retryTimer);
    connect();
  }
}

/**
 * Opens the socket for a screen that needs it (the header does, on every marketplace page while
 * signed in); answers the function to call when the screen goes. The last one out closes it.
 */
export function openRealtime(): () => void {
  users += 1;
  if (users === 1) {
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', onVisible);
    connect();
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', onVisible);
    clearTimers();
    socket?.close(1000);
    socket = null;
    everOpened = false;
    $connection.set('idle');
  };
}

function onVisible() {
  if (document.visibilityState === 'visible') reconnectNow();
}
