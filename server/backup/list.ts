import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_EXTENSION, BACKUP_FAILED_EXTENSION, BACKUP_PARTIAL_EXTENSION, type BackupEntry } from '../../common/contract/backup';
import { openBackup } from './format';
import type { FailedNote } from './job';

async function entryOf(dir: string, name: string): Promise<BackupEntry | null> {
  const file = path.join(dir, name);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const base = { name, path: file, bytes: stat.size };
  if (name.endsWith(BACKUP_FAILED_EXTENSION)) {
    try {
      const note = JSON.parse(fs.readFileSync(file, 'utf8')) as FailedNote;
      return { ...base, createdAt: note.createdAt, durationMs: note.durationMs, status: 'failed', error: note.error };
    } catch {
      return { ...base, createdAt: stat.mtime.toISOString(), durationMs: 0, status: 'failed', error: 'Catatan kegagalan tidak terbaca.' };
    }
  }
  if (name.endsWith(BACKUP_PARTIAL_EXTENSION)) {
    // Being written now, or cut off by a crash (then removed at the next run): never a usable backup.
    return { ...base, createdAt: stat.mtime.toISOString(), durationMs: 0, status: 'incomplete' };
  }
  if (!name.endsWith(BACKUP_EXTENSION)) return null;
  try {
    const { manifest } = await openBackup(file);
    // Only a verified file is renamed to .erpbak; a manifest without its verification was changed since.
    if (!manifest.verification) return { ...base, createdAt: manifest.createdAt, durationMs: 0, status: 'failed', error: 'File belum terverifikasi.', manifest };
    return { ...base, createdAt: manifest.createdAt, durationMs: manifest.verification.durationMs, status: 'verified', manifest };
  } catch (error) {
    return { ...base, createdAt: stat.mtime.toISOString(), durationMs: 0, status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The backups in `dir`, newest first: verified, failed and incomplete ones. Reads only each
 * file's entry list and manifest (not its checksums: that is readBackup, before a restore).
 */
export async function listBackups(dir: string): Promise<BackupEntry[]> {
  if (!fs.existsSync(dir)) return [];
  const entries: BackupEntry[] = [];
  for (const name of fs.readdirSync(dir)) {
    const entry = await entryOf(dir, name);
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}
