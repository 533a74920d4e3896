import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench`: figures for the foundation, printed, not asserted.
 * - server start time on embedded PGlite: first start (migrations + superadmin) and a later start
 * - login latency (sequential, through real HTTP; scrypt dominates by design)
 * - server memory after start (RSS)
 * - the renderer's initial JavaScript, gzipped (what the sign-in screen must download)
 */
const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'dist/server/cli.js');
if (!fs.existsSync(cli) || !fs.existsSync(path.join(root, 'dist/renderer/index.html'))) {
  console.error('Jalankan `npm run build` dulu.');
  process.exit(1);
}

const ADMIN = { email: 'bench@erp.local', password: 'bench-rahasia-1' };

async function startServer(dataDir: string): Promise<{ ms: number; url: string; pid: number; stop: () => Promise<void> }> {
  const began = performance.now();
  const child = spawn(process.execPath, [cli], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /siap di (http:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const ms = performance.now() - began;
  return {
    ms,
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function loginLatency(url: string, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const began = performance.now();
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`login ${res.status}`);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

function initialJavaScript(): { files: string[]; raw: number; gzip: number } {
  const dir = path.join(root, 'dist/renderer');
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const ref of refs) {
    const bytes = fs.readFileSync(path.join(dir, ref));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: refs, raw, gzip };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-'));
const first = await startServer(dataDir);
const firstRss = rssMiB(first.pid);
await first.stop();
const later = await startServer(dataDir);
await loginLatency(later.url, 3); // warm-up
const times = await loginLatency(later.url, 30);
const laterRss = rssMiB(later.pid);
await later.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
const js = initialJavaScript();

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log('Foundation benchmark (embedded PGlite)');
console.log(`  server first start (migrations + superadmin): ${first.ms.toFixed(0)} ms, RSS ${firstRss.toFixed(0)} MiB`);
console.log(`  server later start:                           ${later.ms.toFixed(0)} ms`);
console.log(
  `  login latency (30 sequential): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(`  server RSS after logins:                      ${laterRss.toFixed(0)} MiB`);
console.log(`  renderer initial JS: ${kib(js.gzip)} gzipped (${kib(js.raw)} raw) in ${js.files.length} file(s)`);
