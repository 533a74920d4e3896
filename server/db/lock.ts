import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process per data folder. The server takes `server.lock` there (holding its
 * pid) and refuses to start while another live process holds it; a lock left by a crash is taken over.
 */
export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return {
        release() {
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        throw new DataDirLockedError(
          `Folder data ${dataDir} sedang dipakai oleh server lain (pid ${holder}). ` +
            'Tutup aplikasi/server yang lain itu dulu, atau pakai DATA_DIR yang berbeda.',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Tidak dapat mengunci folder data ${dataDir}`);
}
