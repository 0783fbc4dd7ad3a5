import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Contact, ContactReceiptSchema, ContactSchema } from '../../../contracts/contact';
import { requestLanguage } from '../../lib/language';
import { LIMITS } from '../../lib/rate-limits';
import { routeSchema } from '../../lib/route-schema';
import { createContactRepo } from './repo';
import { createContactService } from './service';

/** `POST /api/contact/`: open to visitors and members alike, rate-limited per address. */
async function contactRoutes(app: FastifyInstance, opts: { inbox: string }) {
  const service = createContactService({
    repo: createContactRepo(app.db),
    mailer: app.mailer,
    inbox: opts.inbox,
    log: app.log,
  });

  app.post<{ Body: Contact }>(
    '/contact/',
    {
      config: { rateLimit: LIMITS.contact },
      schema: routeSchema({
        summary: 'Sends a message to the site’s inbox',
        tags: ['contact'],
        body: ContactSchema,
        response: { 201: ContactReceiptSchema },
      }),
    },
    async (request, reply) => {
      const receipt = await service.send(request.body, {
        language: requestLanguage(request),
        userId: request.auth?.userId ?? null,
      });
      return reply.code(201).send(receipt);
    },
  );
}

export default fp(contactRoutes, {
  name: 'contact',
  dependencies: ['db', 'auth', 'mail'],
  encapsulate: true,
});
