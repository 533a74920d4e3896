import type { BackupProgress } from '../../../common/contract/backup';
import type { BackupHealth } from '../../../common/contract/backup-service';
import { formatNumber } from '../../../common/format';
import { BACKUP_TEXTS as T } from './texts';
import { backupTime } from './time';

/** Share of the whole backup each phase takes (measured roughly: packing and verifying dominate). */
const PHASE_SPAN: Record<BackupProgress['phase'], [number, number]> = {
  snapshot: [0, 0.05],
  database: [0.05, 0.55],
  files: [0.55, 0.7],
  verify: [0.7, 1],
  done: [1, 1],
};

/** 0–1 for the ProgressBar; null while nothing was reported yet (an indeterminate bar). */
export function progressValue(progress: BackupProgress | null): number | null {
  if (!progress) return null;
  const [from, to] = PHASE_SPAN[progress.phase];
  const share = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
  return from + (to - from) * share;
}

/** '4,2 detik', '2 menit 5 detik', '-' when unknown. */
export function formatDuration(ms: number): string {
  if (ms <= 0) return '-';
  if (ms < 60_000) return T.seconds(formatNumber(Math.round(ms / 100) / 10));
  const seconds = Math.round(ms / 1000);
  return T.minutes(Math.floor(seconds / 60), seconds % 60);
}

/** What the home and the screen say about a backup warning, or null when there is none. */
export function backupWarningText(health: BackupHealth): string | null {
  if (health.warning === 'failed') return `${T.warningFailed}${health.lastError ? ` ${health.lastError}` : ''}`;
  if (health.warning === 'stale' && health.newestVerifiedAt) return T.warningStale(backupTime(health.newestVerifiedAt));
  if (health.warning) return T.warningNone;
  return null;
}
