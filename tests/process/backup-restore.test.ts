import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEntry, BackupTableSummary } from '../../common/contract/backup';
import { addDays, companyToday } from '../../common/calendar';
import { createBackup, listBackups, readBackup, restoreBackup } from '../../server/backup/index';
import { PGLITE_PART } from '../../server/backup/format';
import { summarizeDatabase } from '../../server/backup/job';
import { readTarEntries } from '../../server/backup/tar';
import { loadConfig, type ServerConfig } from '../../server/config';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase, type Database } from '../../server/db/client';
import { startServer, type RunningServer } from '../../server/index';
import { TINY_PDF } from '../support/purchasing';
import { ReceivingClient } from '../support/receiving';
import { paidEmployeeWithPhoto } from '../support/salary';
import { runScript } from '../support/script';
import { ADMIN, callOk, login, type TestServer } from '../support/server';
import { callMultipart, formParts } from '../support/uploads';
import { fetchBytes } from '../support/warehouse';

/**
 * Backups on the embedded database as the server keeps it on disk (issue 26 §1-2): a backup made
 * while the server runs and writes go on, the data folder wiped, `npm run db:restore`: every
 * table's rows and every upload's bytes as they were at the snapshot, writes either wholly in or
 * wholly out, stock matching its ledger. Damaged files and a newer schema are refused untouched.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-backup-'));
const dataDir = path.join(root, 'data');
const outDir = path.join(root, 'cadangan');
const configFor = (dir: string): ServerConfig =>
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' });

const rowsOf = async (database: Database, text: string): Promise<Array<Record<string, unknown>>> =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const summaryOf = async (database: Database): Promise<BackupTableSummary[]> => (await summarizeDatabase((text) => rowsOf(database, text))).tables;

function filesUnder(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  for (const relative of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, relative);
    if (fs.statSync(file).isFile()) found.set(relative, fs.readFileSync(file).toString('base64'));
  }
  return found;
}

describe('backup → wipe → restore', () => {
  let server: RunningServer | null = null;
  let token = '';
  const seeded = { po: '', run: '', photo: '', certificate: '', products: [] as string[], warehouses: [] as string[] };
  let atSnapshot: BackupTableSummary[] = [];
  let uploadsAtSnapshot = new Map<string, string>();
  let entry: BackupEntry;
  /** POs whose creation answered before the snapshot began, and all of them (created while the backup ran). */
  const poBeforeSnapshot: string[] = [];
  const poAll: string[] = [];
  /** The tables those POs changed (purchases, their lines, the audit log, …). */
  const writtenTables = new Set<string>();

  beforeAll(async () => {
    server = await startServer(configFor(dataDir), { logger: false, announce: () => undefined });
    token = await login(server.url, ADMIN.email, ADMIN.password);
    const t = { url: server.url } as TestServer;
    const r = new ReceivingClient(server.url, token);
    const setting = await r.receivingSetting(2);
    const second = await r.addMaster('warehouse', `Gudang Kedua ${setting.tag}`, { code: '', address: 'Jl. Kedua' });
    seeded.products = setting.products;
    seeded.warehouses = [setting.warehouse, second];
    const po = await r.addPo({ supplier: setting.supplier, receiver: setting.receiver, lines: [{ id_produk: setting.products[0] ?? '', qty: 10, harga: 10_000 }] });
    seeded.po = po.id;
    await r.receiveOk(po.id, setting.products[0] ?? '', 6, { warehouse: setting.warehouse });
    await r.receiveOk(po.id, setting.products[0] ?? '', 4, { warehouse: second });
    expect((await r.pay(po.id, 40_000, await r.proof(TINY_PDF))).status).toBe(200);

    const sari = await paidEmployeeWithPhoto(t, token);
    seeded.photo = sari.photo;
    seeded.run = sari.run;
    const jenis = await callOk<{ data: { id: string } }>(server.url, 'POST', '/api/certificate/jenis/add', {
      token,
      body: { name: 'SKK Ahli K3', kategori: 1, validity_months: '36', warning_days: '60', description: '' },
    });
    const today = companyToday();
    const certificate = await callMultipart<{ data: { id: string } }>(
      server.url,
      'POST',
      '/api/certificate/certificate/add',
      [
        ...formParts({ jenis: jenis.data.id, nomor: 'SKK-001', holder_kind: 'employee', employee_id: sari.employeeId, penerbit: 'LPJK', tanggal_terbit: addDays(today, -100), tanggal_kadaluarsa: addDays(today, 900), keterangan: '' }),
        { name: 'scan', value: TINY_PDF },
      ],
      token,
    );
    expect(certificate.status, JSON.stringify(certificate.body)).toBe(200);
    seeded.certificate = certificate.body.data.id;

    // The state the backup must hold, then POs created one after another while it runs.
    atSnapshot = await summaryOf(server.database);
    uploadsAtSnapshot = filesUnder(path.join(dataDir, 'files'));
    let snapshotStarted = false;
    let backupDone = false;
    const writer = (async () => {
      while (!backupDone) {
        const before = !snapshotStarted;
        const created = await r.addPo({ supplier: setting.supplier, receiver: setting.receiver, lines: [{ id_produk: setting.products[0] ?? '', qty: 1, harga: 500 }, { id_produk: setting.products[1] ?? '', qty: 2, harga: 700 }] });
        poAll.push(created.id);
        if (before && !snapshotStarted) poBeforeSnapshot.push(created.id);
      }
    })();
    // A few writes are in before the backup starts, so "before the snapshot" is not empty.
    while (poAll.length < 2) await new Promise((resolve) => setImmediate(resolve));
    entry = await createBackup({
      database: server.database,
      filesDir: path.join(dataDir, 'files'),
      outDir,
      appVersion: '1.1.0',
      onProgress: (progress) => {
        if (progress.phase === 'snapshot') snapshotStarted = true;
      },
    });
    backupDone = true;
    await writer;
    const afterWrites = new Map((await summaryOf(server.database)).map((table) => [table.name, table]));
    for (const table of atSnapshot) if (JSON.stringify(afterWrites.get(table.name)) !== JSON.stringify(table)) writtenTables.add(table.name);
    await server.close();
    server = null;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('makes a verified backup, listed with its manifest', async () => {
    expect(entry.status, entry.error).toBe('verified');
    expect(entry.name).toMatch(/^erp-backup-\d{4}-\d{2}-\d{2}T\d{4}\.erpbak$/);
    const listed = await listBackups(outDir);
    expect(listed.map((e) => [e.name, e.status])).toEqual([[entry.name, 'verified']]);
    expect(listed[0]?.manifest?.files.count).toBe(uploadsAtSnapshot.size);
    expect(fs.readdirSync(outDir)).toEqual([entry.name]);
  });

  it('restores into a wiped DATA_DIR: every table and upload as at the snapshot, writes wholly in or out, stock verified', async () => {
    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true });
    fs.rmSync(path.join(dataDir, 'files'), { recursive: true });
    const restored = await runScript('db-restore.ts', { DATA_DIR: dataDir }, { args: [entry.path] });
    expect(restored.output).toContain('setiap tabel cocok dengan manifest');
    expect(restored.code).toBe(0);

    expect(filesUnder(path.join(dataDir, 'files'))).toEqual(uploadsAtSnapshot);
    const database = await openDatabase({ url: null, pgliteDir: path.join(dataDir, 'pgdata') });
    try {
      const now = new Map((await summaryOf(database)).map((table) => [table.name, table]));
      // The POs written during the backup: those answered before the snapshot are in, each with both lines.
      const pos = (await rowsOf(database, `SELECT p.id, count(l.*)::int AS lines FROM purchases p LEFT JOIN purchase_lines l ON l.purchase_id = p.id GROUP BY p.id`)) as Array<{ id: string; lines: number }>;
      const restoredIds = new Set(pos.map((p) => p.id));
      for (const id of poBeforeSnapshot) expect(restoredIds.has(id), id).toBe(true);
      for (const p of pos.filter((p) => poAll.includes(p.id))) expect(p.lines, p.id).toBe(2);
      // Every other table (not touched by those writes) exactly as before them.
      expect(writtenTables.has('purchases')).toBe(true);
      for (const table of atSnapshot.filter((table) => !writtenTables.has(table.name))) expect(now.get(table.name), table.name).toEqual(table);
    } finally {
      await database.close();
    }

    server = await startServer(configFor(dataDir), { logger: false, announce: () => undefined });
    const fresh = await login(server.url, ADMIN.email, ADMIN.password);
    const verified = await callOk<{ ok: boolean }>(server.url, 'GET', '/api/warehouse/stock/verify', { token: fresh });
    expect(verified.ok).toBe(true);
    const balances = await Promise.all(
      seeded.warehouses.map((w) => callOk<{ data: { stock: number } }>(server?.url ?? '', 'GET', `/api/warehouse/stock/balance?product=${seeded.products[0]}&warehouse=${w}`, { token: fresh })),
    );
    expect(balances.map((b) => b.data.stock)).toEqual([6, 4]);
    const photo = await fetchBytes(server.url, seeded.photo, fresh);
    expect(photo.status).toBe(200);
    const run = await callOk<{ data: { status: string } }>(server.url, 'GET', `/api/salary/run/get/${seeded.run}`, { token: fresh });
    expect(run.data.status).toBe('final');
    await server.close();
    server = null;
  }, 120_000);

  it('refuses a truncated and a tampered file, a newer schema, and a DATA_DIR with data without --replace; nothing changes', async () => {
    const damagedDir = path.join(root, 'rusak');
    fs.mkdirSync(damagedDir);
    const bytes = fs.readFileSync(entry.path);
    const truncated = path.join(damagedDir, 'terpotong.erpbak');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    // One byte changed inside a stored file's content (the database part's largest file): only the
    // part's checksum can tell. A byte at a fixed offset could land in a tar header or its padding.
    const largest = (await readTarEntries(entry.path))
      .filter((part) => part.type === 'file' && part.name.startsWith(PGLITE_PART))
      .reduce((a, b) => (b.size > a.size ? b : a));
    const tampered = path.join(damagedDir, 'diubah.erpbak');
    const changed = Buffer.from(bytes);
    const at = largest.offset + Math.floor(largest.size / 2);
    changed[at] = (changed[at] ?? 0) ^ 0xff;
    fs.writeFileSync(tampered, changed);
    // And one byte of that file's tar header (its name): the header's own checksum refuses it.
    const badHeader = path.join(damagedDir, 'kepala-diubah.erpbak');
    const headerChanged = Buffer.from(bytes);
    headerChanged[largest.offset - 512] = (headerChanged[largest.offset - 512] ?? 0) ^ 0x01;
    fs.writeFileSync(badHeader, headerChanged);
    await expect(readBackup(truncated)).rejects.toThrow(/rusak atau tidak lengkap/);
    await expect(readBackup(tampered)).rejects.toThrow(/checksum database tidak cocok/);
    await expect(readBackup(badHeader)).rejects.toThrow(/rusak atau tidak lengkap \(isi file terpotong atau berubah\)/);

    const newer = path.join(damagedDir, 'lebih-baru.erpbak');
    const manifest = await readBackup(entry.path);
    const raised = JSON.stringify({ ...manifest, schema: { migrations: manifest.schema.migrations + 1, lastTag: '9999_masa_depan' } });
    const renewed = Buffer.from(bytes);
    renewed.write(raised.padEnd(64 * 1024 - 1, ' '), 512, 'utf8');
    fs.writeFileSync(newer, renewed);

    const empty = path.join(root, 'kosong');
    for (const file of [truncated, tampered, newer]) {
      await expect(restoreBackup(file, empty, { replace: true })).rejects.toThrow(/Tidak ada yang diubah|rusak atau tidak lengkap/);
      expect(fs.existsSync(empty)).toBe(false);
    }
    await expect(restoreBackup(newer, empty, { replace: true })).rejects.toThrow(/skema database yang lebih baru/);

    const before = filesUnder(dataDir);
    const refused = await runScript('db-restore.ts', { DATA_DIR: dataDir }, { args: [entry.path] });
    expect(refused.output).toContain('sudah berisi data. Tambahkan --replace');
    expect(refused.code).toBe(1);
    expect(filesUnder(dataDir)).toEqual(before);
  }, 60_000);
});

