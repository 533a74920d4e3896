import type { BackupEntry } from '../../common/contract/backup';

/** The backups in `dir`, newest first: verified, failed and incomplete ones. */
export async function listBackups(dir: string): Promise<BackupEntry[]> {
  throw new Error(`TODO listBackups ${dir}`);
}
