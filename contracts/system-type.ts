// The product's platform name on notifications, without the notification schemas: the bell on every
// member's page filters by it and need not load valibot and the messages (decision 15).
// contracts/notifications.ts re-exports it.

/** The product's own platform name: every notification's `system_type`. */
export const SYSTEM_TYPE = 'guild';
