import type { Db } from '../../../db/client';
import type { Conversations } from '../../ports';
import { createChatRepo } from './repo';

/** The `Conversations` port (server/ports.ts): who a user chats with, for the profiles module. */
export function createConversations(db: Db): Conversations {
  const repo = createChatRepo(db);
  return {
    partnersOf: (userId, limit, offset) => repo.partners(userId, limit, offset),
    summaryFor: (readerId, userIds) => repo.summaryFor(readerId, userIds),
  };
}
