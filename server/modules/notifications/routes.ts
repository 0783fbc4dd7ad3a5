import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../../contracts/messages';
import { AllReadSchema, MarkReadSchema, NotificationFilters } from '../../../contracts/notifications';
import { HttpError } from '../../lib/http-errors';
import { requestLanguage } from '../../lib/language';
import { pageWindow, toPage } from '../../lib/pagination';
import { parse } from '../../lib/validate';
import { createNotificationsRepo } from './repo';
import { serializeNotification } from './serializers';

/** Spec §7 Notifications: the list with unread_count, mark one read, mark all read. */
async function notificationsRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const repo = createNotificationsRepo(app.db);
  const authed = { onRequest: app.requireAuth };
  const mediaUrl = (key: string | null) => app.storage.publicUrl(key);

  app.get('/notification/notification/', authed, async (request) => {
    const userId = request.auth!.userId;
    const window = pageWindow(request, NotificationFilters);
    const { system_type } = window.filters;
    const { rows, total } = repo.page(userId, system_type, window.limit, window.offset);
    const lang = requestLanguage(request);
    const page = toPage(
      request,
      opts.publicUrl,
      window,
      total,
      rows.map((row) => serializeNotification(row, lang, mediaUrl)),
    );
    return { ...page, unread_count: repo.unreadCount(userId, system_type) };
  });

  app.patch('/notification/notification/all-read/', authed, async (request) => {
    const { system_type } = parse(AllReadSchema, request.body);
    const updated = repo.markAllRead(request.auth!.userId, system_type);
    return { detail: MESSAGES.allNotificationsRead, updated, unread_count: 0 };
  });

  app.patch<{ Params: { id: string } }>('/notification/notification/:id/', authed, async (request) => {
    const { is_read } = parse(MarkReadSchema, request.body);
    const row = repo.byId(request.params.id);
    if (!row) throw new HttpError(404, MESSAGES.notFound);
    if (row.userId !== request.auth!.userId) throw new HttpError(403, MESSAGES.notOwner);
    return serializeNotification(repo.setRead(row.id, is_read), requestLanguage(request), mediaUrl);
  });
}

export default fp(notificationsRoutes, {
  name: 'notifications',
  dependencies: ['db', 'auth', 'storage'],
  encapsulate: true,
});
