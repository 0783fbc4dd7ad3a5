import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FieldErrors } from '../../contracts/errors';
import { MESSAGES, messageKey } from '../../contracts/messages';
import { FieldError, HttpError } from '../lib/http-errors';

/** `{detail}` with the message's key as `code`, so a client translates by key, not by English text. */
export function detailBody(detail: string): { detail: string; code?: string } {
  const code = messageKey(detail);
  return code ? { detail, code } : { detail };
}

/** Field errors keep their shape; `codes` beside them gives each message's key, field by field. */
export function fieldErrorBody(errors: FieldErrors): Record<string, unknown> {
  const codes: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const keys = messages.map((m) => messageKey(m)).filter((k): k is NonNullable<typeof k> => Boolean(k));
    if (keys.length) codes[field] = keys;
  }
  return Object.keys(codes).length ? { ...errors, codes } : { ...errors };
}

/**
 * The one error handler: every failure leaves in the conventions' shapes.
 * 400 → field errors; other 4xx → {detail}; 5xx → the generic text, never a stack trace.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | FieldError | HttpError, request, reply) => {
      if (error instanceof FieldError) return reply.code(400).send(fieldErrorBody(error.errors));
      if (error instanceof HttpError)
        return reply.code(error.statusCode).headers(error.headers).send(detailBody(error.detail));
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) return reply.code(429).send(detailBody(MESSAGES.tooManyRequests));
      if (status >= 500 || status < 400) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send(detailBody(MESSAGES.serverError));
      }
      if (status === 400) {
        // Malformed JSON, a bad multipart body and the like: the body as a whole is wrong.
        return reply.code(400).send(fieldErrorBody({ non_field_errors: [MESSAGES.invalidBody] }));
      }
      return reply.code(status).send(detailBody(error.message));
    });
  },
  { name: 'errors' },
);
