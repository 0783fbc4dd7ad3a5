// The realtime socket's close codes, without the chat schemas: every member's page opens the socket
// and need not load valibot and the messages for it (decision 15). contracts/chat.ts re-exports it.

/**
 * Close codes: the session ended or never began (sign in again), the frame was not understood, or the
 * server is shutting down (reconnect; the load balancer sends you to another instance).
 */
export const WS_CLOSE = { unauthorized: 4401, badFrame: 4400, goingAway: 1001 } as const;
