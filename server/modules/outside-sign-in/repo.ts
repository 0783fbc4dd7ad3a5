import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginHandoffs, oidcFlows, userIdentities } from '../../../db/schema';
import { transaction } from '../../lib/transaction';

/** The only place the outside-sign-in module touches Drizzle: identities, OpenID flows, hand-offs. */
export function createOutsideSignInRepo(db: Db) {
  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    /** The account an outside identity is linked to. */
    async userOfIdentity(issuer: string, subject: string): Promise<string | null> {
      const row = db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .get();
      return row?.userId ?? null;
    },
    async linkIdentity(userId: string, issuer: string, subject: string, email: string | null): Promise<void> {
      db.insert(userIdentities).values({ userId, issuer, subject, email }).onConflictDoNothing().run();
    },

    /** Stores a started sign-in, clearing out the expired ones. */
    async insertOidcFlow(row: typeof oidcFlows.$inferInsert): Promise<void> {
      await transaction(db, async () => {
        db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date().toISOString())).run();
        db.insert(oidcFlows).values(row).run();
      });
    },
    /** Takes a flow out (it works once: the DELETE is the check), if it is still live. */
    async takeOidcFlow(stateHash: string) {
      return db
        .delete(oidcFlows)
        .where(and(eq(oidcFlows.stateHash, stateHash), gt(oidcFlows.expiresAt, new Date().toISOString())))
        .returning()
        .get();
    },

    async insertHandoff(row: typeof loginHandoffs.$inferInsert): Promise<void> {
      db.insert(loginHandoffs).values(row).run();
    },
    /** Spends a hand-off code: answers its user once (the UPDATE is the check), while it is live. */
    async takeHandoff(codeHash: string): Promise<string | null> {
      const now = new Date().toISOString();
      const row = db
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
        .get();
      return row?.userId ?? null;
    },
  };
}

export type OutsideSignInRepo = ReturnType<typeof createOutsideSignInRepo>;
