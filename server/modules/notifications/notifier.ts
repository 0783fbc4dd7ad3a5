import { SYSTEM_TYPE } from '../../../contracts/notifications';
import type { Db } from '../../../db/client';
import type { EventBus } from '../../lib/events';
import { afterCommit } from '../../lib/transaction';
import type { Localized, Notifier } from '../../ports';
import { createNotificationsRepo } from './repo';

const both = (text: Localized) => JSON.stringify(typeof text === 'string' ? { en: text, ar: text } : text);

/**
 * The app's one notifier (`app.notifier`, built in app.ts): stores the notification (inside the
 * caller's transaction when one is open) and emits `notification.created` once it is committed.
 */
export function createNotifier(db: Db, events: EventBus): Notifier {
  const repo = createNotificationsRepo(db);
  return {
    async notify(userId, input) {
      if (
        input.onceWhileUnread &&
        input.actorId &&
        (await repo.unreadFrom(userId, input.kind, input.actorId))
      ) {
        return null;
      }
      const row = await repo.insert({
        userId,
        systemType: input.systemType ?? SYSTEM_TYPE,
        kind: input.kind,
        title: both(input.title),
        message: both(input.message),
        image: input.image ?? null,
        actions: JSON.stringify(input.actions ?? []),
        actorId: input.actorId ?? null,
      });
      afterCommit(() => events.emit('notification.created', row));
      return row;
    },
  };
}
