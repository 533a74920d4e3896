import type { BackupManifest, BackupProgress } from '../../common/contract/backup';
import type { Database } from '../db/client';

export interface CreateBackupOptions {
  database: Database;
  /** The uploads folder (`DATA_DIR/files`); a missing folder backs up as no files. */
  filesDir: string;
  /** Where the file is written (created when missing). */
  outDir: string;
  appVersion: string;
  onProgress?: (progress: BackupProgress) => void;
  /** Names the file (erp-backup-YYYY-MM-DDTHHmm); tests pass a clock. */
  now?: () => Date;
}

/** A backup refused for reading or restoring (truncated, tampered, newer schema, …): its message is for the user. */
export class BackupRefusedError extends Error {}

export type VerifyResult = { ok: true; manifest: BackupManifest } | { ok: false; reasons: string[] };

export interface RestoreOptions {
  /** Restore over a DATA_DIR that holds data: the old folder is kept aside, renamed. */
  replace: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the previous DATA_DIR was moved (null when it was empty or missing). */
  previousDataDir: string | null;
}

