import { EventEmitter } from 'node:events';
import type { Db } from '../../../db/client';

/** What the profiles module tells other modules of the same app (same database). */
export interface ProfileEvents {
  /** A user's GitHub or LeetCode link was added, changed or removed: the stats module re-imports. */
  on(event: 'links-changed', listener: (userId: string) => void): this;
  off(event: 'links-changed', listener: (userId: string) => void): this;
  emit(event: 'links-changed', userId: string): boolean;
}

const emitters = new WeakMap<Db, EventEmitter>();

export function profileEvents(db: Db): ProfileEvents {
  let emitter = emitters.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitters.set(db, emitter);
  }
  return emitter as unknown as ProfileEvents;
}
