/**
 * Chat limits: one message's length, and how many messages one user may send a minute. A module with
 * no schema in it: the messages page imports these without pulling valibot in (decision 15).
 * contracts/chat.ts re-exports them and builds its schemas on them.
 */
export const CHAT_LIMITS = {
  content: { max: 5000 },
  sendPerMinute: 30,
} as const;
