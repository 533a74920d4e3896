import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs pending migrations; several instances starting at once take turns (advisory lock). */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded database itself and its folder (null in memory): backups snapshot it (server/backup). */
  embedded?: { client: PGlite; dataDir: string | null };
  /** The PostgreSQL address: backups run pg_dump against it. */
  url?: string;
}

export interface DatabaseOptions {
  /** postgres://… for a real server; null for embedded PGlite. */
  url: string | null;
  /** PGlite data folder; null keeps it in memory (tests). */
  pgliteDir: string | null;
}

/**
 * Beside the bundle (dist/server/migrations), beside this file (server/db/migrations), or the server
 * bundle's from the desktop main bundle (dist/main → dist/server/migrations: the restore in Settings).
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations'), path.join(here, '..', 'server', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.pgliteDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(8080001)');
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('SELECT pg_advisory_unlock(8080001)');
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * PGlite's own start parameters plus a smaller buffer cache. Its default shared_buffers (128 MB)
 * made the server take ~500 MiB on an office PC that also runs Electron; at 32 MB the process stays
 * near 230 MiB, and reads that miss the cache still come from the OS page cache (PGlite's files are
 * real files). Measured with `npm run bench -- foundation products`.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dir: string | null): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes of the product filters (migration 0005); real PostgreSQL ships it in contrib.
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    embedded: { client, dataDir: dir },
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
    },
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await client.close();
    },
  };
}
