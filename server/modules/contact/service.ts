import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../contracts/auth';
import type { Contact, ContactReceipt } from '../../../contracts/contact';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import { contactInboxMessage } from './emails';
import type { ContactRepo } from './repo';
import { serializeReceipt } from './serializers';

interface Deps {
  repo: ContactRepo;
  mailer: Mailer;
  /** The site's inbox (CONTACT_INBOX). */
  inbox: string;
  log: FastifyBaseLogger;
}

/** Contact messages: stored first, then mailed to the site's inbox with the sender as Reply-To. */
export function createContactService({ repo, mailer, inbox, log }: Deps) {
  return {
    async send(input: Contact, from: { language: Language; userId: string | null }): Promise<ContactReceipt> {
      const row = await repo.insert({ ...input, language: from.language, userId: from.userId });
      try {
        await mailer.send({
          to: inbox,
          headers: { 'Reply-To': input.email },
          ...contactInboxMessage(input, from.language, from.userId),
        });
      } catch (err) {
        // The message stays stored (mailed_at empty) for the team to find; the visitor is told to try again.
        log.error({ err, contactMessageId: row.id }, 'contact message could not be mailed');
        throw new HttpError(503, MESSAGES.unavailable);
      }
      await repo.markMailed(row.id);
      return serializeReceipt(row);
    },
  };
}
