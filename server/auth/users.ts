import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { MODULES } from '../../common/modules';
import type { Role } from '../../common/roles';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/client';
import { activeEmployeeForAccount, activeEmployeesByEmail, type EmployeeForAccount } from '../employee/employees';
import { conflict, notFound, validationError } from '../http/errors';
import { uniqueViolation } from '../resource/routes';
import { personName, type AuthContext } from './context';
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

/**
 * The caller behind a session token hash, or null when the session is unknown, expired or the user
 * is gone. One round trip (session, user and the user's active applications together): every
 * authenticated request pays for it.
 */
export async function resolveSession(db: Db, tokenHash: string, now: Date): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      access: sql<string[] | null>`(select array_agg(lower(${applications.name}) order by ${applications.name}) from ${userApplications} inner join ${applications} on ${applications.id} = ${userApplications.applicationId} where ${userApplications.userId} = ${users.id} and ${applications.status} = 'active')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .limit(1);
  if (!row) return null;
  return {
    sessionTokenHash: tokenHash,
    deviceId: row.session.deviceId,
    expiresAt: row.session.expiresAt,
    user: toAuthUser(row.user, (row.access ?? []).map((name) => ({ name }))),
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
  /** Application ids (POST regis); each must exist and be active, else a 400 on `app`. */
  applicationIds?: string[];
  idk?: string | null;
  divisionId?: string | null;
  /**
   * The employee the account belongs to; it must be active (else 404). The account then takes the
   * employee's idk, division, first and last name, and the full name as its username.
   */
  employeeId?: string | null;
  /**
   * Without employeeId: link the account to the active employee whose email it is (POST regis as
   * the old client sends it, so login answers that employee's idk and the meal code works). No such
   * employee: the account is made unlinked; two: 409 naming both.
   */
  linkEmployeeByEmail?: boolean;
  createdBy?: string | null;
  /** The creator's device, for the audit entry. */
  deviceId?: string | null;
}

const EMAIL_TAKEN = 'Email sudah dipakai pengguna lain';

/** The one employee with this email, null for none; two make the link ambiguous, refused with both named. */
async function employeeOfEmail(db: Db, email: string): Promise<EmployeeForAccount | null> {
  const found = await activeEmployeesByEmail(db, email);
  if (found.length > 1) {
    const named = found.map((e) => `${[e.firstname, e.lastname].filter(Boolean).join(' ')} (IDK ${e.idk})`).join(' dan ');
    throw conflict(`Email ${email} dipakai lebih dari satu karyawan: ${named}. Perbaiki email karyawan atau pilih karyawannya (id_employee).`);
  }
  return found[0] ?? null;
}

/**
 * Creates an account: the one creation path of the first-start bootstrap, POST regis and the
 * tests' fixtures. Access is granted by application names, ids, or both.
 */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (await findActiveUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const names = [...new Set((input.access ?? []).map((n) => n.toLowerCase()))];
  const ids = [...new Set(input.applicationIds ?? [])];
  const username =
    input.username?.trim() || [input.firstname, input.lastname].filter(Boolean).join(' ') || email.split('@')[0] || email;
  try {
    return await db.transaction(async (tx) => {
      const employee = input.employeeId
        ? await activeEmployeeForAccount(tx, input.employeeId)
        : input.linkEmployeeByEmail
          ? await employeeOfEmail(tx, email)
          : null;
      if (input.employeeId && !employee) throw notFound('Karyawan tidak ditemukan');
      const granted = new Set<string>();
      if (ids.length > 0) {
        const found = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(inArray(applications.id, ids), eq(applications.status, 'active')));
        const missing = ids.filter((id) => !found.some((a) => a.id === id));
        if (missing.length > 0) throw validationError({ app: `Aplikasi tidak ditemukan: ${missing.join(', ')}` });
        for (const a of found) granted.add(a.id);
      }
      if (names.length > 0) {
        const apps = await tx
          .select({ id: applications.id, name: applications.name })
          .from(applications)
          .where(and(inArray(sql`lower(${applications.name})`, names), eq(applications.status, 'active')));
        const missing = names.filter((n) => !apps.some((a) => a.name.toLowerCase() === n));
        if (missing.length > 0) throw notFound(`Aplikasi tidak ditemukan: ${missing.join(', ')}`);
        for (const a of apps) granted.add(a.id);
      }
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          ...(employee
            ? {
                username: [employee.firstname, employee.lastname].filter(Boolean).join(' '),
                firstname: employee.firstname,
                lastname: employee.lastname,
                idk: String(employee.idk),
                divisionId: employee.divisionId,
                employeeId: employee.id,
              }
            : {
                username,
                firstname: input.firstname ?? '',
                lastname: input.lastname ?? '',
                idk: input.idk ?? null,
                divisionId: input.divisionId ?? null,
              }),
          role: input.role ?? 'user',
          createdBy: input.createdBy ?? null,
          updatedBy: input.createdBy ?? null,
        })
        .returning();
      if (!user) throw new Error('insert returned nothing');
      if (granted.size > 0) {
        await tx.insert(userApplications).values([...granted].map((applicationId) => ({ userId: user.id, applicationId })));
      }
      await writeAudit(tx, {
        entity: 'user',
        entityId: user.id,
        action: 'add',
        changedFields: ['email', 'username', 'password', 'role', 'access', ...(employee ? ['employee'] : [])],
        userId: input.createdBy ?? null,
        deviceId: input.deviceId ?? null,
        at: user.createdAt,
      });
      return user;
    });
  } catch (error) {
    // Two registrations racing past the check above meet at the partial unique index.
    if (uniqueViolation(error) !== null) throw conflict(EMAIL_TAKEN);
    throw error;
  }
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

/** Display names (personName) of users by id, deleted ones too: who created or finalised a record. */
export async function userNamesByIds(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, personName(u)]));
}
