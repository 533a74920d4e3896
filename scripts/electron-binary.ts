import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type ElectronBinary = { available: true; executablePath: string } | { available: false; reason: string };

/**
 * Where the Electron executable is, or why there is none. Reads the same files as the electron
 * package's own index.js (path.txt, dist/, ELECTRON_OVERRIDE_DIST_PATH) without its throw, so a
 * machine where the binary download was skipped gets a reason instead of a stack trace.
 */
export function findElectronBinary(): ElectronBinary {
  const packageDir = electronPackageDir();
  if (!packageDir) return { available: false, reason: 'the electron package is not installed (npm install)' };
  const pathFile = path.join(packageDir, 'path.txt');
  if (!fs.existsSync(pathFile)) {
    return { available: false, reason: 'Electron binary not installed (node_modules/electron/dist missing)' };
  }
  const relative = fs.readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(packageDir, 'dist');
  const executablePath = path.join(distDir, relative);
  if (!fs.existsSync(executablePath)) {
    return { available: false, reason: `Electron binary not found at ${path.relative(process.cwd(), executablePath)}` };
  }
  return { available: true, executablePath };
}

/** What the install-time download attempt left behind, so `npm start` never waits for a download. */
export interface ElectronDownloadRecord {
  /** The electron package version the attempt was for; a new version is tried again on install. */
  version: string;
  ok: boolean;
  /** Why it failed (first line of the error), empty when it worked. */
  reason: string;
  at: string;
}

function electronPackageDir(): string | null {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

function electronVersion(packageDir: string): string {
  return (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Beside the electron package, so a fresh `npm install` (new node_modules) decides again. */
const recordFile = (packageDir: string): string => path.join(packageDir, '..', '.erp-electron-download.json');

export function readDownloadRecord(): ElectronDownloadRecord | null {
  const dir = electronPackageDir();
  if (!dir) return null;
  try {
    const record = JSON.parse(fs.readFileSync(recordFile(dir), 'utf8')) as ElectronDownloadRecord;
    return record.version === electronVersion(dir) ? record : null;
  } catch {
    return null;
  }
}

/** How long the one download attempt may take: a machine whose network hangs (rather than refuses) must not stall the install. */
export const DOWNLOAD_TIMEOUT_MS = 90_000;

/**
 * Tries the Electron binary download once (npm is told not to run Electron's own install script,
 * package.json allowScripts, so an offline machine still installs) and records the outcome.
 */
export function downloadElectronOnce(timeoutMs = DOWNLOAD_TIMEOUT_MS): ElectronDownloadRecord | null {
  const dir = electronPackageDir();
  if (!dir) return null;
  const result = spawnSync(process.execPath, [path.join(dir, 'install.js')], { cwd: dir, encoding: 'utf8', timeout: timeoutMs });
  const found = findElectronBinary();
  const failure = result.error ? result.error.message : (result.stderr.split('\n').find((line) => line.trim() !== '') ?? `exit ${result.status}`);
  const record: ElectronDownloadRecord = {
    version: electronVersion(dir),
    ok: found.available,
    reason: found.available ? '' : result.signal === 'SIGTERM' ? `tidak selesai dalam ${timeoutMs / 1000} detik` : failure.trim(),
    at: new Date().toISOString(),
  };
  fs.writeFileSync(recordFile(dir), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}
