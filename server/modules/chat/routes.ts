import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CHAT_LIMITS,
  type ChatListQuery,
  ChatListQuerySchema,
  ChatMessageSchema,
  ChatPageSchema,
  ChatUnreadSchema,
  ConversationReadSchema,
  type EditMessage,
  EditMessageSchema,
  MarkConversationReadSchema,
  MessageParamsSchema,
  type SendMessage,
  SendMessageSchema,
} from '../../../contracts/chat';
import { DetailSchema, type IdParams } from '../../../contracts/common';
import { ALL_PAGES_CAP } from '../../../contracts/pagination';
import { requestLanguage } from '../../lib/language';
import { toPage } from '../../lib/pagination';
import { routeSchema } from '../../lib/route-schema';
import { createChatRepo } from './repo';
import { createChatService } from './service';

const tags = ['chat'];
const refused = { 401: DetailSchema, 403: DetailSchema, 404: DetailSchema };

/** Conventions.md "Chat": send, list, edit, delete and mark read, under /api/chat/. */
async function chatRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const service = createChatService({
    repo: createChatRepo(app.db),
    people: app.people,
    notifier: app.notifier,
    events: app.events,
    mediaUrl: (key) => app.storage.publicUrl(key),
  });
  const me = (request: FastifyRequest) => request.auth!.userId;
  const onRequest = app.requireAuth;

  app.post<{ Body: SendMessage }>(
    '/chat/chats/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'Send a message',
        tags,
        body: SendMessageSchema,
        response: { 201: ChatMessageSchema, 401: DetailSchema, 429: DetailSchema },
        auth: true,
      }),
      // Per sender, not per address: counted once the user is known and the message is valid.
      config: {
        rateLimit: {
          max: CHAT_LIMITS.sendPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `chat:${request.auth?.userId ?? request.ip}`,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await service.send(me(request), request.body)),
  );

  app.get<{ Querystring: ChatListQuery }>(
    '/chat/chats/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'My messages, newest first; `user` narrows to one conversation, `since` to what is newer',
        tags,
        query: ChatListQuerySchema,
        response: { 200: ChatPageSchema, 401: DetailSchema },
        auth: true,
      }),
    },
    async (request) => {
      const query = request.query;
      const limit = query.all_pages ? ALL_PAGES_CAP : query.page_size;
      const offset = query.all_pages ? 0 : (query.page - 1) * query.page_size;
      const { total, results } = await service.list(me(request), query, limit, offset);
      return toPage(request, opts.publicUrl, { limit, offset, query }, total, results);
    },
  );

  app.post<{ Body: { user: string } }>(
    '/chat/chats/read/',
    {
      onRequest,
      schema: routeSchema({
        summary: "Mark that user's messages to me read",
        tags,
        body: MarkConversationReadSchema,
        response: { 200: ConversationReadSchema, 401: DetailSchema },
        auth: true,
      }),
    },
    async (request) => service.markRead(me(request), request.body.user, requestLanguage(request)),
  );

  app.get<{ Params: IdParams }>(
    '/chat/chats/:id/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'One message, for its sender or receiver',
        tags,
        params: MessageParamsSchema,
        response: { 200: ChatMessageSchema, ...refused },
        auth: true,
      }),
    },
    async (request) => service.read(me(request), request.params.id),
  );

  app.patch<{ Params: IdParams; Body: EditMessage }>(
    '/chat/chats/:id/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'Change a message (its sender only)',
        tags,
        params: MessageParamsSchema,
        body: EditMessageSchema,
        response: { 200: ChatMessageSchema, ...refused },
        auth: true,
      }),
    },
    async (request) => service.edit(me(request), request.params.id, request.body.content),
  );

  app.delete<{ Params: IdParams }>(
    '/chat/chats/:id/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'Delete a message (its sender only)',
        tags,
        params: MessageParamsSchema,
        response: { 204: null, ...refused },
        auth: true,
      }),
    },
    async (request, reply) => {
      await service.remove(me(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/chat/unread/',
    {
      onRequest,
      schema: routeSchema({
        summary: 'How many messages to me are unread',
        tags,
        response: { 200: ChatUnreadSchema, 401: DetailSchema },
        auth: true,
      }),
    },
    async (request) => ({ unread_count: await service.unreadCount(me(request)) }),
  );
}

export default fp(chatRoutes, {
  name: 'chat',
  dependencies: ['db', 'auth', 'storage'],
  decorators: { fastify: ['people', 'notifier', 'events'] },
  encapsulate: true,
});
