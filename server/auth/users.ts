import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { MODULES } from '../../common/modules';
import type { Role } from '../../common/roles';
import type { Db } from '../db/client';
import { conflict, notFound } from '../http/errors';
import type { AuthContext } from './context';
import { hashPassword } from './passwords';
import { applications, sessions, userApplications, users } from './tables';

export type UserRow = typeof users.$inferSelect;

export async function findActiveUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

export async function findActiveUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The user's application access list, as the login answer carries it: [{name: '/employee'}, …]. */
export async function accessOf(db: Db, userId: string): Promise<{ name: string }[]> {
  const rows = await db
    .select({ name: applications.name })
    .from(userApplications)
    .innerJoin(applications, eq(applications.id, userApplications.applicationId))
    .where(and(eq(userApplications.userId, userId), eq(applications.status, 'active')))
    .orderBy(applications.name);
  return rows.map((r) => ({ name: r.name.toLowerCase() }));
}

/** The caller behind a session token hash, or null when the session is unknown, expired or the user is gone. */
export async function resolveSession(db: Db, tokenHash: string, now: Date): Promise<AuthContext | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .limit(1);
  if (!row) return null;
  return {
    sessionTokenHash: tokenHash,
    deviceId: row.session.deviceId,
    expiresAt: row.session.expiresAt,
    user: toAuthUser(row.user, await accessOf(db, row.user.id)),
  };
}

export function toAuthUser(user: UserRow, access: { name: string }[]): AuthContext['user'] {
  return {
    id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: user.role,
    idk: user.idk,
    divisionId: user.divisionId,
    access,
  };
}

export interface NewUser {
  email: string;
  password: string;
  username?: string;
  firstname?: string;
  lastname?: string;
  role?: Role;
  /** Application names ('/employee', …); each must exist. */
  access?: string[];
  idk?: string | null;
  divisionId?: string | null;
  createdBy?: string | null;
}

/**
 * Creates an account. Used by the first-start bootstrap and by tests as the fixture path until
 * the Employee module's user management exists; it will call this too.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (await findActiveUserByEmail(db, email)) throw conflict('Email sudah dipakai pengguna lain');
  const passwordHash = await hashPassword(input.password);
  const names = (input.access ?? []).map((n) => n.toLowerCase());
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        username: input.username ?? [input.firstname, input.lastname].filter(Boolean).join(' ') ?? email,
        firstname: input.firstname ?? '',
        lastname: input.lastname ?? '',
        role: input.role ?? 'user',
        idk: input.idk ?? null,
        divisionId: input.divisionId ?? null,
        createdBy: input.createdBy ?? null,
        updatedBy: input.createdBy ?? null,
      })
      .returning();
    if (!user) throw new Error('insert returned nothing');
    if (names.length > 0) {
      const apps = await tx
        .select({ id: applications.id, name: applications.name })
        .from(applications)
        .where(and(inArray(sql`lower(${applications.name})`, names), eq(applications.status, 'active')));
      const missing = names.filter((n) => !apps.some((a) => a.name.toLowerCase() === n));
      if (missing.length > 0) throw notFound(`Aplikasi tidak ditemukan: ${missing.join(', ')}`);
      await tx.insert(userApplications).values(apps.map((a) => ({ userId: user.id, applicationId: a.id })));
    }
    return user;
  });
}

/** The eight modules as applications, so access can be granted from the first start on. */
export async function ensureModuleApplications(db: Db): Promise<void> {
  await db
    .insert(applications)
    .values(MODULES.map((m) => ({ name: m.accessName, description: `Modul ${m.title}: ${m.description}` })))
    .onConflictDoNothing();
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
