// The chat part of `npm run bench`: SOCKETS websockets on loopback, RATE messages a second for
// SECONDS, each fanned out to every open socket of its receiver and its sender. Prints delivery
// latency (send -> frame received) as JSON lines for three runs measured one after the other:
//   - a bare `ws` server relaying each frame to the same sockets (the floor);
//   - the chat socket layer alone: app.events 'chat.message' to the frames (bus + hub + ws), the part
//     to hold against the bare relay;
//   - chat end to end: POST /api/chat/chats/ (auth, validation, SQLite write, notification, event bus,
//     hub) to the frames on every socket.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import type { ChatMessage } from '../contracts/chat';
import type { Db } from '../db/client';
import type { buildApp } from '../server/app';
import { handle, tables } from '../server/lib/db';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const TABS = Number(process.env.BENCH_TABS ?? 2);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

type App = Awaited<ReturnType<typeof buildApp>>;

interface Tally {
  latencies: number[];
  expected: number;
}

function summary(bench: string, tally: Tally, extra: Record<string, unknown> = {}) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(2));
  return {
    bench,
    sockets: SOCKETS,
    messages_per_second: RATE,
    messages: Math.round(RATE * SECONDS),
    deliveries: sorted.length,
    lost: tally.expected - sorted.length,
    p50_ms: pct(0.5),
    p99_ms: pct(0.99),
    ...extra,
  };
}

/** Opens `count` sockets; `onFrame` sees each text frame with the time it arrived. */
async function openSockets(urls: string[], onFrame: (text: string, at: number) => void, firstFrame?: string) {
  const sockets: WebSocket[] = [];
  const batch = 100;
  for (let i = 0; i < urls.length; i += batch) {
    await Promise.all(
      urls.slice(i, i + batch).map(
        (url) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(url);
            sockets.push(ws);
            ws.on('message', (data) => {
              const text = data.toString();
              if (firstFrame && text.startsWith(firstFrame)) resolve();
              else onFrame(text, performance.now());
            });
            ws.once('open', () => {
              if (!firstFrame) resolve();
            });
            ws.once('error', reject);
          }),
      ),
    );
  }
  return sockets;
}

/** Messages sent first and not counted: the JIT, socket buffers and caches warm up on them. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? RATE / 2);

/**
 * Calls `send(i, counted)` RATE times a second for SECONDS (after WARMUP uncounted ones), then
 * waits for stragglers.
 */
