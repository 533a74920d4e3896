import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { loginAttempts } from './tables';

/**
 * Failed sign-ins are counted in the database (every server instance sees the same counters), per
 * account *and* client address, and per client address alone. An attacker's failures slow only the
 * address they come from: the owner signing in from another PC is never held up (issue 24; a
 * counter per email let anyone lock out the Super Admin). Only failures count.
 *
 * Past `threshold` failures within `windowMs` of the first, each further failure blocks the key for
 * a delay that doubles from `baseDelayMs` up to `maxDelayMs` (`blocked_until`). The per-address
 * counter, over every account, keeps a brute force from one address slow.
 */
export const LOGIN_LIMITS = {
  perAccount: { threshold: 5, baseDelayMs: 30_000, maxDelayMs: 15 * 60_000 },
  perAddress: { threshold: 30, baseDelayMs: 60_000, maxDelayMs: 15 * 60_000 },
  windowMs: 24 * 60 * 60_000,
} as const;

interface Limit {
  threshold: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

const accountKey = (email: string, address: string) => `account:${email.toLowerCase()}|${address}`;
const addressKey = (address: string) => `ip:${address}`;

const keys = (email: string, address: string): { key: string; limit: Limit }[] => [
  { key: accountKey(email, address), limit: LOGIN_LIMITS.perAccount },
  { key: addressKey(address), limit: LOGIN_LIMITS.perAddress },
];

/** The delay after the n-th failure: none up to the threshold, then doubling per failure, capped. */
export function delayAfter(failures: number, limit: Limit): number {
  if (failures < limit.threshold) return 0;
  const steps = Math.min(failures - limit.threshold, 30);
  return Math.min(limit.baseDelayMs * 2 ** steps, limit.maxDelayMs);
}

function waitMessage(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
  return `Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${wait}.`;
}

/** Throws 429 with Retry-After while this account from this address, or this address, is held back. */
export async function assertLoginAllowed(db: Db, email: string, address: string, now: Date): Promise<void> {
  for (const { key } of keys(email, address)) {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
    if (!row?.blockedUntil || row.blockedUntil <= now) continue;
    const seconds = Math.max(1, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_ATTEMPTS', waitMessage(seconds), undefined, { 'retry-after': String(seconds) });
  }
}

export async function recordLoginFailure(db: Db, email: string, address: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
  for (const { key, limit } of keys(email, address)) {
    // One statement, so parallel failures cannot lose a count; a counter older than the window starts again.
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, windowStartedAt: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStartedAt} <= ${windowStart}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} <= ${windowStart}::timestamptz then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    const delay = row ? delayAfter(row.failures, limit) : 0;
    if (delay > 0) {
      await db
        .update(loginAttempts)
        .set({ blockedUntil: new Date(now.getTime() + delay) })
        .where(eq(loginAttempts.key, key));
    }
  }
}

/**
 * A successful sign-in clears this account's counter from this address only. The address's own
 * counter stays: signing in to one's own account must not reset a brute force on others.
 */
export async function clearLoginFailures(db: Db, email: string, address: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email, address)));
}

/** Every address's counter of this account (a password reset by the Super Admin or on the machine). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  const prefix = accountKey(email, '').replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.delete(loginAttempts).where(like(loginAttempts.key, `${prefix}%`));
}
