import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { MESSAGES } from '../../../contracts/messages';
import type { Db } from '../../../db/client';
import { refreshTokens, sessions } from '../../../db/schema';
import { HttpError } from '../../lib/http-errors';

/** Access tokens are short-lived so a revoked session stops quickly even for a cached token. */
export const ACCESS_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_DAYS = 30;
const AUDIENCE = 'guild-api';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface Auth {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions service (decorated in app.ts): start, refresh, revoke, verify. */
    sessions: Sessions;
  }
}

const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

function newRefreshToken(): string {
  const bytes = new Uint8Array(25);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const invalid = () => new HttpError(401, MESSAGES.tokenInvalid);

/**
 * Sessions after the Lucia author's single-file design: a session row per device, tokens that are
 * random secrets stored only as SHA-256 hashes. On top: short JWT access tokens (HS256, pinned) that
 * name their session, and single-use refresh tokens; reusing a spent one revokes the whole family.
 */
export function createSessions(db: Db, key: Uint8Array, issuer: string) {
  async function accessFor(userId: string, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(key);
  }

  function addRefresh(sessionId: string, expiresAt: string): string {
    const token = newRefreshToken();
    db.insert(refreshTokens)
      .values({ tokenHash: hashToken(token), sessionId, expiresAt })
      .run();
    return token;
  }

  return {
    async start(userId: string): Promise<TokenPair & { sessionId: string }> {
      const expiresAt = isoIn(SESSION_TTL_DAYS * 86400);
      const session = db.insert(sessions).values({ userId, expiresAt }).returning().get();
      return {
        sessionId: session.id,
        access: await accessFor(userId, session.id),
        refresh: addRefresh(session.id, expiresAt),
      };
    },

    /** Trades a refresh token for a new pair. A token works once; a second use ends the session. */
    async refresh(token: string): Promise<TokenPair> {
      const now = new Date().toISOString();
      const outcome = db.transaction((tx) => {
        const row = tx
          .select({ token: refreshTokens, session: sessions })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .where(eq(refreshTokens.tokenHash, hashToken(token)))
          .get();
        if (!row) return null;
        if (row.token.usedAt) {
          tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.session.id)).run();
          return null;
        }
        if (row.session.revokedAt || row.session.expiresAt <= now || row.token.expiresAt <= now) return null;
        tx.update(refreshTokens)
          .set({ usedAt: now })
          .where(eq(refreshTokens.tokenHash, row.token.tokenHash))
          .run();
        // Each refresh extends the session: a device in use stays signed in.
        const expiresAt = isoIn(SESSION_TTL_DAYS * 86400);
        tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id)).run();
        return { userId: row.session.userId, sessionId: row.session.id, expiresAt };
      });
      if (!outcome) throw invalid();
      return {
        access: await accessFor(outcome.userId, outcome.sessionId),
        refresh: addRefresh(outcome.sessionId, outcome.expiresAt),
      };
    },

    /** The signed-in user behind an access token, or null when the token or its session is not valid. */
    async verify(access: string): Promise<Auth | null> {
      let payload: { sub?: string; sid?: unknown };
      try {
        ({ payload } = await jwtVerify(access, key, { algorithms: ['HS256'], issuer, audience: AUDIENCE }));
      } catch {
        return null;
      }
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const live = db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, payload.sid),
            eq(sessions.userId, payload.sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date().toISOString()),
          ),
        )
        .get();
      return live ? { userId: payload.sub, sessionId: payload.sid } : null;
    },

    revoke(sessionId: string): void {
      db.update(sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .run();
    },

    /** Ends the refresh token's session too, when it belongs to the same user (logout with a refresh token). */
    revokeByRefresh(token: string, userId: string): void {
      const row = db
        .select({ sessionId: sessions.id })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(sessions.userId, userId)))
        .get();
      if (row) this.revoke(row.sessionId);
    },

    /** Every other session of the user (after a password change or reset). */
    revokeOthers(userId: string, keepSessionId?: string): void {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      db.update(sessions)
        .set({ revokedAt: new Date().toISOString() })
        .where(and(...conditions))
        .run();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
