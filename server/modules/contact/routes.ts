import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ContactSchema } from '../../../contracts/contact';
import { requestLanguage } from '../../lib/language';
import { LIMITS } from '../../lib/rate-limits';
import { parse } from '../../lib/validate';
import { createContactRepo } from './repo';
import { createContactService } from './service';

/** `POST /api/contact/` (conventions.md): open to visitors and members alike, rate-limited. */
async function contactRoutes(app: FastifyInstance, opts: { inbox: string }) {
  const service = createContactService({
    repo: createContactRepo(app.db),
    mailer: app.mailer,
    inbox: opts.inbox,
    log: app.log,
  });

  app.post('/contact/', { config: { rateLimit: LIMITS.contact } }, async (request, reply) => {
    const input = parse(ContactSchema, request.body);
    const receipt = await service.send(input, {
      language: requestLanguage(request),
      userId: request.auth?.userId ?? null,
    });
    return reply.code(201).send(receipt);
  });
}

export default fp(contactRoutes, {
  name: 'contact',
  dependencies: ['db', 'auth', 'mail'],
  encapsulate: true,
});
