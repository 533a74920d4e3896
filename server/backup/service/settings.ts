import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_TIME_PATTERN, DEFAULT_BACKUP_TIME, type BackupSettings } from '../../../common/contract/backup-service';

/**
 * The backup settings live in DATA_DIR/backup-settings.json, not in the database: they belong to
 * this machine (a USB disk's path), and a restore must not change them.
 */

export const SETTINGS_FILE = 'backup-settings.json';

interface StoredSettings {
  time?: string;
  /** Absent: DATA_DIR/backups. */
  folder?: string | null;
  /** When this installation first ran the backup service: scheduled times before it were never missed. */
  since?: string;
}

export const defaultBackupFolder = (dataDir: string): string => path.join(dataDir, 'backups');

function readStored(dataDir: string): StoredSettings {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, SETTINGS_FILE), 'utf8'));
    return parsed !== null && typeof parsed === 'object' ? (parsed as StoredSettings) : {};
  } catch {
    return {};
  }
}

function writeStored(dataDir: string, stored: StoredSettings): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SETTINGS_FILE);
  // Written beside and renamed: a crash never leaves half a settings file.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(stored, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

export function readBackupSettings(dataDir: string): BackupSettings {
  const stored = readStored(dataDir);
  const time = typeof stored.time === 'string' && BACKUP_TIME_PATTERN.test(stored.time) ? stored.time : DEFAULT_BACKUP_TIME;
  const folder = typeof stored.folder === 'string' && stored.folder !== '' ? stored.folder : defaultBackupFolder(dataDir);
  return { time, folder };
}

export function writeBackupSettings(dataDir: string, settings: BackupSettings): void {
  const stored = readStored(dataDir);
  const folder = path.resolve(settings.folder) === defaultBackupFolder(dataDir) ? null : path.resolve(settings.folder);
  writeStored(dataDir, { ...stored, time: settings.time, folder });
}

/** When the service first ran on this DATA_DIR (written now when it never did). */
export function backupServiceSince(dataDir: string, now: Date): Date {
  const stored = readStored(dataDir);
  const since = stored.since ? new Date(stored.since) : null;
  if (since && !Number.isNaN(since.getTime())) return since;
  writeStored(dataDir, { ...stored, since: now.toISOString() });
  return now;
}

/**
 * Why backups cannot go to `folder` (in Indonesian, for the field), or null: it must be an absolute
 * path, exist or be creatable, and be writable (a small file is written and removed).
 */
export function folderProblem(folder: string): string | null {
  if (!path.isAbsolute(folder)) return 'Tulis path lengkap, misalnya D:\\Cadangan atau /media/usb/cadangan.';
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return 'Path ini adalah file, bukan folder.';
    if (code === 'ENOTDIR') return 'Sebagian path ini adalah file, bukan folder.';
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'Folder tidak dapat dibuat: izin ditolak.';
    return `Folder tidak dapat dibuat (${code ?? 'galat tidak dikenal'}). Periksa apakah disk atau folder jaringan terpasang.`;
  }
  if (!fs.statSync(folder).isDirectory()) return 'Path ini adalah file, bukan folder.';
  const probe = path.join(folder, `.erp-tulis-${randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe, { force: true });
  } catch {
    return 'Folder tidak dapat ditulisi: izin ditolak atau disk hanya-baca.';
  }
  return null;
}
