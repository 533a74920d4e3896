import path from 'node:path';
import { loadConfig } from '../server/config';
import { BackupRefusedError, readBackup, restoreBackup, restorePostgresBackup } from '../server/backup/index';
import { runCommand } from './command';

/**
 * `npm run db:restore -- FILE [--replace]`: restores a backup into DATA_DIR with the server
 * stopped (server/backup/README.md). Refused, with nothing changed: a damaged file, a newer
 * schema, a DATA_DIR with data unless --replace (the old data is then kept beside it). With
 * DATABASE_URL, a PostgreSQL backup goes into that (empty) database with psql.
 */
const USAGE = 'Pemakaian: npm run db:restore -- FILE_CADANGAN [--replace]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const rest = args.filter((arg) => arg !== '--replace');
  const unknown = rest.find((arg) => arg.startsWith('--'));
  if (rest.length !== 1 || unknown) {
    process.stderr.write(`${unknown ? `Argumen tidak dikenal: ${unknown}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(rest[0] ?? '');
  const config = loadConfig();
  try {
    const manifest = await readBackup(file);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Cadangan ${path.basename(file)}: dibuat ${new Date(manifest.createdAt).toLocaleString('id-ID')} oleh versi ${manifest.appVersion}, ` +
        `${manifest.tables.length} tabel (${rows.toLocaleString('id-ID')} baris), ${manifest.files.count} file. Checksum cocok.\n` +
        `Memulihkan ke ${config.dataDir} …\n`,
    );
    const started = Date.now();
    // With DATABASE_URL: into that database, which must be empty (psql), and DATA_DIR/files.
    const result = config.databaseUrl ? await restorePostgresBackup(file, config.databaseUrl, config.dataDir) : await restoreBackup(file, config.dataDir, { replace });
    process.stdout.write(`Selesai dalam ${((Date.now() - started) / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} detik; setiap tabel cocok dengan manifest.\n`);
    if (result.previousDataDir) {
      process.stdout.write(`Data lama disimpan di ${result.previousDataDir}; hapus folder itu setelah server berjalan baik dengan data yang dipulihkan.\n`);
    }
    process.stdout.write('Jalankan server seperti biasa; skema yang lebih lama diperbarui otomatis saat server mulai.\n');
    return 0;
  } catch (error) {
    if (error instanceof BackupRefusedError) {
      process.stderr.write(`Ditolak: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

runCommand(main);
