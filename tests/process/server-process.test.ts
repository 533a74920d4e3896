import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { runScript } from '../support/script';

/**
 * The server as an operator runs it (`npm run serve` entry, embedded PGlite in DATA_DIR):
 * configuration errors, first and later starts, the data-folder lock and graceful shutdown.
 */
const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'server/cli.ts');
const running: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  output: () => string;
  url: Promise<string>;
  exit: Promise<number | null>;
}

function startCli(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let text = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /ERP server siap di (https?:\/\/\S+)/.exec(text);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${text}`)));
  });
  url.catch(() => undefined);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, url, exit };
}

/** A login POST over a raw socket whose body is held back halfway until `finish()`. */
function halfSentLogin(url: string, body: string): { headersSent: Promise<void>; finish: () => void; response: Promise<{ status: number; body: string }> } {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  const half = Math.floor(body.length / 2);
  const headersSent = new Promise<void>((resolve) => {
    socket.on('connect', () => {
      socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`, () => resolve());
    });
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
  return { headersSent, finish: () => socket.write(body.slice(half)), response };
}

/** The certificate the server presents, as node:tls reads it (no verification: it is what we check). */
function peerFingerprint(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: hostname, port: Number(port), servername: 'localhost', rejectUnauthorized: false }, () => {
      resolve(socket.getPeerX509Certificate()?.fingerprint256 ?? '');
      socket.end();
    });
    socket.on('error', reject);
  });
}

