import * as v from 'valibot';
import { pageOf } from './common';
import { MESSAGES } from './messages';
import { type Page, pageQuery } from './pagination';
import { SYSTEM_TYPE } from './system-type';

export { SYSTEM_TYPE };

export const SYSTEM_TYPES = [SYSTEM_TYPE] as const;
/** At most this many notifications show at once; the rest wait. */
export const NOTIFICATIONS_SHOWN_MAX = 5;

export interface NotificationAction {
  id: string;
  /** What the id names: `user`, `skill`, later `gig`, `order`, `chat`, `request`… */
  type: string;
}

/** A notification, in the reader's language. */
export interface Notification {
  id: string;
  title: string;
  image: string | null;
  message: string;
  is_read: boolean;
  actions: NotificationAction[];
  /** What happened (`follow`, `endorsement`, …) and when. */
  kind: string;
  system_type: string;
  created_on: string;
}

export interface NotificationPage extends Page<Notification> {
  unread_count: number;
}

const systemType = v.picklist(SYSTEM_TYPES, MESSAGES.invalidBody);
export const NotificationFilters = { system_type: v.optional(systemType) };
export const MarkReadSchema = v.object({ is_read: v.boolean(MESSAGES.required) }, MESSAGES.required);
export const AllReadSchema = v.object(
  { system_type: v.optional(systemType, SYSTEM_TYPE) },
  MESSAGES.required,
);

/** `GET /notification/notification/`: the list query with an optional `system_type`. */
export const NotificationListQuery = pageQuery(NotificationFilters);

// ---------------------------------------------------------------------------------------------
// Answers

export const NotificationActionSchema = v.object({ id: v.string(), type: v.string() });

export const NotificationSchema = v.object({
  id: v.string(),
  title: v.string(),
  image: v.nullable(v.string()),
  message: v.string(),
  is_read: v.boolean(),
  actions: v.array(NotificationActionSchema),
  kind: v.string(),
  system_type: v.string(),
  created_on: v.string(),
});

/** The list envelope with the reader's unread count beside it. */
export const NotificationPageSchema = v.object({
  ...pageOf(NotificationSchema).entries,
  unread_count: v.number(),
});

export const AllReadAnswerSchema = v.object({
  detail: v.string(),
  updated: v.number(),
  unread_count: v.number(),
});
export type AllReadAnswer = v.InferOutput<typeof AllReadAnswerSchema>;
