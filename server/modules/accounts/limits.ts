import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../contracts/messages';
import { FieldError, HttpError } from '../../lib/http-errors';

type Limit = { max: number; timeWindow: string };

/** The e-mail in a JSON body, lower-cased, for per-account limits. */
export const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? `email:${email.trim().toLowerCase()}` : null;
};
/** The phone in a JSON body with its formatting dropped. */
export const bodyPhone = (request: FastifyRequest) => {
  const phone = (request.body as { phone?: unknown } | null)?.phone;
  return typeof phone === 'string' && phone.trim()
    ? `phone:${phone.replace(/[\s().-]/g, '').replace(/^00/, '+')}`
    : null;
};
/** The signed-in user. */
export const signedInUser = (request: FastifyRequest) =>
  request.auth ? `user:${request.auth.userId}` : null;
/** Whichever of e-mail or phone the body names. */
export const bodyEmailOrPhone = (request: FastifyRequest) => bodyEmail(request) ?? bodyPhone(request);

/**
 * A per-account limit, on top of the per-address one in the route config: a preHandler (the body
 * is parsed by then) counting requests by the account they are about, whatever address they come
 * from. Over the limit: 429 with Retry-After, like the per-address limit.
 */
export function perAccount(
  app: FastifyInstance,
  limit: Limit,
  key: (request: FastifyRequest) => string | null,
) {
  const counter = app.createRateLimit({ ...limit, keyGenerator: (request) => key(request) ?? '' });
  return async (request: FastifyRequest) => {
    if (!key(request)) return;
    const result = await counter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(result.ttlInSeconds) });
    }
  };
}

/**
 * Verify change email, its resend and phone-change verify show the `message` field of a
 * 400. The field errors stay, and `message` carries the first of them.
 */
export async function withMessage<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FieldError && !error.errors.message) {
      const first = Object.values(error.errors).flat()[0];
      if (first) throw new FieldError({ ...error.errors, message: [first] });
    }
    throw error;
  }
}
