import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { jwtVerify, SignJWT } from 'jose';
import { MESSAGES } from '../../../contracts/messages';
import type { Db } from '../../../db/client';
import { HttpError } from '../../lib/http-errors';
import { createSessionsRepo } from './repo';

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

const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

function newRefreshToken(): string {
  const bytes = new Uint8Array(25);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** How many verified access tokens `verify` remembers (all forgotten at once when it is full). */
const VERIFIED_TOKENS_MAX = 10_000;
const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const nowIso = () => new Date().toISOString();
const invalid = () => new HttpError(401, MESSAGES.tokenInvalid);

/**
 * Sessions after the Lucia author's single-file design: a session row per device, tokens that are
 * random secrets stored only as SHA-256 hashes. On top: short JWT access tokens (HS256, pinned,
 * always with an expiry) that name their session, and single-use refresh tokens; reusing a spent
 * one revokes the whole session.
 */
export function createSessions(db: Db, key: Uint8Array, issuer: string) {
  const repo = createSessionsRepo(db);
  /**
   * Access tokens whose signature and claims were checked, with what they say. The check is a pure
   * function of the token (and the time, compared again on every use), so a token seen before skips
   * it; the session behind it is still read on every request. Only tokens that passed are kept.
   */
  const verifiedTokens = new Map<string, Auth & { exp: number }>();

  function accessFor(userId: string, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(key);
  }

  async function addRefresh(sessionId: string, expiresAt: string): Promise<string> {
    const token = newRefreshToken();
    await repo.insertRefresh(hashToken(token), sessionId, expiresAt);
    return token;
  }

  async function revoke(sessionId: string): Promise<void> {
    await repo.revoke(sessionId, nowIso());
  }

  return {
    async start(userId: string): Promise<TokenPair & { sessionId: string }> {
      const expiresAt = isoIn(SESSION_TTL_DAYS * 86400);
      const { session, refresh } = await repo.transaction(async () => {
        const session = await repo.insertSession(userId, expiresAt);
        return { session, refresh: await addRefresh(session.id, expiresAt) };
      });
      return { sessionId: session.id, access: await accessFor(userId, session.id), refresh };
    },

    /** Trades a refresh token for a new pair. A token works once; a second use ends the session. */
    async refresh(token: string): Promise<TokenPair> {
      const now = nowIso();
      const hash = hashToken(token);
      const outcome = await repo.transaction(async () => {
        const row = await repo.refreshWithSession(hash);
        if (!row) return null;
        const reused = async () => {
          await repo.revoke(row.session.id, now);
          return null;
        };
        if (row.token.usedAt) return reused();
        if (row.session.revokedAt || row.session.expiresAt <= now || row.token.expiresAt <= now) return null;
        if (!(await repo.spendRefresh(hash, now))) return reused();
        // Each refresh extends the session: a device in use stays signed in.
        const expiresAt = isoIn(SESSION_TTL_DAYS * 86400);
        await repo.extendSession(row.session.id, expiresAt);
        const refresh = await addRefresh(row.session.id, expiresAt);
        return { userId: row.session.userId, sessionId: row.session.id, refresh };
      });
      if (!outcome) throw invalid();
      return { access: await accessFor(outcome.userId, outcome.sessionId), refresh: outcome.refresh };
    },

    /**
     * The signed-in user behind an access token, or null when the token or its session is not
     * valid. A token without an expiry is never valid.
     */
    async verify(access: string): Promise<Auth | null> {
      let claims = verifiedTokens.get(access);
      if (claims && claims.exp * 1000 <= Date.now()) {
        verifiedTokens.delete(access);
        return null;
      }
      if (!claims) {
        let payload: { sub?: string; sid?: unknown; exp?: number };
        try {
          ({ payload } = await jwtVerify(access, key, {
            algorithms: ['HS256'],
            issuer,
            audience: AUDIENCE,
            requiredClaims: ['exp'],
          }));
        } catch {
          return null;
        }
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        claims = { userId: payload.sub, sessionId: payload.sid, exp: payload.exp! };
        if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) verifiedTokens.clear();
        verifiedTokens.set(access, claims);
      }
      // The session is looked up on every request, so a revoked or expired session ends at once.
      return (await repo.isLive(claims.sessionId, claims.userId, nowIso()))
        ? { userId: claims.userId, sessionId: claims.sessionId }
        : null;
    },

    revoke,

    /** Ends the refresh token's session too, when it belongs to the same user (logout with a refresh token). */
    async revokeByRefresh(token: string, userId: string): Promise<void> {
      const sessionId = await repo.sessionOfRefresh(hashToken(token), userId);
      if (sessionId) await revoke(sessionId);
    },

    /** Every other session of the user (after a password change or reset). */
    async revokeOthers(userId: string, keepSessionId?: string): Promise<void> {
      await repo.revokeOthers(userId, keepSessionId, nowIso());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
