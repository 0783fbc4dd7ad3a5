import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { routeSchema } from '../../lib/route-schema';

const SocketQuerySchema = v.object({
  /** The access token; or send `{"type":"auth","access"}` as the first frame. */
  access: v.optional(v.string()),
  /** The language of pushed notifications. */
  lang: v.optional(v.picklist(['en', 'ar']), 'en'),
});

/**
 * `GET /api/ws/`: the one websocket (conventions.md). Pushes `{type, data}` frames: `chat.message`,
 * `chat.edited`, `chat.deleted`, `chat.read`, `typing`, `notification`; takes `auth`, `ping` and
 * `typing` frames; closes with 4401 when the session ends.
 */
async function realtimeRoutes(app: FastifyInstance) {
  app.addHook('onClose', async () => app.realtime.shutdown());
  app.get<{ Querystring: v.InferOutput<typeof SocketQuerySchema> }>(
    '/ws/',
    {
      websocket: true,
      schema: routeSchema({
        summary: 'The websocket: chat and notification events, typing, ping (upgrade only)',
        tags: ['realtime'],
        query: SocketQuerySchema,
      }),
    },
    (socket, request) => app.realtime.attach(socket, request.query),
  );
}

export default fp(realtimeRoutes, {
  name: 'realtime',
  dependencies: ['websocket'],
  decorators: { fastify: ['realtime'] },
  encapsulate: true,
});
