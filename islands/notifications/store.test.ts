import { describe, expect, it } from 'vitest';
import type { Notification } from '../../contracts/notifications';
import { mergePage, notificationHref } from './lists';
import { arrivals } from './store';

const note = (id: string, is_read = false): Notification => ({
  id,
  title: 'New follower',
  message: `${id} started following you.`,
  image: null,
  is_read,
  actions: [{ id: `user-${id}`, type: 'user' }],
  kind: 'follow',
  system_type: 'guild',
  created_on: '2025-06-01T00:00:00.000Z',
});

describe('the notification list (spec §4)', () => {
  it('replaces itself with page 1', () => {
    expect(mergePage([note('a'), note('b')], 1, [note('c')]).map((n) => n.id)).toEqual(['c']);
  });

  it('appends later pages without repeating an item', () => {
    expect(mergePage([note('a'), note('b')], 2, [note('b'), note('c')]).map((n) => n.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('arrivals', () => {
  it('are the unread notifications not seen before', () => {
    const seen = new Set(['a']);
    expect(arrivals(seen, [note('a'), note('b'), note('c', true)]).map((n) => n.id)).toEqual(['b']);
  });
});

describe('a notification link', () => {
  it('opens the profile of the user it names', () => {
    expect(notificationHref(note('x'))).toBe('/market/experts/user-x/');
    expect(notificationHref({ ...note('y'), actions: [] })).toBe('/market/notifications/');
  });

  it('opens a client request or a change request on its own screen', () => {
    expect(notificationHref({ ...note('r'), actions: [{ id: 'req1', type: 'client_request' }] })).toBe(
      '/market/requests/req1/',
    );
    expect(notificationHref({ ...note('c'), actions: [{ id: 'ecr1', type: 'change_request' }] })).toBe(
      '/market/change-requests/ecr1/',
    );
  });
});

describe('a chat notification', () => {
  it('opens the conversation with its sender', () => {
    expect(notificationHref({ ...note('z'), kind: 'chat', actions: [{ id: 'u1', type: 'chat' }] })).toBe(
      '/market/messages/?user=u1',
    );
  });
});
