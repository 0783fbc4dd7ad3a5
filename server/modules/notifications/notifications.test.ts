import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contracts/messages';
import { createTestApp, type TestApp } from '../../test/app';
import { makeUser } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { STATS_REFRESH_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
});

const LIST = '/api/notification/notification/';

async function noted(count: number) {
  const reader = await makeUser(t);
  const actor = await makeUser(t, { avatar: 'avatars/actor.png' });
  for (let i = 0; i < count; i += 1) {
    await t.app.notifier.notify(reader.id, {
      kind: 'welcome',
      title: { en: `Hello ${i}`, ar: `مرحبا ${i}` },
      message: { en: 'Welcome to Guild.', ar: 'أهلاً بك في Guild.' },
      image: 'avatars/actor.png',
      actions: [{ id: actor.id, type: 'user' }],
      actorId: actor.id,
    });
  }
  return reader;
}

describe('the notification list', () => {
  it('answers every field of a notification in the reader’s language, with the unread count beside the page', async () => {
    const reader = await noted(1);
    const res = await t.call('GET', LIST, { token: reader.token, headers: { 'accept-language': 'ar' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 1,
      next: null,
      previous: null,
      unread_count: 1,
      results: [
        {
          id: expect.any(String),
          title: 'مرحبا 0',
          image: 'http://guild.test/media/avatars/actor.png',
          message: 'أهلاً بك في Guild.',
          is_read: false,
          actions: [{ id: expect.any(String), type: 'user' }],
          kind: 'welcome',
          system_type: 'guild',
          created_on: expect.any(String),
        },
      ],
    });
  });

  it('serves a page size above 100 as 100 and refuses an unknown system_type', async () => {
    const reader = await noted(2);
    const big = await t.call('GET', `${LIST}?page_size=500`, { token: reader.token });
    expect(big.status).toBe(200);
    expect(big.body.results).toHaveLength(2);
    const other = await t.call('GET', `${LIST}?system_type=other`, { token: reader.token });
    expect(other.status).toBe(400);
    expect(Object.keys(other.body)).toEqual(['system_type']);
  });
});

describe('marking read', () => {
  it('answers 404 for a malformed id and a missing one, and 403 for someone else’s', async () => {
    const reader = await noted(1);
    const stranger = await makeUser(t);
    const [note] = (await t.call('GET', LIST, { token: reader.token })).body.results;
    const patch = (id: string, token: string) =>
      t.call('PATCH', `${LIST}${id}/`, { token, payload: { is_read: true } });
    expect(await patch('not%20an%20id', reader.token)).toMatchObject({ status: 404, code: 'notFound' });
    expect(await patch('missing0000000000', reader.token)).toMatchObject({ status: 404, code: 'notFound' });
    expect(await patch(note.id, stranger.token)).toMatchObject({ status: 403, code: 'notOwner' });
    expect((await t.call('GET', LIST, { token: reader.token })).body.unread_count).toBe(1);
  });

  it('needs is_read as a boolean', async () => {
    const reader = await noted(1);
    const [note] = (await t.call('GET', LIST, { token: reader.token })).body.results;
    const res = await t.call('PATCH', `${LIST}${note.id}/`, { token: reader.token, payload: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ is_read: [MESSAGES.required] });
  });

  it('marks all read and answers how many changed', async () => {
    const reader = await noted(3);
    const all = await t.call('PATCH', `${LIST}all-read/`, { token: reader.token, payload: {} });
    expect(all.body).toEqual({ detail: MESSAGES.allNotificationsRead, updated: 3, unread_count: 0 });
    const again = await t.call('PATCH', `${LIST}all-read/`, { token: reader.token, payload: {} });
    expect(again.body.updated).toBe(0);
  });
});
