import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { DetailSchema } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../lib/http-errors';
import { routeSchema } from '../../lib/route-schema';

const SocketQuerySchema = v.object({
  /** The access token; or send `{"type":"auth","access"}` as the first frame. */
  access: v.optional(v.string()),
  /** The language of pushed notifications. */
  lang: v.optional(v.picklist(['en', 'ar']), 'en'),
});

/**
 * `GET /api/ws/`: the one websocket. Pushes `{type, data}` frames: `chat.message`,
 * `chat.edited`, `chat.deleted`, `chat.read`, `typing`, `notification`; takes `auth`, `ping` and
 * `typing` frames; closes with 4401 when the session ends.
 */
async function realtimeRoutes(app: FastifyInstance) {
  app.addHook('onClose', async () => app.realtime.shutdown());
  // `wsHandler` (not `websocket: true`) keeps the route in the API reference; a plain GET is told
  // to upgrade.
  app.route<{ Querystring: v.InferOutput<typeof SocketQuerySchema> }>({
    method: 'GET',
    url: '/ws/',
    schema: routeSchema({
      summary: 'The websocket: chat and notification events, typing, ping (upgrade only)',
      tags: ['realtime'],
      query: SocketQuerySchema,
      response: { 426: DetailSchema },
    }),
    handler: async () => {
      throw new HttpError(426, MESSAGES.wsUpgradeRequired, { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => app.realtime.attach(socket, request.query),
  });
}

export default fp(realtimeRoutes, {
  name: 'realtime',
  dependencies: ['websocket'],
  decorators: { fastify: ['realtime'] },
  encapsulate: true,
});
