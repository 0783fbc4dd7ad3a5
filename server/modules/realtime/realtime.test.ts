import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { createEventBus } from '../../lib/events';
import { createLocalFanout } from '../../lib/fanout';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';
import { connect, signedIn as openSocket } from '../../test/websocket';
import { createRealtime } from './realtime';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws/`;
});
afterAll(async () => {
  await t.close();
});

const signedIn = (token: string, lang = 'en') => openSocket(base, token, lang);

describe('the websocket', () => {
  it('pushes a message POSTed by one user to every open tab of the other, and to the sender', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const tab1 = await signedIn(a.token);
    const tab2 = await signedIn(a.token);
    const sender = await signedIn(b.token);
    const res = await t.call('POST', '/api/chat/chats/', {
      token: b.token,
      payload: { receiver: a.id, content: 'hi 👋' },
    });
    expect(res.status).toBe(201);
    for (const c of [tab1, tab2, sender]) {
      const pushed = await c.next('chat.message');
      expect(pushed.data).toEqual(res.body);
    }
    // The receiver's bell hears of it too.
    const note = await tab1.next('notification');
    expect(note.data).toMatchObject({ kind: 'chat', actions: [{ id: b.id, type: 'chat' }] });
    for (const c of [tab1, tab2, sender]) c.ws.close();
  });

  it('authenticates with a first auth frame, and answers ping with pong', async () => {
    const a = await makeUser(t);
    const c = connect(base);
    await c.opened;
    c.send({ type: 'ping' });
    expect(await c.next('pong')).toEqual({ type: 'pong' });
    c.send({ type: 'auth', access: a.token });
    expect((await c.next('ready')).data).toEqual({ user: a.id });
    c.send({ type: 'ping' });
    expect(await c.next('pong')).toEqual({ type: 'pong' });
    // Protocol pings are answered by the socket itself.
    const pong = new Promise<void>((resolve) => c.ws.once('pong', () => resolve()));
    c.ws.ping();
    await pong;
    c.ws.close();
  });

  it('answers a plain GET with 426 and is in the API reference', async () => {
    const res = await t.call('GET', '/api/ws/');
    expect(res.status).toBe(426);
    expect(res.code).toBe('wsUpgradeRequired');
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.body.paths['/api/ws/'].get.tags).toEqual(['realtime']);
  });

  it('closes with 4401 for a bad token, or for anything but auth before signing in', async () => {
    const bad = connect(`${base}?access=not-a-token`);
    expect((await bad.closed).code).toBe(4401);
    const early = connect(base);
    await early.opened;
    early.send({ type: 'typing', to: 'someone' });
    expect((await early.closed).code).toBe(4401);
  });

  it('closes with 4401 after logout, at the next frame the client sends', async () => {
    const a = await makeUser(t);
    const c = await signedIn(a.token);
    const out = await t.call('POST', '/api/auth/logout/', { token: a.token, payload: {} });
    expect(out.status).toBe(200);
    c.send({ type: 'ping' });
    expect((await c.closed).code).toBe(4401);
  });

  it('closes with 4401 when the session is revoked, at the next sweep, without any client frame', async () => {
    const a = await makeUser(t);
    const c = await signedIn(a.token);
    const other = await makeUser(t);
    const keeps = await signedIn(other.token);
    // Signed out from another device: this socket sends nothing, the sweep finds out.
    expect((await t.call('POST', '/api/auth/logout/', { token: a.token, payload: {} })).status).toBe(200);
    await t.app.realtime.sweep();
    expect((await c.closed).code).toBe(4401);
    keeps.send({ type: 'ping' });
    expect(await keeps.next('pong')).toEqual({ type: 'pong' });
    keeps.ws.close();
  });

  it('pushes edits, deletions and read receipts to both sides', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const sa = await signedIn(a.token);
    const sb = await signedIn(b.token);
    const sent = await t.call('POST', '/api/chat/chats/', {
      token: a.token,
      payload: { receiver: b.id, content: 'draft' },
    });
    await t.call('PATCH', `/api/chat/chats/${sent.body.id}/`, {
      token: a.token,
      payload: { content: 'final' },
    });
    for (const c of [sa, sb])
      expect((await c.next('chat.edited')).data).toMatchObject({ id: sent.body.id, content: 'final' });
    await t.call('POST', '/api/chat/chats/read/', { token: b.token, payload: { user: a.id } });
    for (const c of [sa, sb])
      expect((await c.next('chat.read')).data).toEqual({ reader: b.id, partner: a.id, updated: 1 });
    await t.call('DELETE', `/api/chat/chats/${sent.body.id}/`, { token: a.token });
    for (const c of [sa, sb])
      expect((await c.next('chat.deleted')).data).toEqual({ id: sent.body.id, sender: a.id, receiver: b.id });
    sa.ws.close();
    sb.ws.close();
  });

  it('relays typing to the other person only', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const c = await makeUser(t);
    const sa = await signedIn(a.token);
    const sb = await signedIn(b.token);
    const sc = await signedIn(c.token);
    sa.send({ type: 'typing', to: b.id });
    expect((await sb.next('typing')).data).toEqual({ from: a.id, to: b.id });
    await expect(sc.next('typing', 300)).rejects.toThrow();
    for (const s of [sa, sb, sc]) s.ws.close();
  });

  it('pushes notifications in the language the socket asked for', async () => {
    const star = await makeUser(t);
    const fan = await makeUser(t, { fullName: 'Hala Fan' });
    const ar = await signedIn(star.token, 'ar');
    await t.call('POST', '/api/friendship/add-follower/', { token: fan.token, payload: { id: star.id } });
    const note = await ar.next('notification');
    expect(note.data.kind).toBe('follow');
    expect(note.data.title).toMatch(/[\u0600-\u06FF]/);
    ar.ws.close();
  });
});

describe('a socket past its token', () => {
  it('closes with 4401 when the access token expires', async () => {
    const events = createEventBus();
    const realtime = createRealtime({
      verifier: { verify: async () => ({ userId: 'u1', sessionId: 's1' }) },
      events,
      fanout: createLocalFanout(),
      mediaUrl: (k) => k,
      log: { warn: () => {} },
    });
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    const token = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 1)
      .sign(new Uint8Array(32));
    server.on('connection', (socket) => realtime.attach(socket, { access: token }));
    try {
      const c = connect(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await c.next('ready');
      const started = Date.now();
      expect((await c.closed).code).toBe(4401);
      expect(Date.now() - started).toBeLessThan(2500);
    } finally {
      realtime.shutdown();
      server.close();
    }
  });
});
