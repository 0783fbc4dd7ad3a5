import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../contracts/messages';
import { HttpError } from '../lib/http-errors';
import type { SessionVerifier } from '../ports';

export type Auth = NonNullable<Awaited<ReturnType<SessionVerifier['verify']>>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user: 401 otherwise. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, when the request carries a valid bearer token. */
    auth: Auth | null;
    /** True when a bearer token was sent but is not (or no longer) valid. */
    authRejected: boolean;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Reads the bearer token of every request into `request.auth` with the verifier it is given (the
 * sessions module's); routes decide whether they need it.
 */
export default fp(
  async (app: FastifyInstance, opts: { verifier: SessionVerifier }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('authRejected', false);
    // A callback hook, not an async one: a request without a bearer token (every public read, every
    // page) passes with two property reads and no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = request.headers.authorization ? bearer(request) : null;
      if (token === null || !request.url.startsWith('/api/')) return done();
      opts.verifier.verify(token).then((auth) => {
        request.auth = auth;
        request.authRejected = auth === null;
        done();
      }, done);
    });
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      if (request.auth) return;
      throw new HttpError(401, request.authRejected ? MESSAGES.tokenInvalid : MESSAGES.notAuthenticated);
    });
  },
  { name: 'auth' },
);
