import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { handle, tables } from '../../lib/db';
import { transaction } from '../../lib/transaction';

/** The only place the outside-sign-in module touches Drizzle: identities, OpenID flows, hand-offs. */
export function createOutsideSignInRepo(db: Db) {
  const q = handle(db);
  const { loginHandoffs, oidcFlows, userIdentities } = tables(db);
  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    /** The account an outside identity is linked to. */
    async userOfIdentity(issuer: string, subject: string): Promise<string | null> {
      const row = (
        await q
          .select({ userId: userIdentities.userId })
          .from(userIdentities)
          .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
          .limit(1)
      )[0];
      return row?.userId ?? null;
    },
    async linkIdentity(userId: string, issuer: string, subject: string, email: string | null): Promise<void> {
      await q.insert(userIdentities).values({ userId, issuer, subject, email }).onConflictDoNothing();
    },

    /** Stores a started sign-in, clearing out the expired ones. */
    async insertOidcFlow(row: typeof oidcFlows.$inferInsert): Promise<void> {
      await transaction(db, async () => {
        await q.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date().toISOString()));
        await q.insert(oidcFlows).values(row);
      });
    },
    /** Takes a flow out (it works once: the DELETE is the check), if it is still live. */
    async takeOidcFlow(stateHash: string) {
      return (
        await q
          .delete(oidcFlows)
          .where(and(eq(oidcFlows.stateHash, stateHash), gt(oidcFlows.expiresAt, new Date().toISOString())))
          .returning()
      )[0];
    },

    async insertHandoff(row: typeof loginHandoffs.$inferInsert): Promise<void> {
      await q.insert(loginHandoffs).values(row);
    },
    /** Spends a hand-off code: answers its user once (the UPDATE is the check), while it is live. */
    async takeHandoff(codeHash: string): Promise<string | null> {
      const now = new Date().toISOString();
      const row = (
        await q
          .update(loginHandoffs)
          .set({ usedAt: now })
          .where(
            and(
              eq(loginHandoffs.codeHash, codeHash),
              isNull(loginHandoffs.usedAt),
              gt(loginHandoffs.expiresAt, now),
            ),
          )
          .returning()
      )[0];
      return row?.userId ?? null;
    },
  };
}

export type OutsideSignInRepo = ReturnType<typeof createOutsideSignInRepo>;
