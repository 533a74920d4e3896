import type { ServerConfig } from '../server/config';
import { ConfigError } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { DataDirLockedError, lockDataDir } from '../server/db/lock';
import { pgliteDirOf } from '../server/index';

/**
 * What the operator commands that open the server's database (stock:verify,
 * admin:reset-password) share: the same database the server would open, under the data folder's
 * lock when it is the embedded one (one process per PGlite folder), migrated, and closed after.
 */
export async function withServerDatabase<T>(config: ServerConfig, work: (database: Database) => Promise<T>): Promise<T> {
  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.databaseUrl ? null : pgliteDirOf(config) });
    try {
      await database.migrate();
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

/** Runs a command's main and exits with its code; a bad configuration or a held data folder exits 2 with its message. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof DataDirLockedError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(2);
      }
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
