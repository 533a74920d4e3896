import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BackupManifest } from '../../common/contract/backup';
import { checkedBackup } from './format';
import { compareLoadedDatabase } from './job';
import { BackupRefusedError, type VerifyResult } from './types';

/**
 * The manifest, after every checksum in the file matched: what a restore shows before it asks to
 * confirm. A truncated, changed or foreign file throws BackupRefusedError (message in Indonesian).
 */
export async function readBackup(file: string): Promise<BackupManifest> {
  return (await checkedBackup(file)).manifest;
}

/**
 * Reads the file back, checks its checksums, loads its database into a scratch PGlite and compares
 * every table's rows. Heavy (the whole database is loaded): createBackup runs it on its worker thread.
 */
export async function verifyBackup(file: string, scratchDir?: string): Promise<VerifyResult> {
  try {
    const opened = await checkedBackup(file);
    if (opened.manifest.database.kind !== 'pglite') return { ok: true, manifest: opened.manifest };
    const scratch = scratchDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'erp-backup-verify-'));
    const reasons = await compareLoadedDatabase(file, opened, scratch, { checksums: true });
    return reasons.length === 0 ? { ok: true, manifest: opened.manifest } : { ok: false, reasons };
  } catch (error) {
    if (error instanceof BackupRefusedError) return { ok: false, reasons: [error.message] };
    throw error;
  }
}
