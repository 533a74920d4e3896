import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from '../db/lock';
import { checkedBackup, knownMigrations } from './format';
import { differences, extractFiles, extractPgliteDatabase, summarizePgliteDir } from './job';
import { BackupRefusedError, type RestoreOptions, type RestoreResult } from './types';

const hasContent = (dir: string): boolean => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

function stamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
}

/**
 * Restores a backup into DATA_DIR with the server stopped (it takes the data folder's lock):
 * the database folder (`pgdata`) and the uploads (`files`); the rest of DATA_DIR (certificates,
 * the backups folder) stays. Refused, with nothing changed: a file that fails its checksums, a
 * backup from a newer schema than this app, a DATA_DIR with data unless `replace` (then the old
 * `pgdata` and `files` are moved to `<DATA_DIR>.sebelum-pemulihan-<time>`). An older schema is
 * migrated forward when the server next starts.
 */
export async function restoreBackup(file: string, dataDir: string, options: RestoreOptions): Promise<RestoreResult> {
  const opened = await checkedBackup(file);
  const { manifest } = opened;
  const known = knownMigrations();
  if (manifest.schema.migrations > known.length) {
    throw new BackupRefusedError(
      `Cadangan ini dibuat oleh aplikasi versi ${manifest.appVersion} dengan skema database yang lebih baru ` +
        `(migrasi ${manifest.schema.migrations}, aplikasi ini ${known.length}). Perbarui aplikasi dulu, lalu pulihkan lagi. Tidak ada yang diubah.`,
    );
  }
  if (manifest.database.kind !== 'pglite') {
    throw new BackupRefusedError('Cadangan ini berasal dari server PostgreSQL: pulihkan dengan psql (README, bagian cadangan). Tidak ada yang diubah.');
  }
  const pgdata = path.join(dataDir, 'pgdata');
  const filesDir = path.join(dataDir, 'files');
  const hasData = hasContent(pgdata) || hasContent(filesDir);
  if (hasData && !options.replace) {
    throw new BackupRefusedError(
      `Folder data ${dataDir} sudah berisi data. Tambahkan --replace untuk menggantinya (data lama disimpan di samping, dengan nama baru). Tidak ada yang diubah.`,
    );
  }
  const lock = lockDataDir(dataDir);
  const work = path.join(dataDir, 'restore-work');
  try {
    fs.rmSync(work, { recursive: true, force: true });
    // Unpacked and checked beside the data first: a failure here leaves DATA_DIR as it was.
    await extractPgliteDatabase(file, opened.entries, path.join(work, 'pgdata'));
    await extractFiles(file, opened.entries, path.join(work, 'files'));
    // Opened once here: its rows are compared, and the server later starts on a folder already recovered.
    const reasons = differences(manifest, (await summarizePgliteDir(path.join(work, 'pgdata'))).tables);
    if (reasons.length > 0) throw new BackupRefusedError(`Database dalam cadangan tidak cocok dengan manifestnya (${reasons.slice(0, 3).join('; ')}). Tidak ada yang diubah.`);
    let previousDataDir: string | null = null;
    if (hasData) {
      previousDataDir = `${dataDir.replace(/[\\/]+$/, '')}.sebelum-pemulihan-${stamp(new Date())}`;
      fs.mkdirSync(previousDataDir, { recursive: true });
      if (fs.existsSync(pgdata)) fs.renameSync(pgdata, path.join(previousDataDir, 'pgdata'));
      if (fs.existsSync(filesDir)) fs.renameSync(filesDir, path.join(previousDataDir, 'files'));
    } else {
      fs.rmSync(pgdata, { recursive: true, force: true });
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
    fs.renameSync(path.join(work, 'pgdata'), pgdata);
    if (fs.existsSync(path.join(work, 'files'))) fs.renameSync(path.join(work, 'files'), filesDir);
    else fs.mkdirSync(filesDir, { recursive: true });
    return { manifest, previousDataDir };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    lock.release();
  }
}
