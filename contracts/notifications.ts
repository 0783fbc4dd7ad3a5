import * as v from 'valibot';
import { MESSAGES } from './messages';
import type { Page } from './pagination';

/** Spec §9 and conventions.md: the product's own platform name. */
export const SYSTEM_TYPE = 'guild';
export const SYSTEM_TYPES = [SYSTEM_TYPE] as const;
/** Spec §4, §9: at most this many notifications show at once; the rest wait. */
export const NOTIFICATIONS_SHOWN_MAX = 5;

export interface NotificationAction {
  id: string;
  /** What the id names: `user`, `skill`, later `gig`, `order`, `chat`, `request`… */
  type: string;
}

/** Spec §3 Notification. */
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
