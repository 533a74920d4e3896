import type { RestoreOptions, RestoreResult } from './types';

/** Restores into DATA_DIR with the server stopped. */
export async function restoreBackup(file: string, dataDir: string, options: RestoreOptions): Promise<RestoreResult> {
  throw new Error(`TODO restoreBackup ${file} ${dataDir} ${String(options.replace)}`);
}
