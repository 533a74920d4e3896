import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fail, ok, STATUS_OF_CODE, type Result } from '../common/contract';
import type { BackupFileSummary } from '../common/ipc';
import { readBackup } from '../server/backup/read';
import { restoreBackup } from '../server/backup/restore';
import type { StandaloneServer, StandaloneStart } from './standalone';

/**
 * Restoring this PC's data from a backup file, in standalone mode (issue 26 §2). The user picks the
 * file in main's own open dialog; main reads and checks its manifest (the renderer shows it and asks
 * for confirmation); then main stops the local server, restores the file into the data folder with
 * the backup library (the old folder kept aside, renamed), starts the server on the restored data
 * and, once it answered, drops the old folder. If the restored data does not start, the old folder is
 * put back. Either way the app then restarts, on whichever data is in place.
 */

/** The part of Electron's `dialog.showOpenDialog` used here (the real one fits; so does a test fake). */
export interface OpenDialogLike {
  showOpenDialog(options: {
    title: string;
    buttonLabel: string;
    filters: Array<{ name: string; extensions: string[] }>;
    properties: Array<'openFile'>;
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
}

/** What the restore needs of the backup library (server/backup), wired in main/index.ts. */
export interface BackupLibrary {
  /** The file's manifest once its checksums matched; throws with a message for the user otherwise. */
  read(file: string): Promise<Omit<BackupFileSummary, 'id' | 'fileName' | 'size'>>;
  /** Restores into `dataDir` (replacing its data); answers the folder the old data was put aside in, or null if there was none. */
  restore(file: string, dataDir: string): Promise<{ asideDir: string | null }>;
}

/** The backup library of server/backup, as the restore uses it: the manifest's figures, and a restore that replaces the folder. */
export function backupLibrary(): BackupLibrary {
  return {
    async read(file) {
      const manifest = await readBackup(file);
      return {
        createdAt: manifest.createdAt,
        appVersion: manifest.appVersion,
        schema: manifest.schema.lastTag,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
        files: manifest.files.count,
      };
    },
    async restore(file, dataDir) {
      const restored = await restoreBackup(file, dataDir, { replace: true });
      return { asideDir: restored.previousDataDir };
    },
  };
}

export interface BackupRestoreDeps {
  dialog: OpenDialogLike;
  library: BackupLibrary;
  /** The standalone server's data folder (standalone.ts `standaloneDataDir`). */
  dataDir: string;
  isStandalone(): boolean;
  /** Null when the credentials are a Super Admin's of the data in place; otherwise why not (Indonesian). */
  checkSuperAdmin(credentials: Credentials): Promise<{ code: 'UNAUTHENTICATED' | 'FORBIDDEN'; message: string } | null>;
  /** Ends the session (it belongs to the data being replaced) while the server still answers. */
  signOut(): Promise<void>;
  /** Stops the running local server: it closes the database and releases the folder's lock. */
  stopServer(): Promise<void>;
  startServer(): Promise<StandaloneStart>;
  /** The server now running on the data in place; main keeps it (to stop it on quit) and restarts the app. */
  onRestarted(server: StandaloneServer | null): void;
}

export interface Credentials {
  email: string;
  password: string;
}

export const BACKUP_FILE_EXTENSION = 'erpbak';
export const RESTORE_SUPERADMIN_ONLY = 'Hanya Super Admin yang dapat memulihkan data.';
export const RESTORE_ONLY_STANDALONE =
  'Pemulihan dari aplikasi hanya untuk mode mandiri. Server kantor dipulihkan di server itu dengan npm run db:restore (README, bagian Cadangan data).';
export const CHOOSE_AGAIN = 'File cadangan belum dipilih atau sudah diganti. Pilih file cadangan lagi.';
export const RESTORE_BUSY = 'Pemulihan sedang berjalan.';

const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));

