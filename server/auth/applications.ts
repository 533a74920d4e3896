import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from './tables';

/**
 * The built-in module applications (those with a module key) stay as they are: access follows the
 * key, and a renamed or deleted one would only confuse whoever reads the access list. Only their
 * description may change. The Employee module's application master asks these in its writes.
 */
export const BUILT_IN_APPLICATION_RENAME = 'Aplikasi bawaan modul tidak dapat diganti namanya';
export const BUILT_IN_APPLICATION_DELETE = 'Aplikasi bawaan modul tidak dapat dihapus';

async function isBuiltIn(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, id), isNotNull(applications.moduleKey)))
    .limit(1);
  return row !== undefined;
}

/** The 409 message when an update renames a built-in module application, else null. */
export async function refuseApplicationRename(tx: Db, id: string, current: Record<string, unknown>, values: Record<string, unknown>): Promise<string | null> {
  if (values['name'] === undefined || values['name'] === current['name']) return null;
  return (await isBuiltIn(tx, id)) ? BUILT_IN_APPLICATION_RENAME : null;
}

/** The 409 message when a delete would remove a built-in module application, else null. */
export async function refuseApplicationDelete(tx: Db, id: string): Promise<string | null> {
  return (await isBuiltIn(tx, id)) ? BUILT_IN_APPLICATION_DELETE : null;
}
