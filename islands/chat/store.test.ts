import { describe, expect, it } from 'vitest';
import { backoffMs } from '../lib/realtime';
import {
  bumpConversation,
  type Conversation,
  filterConversations,
  type LocalMessage,
  mergeMessages,
  withoutEcho,
} from './store';

const msg = (id: string, minute: number, extra: Partial<LocalMessage> = {}): LocalMessage => ({
  id,
  content: `m ${id}`,
  sender: 'a',
  receiver: 'b',
  created_on: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  edited_on: null,
  is_read: false,
  sender_profile: null,
  ...extra,
});

describe('merging chat pages', () => {
  it('puts older pages before what is shown, each message once, oldest first', () => {
    const shown = [msg('c', 3), msg('d', 4)];
    const older = [msg('b', 2), msg('c', 3), msg('a', 1)];
    expect(mergeMessages(shown, older).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes the newer copy of a message (an edit) and keeps messages being sent at the end', () => {
    const sending = msg('local-1', 9, { pending: 'sending' });
    const merged = mergeMessages([msg('a', 1), sending], [msg('a', 1, { content: 'edited' }), msg('b', 5)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'local-1']);
    expect(merged[0]!.content).toBe('edited');
  });
});

const conv = (id: string, name: string, last: string | null = null): Conversation => ({
  id,
  full_name: name,
  avatar: null,
  social_links: [],
  location: null,
  city: null,
  description: null,
  company_name: null,
  team: null,
  follower: 0,
  following: 0,
  appreciations: 0,
  visits: 0,
  is_followed: false,
  skills: [],
  job_title: null,
  is_expert: false,
  last_message: last,
  last_message_timestamp: null,
  unread_messages_count: 0,
});

describe('the conversation list', () => {
  it('moves a conversation with news to the top', () => {
    const items = [conv('a', 'Ali'), conv('b', 'Badr'), conv('c', 'Celine')];
    const bumped = bumpConversation(items, 'c', (c) => ({ ...c, last_message: 'new' }));
    expect(bumped.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(bumped[0]!.last_message).toBe('new');
  });

  it('is searched by name and last message, ignoring case', () => {
    const items = [conv('a', 'Layla Haddad', 'See you'), conv('b', 'Omar', 'مرحبا LAYLA')];
    expect(filterConversations(items, 'layla').map((c) => c.id)).toEqual(['a', 'b']);
    expect(filterConversations(items, 'مرحبا').map((c) => c.id)).toEqual(['b']);
    expect(filterConversations(items, '  ')).toHaveLength(2);
  });
});

describe('reconnecting', () => {
  it('waits twice as long after each failure, up to 30 seconds', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 10].map((n) => backoffMs(n, middle))).toEqual([1000, 2000, 4000, 8000, 30000]);
    expect(backoffMs(0, () => 0)).toBe(800);
    expect(backoffMs(0, () => 1)).toBe(1200);
  });
});

describe('my own message coming back over the socket', () => {
  it('replaces the copy still being sent', () => {
    const sending = msg('local-1', 9, { pending: 'sending', content: 'hi' });
    const saved = msg('real', 9, { content: 'hi' });
    expect(mergeMessages(withoutEcho([msg('a', 1), sending], saved), [saved]).map((m) => m.id)).toEqual([
      'a',
      'real',
    ]);
  });
});
