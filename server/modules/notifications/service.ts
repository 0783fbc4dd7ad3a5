import type { Language } from '../../../contracts/auth';
import { MESSAGES } from '../../../contracts/messages';
import type { AllReadAnswer, Notification } from '../../../contracts/notifications';
import { HttpError } from '../../lib/http-errors';
import type { NotificationsRepo } from './repo';
import { serializeNotification } from './serializers';

interface Deps {
  repo: NotificationsRepo;
  mediaUrl: (key: string | null) => string | null;
}

/** A reader's notifications: only their own are listed, and only they may mark them read. */
export function createNotificationsService({ repo, mediaUrl }: Deps) {
  return {
    /** One page of the reader's notifications in their language, and how many are still unread. */
    async list(
      readerId: string,
      systemType: string | undefined,
      window: { limit: number; offset: number },
      lang: Language,
    ): Promise<{ total: number; results: Notification[]; unread: number }> {
      const { rows, total } = await repo.page(readerId, systemType, window.limit, window.offset);
      return {
        total,
        results: rows.map((row) => serializeNotification(row, lang, mediaUrl)),
        unread: await repo.unreadCount(readerId, systemType),
      };
    },

    /** Marks one notification read (or unread): 404 when it does not exist, 403 when it is someone else's. */
    async markRead(readerId: string, id: string, isRead: boolean, lang: Language): Promise<Notification> {
      const row = await repo.byId(id);
      if (!row) throw new HttpError(404, MESSAGES.notFound);
      if (row.userId !== readerId) throw new HttpError(403, MESSAGES.notOwner);
      return serializeNotification(await repo.setRead(row.id, isRead), lang, mediaUrl);
    },

    /** Marks all of the reader's notifications of `systemType` read. */
    async markAllRead(readerId: string, systemType: string): Promise<AllReadAnswer> {
      const updated = await repo.markAllRead(readerId, systemType);
      return { detail: MESSAGES.allNotificationsRead, updated, unread_count: 0 };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
