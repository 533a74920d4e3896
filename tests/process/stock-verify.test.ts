import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run stock:verify` as an operator runs it on the embedded database: it opens DATA_DIR's
 * PGlite folder (migrating it if new), checks the ledger and says so; while a server holds the
 * folder it refuses with the lock's message instead of opening a second PGlite on it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/stock-verify.ts');

function run(dataDir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('npm run stock:verify', () => {
  it('reports a clean ledger with exit code 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-verify-'));
    const result = await run(dataDir);
    expect(result.output).toContain('Stok cocok dengan ledger');
    expect(result.code).toBe(0);
  });

  it('refuses (exit 2) while another live process holds the data folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-verify-'));
    // This test process is alive: its pid in the lock file stands for a running server.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    const result = await run(dataDir);
    expect(result.code).toBe(2);
    expect(result.output).toContain(`sedang dipakai oleh server lain (pid ${process.pid})`);
  });
});
