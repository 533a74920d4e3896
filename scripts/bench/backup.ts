import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { backupEntry, type BackupEntry } from '../../common/contract/backup';
import { SERVER_PROCESS_ENV } from '../../common/server-process';
import { restoreBackup } from '../../server/backup/index';
import { openDatabase } from '../../server/db/client';
import { signIn } from './http';
import { rowsOf, seedLedger } from './ledger';
import { benchRoutes, fetchOnce, PRODUCT_COUNT } from './products';

/**
 * `npm run bench -- backup` (issue 26 §4): on PGlite with PRODUCT_COUNT products and about a million
 * ledger entries, the time and size of a backup made by a running server, how long the database was
 * held for the snapshot, the product list's latency (GET product/pro, one user clicking, one request
 * after another) before and while the backup runs, and the time of a restore.
 * Goals: backup < 60 s, restore < 120 s, product/pro p95 < 100 ms during the backup.
 * The server runs from source in its own process (tsx), as the backup service will run in it.
 */
const root = path.resolve(import.meta.dirname, '../..');

interface BenchServer {
  url: string;
  /** Makes a backup in the server process; answers its entry and when each phase began (ms since the call). */
  backup(outDir: string): Promise<{ entry: BackupEntry; phases: Record<string, number> }>;
  stop(): Promise<void>;
}

function startSourceServer(dataDir: string, admin: { email: string; password: string }): Promise<BenchServer> {
  const href = (file: string) => JSON.stringify(pathToFileURL(path.join(root, file)).href);
  const code = `
    import readline from 'node:readline';
    const { startServer } = await import(${href('server/index.ts')});
    const { loadConfig } = await import(${href('server/config.ts')});
    const { createBackup } = await import(${href('server/backup/index.ts')});
    const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: 'warn', ADMIN_EMAIL: ${JSON.stringify(admin.email)}, ADMIN_PASSWORD: ${JSON.stringify(admin.password)} }), { announce: () => undefined });
    process.stdout.write(JSON.stringify({ url: server.url }) + '\\n');
    for await (const line of readline.createInterface({ input: process.stdin })) {
      if (line === 'stop') { await server.close(); process.exit(0); }
      const began = performance.now();
      const phases = {};
      const entry = await createBackup({ database: server.database, filesDir: ${JSON.stringify(path.join(dataDir, 'files'))}, outDir: line, appVersion: 'bench',
        onProgress: (p) => { phases[p.phase] ??= Math.round(performance.now() - began); if (p.phase === 'snapshot' && p.done === 1) phases.snapshotDone = Math.round(performance.now() - began); } });
      process.stdout.write(JSON.stringify({ entry, phases }) + '\\n');
    }
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...SERVER_PROCESS_ENV },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: Array<(line: string) => void> = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      waiting.shift()?.(line);
      newline = buffered.indexOf('\n');
    }
  });
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  return nextLine().then((first) => ({
    url: (JSON.parse(first) as { url: string }).url,
    async backup(outDir) {
      const answer = nextLine();
      child.stdin.write(`${outDir}\n`);
      const parsed = JSON.parse(await answer) as { entry: unknown; phases: Record<string, number> };
      return { entry: backupEntry.parse(parsed.entry), phases: parsed.phases };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.stdin.write('stop\n');
      }),
  }));
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const relative of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const stat = fs.statSync(path.join(dir, relative));
    if (stat.isFile()) total += stat.size;
  }
  return total;
}

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const secs = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function latencyLine(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return `    ${label.padEnd(30)} p50 ${at(0.5).toFixed(1).padStart(6)} ms  p95 ${at(0.95).toFixed(1).padStart(6)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1).padStart(7)} ms  (${times.length} calls)`;
}

/** One user clicking through the product list: filters and sorts in turn, each request after the previous answer. */
async function listLatencies(url: string, token: string, until: () => boolean, minCalls: number): Promise<number[]> {
  const { filters, sorts } = benchRoutes();
  const routes = [...filters, ...sorts].map((r) => r.route);
  const times: number[] = [];
  for (let i = 0; !until() || times.length < minCalls; i++) {
    const began = performance.now();
    const res = await fetchOnce(`${url}${routes[i % routes.length]}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`product/pro ${res.status}`);
    times.push(performance.now() - began);
  }
  return times;
}

