import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../contracts/messages';
import { FieldError, HttpError } from '../lib/http-errors';

/**
 * The one error handler: every failure leaves in the conventions' shapes.
 * 400 → field errors; other 4xx → {detail}; 5xx → the generic text, never a stack trace.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | FieldError | HttpError, request, reply) => {
      if (error instanceof FieldError) return reply.code(400).send(error.errors);
      if (error instanceof HttpError)
        return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) return reply.code(429).send({ detail: MESSAGES.tooManyRequests });
      if (status >= 500 || status < 400) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ detail: MESSAGES.serverError });
      }
      if (status === 400) {
        // Malformed JSON, a bad multipart body and the like: the body as a whole is wrong.
        return reply.code(400).send({ non_field_errors: [MESSAGES.invalidBody] });
      }
      return reply.code(status).send({ detail: error.message });
    });
  },
  { name: 'errors' },
);
