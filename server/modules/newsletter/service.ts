import type { FastifyBaseLogger } from 'fastify';
import { CONFIRM_TTL_HOURS, type JournalLocale } from '../../../contracts/newsletter';
import type { NewsletterSubscriberRow } from '../../../db/schema';
import { isUniqueViolation } from '../../lib/db';
import type { Mailer } from '../../plugins/mail';
import { activationMessage, issueMessage } from './emails';
import { type Issue, loadIssue } from './issues';
import { unsubscribeHeaders } from './layout';
import type { NewsletterRepo } from './repo';
import { hashToken, newConfirmToken, readUnsubscribeToken, unsubscribeToken } from './tokens';

interface Deps {
  repo: NewsletterRepo;
  mailer: Mailer;
  /** Absolute origin of the site, for the links in mail. */
  publicUrl: string;
  signingKey: Uint8Array;
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}

export interface SendProgress {
  done: number;
  total: number;
  sent: number;
  skipped: number;
  failed: number;
}

/** The Source: double opt-in, one-click unsubscribe and sending issues. */
export function createNewsletterService({
  repo,
  mailer,
  publicUrl,
  signingKey,
  log,
  now = () => new Date(),
}: Deps) {
  const unsubscribeUrl = (subscriberId: string) =>
    `${publicUrl}/api/newsletter/unsubscribe/?token=${encodeURIComponent(unsubscribeToken(signingKey, subscriberId))}`;

  async function sendActivation(row: NewsletterSubscriberRow, token: string) {
    const confirmUrl = `${publicUrl}/api/newsletter/confirm/?token=${encodeURIComponent(token)}&lang=${row.locale}`;
    const url = unsubscribeUrl(row.id);
    await mailer.send({
      to: row.email,
      ...activationMessage(row.locale, confirmUrl, url),
      headers: unsubscribeHeaders(url),
    });
  }

  function freshToken() {
    const { token, hash } = newConfirmToken();
    const expires = new Date(now().getTime() + CONFIRM_TTL_HOURS * 3600_000).toISOString();
    return { token, patch: { confirmTokenHash: hash, confirmExpiresAt: expires } };
  }

  /** The subscriber an unsubscribe token names, or undefined when it is not genuine. */
  async function subscriberOf(token: string): Promise<NewsletterSubscriberRow | undefined> {
    const id = readUnsubscribeToken(signingKey, token);
    return id ? repo.byId(id) : undefined;
  }

  return {
    unsubscribeUrl,
    subscriberOf,

    /**
     * Starts double opt-in: stores the address as pending and mails an activation link. A filled-in
     * honeypot and an address that is already confirmed get the same answer and nothing happens, so
     * the answer never tells who is subscribed.
     */
    async subscribe(input: { email: string; locale: JournalLocale; honeypot: boolean }): Promise<void> {
      if (input.honeypot) return;
      const existing = await repo.byEmail(input.email);
      if (existing?.status === 'confirmed') return;
      const { token, patch } = freshToken();
      let row: NewsletterSubscriberRow;
      if (existing) {
        row = await repo.update(existing.id, {
          ...patch,
          locale: input.locale,
          status: 'pending',
          unsubscribedAt: null,
        });
      } else {
        try {
          row = await repo.insert({ email: input.email, locale: input.locale, status: 'pending', ...patch });
        } catch (e) {
          // Two forms sent at once: the other one made the row; send its owner a working link.
          if (!isUniqueViolation(e)) throw e;
          row = await repo.update((await repo.byEmail(input.email))!.id, patch);
        }
      }
      // A mail that cannot be sent fails the request, so the form shows its error instead of
      // "check your inbox" for a message that will never come.
      await sendActivation(row, token);
    },

    /** Follows an activation link; answers the confirmed subscriber, or undefined for a bad link. */
    async confirm(token: string): Promise<NewsletterSubscriberRow | undefined> {
      const row = await repo.byConfirmTokenHash(hashToken(token));
      if (row?.status !== 'pending') return undefined;
      if (!row.confirmExpiresAt || row.confirmExpiresAt < now().toISOString()) return undefined;
      return repo.update(row.id, {
        status: 'confirmed',
        confirmedAt: now().toISOString(),
        confirmTokenHash: null,
        confirmExpiresAt: null,
      });
    },

    /** Takes an address off the list (again and again, if asked); undefined for a bad token. */
    async unsubscribe(token: string): Promise<NewsletterSubscriberRow | undefined> {
      const row = await subscriberOf(token);
      if (!row) return undefined;
      if (row.status === 'unsubscribed') return row;
      return repo.update(row.id, {
        status: 'unsubscribed',
        unsubscribedAt: now().toISOString(),
        confirmTokenHash: null,
        confirmExpiresAt: null,
      });
    },

    /**
     * Mails issue `number` to every confirmed subscriber in their language (English when the issue
     * has no translation). Each delivery is claimed in the database before its message leaves, so
     * running it again only reaches people who have not had the issue.
     */
    async sendIssue(
      contentDir: string,
      number: number,
      onProgress: (p: SendProgress) => void = () => {},
    ): Promise<SendProgress> {
      const en = await loadIssue(contentDir, number, 'en');
      if (!en) throw new Error(`The Source has no issue ${number} (content/newsletter/en/${number}.md).`);
      const issues: Record<JournalLocale, Issue> = {
        en,
        es: (await loadIssue(contentDir, number, 'es')) ?? en,
      };
      const recipients = await repo.confirmed();
      const progress: SendProgress = { done: 0, total: recipients.length, sent: 0, skipped: 0, failed: 0 };
      onProgress({ ...progress });
      for (const subscriber of recipients) {
        const issue = issues[subscriber.locale];
        if (!(await repo.claimDelivery(subscriber.id, number, issue.lang))) {
          progress.skipped += 1;
        } else {
          const url = unsubscribeUrl(subscriber.id);
          try {
            await mailer.send({
              to: subscriber.email,
              ...issueMessage(issue, publicUrl, url),
              headers: unsubscribeHeaders(url),
            });
            progress.sent += 1;
          } catch (err) {
            await repo.releaseDelivery(subscriber.id, number);
            progress.failed += 1;
            log?.error({ err, subscriberId: subscriber.id }, 'issue could not be sent');
          }
        }
        progress.done += 1;
        onProgress({ ...progress });
      }
      return progress;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
