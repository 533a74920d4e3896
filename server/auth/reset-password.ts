import { and, eq } from 'drizzle-orm';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/client';
import { hashPassword } from './passwords';
import { endUserSessions } from './sessions';
import { users } from './tables';
import { clearAccountFailures } from './throttle';

/** The Super Admin's password rule, as ADMIN_PASSWORD's (server/config.ts). */
export const ADMIN_PASSWORD_MIN = 8;

export type ResetResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * `npm run admin:reset-password`: a lost Super Admin password set anew from the command line of the
 * machine that holds the database (whoever can run it there can read the database anyway).
 * Whose: the account of `email` when given, else ADMIN_EMAIL's, else the only active superadmin
 * (the email may have been changed in the app). It must be an active superadmin, or ADMIN_EMAIL's
 * own account, which always counts as one. Its sessions end and its failed sign-in counter is
 * cleared (a locked-out admin is why this is run); the audit log records it with no user.
 */
export async function resetSuperAdminPassword(
  db: Db,
  input: { email: string | null; adminEmail: string; password: string; now: Date },
): Promise<ResetResult> {
  if (input.password.length < ADMIN_PASSWORD_MIN) return { ok: false, message: `Kata sandi minimal ${ADMIN_PASSWORD_MIN} karakter.` };
  const admins = await db
    .select()
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.role, 'superadmin')));
  const wanted = (input.email ?? input.adminEmail).trim().toLowerCase();
  const [byEmail] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, wanted), eq(users.status, 'active')))
    .limit(1);
  const target = byEmail ?? (input.email === null && admins.length === 1 ? admins[0] : undefined);
  if (!target) {
    const listed = admins.map((a) => a.email).join(', ') || '(tidak ada)';
    return { ok: false, message: `Akun ${wanted} tidak ditemukan. Super Admin yang aktif: ${listed}. Pilih dengan --email <alamat>.` };
  }
  if (target.role !== 'superadmin' && target.email !== input.adminEmail) {
    return { ok: false, message: `${target.email} bukan Super Admin; sandinya diganti lewat aplikasi.` };
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: input.now, updatedBy: null }).where(eq(users.id, target.id));
    await endUserSessions(tx, target.id);
    await clearAccountFailures(tx, target.email);
    await writeAudit(tx, { entity: 'user', entityId: target.id, action: 'reset_password', changedFields: ['password'], userId: null, deviceId: 'cli', at: input.now });
  });
  return { ok: true, email: target.email };
}
