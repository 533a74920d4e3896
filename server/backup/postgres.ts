import type { BackupEntry } from '../../common/contract/backup';
import { BackupRefusedError, type CreateBackupOptions } from './types';

/** PostgreSQL mode: pg_dump plus the uploads, same manifest. */
export async function createPostgresBackup(options: CreateBackupOptions): Promise<BackupEntry> {
  throw new BackupRefusedError(`Pencadangan PostgreSQL belum tersedia (${options.outDir}).`);
}
