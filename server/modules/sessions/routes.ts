import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type * as v from 'valibot';
import { LogoutSchema, RefreshSchema, TokenPairSchema } from '../../../contracts/auth';
import { DetailSchema } from '../../../contracts/common';
import { MESSAGES } from '../../../contracts/messages';
import { LIMITS } from '../../lib/rate-limits';
import { routeSchema } from '../../lib/route-schema';
import type { Sessions } from './sessions';

const tags = ['sessions'];

/** Refreshing a session's tokens and signing out: the sessions made by every kind of sign-in. */
async function sessionsRoutes(app: FastifyInstance, opts: { sessions: Sessions }) {
  const { sessions } = opts;

  app.post<{ Body: v.InferOutput<typeof RefreshSchema> }>(
    '/auth/token/refresh/',
    {
      config: { rateLimit: LIMITS.refresh },
      schema: routeSchema({
        summary: 'Trade a refresh token for a new pair (each refresh token works once)',
        tags,
        body: RefreshSchema,
        response: { 200: TokenPairSchema },
      }),
    },
    async (request) => sessions.refresh(request.body.refresh),
  );

  app.post<{ Body: v.InferOutput<typeof LogoutSchema> }>(
    '/auth/logout/',
    {
      onRequest: app.requireAuth,
      schema: routeSchema({
        summary: "Sign out the access token's session (and the refresh token's, if given)",
        tags,
        body: LogoutSchema,
        response: { 200: DetailSchema },
        auth: true,
      }),
    },
    async (request) => {
      const { userId, sessionId } = request.auth!;
      await sessions.revoke(sessionId);
      if (request.body.refresh) await sessions.revokeByRefresh(request.body.refresh, userId);
      return { detail: MESSAGES.loggedOut };
    },
  );
}

export default fp(sessionsRoutes, {
  name: 'sessions',
  dependencies: ['auth'],
  encapsulate: true,
});