/** A POST over HTTPS that trusts only `ca`: the self-signed certificate must be valid for the address. */
function httpsPost(url: string, body: unknown, headers: Record<string, string>, ca: string): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method: 'POST', ca, headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, setCookie: response.headers['set-cookie'] ?? [] }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'erp-proc-'));

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server process', () => {
  it('refuses to start on a bad configuration value and names the variable', async () => {
    const started = startCli({ DATA_DIR: tempDir(), PORT: 'delapan' });
    expect(await started.exit).toBe(2);
    expect(started.output()).toContain('Konfigurasi tidak valid');
    expect(started.output()).toMatch(/PORT:/);
  });

  it('creates the superadmin on first start with a printed one-time password, and only migrates later', async () => {
    const dataDir = tempDir();
    const first = startCli({ DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test' });
    const firstUrl = await first.url;
    const password = /password : (\S+)/.exec(first.output())?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(firstUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const second = startCli({ DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test' });
    const url = await second.url;
    expect(second.output()).not.toContain('Super Admin dibuat');
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bos@erp.test', password }),
    });
    expect(res.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 60_000);

  it('utility entry (desktop standalone): reports ready with the first start’s generated sign-in, once', async () => {
    const dataDir = tempDir();
    const runUtility = () =>
      new Promise<{ type: string; url?: string; generatedAdmin?: { email: string; password: string } }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/utility.ts')], {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', ADMIN_EMAIL: 'kasir@erp.test' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        running.push(child);
        let text = '';
        let message: { type: string } | null = null;
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const line = text.split('\n').find((l) => l.startsWith('{'));
          if (line && !message) {
            message = JSON.parse(line) as { type: string };
            child.kill('SIGTERM');
          }
        });
        // Answer once it has exited, so the next start finds the data folder free.
        child.on('exit', () => (message ? resolve(message) : reject(new Error(`utility exited: ${text}`))));
      });
    const first = await runUtility();
    expect(first.type).toBe('ready');
    expect(first.generatedAdmin?.email).toBe('kasir@erp.test');
    expect(first.generatedAdmin?.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const later = await runUtility();
    expect(later.type).toBe('ready');
    expect(later.generatedAdmin).toBeUndefined();
  }, 60_000);

  it('refuses a second server on the same data folder with a clear message', async () => {
    const dataDir = tempDir();
    const first = startCli({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'rahasia-123' });
    await first.url;
    const second = startCli({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'rahasia-123' });
    expect(await second.exit).toBe(3);
    expect(second.output()).toContain(`Folder data ${dataDir} sedang dipakai oleh server lain (pid ${first.child.pid})`);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
  }, 60_000);

  it('finishes in-flight requests on SIGTERM, closes the database and releases the data folder', async () => {
    const dataDir = tempDir();
    const server = startCli({ DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test', ADMIN_PASSWORD: 'rahasia-123' });
    const url = await server.url;
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    // The request is in flight for sure: its headers and half its body are sent, the signal comes,
    // then the rest of the body (a fixed wait after a whole request raced a busy machine).
    const inFlight = halfSentLogin(url, JSON.stringify({ email: 'bos@erp.test', password: 'rahasia-123' }));
    await inFlight.headersSent;
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    inFlight.finish();
    const response = await inFlight.response;
    expect(response.status).toBe(200);
    expect((JSON.parse(response.body) as { token: string }).token).toHaveLength(43);
    expect(await server.exit).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    // The database closed cleanly: a new server opens the same folder and finds its data.
    // This time beyond loopback and without TLS: the server says in its log that the LAN can read it.
    const again = startCli({ DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test', ADMIN_PASSWORD: 'rahasia-123', HOST: '0.0.0.0' });
    const againUrl = await again.url;
    const health = await fetch(`${againUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(server.output()).not.toContain('tanpa TLS');
    expect(again.output()).toContain('Server mendengarkan di 0.0.0.0 tanpa TLS');
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  }, 60_000);

  it('warns that ADMIN_PASSWORD is ignored on an existing database; admin:reset-password sets a new one, never from argv', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test', ADMIN_PASSWORD: 'sandi-pertama-1' };
    const first = startCli(env);
    const firstUrl = await first.url;
    // Three failures of the five allowed: the reset clears the counter a locked-out admin has.
    for (let i = 0; i < 3; i++) await fetch(`${firstUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bos@erp.test', password: 'salah-salah' }) });
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).not.toContain('ADMIN_PASSWORD diabaikan');

    const second = startCli({ ...env, ADMIN_PASSWORD: 'sandi-lain-sekali' });
    await second.url;
    expect(second.output()).toContain('PERINGATAN: ADMIN_PASSWORD diabaikan karena database sudah berisi pengguna');
    expect(second.output()).toContain('npm run admin:reset-password');
    // While the server holds the embedded database the reset refuses, naming the lock.
    const locked = await runScript('admin-reset-password.ts', { DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test', ADMIN_NEW_PASSWORD: 'sandi-baru-aman' });
    expect(locked.code).toBe(2);
    expect(locked.output).toContain('sedang dipakai oleh server lain');
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);

    const tooShort = await runScript('admin-reset-password.ts', { DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test', ADMIN_NEW_PASSWORD: 'pendek' });
    expect(tooShort).toMatchObject({ code: 2, output: expect.stringContaining('minimal 8 karakter') });
    const unknown = await runScript('admin-reset-password.ts', { DATA_DIR: dataDir, ADMIN_NEW_PASSWORD: 'sandi-baru-aman' }, { args: ['--email', 'siapa@erp.test'] });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Super Admin yang aktif: bos@erp.test');
    // From the environment; ADMIN_EMAIL left at its default: the only superadmin is found.
    const fromEnv = await runScript('admin-reset-password.ts', { DATA_DIR: dataDir, ADMIN_NEW_PASSWORD: 'sandi-dari-env-1' });
    expect(fromEnv.output).toContain('Kata sandi bos@erp.test sudah diganti');
    expect(fromEnv.code).toBe(0);
    // From stdin when it is not a terminal (a pipe), the way a script of IT's would feed it.
    const fromStdin = await runScript('admin-reset-password.ts', { DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test' }, { stdin: 'sandi-dari-pipa-2\n' });
    expect(fromStdin.code).toBe(0);

    const third = startCli({ DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test' });
    const url = await third.url;
    const login = (password: string) =>
      fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bos@erp.test', password }) });
    expect((await login('sandi-pertama-1')).status).toBe(401);
    expect((await login('sandi-dari-env-1')).status).toBe(401);
    expect((await login('sandi-dari-pipa-2')).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exit).toBe(0);
  }, 240_000);

  it('HTTPS with TLS_SELF_SIGNED=1: makes a certificate once, prints its fingerprint at every start, Secure session cookie', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'bos@erp.test', ADMIN_PASSWORD: 'rahasia-123', TLS_SELF_SIGNED: '1' };
    const fingerprintLine = /SHA-256 fingerprint: ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})/;
    const first = startCli(env);
    const url = await first.url;
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const printed = fingerprintLine.exec(first.output())?.[1];
    expect(printed).toBe(await peerFingerprint(url));
    expect(first.output()).toContain('dibuat sekarang');
    const certPem = fs.readFileSync(path.join(dataDir, 'tls-cert.pem'), 'utf8');
    expect(fs.statSync(path.join(dataDir, 'tls-key.pem')).mode & 0o777).toBe(0o600);
    // Trusting only that certificate, the address verifies (127.0.0.1 is among its names) and the
    // browser's sign-in gets its session cookie marked Secure.
    const login = await httpsPost(`${url}/api/auth/login`, { email: 'bos@erp.test', password: 'rahasia-123' }, { 'x-session-transport': 'cookie' }, certPem);
    expect(login.status).toBe(200);
    expect(login.setCookie.join('\n')).toMatch(/; Secure/i);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // The next start keeps the certificate phones and desktop apps have accepted, and says so again.
    const second = startCli(env);
    const secondUrl = await second.url;
    expect(fingerprintLine.exec(second.output())?.[1]).toBe(printed);
    expect(await peerFingerprint(secondUrl)).toBe(printed);
    expect(second.output()).not.toContain('dibuat sekarang');
    expect(second.output()).not.toContain('tanpa TLS');
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 90_000);

  it('refuses to start when TLS_CERT_FILE names a missing file, naming the variable', async () => {
    const dataDir = tempDir();
    const started = startCli({ DATA_DIR: dataDir, TLS_CERT_FILE: path.join(dataDir, 'tidak-ada.pem'), TLS_KEY_FILE: path.join(dataDir, 'kunci.pem') });
    expect(await started.exit).toBe(2);
    expect(started.output()).toMatch(/TLS_CERT_FILE: file tidak ditemukan/);
    // Told before anything else happened: no database was made in the folder.
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  });
});