describe('a backup from an older schema', () => {
  it('restores and is migrated forward when the server starts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-backup-old-'));
    try {
      // This app's migrations but the newest: the schema an older version left.
      const olderMigrations = path.join(dir, 'migrations');
      fs.cpSync(migrationsFolder(), olderMigrations, { recursive: true });
      const journalFile = path.join(olderMigrations, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
      journal.entries.pop();
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      const older = await openDatabase({ url: null, pgliteDir: null });
      const client = older.embedded?.client;
      if (!client) throw new Error('PGlite expected');
      await migrate(drizzle(client), { migrationsFolder: olderMigrations });
      const made = await createBackup({ database: older, filesDir: path.join(dir, 'tidak-ada'), outDir: path.join(dir, 'cadangan'), appVersion: '1.0.0' });
      await older.close();
      expect(made.status, made.error).toBe('verified');
      expect(made.manifest?.schema).toEqual({ migrations: journal.entries.length, lastTag: journal.entries.at(-1)?.tag });

      const dataDir = path.join(dir, 'data');
      await restoreBackup(made.path, dataDir, { replace: false });
      const server = await startServer(configFor(dataDir), { logger: false, announce: () => undefined });
      try {
        const applied = await rowsOf(server.database, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        expect(applied[0]?.n).toBe(journal.entries.length + 1);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
