import type { Result } from '../../../common/contract';
import { formatDate, formatFileSize, formatNumber } from '../../../common/format';
import type { BackupFileSummary, ErpDesktopApi, RestoreBackupInput } from '../../../common/ipc';
import { unreachable } from '../bridge/call';
import { SETTINGS_TEXTS } from './texts';

/**
 * Restoring this PC's data from a backup file: main's `window.erp.backup` (desktop). Main picks the
 * file in its own dialog and checks it; the renderer shows what main read and asks for confirmation.
 */
export interface RestoreApi {
  choose(): Promise<Result<BackupFileSummary | null>>;
  restore(input: RestoreBackupInput): Promise<Result<null>>;
}

async function guarded<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await call();
  } catch {
    // IPC never throws by contract; a rejection means main is not answering.
    return { ok: false, error: unreachable() };
  }
}

export function createRestore(erp: ErpDesktopApi | undefined): RestoreApi | null {
  if (!erp) return null;
  return {
    choose: () => guarded(() => erp.backup.choose()),
    restore: (input) => guarded(() => erp.backup.restore(input)),
  };
}

/** The app's restore, or null in a browser (the web mode has no local data to restore). */
export function restoreApi(): RestoreApi | null {
  return createRestore(typeof window === 'undefined' ? undefined : window.erp);
}

/** '28 Nov 2026 12.30': when a backup was made, as the summary and the confirmation name it. */
export function backupMoment(createdAt: string): string {
  return formatDate(createdAt, 'DD MMM YYYY HH.mm');
}

/** The chosen file's manifest as label → value lines. */
export function summaryLines(summary: BackupFileSummary): Array<[string, string]> {
  return [
    [SETTINGS_TEXTS.restoreFile, summary.fileName],
    [SETTINGS_TEXTS.restoreSize, formatFileSize(summary.size)],
    [SETTINGS_TEXTS.restoreCreatedAt, backupMoment(summary.createdAt)],
    [SETTINGS_TEXTS.restoreAppVersion, summary.appVersion],
    [SETTINGS_TEXTS.restoreSchema, summary.schema],
    [SETTINGS_TEXTS.restoreContents, SETTINGS_TEXTS.restoreContentsValue(formatNumber(summary.tables), formatNumber(summary.rows), formatNumber(summary.files))],
  ];
}

/** The confirmation's fields: both required, said at the field before main is asked. */
export function credentialProblems(email: string, password: string): { email?: string; password?: string } {
  return {
    ...(email.trim() === '' ? { email: SETTINGS_TEXTS.restoreEmailRequired } : {}),
    ...(password === '' ? { password: SETTINGS_TEXTS.restorePasswordRequired } : {}),
  };
}
