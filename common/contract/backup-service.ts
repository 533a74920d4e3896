import { backupEntry, backupProgress, type BackupEntry, type BackupStatus } from './backup';
import { defineEndpoint } from './endpoint';
import { z } from './zod';

/**
 * The server's backup service (issue 26 §1): the daily time and folder the superadmin chooses, the
 * run-now button with its progress, and the Cadangan Data list. The file format and the backup
 * itself are server/backup's (common/contract/backup.ts); this is what crosses HTTP around them.
 */

/** Default daily time: the lunch break, Jakarta. */
export const DEFAULT_BACKUP_TIME = '12:30';
/** The home warns when the newest verified backup is older than this. */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60_000;
/** How many backups rotation keeps: the newest of each of the last N days, ISO weeks and months. */
export const BACKUP_KEEP = { daily: 7, weekly: 4, monthly: 12 } as const;

export const BACKUP_STATUS_LABELS: Readonly<Record<BackupStatus, string>> = {
  verified: 'Terverifikasi',
  failed: 'Gagal',
  incomplete: 'Tidak selesai',
};

export const BACKUP_BUSY_MESSAGE = 'Pencadangan lain sedang berjalan. Tunggu sampai selesai.';
export const BACKUP_OFFICE_MESSAGE =
  'Server ini memakai PostgreSQL kantor: cadangan dibuat di server dengan `npm run db:backup` (pg_dump dan folder file), bukan dari layar ini.';

export const BACKUP_TIME_MESSAGE = 'Jam harus berformat JJ:MM, misalnya 12:30';
/** 'HH:MM', 24 hours. */
export const BACKUP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const backupSettings = z.object({
  /** 'HH:MM' Jakarta, every day. */
  time: z.string(),
  /** Absolute folder the backups go to. */
  folder: z.string(),
});
export type BackupSettings = z.infer<typeof backupSettings>;

export const backupSettingsBody = z.object({
  time: z
    .string({ message: BACKUP_TIME_MESSAGE })
    .trim()
    .regex(BACKUP_TIME_PATTERN, { message: BACKUP_TIME_MESSAGE }),
  folder: z
    .string({ message: 'Folder cadangan wajib diisi' })
    .trim()
    .min(1, { message: 'Folder cadangan wajib diisi' })
    .max(1000, { message: 'Folder cadangan maksimal 1000 karakter' }),
});
export type BackupSettingsBody = z.infer<typeof backupSettingsBody>;

export const backupTrigger = z.enum(['manual', 'schedule', 'catch-up', 'cli']);
export type BackupTrigger = z.infer<typeof backupTrigger>;

/** The backup being made now (null when none). */
export const backupRunState = z
  .object({
    trigger: backupTrigger,
    startedAt: z.iso.datetime({ offset: true }),
    progress: backupProgress.nullable(),
  })
  .nullable();
export type BackupRunState = z.infer<typeof backupRunState>;

export const backupWarningKind = z.enum(['none-yet', 'stale', 'failed']);
export type BackupWarningKind = z.infer<typeof backupWarningKind>;

/** What the superadmin's home says about backups: nothing (null), or a warning. */
export const backupHealth = z.object({
  warning: backupWarningKind.nullable(),
  newestVerifiedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last attempt's error when it failed. */
  lastError: z.string().nullable(),
});
export type BackupHealth = z.infer<typeof backupHealth>;

export const backupOverview = z.object({
  /** 'postgres': backups are made on the server with npm run db:backup, not here. */
  mode: z.enum(['pglite', 'postgres']),
  settings: backupSettings,
  defaultFolder: z.string(),
  /** Why the chosen folder cannot take backups now (missing and not creatable, not writable), or null. */
  folderProblem: z.string().nullable(),
  /** The next scheduled backup (null on PostgreSQL). */
  nextRunAt: z.iso.datetime({ offset: true }).nullable(),
  running: backupRunState,
  health: backupHealth,
  backups: z.array(backupEntry),
});
export type BackupOverview = z.infer<typeof backupOverview>;

/** The newest first: a failed last attempt, no verified backup at all, or a verified one older than two days. */
export function backupHealthOf(entries: readonly Pick<BackupEntry, 'createdAt' | 'status' | 'error'>[], now: Date): BackupHealth {
  const settled = entries.filter((entry) => entry.status !== 'incomplete').sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const newestVerified = settled.find((entry) => entry.status === 'verified') ?? null;
  const newestVerifiedAt = newestVerified?.createdAt ?? null;
  const last = settled[0];
  if (last && last.status === 'failed') return { warning: 'failed', newestVerifiedAt, lastError: last.error ?? null };
  if (!newestVerified) return { warning: 'none-yet', newestVerifiedAt: null, lastError: null };
  if (now.getTime() - new Date(newestVerified.createdAt).getTime() > BACKUP_STALE_AFTER_MS) return { warning: 'stale', newestVerifiedAt, lastError: null };
  return { warning: null, newestVerifiedAt, lastError: null };
}

export const backupServiceEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/backup',
    summary: 'Cadangan Data: daftar cadangan, pengaturan (jam harian, folder), pencadangan yang sedang berjalan (Super Admin)',
    access: { kind: 'role', roles: ['superadmin'] },
    response: z.object({ data: backupOverview }),
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/backup/health',
    summary: 'Peringatan cadangan untuk beranda Super Admin: terakhir gagal, belum ada, atau lebih dari 2 hari',
    access: { kind: 'role', roles: ['superadmin'] },
    response: z.object({ data: backupHealth }),
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/api/backup/run',
    summary: 'Cadangkan Sekarang: mulai satu pencadangan (langsung dijawab; kemajuan dibaca dari GET /api/backup); 409 bila sedang berjalan (Super Admin)',
    access: { kind: 'role', roles: ['superadmin'] },
    response: z.object({ data: backupRunState }),
  }),
  settings: defineEndpoint({
    method: 'PUT',
    path: '/api/backup/settings',
    summary: 'Simpan jam harian dan folder cadangan (folder harus ada atau dapat dibuat, dan dapat ditulisi) (Super Admin)',
    access: { kind: 'role', roles: ['superadmin'] },
    body: backupSettingsBody,
    response: z.object({ data: backupSettings }),
  }),
  local: defineEndpoint({
    method: 'POST',
    path: '/api/backup/local',
    summary: 'npm run db:backup saat server berjalan: hanya dari komputer ini (loopback), dengan token di DATA_DIR/backup-local.json (header x-backup-token); dijawab setelah selesai',
    // The token in the header is the check (server/backup/service/routes.ts), not a session.
    access: { kind: 'public' },
    body: z.object({ outDir: z.string().trim().min(1).max(1000).optional() }),
    response: backupEntry,
  }),
} as const;
