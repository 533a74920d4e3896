import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BackupTableSummary } from '../../common/contract/backup';
import { createBackup, listBackups, readBackup } from '../../server/backup/index';
import { summarizeDatabase } from '../../server/backup/job';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/index';
import { ADMIN, callOk, login } from '../support/server';
import { ReceivingClient } from '../support/receiving';
import { runScript } from '../support/script';

/**
 * `kill -9` of the server in the middle of a backup (issue 26 §4): the data is intact, the earlier
 * backup (made by `npm run db:backup` while the server ran) is untouched and still verified, the half-written file is never listed as good and the
 * next backup clears it away.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-backup-kill-'));
const dataDir = path.join(root, 'data');
const outDir = path.join(root, 'cadangan');
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' });
const backupOptions = (server: RunningServer) => ({ database: server.database, filesDir: path.join(dataDir, 'files'), outDir, appVersion: '1.1.0' });

async function summary(server: RunningServer): Promise<BackupTableSummary[]> {
  const query = async (text: string) => ((await server.database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return (await summarizeDatabase(query)).tables;
}

/** A server process that starts on DATA_DIR and begins a backup, printing each phase it reaches. */
function serverMakingBackup(): { phases: string[]; exited: Promise<number | null>; kill(): void } {
  const url = (file: string) => pathToFileURL(path.join(repo, file)).href;
  const code = `
    const { startServer } = await import(${JSON.stringify(url('server/index.ts'))});
    const { loadConfig } = await import(${JSON.stringify(url('server/config.ts'))});
    const { createBackup } = await import(${JSON.stringify(url('server/backup/index.ts'))});
    const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: 'silent' }), { logger: false, announce: () => undefined });
    let last = '';
    await createBackup({ database: server.database, filesDir: ${JSON.stringify(path.join(dataDir, 'files'))}, outDir: ${JSON.stringify(outDir)}, appVersion: '1.1.0',
      onProgress: (p) => { if (p.phase !== last) { last = p.phase; process.stdout.write(p.phase + '\\n'); } } });
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
  const phases: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => phases.push(...chunk.toString().split('\n').filter(Boolean)));
  return { phases, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))), kill: () => child.kill('SIGKILL') };
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('kill -9 during a backup', () => {
  let server: RunningServer | null = null;
  afterAll(async () => {
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps the data and the earlier backup; the half-written file is never listed as good and goes at the next run', async () => {
    server = await startServer(config, { logger: false, announce: () => undefined });
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const r = new ReceivingClient(server.url, token);
    const setting = await r.receivingSetting(2);
    const po = await r.addPo({ supplier: setting.supplier, receiver: setting.receiver, lines: [{ id_produk: setting.products[0] ?? '', qty: 5, harga: 1_000 }] });
    await r.receiveOk(po.id, setting.products[0] ?? '', 5, { warehouse: setting.warehouse });
    // npm run db:backup while the server runs: the server makes it (its local route).
    const made = await runScript('db-backup.ts', { DATA_DIR: dataDir }, { args: ['--out', outDir] });
    expect(made.output).toContain('Server sedang berjalan: pencadangan dibuat oleh server');
    expect(made.output).toMatch(/Terverifikasi: \d+ tabel/);
    expect(made.code).toBe(0);
    const [earlier] = await listBackups(outDir);
    if (!earlier) throw new Error('no backup listed');
    expect(earlier.status, earlier.error).toBe('verified');
    const before = await summary(server);
    await server.close();
    server = null;

    const child = serverMakingBackup();
    await until(() => child.phases.includes('database'), 'the database phase');
    const partial = () => fs.readdirSync(outDir).find((name) => name.endsWith('.partial'));
    await until(() => {
      const name = partial();
      return name !== undefined && fs.statSync(path.join(outDir, name)).size > 128 * 1024;
    }, 'the partial file to grow');
    child.kill();
    expect(await child.exited).toBeNull();

    const listed = await listBackups(outDir);
    expect(listed.map((e) => e.status).sort()).toEqual(['incomplete', 'verified']);
    expect(listed.find((e) => e.status === 'verified')?.name).toBe(earlier.name);
    expect((await readBackup(earlier.path)).tables).toEqual(earlier.manifest?.tables);

    // The lock of the killed process is taken over; the data is as it was.
    server = await startServer(config, { logger: false, announce: () => undefined });
    expect(await summary(server)).toEqual(before);
    const fresh = await login(server.url, ADMIN.email, ADMIN.password);
    expect((await callOk<{ ok: boolean }>(server.url, 'GET', '/api/warehouse/stock/verify', { token: fresh })).ok).toBe(true);

    const next = await createBackup(backupOptions(server));
    expect(next.status, next.error).toBe('verified');
    const after = await listBackups(outDir);
    expect(after.map((e) => e.status)).toEqual(['verified', 'verified']);
    expect(fs.readdirSync(outDir).some((name) => name.endsWith('.partial'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'backup-work'))).toBe(false);
  }, 120_000);
});
