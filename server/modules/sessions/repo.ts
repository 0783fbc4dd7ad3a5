import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { changed, handle, single, tables } from '../../lib/db';
import { prepared } from '../../lib/prepared';
import { transaction } from '../../lib/transaction';

/** The only place the sessions module touches Drizzle: sessions and their refresh tokens. */
export function createSessionsRepo(db: Db) {
  const q = handle(db);
  const { refreshTokens, sessions } = tables(db);
  return {
    transaction: <T>(fn: () => Promise<T>) => transaction(db, fn),

    async insertSession(userId: string, expiresAt: string) {
      return single(await q.insert(sessions).values({ userId, expiresAt }).returning());
    },
    async insertRefresh(tokenHash: string, sessionId: string, expiresAt: string) {
      await q.insert(refreshTokens).values({ tokenHash, sessionId, expiresAt });
    },
    /** A refresh token with its session, by the token's hash. */
    async refreshWithSession(tokenHash: string) {
      const [row] = await q
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /**
     * Spends a refresh token: true for the one call that marks it used, false when it was spent
     * already (the check is in the UPDATE itself, so two concurrent refreshes cannot both win).
     */
    async spendRefresh(tokenHash: string, now: string): Promise<boolean> {
      const spent = await q
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)));
      return changed(spent) === 1;
    },
    async extendSession(sessionId: string, expiresAt: string) {
      await q.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },
    /** Whether this session of this user is neither revoked nor expired. */
    async isLive(sessionId: string, userId: string, now: string): Promise<boolean> {
      const rows = await prepared(db, 'sessions.isLive', () =>
        q
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              eq(sessions.id, sql.placeholder('session')),
              eq(sessions.userId, sql.placeholder('user')),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, sql.placeholder('now')),
            ),
          )
          .prepare(),
      ).execute({ session: sessionId, user: userId, now });
      return rows.length > 0;
    },
    async revoke(sessionId: string, now: string) {
      await q
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    /** The session of a refresh token, when it belongs to `userId`. */
    async sessionOfRefresh(tokenHash: string, userId: string): Promise<string | null> {
      const [row] = await q
        .select({ sessionId: sessions.id })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(sessions.userId, userId)))
        .limit(1);
      return row?.sessionId ?? null;
    },
    async revokeOthers(userId: string, keepSessionId: string | undefined, now: string) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      await q
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(...conditions));
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