/** The library's refusals mostly say already that nothing changed; the others get it said. */
function nothingChanged(message: string): string {
  const sentence = /[.!?]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`;
  return /diubah/.test(sentence) ? sentence : `${sentence} Data tidak diubah.`;
}

export function createBackupRestore(deps: BackupRestoreDeps) {
  // Only the latest choice is kept: the id the renderer holds stands for that one file.
  let chosen: { id: string; file: string } | null = null;
  let restoring = false;

  async function choose(): Promise<Result<BackupFileSummary | null>> {
    if (!deps.isStandalone()) return fail({ code: 'CONFLICT', message: RESTORE_ONLY_STANDALONE, status: STATUS_OF_CODE.CONFLICT });
    const picked = await deps.dialog.showOpenDialog({
      title: 'Pilih File Cadangan',
      buttonLabel: 'Pilih',
      filters: [{ name: 'Cadangan data ERP', extensions: [BACKUP_FILE_EXTENSION] }],
      properties: ['openFile'],
    });
    const file = picked.canceled ? undefined : picked.filePaths[0];
    if (!file) return ok(null);
    let facts: Awaited<ReturnType<BackupLibrary['read']>>;
    try {
      facts = await deps.library.read(file);
    } catch (cause) {
      chosen = null;
      // The library's refusal names the file and why; Settings shows it under its own title.
      return fail({ code: 'VALIDATION', message: messageOf(cause), status: STATUS_OF_CODE.VALIDATION });
    }
    const size = (await fs.stat(file)).size;
    chosen = { id: randomUUID(), file };
    return ok({ ...facts, id: chosen.id, fileName: path.basename(file), size });
  }

  async function restore(id: string, credentials: Credentials): Promise<Result<null>> {
    if (!deps.isStandalone()) return fail({ code: 'CONFLICT', message: RESTORE_ONLY_STANDALONE, status: STATUS_OF_CODE.CONFLICT });
    if (restoring) return fail({ code: 'CONFLICT', message: RESTORE_BUSY, status: STATUS_OF_CODE.CONFLICT });
    if (!chosen || chosen.id !== id) return fail({ code: 'NOT_FOUND', message: CHOOSE_AGAIN, status: STATUS_OF_CODE.NOT_FOUND });
    const file = chosen.file;
    // Read again: the file may have changed on the USB disk since it was shown.
    try {
      await deps.library.read(file);
    } catch (cause) {
      return fail({ code: 'VALIDATION', message: nothingChanged(messageOf(cause)), status: STATUS_OF_CODE.VALIDATION });
    }
    const refused = await deps.checkSuperAdmin(credentials);
    if (refused) return fail({ ...refused, status: STATUS_OF_CODE[refused.code] });
    restoring = true;
    chosen = null;
    try {
      await deps.signOut().catch(() => undefined);
      await deps.stopServer();
      let asideDir: string | null;
      try {
        ({ asideDir } = await deps.library.restore(file, deps.dataDir));
      } catch (cause) {
        // The library changes nothing when it refuses or fails: the old data starts again.
        deps.onRestarted(await startedOrNull(deps));
        return fail({ code: 'INTERNAL', message: nothingChanged(messageOf(cause)), status: STATUS_OF_CODE.INTERNAL });
      }
      const started = await deps.startServer();
      if (started.ok) {
        if (asideDir) await fs.rm(asideDir, { recursive: true, force: true });
        deps.onRestarted(started.server);
        return ok(null);
      }
      // The restored data does not start: what was put aside goes back in its place.
      if (asideDir) await putBack(asideDir, deps.dataDir);
      deps.onRestarted(await startedOrNull(deps));
      return fail({
        code: 'INTERNAL',
        message: `Server tidak dapat berjalan dengan data hasil pemulihan (${started.message}). ${asideDir ? 'Data lama dikembalikan.' : ''}`.trim(),
        status: STATUS_OF_CODE.INTERNAL,
      });
    } finally {
      restoring = false;
    }
  }

  return { choose, restore };
}

/**
 * Asks the local server whether the credentials are a Super Admin's (a sign-in, ended at once), so
 * only the person who may replace all data can. `fetch` is Node's (main has it).
 */
export function superAdminCheck(serverUrl: string, fetchImpl: typeof fetch = fetch): BackupRestoreDeps['checkSuperAdmin'] {
  return async (credentials) => {
    let response: Response;
    try {
      response = await fetchImpl(`${serverUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
    } catch {
      return { code: 'UNAUTHENTICATED', message: 'Server lokal tidak dapat dihubungi untuk memeriksa kata sandi.' };
    }
    const body = (await response.json().catch(() => null)) as { token?: string; data?: { auth?: { role?: string } }; error?: { message?: string } } | null;
    if (response.status !== 200) return { code: 'UNAUTHENTICATED', message: body?.error?.message ?? 'Email atau kata sandi salah.' };
    if (body?.token) {
      await fetchImpl(`${serverUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${body.token}` } }).catch(() => undefined);
    }
    return body?.data?.auth?.role === 'superadmin' ? null : { code: 'FORBIDDEN', message: RESTORE_SUPERADMIN_ONLY };
  };
}

/** Each entry the restore put aside (the database folder, the uploads) replaces the restored one of the same name. */
async function putBack(asideDir: string, dataDir: string): Promise<void> {
  for (const entry of await fs.readdir(asideDir)) {
    await fs.rm(path.join(dataDir, entry), { recursive: true, force: true });
    await fs.rename(path.join(asideDir, entry), path.join(dataDir, entry));
  }
  await fs.rm(asideDir, { recursive: true, force: true });
}

async function startedOrNull(deps: BackupRestoreDeps): Promise<StandaloneServer | null> {
  const again = await deps.startServer();
  return again.ok ? again.server : null;
}
