import type { BackupEntry } from '../../common/contract/backup';
import type { CreateBackupOptions } from './types';

export async function createBackup(options: CreateBackupOptions): Promise<BackupEntry> {
  throw new Error(`TODO createBackup ${options.outDir}`);
}
