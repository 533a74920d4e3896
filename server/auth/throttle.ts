import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { loginAttempts } from './tables';

/**
 * Failed sign-ins are counted per email and per client address in the database, so every server
 * instance sees the same counters. Only failures count: a user who types correctly is never slowed.
 */
export const LOGIN_LIMITS = { perEmail: 5, perAddress: 30, windowMs: 15 * 60 * 1000 } as const;

const keys = (email: string, address: string) => [
  { key: `email:${email}`, limit: LOGIN_LIMITS.perEmail },
  { key: `ip:${address}`, limit: LOGIN_LIMITS.perAddress },
];

/** Throws 429 with Retry-After when either counter is full within its window. */
export async function assertLoginAllowed(db: Db, email: string, address: string, now: Date): Promise<void> {
  for (const { key, limit } of keys(email, address)) {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
    if (!row) continue;
    const elapsed = now.getTime() - row.windowStartedAt.getTime();
    if (elapsed < LOGIN_LIMITS.windowMs && row.failures >= limit) {
      const seconds = Math.ceil((LOGIN_LIMITS.windowMs - elapsed) / 1000);
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }
}

export async function recordLoginFailure(db: Db, email: string, address: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  for (const { key } of keys(email, address)) {
    // One statement, so parallel failures cannot lose a count.
    await db
      .insert(loginAttempts)
      .values({ key, windowStartedAt: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStartedAt} end`,
        },
      });
  }
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, `email:${email}`));
}
