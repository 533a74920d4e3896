import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BackupRefusedError, restoreBackup } from '../server/backup';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/lock';
import { pgliteDirOf } from '../server/index';
import { MoveRefusedError, moveToPostgres, type MoveReport } from '../server/move/to-postgres';
import { runCommand } from './command';

/**
 * `npm run db:move-to-postgres -- postgres://user@host/db [--files DIR] [--from FILE]`: moves this
 * PC's standalone installation (DATA_DIR: the embedded database and the uploads; or a backup file,
 * `--from`) to an empty PostgreSQL database and a new data folder for the office server (default
 * ./data-kantor), checks nothing was lost, and prints what to set on the office server and in each
 * desktop app. The server must be stopped (the data folder's lock). The source is left as it was.
 */
const USAGE = 'Pemakaian: npm run db:move-to-postgres -- postgres://user@host/nama_db [--files FOLDER_DATA_SERVER_KANTOR] [--from FILE_CADANGAN]';

function parseArgs(args: string[]): { targetUrl: string; targetDataDir: string; from: string | null } | string {
  let targetUrl: string | null = null;
  let targetDataDir = 'data-kantor';
  let from: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--files' || arg === '--from') {
      const value = args[++i];
      if (!value) return `${arg} perlu nama ${arg === '--files' ? 'folder' : 'file'}.\n${USAGE}`;
      if (arg === '--files') targetDataDir = value;
      else from = path.resolve(value);
    } else if (/^postgres(ql)?:\/\//.test(arg) && targetUrl === null) {
      targetUrl = arg;
    } else {
      return `Argumen tidak dikenal: ${arg}\n${USAGE}`;
    }
  }
  if (!targetUrl) return `Alamat database PostgreSQL tujuan belum diberikan.\n${USAGE}`;
  return { targetUrl, targetDataDir: path.resolve(targetDataDir), from };
}

/** The address without its password, for the printed summary. */
function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

function summary(report: MoveReport, targetUrl: string, targetDataDir: string): string {
  const seconds = (report.durationMs / 1000).toFixed(1);
  return [
    '',
    `Selesai dalam ${seconds} detik: ${report.tables.length} tabel, ${report.rows} baris, ${report.files.count} file (${report.files.bytes} byte).`,
    `Diperiksa: jumlah baris dan checksum setiap tabel sama dengan sumber; stok cocok dengan ledger (${report.stockChecked} saldo dan produk).`,
    '',
    'Di server kantor, jalankan server dengan:',
    `  DATABASE_URL=${shownUrl(targetUrl)}`,
    `  DATA_DIR=${targetDataDir}`,
    '  HOST=0.0.0.0 (agar PC lain dapat terhubung) dan TLS_SELF_SIGNED=1 atau TLS_CERT_FILE/TLS_KEY_FILE',
    '  npm run serve',
    `(Folder ${targetDataDir} berisi file unggahan; pindahkan ke komputer server bila perintah ini dijalankan di PC lain.)`,
    '',
    'Di setiap aplikasi desktop: Pengaturan → Server → "Server kantor", isi alamat server kantor (mis. https://server-kantor:8080), Simpan.',
    'Data di PC ini tidak dihapus; setelah semua pindah, jangan pakai lagi mode mandiri untuk data ini.',
  ].join('\n');
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`);
    return 2;
  }
  if (parsed.from) return moveFromBackup(parsed.from, parsed);
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
  const pgliteDir = pgliteDirOf(config);
  if (!fs.existsSync(pgliteDir)) {
    process.stderr.write(`Tidak ada database mandiri di ${pgliteDir}. Atur DATA_DIR ke folder data aplikasi di PC ini.\n`);
    return 2;
  }
  const lock = lockDataDir(config.dataDir);
  try {
    return await moveFolder(config.dataDir, parsed);
  } finally {
    lock.release();
  }
}

/** A backup file as the source: restored into a scratch folder first (checked as db:restore checks it), removed after. */
async function moveFromBackup(file: string, parsed: { targetUrl: string; targetDataDir: string }): Promise<number> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-pindah-'));
  try {
    process.stdout.write(`Membaca cadangan ${file} …\n`);
    await restoreBackup(file, scratch, { replace: false });
    return await moveFolder(scratch, parsed);
  } catch (error) {
    if (error instanceof BackupRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Moves a standalone data folder (its `pgdata` and `files`), already locked by the caller or private to it. */
async function moveFolder(dataDir: string, parsed: { targetUrl: string; targetDataDir: string }): Promise<number> {
  const source = await openDatabase({ url: null, pgliteDir: path.join(dataDir, 'pgdata') });
  try {
    // The source as this app's server would open it: migrated to this version first.
    await source.migrate();
    process.stdout.write(`Memindahkan ${dataDir} ke ${shownUrl(parsed.targetUrl)} …\n`);
    const report = await moveToPostgres({
      source: async (text) => {
        const result = (await source.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> };
        return result.rows;
      },
      sourceFilesDir: path.join(dataDir, 'files'),
      targetUrl: parsed.targetUrl,
      targetDataDir: parsed.targetDataDir,
      onProgress: (line) => process.stdout.write(`${line}\n`),
    });
    process.stdout.write(`${summary(report, parsed.targetUrl, parsed.targetDataDir)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof MoveRefusedError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    process.stderr.write(`Pemindahan gagal, database tujuan dikembalikan kosong: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await source.close();
  }
}

runCommand(main);
