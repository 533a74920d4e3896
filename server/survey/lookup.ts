import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { projects } from './project-tables';

/**
 * Read-only lookups other modules make of projects (production: an order made for a project's
 * needs), so they never read the Survey module's tables themselves.
 */

/** The project with this id ({id, nama_proyek}), held FOR SHARE until the caller's transaction ends (a concurrent delete waits); null when there is none. */
export async function lockProject(tx: Db, id: string): Promise<{ id: string; nama_proyek: string } | null> {
  const [row] = await tx.select({ id: projects.id, nama_proyek: projects.name }).from(projects).where(eq(projects.id, id)).for('share');
  return row ?? null;
}

/** Project id → name for the given ids; a deleted project is absent. */
export async function projectNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
