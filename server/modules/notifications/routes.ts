import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { type IdParams, IdParamsSchema } from '../../../contracts/common';
import {
  AllReadAnswerSchema,
  AllReadSchema,
  MarkReadSchema,
  NotificationListQuery,
  NotificationPageSchema,
  NotificationSchema,
} from '../../../contracts/notifications';
import { requestLanguage } from '../../lib/language';
import { toPage, windowOf } from '../../lib/pagination';
import type { PublicAnswers } from '../../lib/public-answers';
import { routeSchema } from '../../lib/route-schema';
import { createNotificationsRepo } from './repo';
import { createNotificationsService } from './service';

const tags = ['notifications'];

/** The reader's notifications: the list with `unread_count`, mark one read, mark all read. */
async function notificationsRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string; publicAnswers: PublicAnswers },
) {
  const service = createNotificationsService({
    repo: createNotificationsRepo(app.db),
    mediaUrl: (key) => app.storage.publicUrl(key),
  });
  const onRequest = app.requireAuth;

  app.get<{ Querystring: v.InferOutput<typeof NotificationListQuery> }>(
    '/notification/notification/',
    {
      onRequest,
      schema: routeSchema({
        summary: "The reader's notifications, newest first, with how many are unread",
        tags,
        query: NotificationListQuery,
        response: { 200: NotificationPageSchema },
        auth: true,
      }),
    },
    // Kept a moment for the reader alone (decision 11): a bell and a list open in several tabs ask
    // again and again; a new notification and every write forget it.
    (request, reply) => {
      const reader = request.auth!.userId;
      const lang = requestLanguage(request);
      return opts.publicAnswers.answerFor(request, reply, `${reader} ${lang}`, async () => {
        const window = windowOf(request.query);
        const { total, results, unread } = await service.list(
          reader,
          request.query.system_type,
          window,
          lang,
        );
        return { ...toPage(request, opts.publicUrl, window, total, results), unread_count: unread };
      });
    },
  );

  app.patch<{ Body: v.InferOutput<typeof AllReadSchema> }>(
    '/notification/notification/all-read/',
    {
      onRequest,
      schema: routeSchema({
        summary: "Marks all the reader's notifications read",
        tags,
        body: AllReadSchema,
        response: { 200: AllReadAnswerSchema },
        auth: true,
      }),
    },
    async (request) => service.markAllRead(request.auth!.userId, request.body.system_type),
  );

  app.patch<{ Params: IdParams; Body: v.InferOutput<typeof MarkReadSchema> }>(
    '/notification/notification/:id/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'Marks one of the reader’s notifications read or unread',
        tags,
        params: IdParamsSchema,
        body: MarkReadSchema,
        response: { 200: NotificationSchema },
        auth: true,
      }),
    },
    async (request) =>
      service.markRead(
        request.auth!.userId,
        request.params.id,
        request.body.is_read,
        requestLanguage(request),
      ),
  );
}

export default fp(notificationsRoutes, {
  name: 'notifications',
  dependencies: ['db', 'auth', 'storage'],
  encapsulate: true,
});
