// The contact form's limits, without the schema: the form shows them as it renders and loads the
// schema (valibot, the messages) only when it is sent (decision 15). contracts/contact.ts re-exports them.

/** The contact form's minimum lengths; the maximums keep one message readable in an inbox. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 5, max: 150 },
  message: { min: 10, max: 5000 },
} as const;
