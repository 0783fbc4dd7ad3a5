/**
 * Hiring's statuses, limits and page size, with no schema in it: the hiring pages import these without
 * pulling valibot into the page (decision 15). contracts/hiring.ts re-exports them and builds its
 * schemas on them.
 */

export const PROJECT_STATUSES = ['requested', 'active', 'completed', 'declined'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const EPIC_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type EpicStatus = (typeof EPIC_STATUSES)[number];
/** Client requests and epic change requests move from Pending to Approved or Rejected, once. */
export const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const HIRING_LIMITS = {
  title: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
  description: { max: 5000 },
  reason: { max: 1000 },
  url: { max: 500 },
} as const;

/** Where each list starts: the newest first. */
export const HIRING_PAGE_SIZE = 10;
