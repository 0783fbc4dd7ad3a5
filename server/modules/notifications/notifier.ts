import { EventEmitter } from 'node:events';
import { SYSTEM_TYPE } from '../../../contracts/notifications';
import type { Db } from '../../../db/client';
import type { NotificationRow } from '../../../db/schema';
import { createNotificationsRepo } from './repo';

/** A text in both interface languages, or one text for both. */
export type Localized = string | { en: string; ar: string };

export interface NotifyInput {
  /** What happened: `follow`, `endorsement`, later `order`, `chat`, `request`… */
  kind: string;
  title: Localized;
  message: Localized;
  /** A storage key or an absolute URL (usually the actor's avatar). */
  image?: string | null;
  /** What the client may open: `[{id, type}]`, e.g. `{id: <user id>, type: 'user'}`. */
  actions?: { id: string; type: string }[];
  /** The user who caused it, if any. */
  actorId?: string | null;
  /** Default `guild` (spec §9). */
  systemType?: string;
  /** Skip when the recipient still has an unread notification of this kind from this actor. */
  onceWhileUnread?: boolean;
}

export interface NotificationEvents {
  on(event: 'created', listener: (row: NotificationRow) => void): this;
  off(event: 'created', listener: (row: NotificationRow) => void): this;
}

const emitters = new WeakMap<Db, EventEmitter>();

const both = (text: Localized) => JSON.stringify(typeof text === 'string' ? { en: text, ar: text } : text);

/**
 * The service every module calls to tell a user something: `createNotifier(app.db).notify(userId, …)`.
 * Every notifier of one database shares one event emitter, so a later websocket can push `created`.
 */
export function createNotifier(db: Db) {
  const repo = createNotificationsRepo(db);
  let events = emitters.get(db);
  if (!events) {
    events = new EventEmitter();
    emitters.set(db, events);
  }
  const emitter = events;
  return {
    events: emitter as unknown as NotificationEvents,
    notify(userId: string, input: NotifyInput): NotificationRow | null {
      if (input.onceWhileUnread && input.actorId && repo.unreadFrom(userId, input.kind, input.actorId)) {
        return null;
      }
      const row = repo.insert({
        userId,
        systemType: input.systemType ?? SYSTEM_TYPE,
        kind: input.kind,
        title: both(input.title),
        message: both(input.message),
        image: input.image ?? null,
        actions: JSON.stringify(input.actions ?? []),
        actorId: input.actorId ?? null,
      });
      emitter.emit('created', row);
      return row;
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