async function pace(send: (i: number, counted: boolean) => void | Promise<void>, done: () => boolean) {
  const total = Math.round(RATE * SECONDS) + WARMUP;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(Promise.resolve(send(i, i >= WARMUP)));
  }
  await Promise.all(pending);
  const deadline = performance.now() + 5000;
  while (!done() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

const pick = (n: number, not?: number) => {
  for (;;) {
    const i = Math.floor(Math.random() * n);
    if (i !== not) return i;
  }
};

/** The floor: a bare ws server that relays each frame to every socket of the named users. */
async function bareRelay() {
  const people = SOCKETS / TABS;
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const byUser = new Map<string, Set<WebSocket>>();
  server.on('connection', (socket, request) => {
    const user = new URL(request.url ?? '/', 'http://x').searchParams.get('user')!;
    let set = byUser.get(user);
    if (!set) {
      set = new Set();
      byUser.set(user, set);
    }
    set.add(socket);
    socket.on('message', (data) => {
      const text = data.toString();
      const { to } = JSON.parse(text) as { to: string[] };
      for (const id of to) for (const s of byUser.get(id) ?? []) s.send(text);
    });
  });
  const port = (server.address() as AddressInfo).port;
  const sent = new Map<number, number>();
  const tally: Tally = { latencies: [], expected: 0 };
  const urls = Array.from({ length: SOCKETS }, (_, i) => `ws://127.0.0.1:${port}/?user=u${i % people}`);
  const sockets = await openSockets(urls, (text, at) => {
    const { seq } = JSON.parse(text) as { seq: number };
    const t0 = sent.get(seq);
    if (t0 !== undefined) tally.latencies.push(at - t0);
  });
  await pace(
    (i, counted) => {
      const from = pick(people);
      const to = pick(people, from);
      if (counted) {
        tally.expected += 2 * TABS;
        sent.set(i, performance.now());
      }
      sockets[from]!.send(JSON.stringify({ seq: i, to: [`u${to}`, `u${from}`], content: `bench ${i}` }));
    },
    () => tally.latencies.length >= tally.expected,
  );
  for (const s of sockets) s.terminate();
  server.close();
  return tally;
}

/** Members with live sessions, straight into the database (sign-up is not what is measured). */
async function members(app: App, db: Db, count: number) {
  const tag = randomBytes(3).toString('hex');
  const rows = await handle(db)
    .insert(tables(db).users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-${tag}-${i}@example.test`,
        fullName: `Bench Member ${i}`,
        isTermsAgreed: true,
        isEmailVerified: true,
        language: 'en' as const,
      })),
    )
    .returning({ id: tables(db).users.id });
  return Promise.all(
    rows.map(async (row) => ({ id: row.id, token: (await app.sessions.start(row.id)).access })),
  );
}

/** Chat end to end (`via: 'post'`) or its socket layer alone (`via: 'events'`). */
async function chatRun(app: App, db: Db, base: string, via: 'post' | 'events') {
  const people = await members(app, db, SOCKETS / TABS);
  const sent = new Map<string, number>();
  const tally: Tally = { latencies: [], expected: 0 };
  const urls = Array.from(
    { length: SOCKETS },
    (_, i) => `${base.replace('http', 'ws')}/api/ws/?access=${people[i % people.length]!.token}`,
  );
  const sockets = await openSockets(
    urls,
    (text, at) => {
      if (!text.startsWith('{"type":"chat.message"')) return;
      const { data } = JSON.parse(text) as { data: ChatMessage };
      const t0 = sent.get(data.content);
      if (t0 !== undefined) tally.latencies.push(at - t0);
    },
    '{"type":"ready"',
  );
  let failures = 0;
  await pace(
    async (i, counted) => {
      const from = pick(people.length);
      const to = pick(people.length, from);
      const content = `bench ${via} ${i}`;
      if (counted) {
        tally.expected += 2 * TABS;
        sent.set(content, performance.now());
      }
      if (via === 'events') {
        const now = new Date().toISOString();
        app.events.emit('chat.message', {
          id: `bench${i}`,
          content,
          sender: people[from]!.id,
          receiver: people[to]!.id,
          created_on: now,
          edited_on: null,
          is_read: false,
          sender_profile: null,
        });
        return;
      }
      const res = await fetch(`${base}/api/chat/chats/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${people[from]!.token}` },
        body: JSON.stringify({ receiver: people[to]!.id, content }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) failures += 1;
    },
    () => tally.latencies.length >= tally.expected,
  );
  for (const s of sockets) s.terminate();
  return { tally, failures };
}

/** Runs the three chat benchmarks against a listening app; answers the JSON lines. */
export async function benchChat(app: App, db: Db, base: string): Promise<Record<string, unknown>[]> {
  const bare = summary('ws bare relay (same fan-out)', await bareRelay());
  const lines: Record<string, unknown>[] = [bare];
  for (const via of ['events', 'post'] as const) {
    const { tally, failures } = await chatRun(app, db, base, via);
    const line = summary(
      via === 'post'
        ? 'chat: POST /api/chat/chats/ -> every socket'
        : 'chat: app.events -> hub -> every socket',
      tally,
      { failures },
    );
    (line as Record<string, unknown>).p99_vs_bare = Number(
      ((line.p99_ms as number) / Math.max(bare.p99_ms, 0.01)).toFixed(2),
    );
    lines.push(line);
  }
  return lines;
}
