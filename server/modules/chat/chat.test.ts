import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof makeUser>>;
const send = (from: User, to: User | string, content: string) =>
  t.call('POST', '/api/chat/chats/', {
    token: from.token,
    payload: { receiver: typeof to === 'string' ? to : to.id, content },
  });

describe('sending a message', () => {
  it('answers 201 with the message, trimmed, and the sender card', async () => {
    const a = await makeUser(t, { fullName: 'Rana Kassab' });
    const b = await makeUser(t);
    const res = await send(a, b, '  Hello there  \n');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      content: 'Hello there',
      sender: a.id,
      receiver: b.id,
      edited_on: null,
      is_read: false,
      sender_profile: { id: a.id, full_name: 'Rana Kassab', avatar: null },
    });
    expect(typeof res.body.id).toBe('string');
    expect(new Date(res.body.created_on).toISOString()).toBe(res.body.created_on);
  });

  it('refuses empty, too long, self-addressed and unknown-receiver messages with field errors', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    expect((await send(a, b, '   ')).body).toEqual({ content: [MESSAGES.required] });
    expect((await send(a, b, 'x'.repeat(5001))).body).toEqual({ content: [MESSAGES.chatMessageLong] });
    expect((await send(a, b, 'x'.repeat(5000))).status).toBe(201);
    const self = await send(a, a, 'me');
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ receiver: [MESSAGES.chatSelf] });
    const unknown = await send(a, 'nobody0000000000', 'hi');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ receiver: [MESSAGES.userNotFound] });
  });

  it('keeps Arabic, emoji and line breaks as written', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const text = 'مرحباً Layla 👋\nسأرسل الملفات غداً 🚀';
    const res = await send(a, b, text);
    expect(res.body.content).toBe(text);
  });

  it('needs a signed-in user', async () => {
    const b = await makeUser(t);
    const res = await t.call('POST', '/api/chat/chats/', { payload: { receiver: b.id, content: 'hi' } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(MESSAGES.notAuthenticated);
  });

  it('limits one sender to 30 messages a minute, with Retry-After', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    for (let i = 0; i < 30; i += 1) expect((await send(a, b, `m${i}`)).status).toBe(201);
    const over = await send(a, b, 'one too many');
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ detail: MESSAGES.tooManyRequests });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another sender is not held back.
    expect((await send(b, a, 'my turn')).status).toBe(201);
  });

  it('tells the receiver once in the bell while the first notice is unread', async () => {
    const a = await makeUser(t, { fullName: 'Sami Nasser' });
    const b = await makeUser(t);
    await send(a, b, 'one');
    await send(a, b, 'two');
    const bell = await t.call('GET', '/api/notification/notification/', { token: b.token });
    const chat = bell.body.results.filter((n: { kind: string }) => n.kind === 'chat');
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatchObject({
      message: 'Sami Nasser sent you a message.',
      actions: [{ id: a.id, type: 'chat' }],
    });
  });
});

describe('reading conversations', () => {
  it('lists my conversation with one user newest first, paginated, and all my messages', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const c = await makeUser(t);
    for (let i = 1; i <= 5; i += 1) await send(i % 2 ? a : b, i % 2 ? b : a, `ab ${i}`);
    await send(c, a, 'from c');
    const first = await t.call('GET', `/api/chat/chats/?user=${b.id}&page_size=2`, { token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(5);
    expect(first.body.results.map((m: { content: string }) => m.content)).toEqual(['ab 5', 'ab 4']);
    expect(first.body.next).toContain('page=2');
    expect(first.body.next).toContain(`user=${b.id}`);
    const third = await t.call('GET', `/api/chat/chats/?user=${b.id}&page_size=2&page=3`, { token: a.token });
    expect(third.body.results.map((m: { content: string }) => m.content)).toEqual(['ab 1']);
    expect(third.body.next).toBeNull();
    const all = await t.call('GET', '/api/chat/chats/', { token: a.token });
    expect(all.body.count).toBe(6);
    expect(all.body.results[0].content).toBe('from c');
    // The other side sees the same conversation.
    const theirs = await t.call('GET', `/api/chat/chats/?user=${a.id}`, { token: b.token });
    expect(theirs.body.count).toBe(5);
  });

  it('answers only what is newer than `since`', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const old = await send(a, b, 'old');
    await new Promise((r) => setTimeout(r, 5));
    await send(b, a, 'new');
    const res = await t.call(
      'GET',
      `/api/chat/chats/?user=${b.id}&since=${encodeURIComponent(old.body.created_on)}`,
      {
        token: a.token,
      },
    );
    expect(res.body.results.map((m: { content: string }) => m.content)).toEqual(['new']);
  });

  it('lets nobody read a message of a conversation they are not part of', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const stranger = await makeUser(t);
    const sent = await send(a, b, 'private');
    expect((await t.call('GET', `/api/chat/chats/${sent.body.id}/`, { token: b.token })).status).toBe(200);
    const peek = await t.call('GET', `/api/chat/chats/${sent.body.id}/`, { token: stranger.token });
    expect(peek.status).toBe(403);
    expect(peek.body).toEqual({ detail: MESSAGES.notOwner });
    // A stranger's view of the pair is only their own (empty) conversation.
    const list = await t.call('GET', `/api/chat/chats/?user=${a.id}`, { token: stranger.token });
    expect(list.body.count).toBe(0);
    expect((await t.call('GET', '/api/chat/chats/', { token: stranger.token })).body.results).toEqual([]);
    expect((await t.call('GET', '/api/chat/chats/')).status).toBe(401);
  });

  it('answers an unknown or malformed message id with 404', async () => {
    const a = await makeUser(t);
    for (const id of ['nothinghere00000', 'bad%20id']) {
      const res = await t.call('GET', `/api/chat/chats/${id}/`, { token: a.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: MESSAGES.chatMessageNotFound });
    }
  });
});

