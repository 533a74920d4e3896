import { hash, randomBytes } from 'node:crypto';
import { and, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from './tables';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** The session's key in the database: SHA-256 of the token, hex (one-shot crypto.hash: every authenticated request hashes its token). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

export interface NewSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A new opaque session: 32 random bytes, only the hash stored, expiring 24 h after login. */
export async function createSession(
  db: Db,
  input: { userId: string; deviceId: string | null; userAgent: string | null; now: Date },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(input.now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash,
    userId: input.userId,
    deviceId: input.deviceId,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    createdAt: input.now,
    expiresAt,
  });
  // Expired rows of this user are of no use to anyone; clearing them here keeps the table small.
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lte(sessions.expiresAt, input.now)));
  return { token, tokenHash, expiresAt };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** All of a user's sessions, except `keep` when given (a password change keeps the current one). */
export async function endUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)) : eq(sessions.userId, userId));
}