export async function backupBench(admin: { email: string; password: string }): Promise<void> {
  console.log(`Backup and restore (PGlite, ${PRODUCT_COUNT.toLocaleString('id-ID')} products and about a million ledger entries)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-backup-'));
  const dataDir = path.join(dir, 'data');
  const outDir = path.join(dir, 'cadangan');
  try {
    const first = await startSourceServer(dataDir, admin);
    await first.stop();
    const seedBegan = performance.now();
    const database = await openDatabase({ url: null, pgliteDir: path.join(dataDir, 'pgdata') });
    let entries = 0;
    try {
      await seedLedger(database.db, PRODUCT_COUNT);
      entries = Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from stock_ledger`))[0]?.n ?? 0);
    } finally {
      await database.close();
    }
    console.log(`  seeded ${entries.toLocaleString('id-ID')} ledger entries in ${secs(performance.now() - seedBegan)}; data folder ${mib(folderBytes(path.join(dataDir, 'pgdata')))}`);

    const server = await startSourceServer(dataDir, admin);
    let entry: BackupEntry;
    try {
      const token = await signIn(server.url, admin.email, admin.password);
      await listLatencies(server.url, token, () => true, 30); // warm-up
      const quiet = await listLatencies(server.url, token, () => true, 200);
      // Alone first (what the 12:30 backup costs at lunch), then with a user clicking through the list.
      const aloneBegan = performance.now();
      const alone = await server.backup(outDir);
      if (alone.entry.status !== 'verified') throw new Error(`backup ${alone.entry.status}: ${alone.entry.error ?? ''}`);
      console.log(`  backup, no other requests: ${secs(performance.now() - aloneBegan)} (goal < 60 s), file ${mib(alone.entry.bytes)}; load average before ${os.loadavg()[0]?.toFixed(1)}`);
      console.log(`    phases began at (ms): ${Object.entries(alone.phases).map(([phase, ms]) => `${phase} ${ms}`).join(', ')}`);
      let done = false;
      const began = performance.now();
      const backup = server.backup(outDir).finally(() => (done = true));
      const during = await listLatencies(server.url, token, () => done, 50);
      const made = await backup;
      const backupMs = performance.now() - began;
      entry = made.entry;
      if (entry.status !== 'verified') throw new Error(`backup ${entry.status}: ${entry.error ?? ''}`);
      const snapshotMs = (made.phases.snapshotDone ?? 0) - (made.phases.snapshot ?? 0);
      console.log(`  backup while the list is read: ${secs(backupMs)}, file ${mib(entry.bytes)}; snapshot ${snapshotMs} ms (queries go on; held only to copy the WAL); load average before ${os.loadavg()[0]?.toFixed(1)}`);
      console.log(`    phases began at (ms): ${Object.entries(made.phases).map(([phase, ms]) => `${phase} ${ms}`).join(', ')}`);
      console.log(latencyLine('product/pro, no backup', quiet));
      console.log(`${latencyLine('product/pro, during backup', during)}  goal p95 < 100 ms`);
    } finally {
      await server.stop();
    }

    const restoreDir = path.join(dir, 'pulih');
    const restoreBegan = performance.now();
    const restored = await restoreBackup(entry.path, restoreDir, { replace: false });
    const restoreMs = performance.now() - restoreBegan;
    const rows = restored.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`  restore (checksums, unpack, every table compared): ${secs(restoreMs)} (goal < 120 s), ${rows.toLocaleString('id-ID')} rows`);
    const startBegan = performance.now();
    const again = await startSourceServer(restoreDir, admin);
    console.log(`  first start on the restored data: ${secs(performance.now() - startBegan)}`);
    await again.stop();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
