import WebSocket from 'ws';
import type { ServerFrame } from '../../contracts/chat';

/** A real websocket client that records every frame and how the socket closed. */
export function connect(url: string) {
  const ws = new WebSocket(url);
  const frames: ServerFrame[] = [];
  const waiters: { type: string; resolve: (f: ServerFrame) => void }[] = [];
  ws.on('message', (data) => {
    const f = JSON.parse(data.toString()) as ServerFrame;
    frames.push(f);
    for (const w of waiters.filter((w) => w.type === f.type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(f);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed,
    opened,
    /** The next frame of this type (or one already received and not yet taken), within 5 s. */
    next<T extends ServerFrame['type']>(type: T, ms = 5000): Promise<Extract<ServerFrame, { type: T }>> {
      const have = frames.findIndex((f) => f.type === type);
      if (have >= 0) return Promise.resolve(frames.splice(have, 1)[0] as Extract<ServerFrame, { type: T }>);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${ms} ms`)), ms);
        waiters.push({
          type,
          resolve: (f) => {
            clearTimeout(timer);
            frames.splice(frames.indexOf(f), 1);
            resolve(f as Extract<ServerFrame, { type: T }>);
          },
        });
      });
    },
    send: (value: unknown) => ws.send(JSON.stringify(value)),
  };
}

/** A socket signed in with `token` (the `access` query), once the server said `ready`. */
export async function signedIn(base: string, token: string, lang = 'en') {
  const c = connect(`${base}?access=${encodeURIComponent(token)}&lang=${lang}`);
  await c.opened;
  await c.next('ready');
  return c;
}
