import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jakartaDate } from '../../common/calendar';
import { MEAL_CODE_ALPHABET, MEAL_CODE_LENGTH } from '../../common/contract';
import type { Db } from '../db/client';
import { serverSecrets } from './tables';

/**
 * Meal codes: HMAC-SHA256 under a server secret over the employee number and the Jakarta date.
 * Nothing is stored per code: the server recomputes it to check a claim, so a code cannot be
 * guessed, and yesterday's code no longer matches.
 */

/** The row of server_secrets that holds the key when MEAL_CODE_SECRET is not configured. */
const SECRET_NAME = 'meal_code';

/** The company's day (YYYY-MM-DD in Jakarta) a code is valid for, whatever the server's zone. */
export { jakartaDate };

const ALPHABET_SIZE = BigInt(MEAL_CODE_ALPHABET.length);

/** The meal code of one employee on one Jakarta day. */
export function mealCodeFor(secret: string, idk: number, date: string): string {
  const digest = createHmac('sha256', secret).update(`${idk}|${date}`).digest();
  // 128 bits read as one number, written in the alphabet's base: the bias per character is negligible.
  let value = BigInt(`0x${digest.subarray(0, 16).toString('hex')}`);
  let code = '';
  for (let i = 0; i < MEAL_CODE_LENGTH; i++) {
    code += MEAL_CODE_ALPHABET[Number(value % ALPHABET_SIZE)];
    value /= ALPHABET_SIZE;
  }
  return code;
}

/** Whether `code` is this employee's code for this day; compared in constant time. */
export function verifyMealCode(secret: string, idk: number, date: string, code: string): boolean {
  const expected = Buffer.from(mealCodeFor(secret, idk, date));
  const given = Buffer.from(code.toUpperCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The meal-code key: MEAL_CODE_SECRET when configured, else a random key made once in the
 * database. INSERT … ON CONFLICT DO NOTHING then SELECT, so instances starting together agree on
 * the first one written.
 */
export async function loadMealCodeSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('meal code secret missing after insert');
  return row.value;
}

/** loadMealCodeSecret, read once per server and kept in memory (a failed read is tried again next time). */
export function mealCodeSecret(db: Db, configured: string | null): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () => {
    pending ??= loadMealCodeSecret(db, configured).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
