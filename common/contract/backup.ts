import { z } from './zod';

/**
 * A backup file (issue 26 §1): one `.erpbak` file holding the database, the uploaded files and this
 * manifest. The format is described in server/backup/README.md; these shapes cross HTTP (the
 * Cadangan Data screen) and the desktop app's restore dialog.
 */

/** Raised when the layout of the file changes; a reader refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

export const backupTableSummary = z.object({
  name: z.string(),
  rows: z.number().int().nonnegative(),
  /** md5 over the rows' md5s (server/move/to-postgres.ts tableChecksumSql). */
  checksum: z.string(),
});
export type BackupTableSummary = z.infer<typeof backupTableSummary>;

export const backupManifest = z.object({
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  /** The drizzle migrations applied in the backed-up database: their count and the newest's tag. */
  schema: z.object({ migrations: z.number().int().nonnegative(), lastTag: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Name of the database part inside the file: a gzip'd tar of PGlite's data folder, or pg_dump's SQL. */
    part: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256: z.string(),
  }),
  tables: z.array(backupTableSummary),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** sha256 over every file's path and bytes, in path order. */
    sha256: z.string(),
  }),
  /** Written after the file verified (the manifest is padded so it can be rewritten in place). */
  verification: z
    .object({ verifiedAt: z.iso.datetime({ offset: true }), durationMs: z.number().int().nonnegative() })
    .nullable(),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** verified: read back and loaded into a scratch database; failed: did not; incomplete: still being written or cut off. */
export const backupStatus = z.enum(['verified', 'failed', 'incomplete']);
export type BackupStatus = z.infer<typeof backupStatus>;

export const backupEntry = z.object({
  /** File name, e.g. erp-backup-2026-11-28T1230.erpbak. */
  name: z.string(),
  path: z.string(),
  bytes: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
  /** From the start of the snapshot to the end of the verification (0 when unknown). */
  durationMs: z.number().int().nonnegative(),
  status: backupStatus,
  /** Why it failed, in Indonesian. */
  error: z.string().optional(),
  manifest: backupManifest.optional(),
});
export type BackupEntry = z.infer<typeof backupEntry>;

export const backupPhase = z.enum(['snapshot', 'database', 'files', 'verify', 'done']);
export type BackupPhase = z.infer<typeof backupPhase>;

export const backupProgress = z.object({
  phase: backupPhase,
  done: z.number().nonnegative(),
  total: z.number().nonnegative(),
});
export type BackupProgress = z.infer<typeof backupProgress>;

/** The file extensions: a good backup, one that failed verification (a small JSON note), one being written. */
export const BACKUP_EXTENSION = '.erpbak';
export const BACKUP_FAILED_EXTENSION = '.failed';
export const BACKUP_PARTIAL_EXTENSION = '.partial';
