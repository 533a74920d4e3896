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
  let packageDir: string;
  try {
    packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { available: false, reason: 'the electron package is not installed (npm install)' };
  }
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