describe('editing and deleting', () => {
  it('lets the sender edit (edited_on set) and delete (204); others get 403 {detail}', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const sent = await send(a, b, 'first try');
    const id = sent.body.id;
    const edited = await t.call('PATCH', `/api/chat/chats/${id}/`, {
      token: a.token,
      payload: { content: ' fixed ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, content: 'fixed' });
    expect(edited.body.edited_on).not.toBeNull();

    const theirs = await t.call('PATCH', `/api/chat/chats/${id}/`, {
      token: b.token,
      payload: { content: 'hacked' },
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ detail: MESSAGES.chatNotSender });
    expect(theirs.code).toBe('chatNotSender');
    expect((await t.call('DELETE', `/api/chat/chats/${id}/`, { token: b.token })).status).toBe(403);

    const empty = await t.call('PATCH', `/api/chat/chats/${id}/`, {
      token: a.token,
      payload: { content: '' },
    });
    expect(empty.body).toEqual({ content: [MESSAGES.required] });

    const gone = await t.call('DELETE', `/api/chat/chats/${id}/`, { token: a.token });
    expect(gone.status).toBe(204);
    expect(gone.body).toBeUndefined();
    expect((await t.call('DELETE', `/api/chat/chats/${id}/`, { token: a.token })).status).toBe(404);
    expect((await t.call('GET', `/api/chat/chats/?user=${b.id}`, { token: a.token })).body.count).toBe(0);
  });
});

describe('marking read', () => {
  it("marks that user's messages to me read, not mine to them, and answers what stays unread", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const c = await makeUser(t);
    await send(b, a, 'b1');
    await send(b, a, 'b2');
    await send(c, a, 'c1');
    await send(a, b, 'mine');
    expect((await t.call('GET', '/api/chat/unread/', { token: a.token })).body).toEqual({ unread_count: 3 });
    const res = await t.call('POST', '/api/chat/chats/read/', { token: a.token, payload: { user: b.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: 2, unread_count: 1 });
    const list = await t.call('GET', `/api/chat/chats/?user=${b.id}`, { token: a.token });
    const byContent = Object.fromEntries(
      list.body.results.map((m: { content: string; is_read: boolean }) => [m.content, m.is_read]),
    );
    expect(byContent).toEqual({ b1: true, b2: true, mine: false });
    expect(
      (
        await t.call('POST', '/api/chat/chats/read/', {
          token: a.token,
          payload: { user: 'ghost00000000000' },
        })
      ).body,
    ).toEqual({
      user: [MESSAGES.userNotFound],
    });
  });
});

describe('the conversation list and profile cards', () => {
  it('lists my chat partners latest first with last message, its time and my unread count', async () => {
    const me = await makeUser(t);
    const b = await makeUser(t, { fullName: 'Bassel Early' });
    const c = await makeUser(t, { fullName: 'Celine Late' });
    await send(b, me, 'hello from b');
    await send(me, b, 'reply to b');
    await new Promise((r) => setTimeout(r, 5));
    await send(c, me, 'c one');
    const last = await send(c, me, 'مرحبا من سيلين');
    const res = await t.call('GET', '/api/gig/home-page-users/?is_gig_chat=true', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((u: { id: string }) => u.id)).toEqual([c.id, b.id]);
    expect(res.body.results[0]).toMatchObject({
      full_name: 'Celine Late',
      last_message: 'مرحبا من سيلين',
      last_message_timestamp: last.body.created_on,
      unread_messages_count: 2,
    });
    expect(res.body.results[1]).toMatchObject({ last_message: 'reply to b', unread_messages_count: 1 });

    const page2 = await t.call('GET', '/api/gig/home-page-users/?is_gig_chat=true&page_size=1&page=2', {
      token: me.token,
    });
    expect(page2.body.results.map((u: { id: string }) => u.id)).toEqual([b.id]);
    expect(page2.body.count).toBe(2);
    const searched = await t.call('GET', '/api/gig/home-page-users/?is_gig_chat=true&search=bassel', {
      token: me.token,
    });
    expect(searched.body.results.map((u: { id: string }) => u.id)).toEqual([b.id]);

    const card = await t.call('GET', `/api/gig/gig/user-profile/${c.id}/`, { token: me.token });
    expect(card.body).toMatchObject({ last_message: 'مرحبا من سيلين', unread_messages_count: 2 });
    const anon = await t.call('GET', `/api/gig/gig/user-profile/${c.id}/`);
    expect(anon.body).toMatchObject({
      last_message: null,
      last_message_timestamp: null,
      unread_messages_count: 0,
    });
  });
});

describe('the API reference', () => {
  it('documents every chat route', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    const paths = Object.keys(doc.body.paths).filter((p) => p.startsWith('/api/chat/'));
    expect(paths.sort()).toEqual([
      '/api/chat/chats/',
      '/api/chat/chats/read/',
      '/api/chat/chats/{id}/',
      '/api/chat/unread/',
    ]);
  });
});
