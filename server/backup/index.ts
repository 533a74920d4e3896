/**
 * Backups of the whole installation (issue 26 §1-2): the database and the uploaded files in one
 * verified `.erpbak` file (format: server/backup/README.md). The server's backup service, the
 * `npm run db:backup` / `db:restore` commands and the desktop app's restore all go through here.
 */

export { createBackup } from './create';
export { listBackups } from './list';
export { readBackup, verifyBackup } from './read';
export { restoreBackup } from './restore';
export { restorePostgresBackup } from './postgres';
export { BackupRefusedError, type CreateBackupOptions, type RestoreOptions, type RestoreResult, type VerifyResult } from './types';
export type { BackupEntry, BackupManifest, BackupProgress } from '../../common/contract/backup';
