import fs from 'node:fs';
import path from 'node:path';
import { backupEntry, type BackupEntry } from '../common/contract/backup';
import { loadConfig, type ServerConfig } from '../server/config';
import { createBackup } from '../server/backup/index';
import { DataDirLockedError } from '../server/db/lock';
import { SERVER_VERSION } from '../server/version';
import { runCommand, withServerDatabase } from './command';

/**
 * `npm run db:backup [-- --out FOLDER]`: one verified backup of the database and the uploads
 * (server/backup/README.md). With the server stopped it opens the data folder itself; while the
 * server runs (the folder is locked) it asks the server to make it. Default folder: DATA_DIR/backups.
 */
const USAGE = 'Pemakaian: npm run db:backup [-- --out FOLDER]';

function parseArgs(args: string[]): { outDir: string | null } | string {
  let outDir: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--out') {
      const value = args[++i];
      if (!value) return `--out perlu nama folder.\n${USAGE}`;
      outDir = path.resolve(value);
    } else {
      return `Argumen tidak dikenal: ${arg}\n${USAGE}`;
    }
  }
  return { outDir };
}

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
const seconds = (ms: number): string => `${(ms / 1000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} detik`;

function report(entry: BackupEntry): number {
  if (entry.status !== 'verified') {
    process.stderr.write(`Pencadangan GAGAL: ${entry.error ?? 'tidak diketahui'}\nCatatan: ${entry.path}\n`);
    return 1;
  }
  const manifest = entry.manifest;
  const rows = manifest?.tables.reduce((sum, table) => sum + table.rows, 0) ?? 0;
  process.stdout.write(
    [
      `Cadangan: ${entry.path}`,
      `Ukuran: ${megabytes(entry.bytes)}, waktu: ${seconds(entry.durationMs)}`,
      `Terverifikasi: ${manifest?.tables.length ?? 0} tabel (${rows.toLocaleString('id-ID')} baris) dimuat ulang dan cocok; ` +
        `${manifest?.files.count ?? 0} file unggahan (${megabytes(manifest?.files.bytes ?? 0)}) cocok dengan checksum.`,
      '',
    ].join('\n'),
  );
  return 0;
}

/** The running server makes the backup (the data folder is its own): the local route of the backup service. */
async function askRunningServer(config: ServerConfig, outDir: string | null): Promise<number> {
  const localFile = path.join(config.dataDir, 'backup-local.json');
  if (!fs.existsSync(localFile)) {
    process.stderr.write(`Server sedang berjalan dengan folder data ${config.dataDir}, tetapi tidak menawarkan pencadangan lokal. Pakai layar Cadangan Data, atau hentikan server dulu.\n`);
    return 2;
  }
  const local = JSON.parse(fs.readFileSync(localFile, 'utf8')) as { url: string; token: string };
  process.stdout.write(`Server sedang berjalan: pencadangan dibuat oleh server (${local.url}) …\n`);
  // The server's own self-signed certificate on loopback: the token file (0600) is what authenticates.
  if (local.url.startsWith('https:')) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const response = await fetch(new URL('/api/backup/local', local.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-backup-token': local.token },
    body: JSON.stringify(outDir ? { outDir } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? `HTTP ${response.status}`;
    process.stderr.write(`Server menolak: ${message}\n`);
    return 1;
  }
  return report(backupEntry.parse(body));
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (typeof parsed === 'string') {
    process.stderr.write(`${parsed}\n`);
    return 2;
  }
  const config = loadConfig();
  const outDir = parsed.outDir ?? path.join(config.dataDir, 'backups');
  try {
    return await withServerDatabase(config, async (database) => {
      let lastPhase = '';
      const entry = await createBackup({
        database,
        filesDir: path.join(config.dataDir, 'files'),
        outDir,
        appVersion: SERVER_VERSION,
        onProgress: (progress) => {
          if (progress.phase === lastPhase) return;
          lastPhase = progress.phase;
          const label = { snapshot: 'Mengambil snapshot', database: 'Menulis database', files: 'Menulis file unggahan', verify: 'Memverifikasi', done: 'Selesai' }[progress.phase];
          process.stdout.write(`${label} …\n`);
        },
      });
      return report(entry);
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) return askRunningServer(config, parsed.outDir);
    throw error;
  }
}

runCommand(main);
