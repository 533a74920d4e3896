import { BACKUP_KEEP } from '../../../common/contract/backup-service';
import type { BackupEntry } from '../../../common/contract/backup';
import { addDays, isoWeekday, jakartaDate } from '../../../common/calendar';

/**
 * Which backups rotation removes after a verified one (issue 26 §1): of the verified backups, the
 * newest of each of the last 7 Jakarta days, 4 ISO weeks and 12 months that have one are kept (the
 * three sets overlap); failed and cut-off files older than the newest verified backup go too. The
 * newest verified backup is always kept (it is the newest of its own day).
 */

type Rotated = Pick<BackupEntry, 'name' | 'createdAt' | 'status'>;

/** The names of the newest entry in each of the `count` newest buckets (entries newest first). */
function newestPerBucket(verified: readonly Rotated[], bucketOf: (day: string) => string, count: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const entry of verified) {
    const bucket = bucketOf(jakartaDate(new Date(entry.createdAt)));
    if (seen.has(bucket)) continue;
    if (seen.size === count) break;
    seen.add(bucket);
    kept.push(entry.name);
  }
  return kept;
}

const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));

export function backupsToRemove(entries: readonly Rotated[], keep: { daily: number; weekly: number; monthly: number } = BACKUP_KEEP): string[] {
  const verified = entries.filter((entry) => entry.status === 'verified').sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
  const newest = verified[0];
  if (!newest) return [];
  const kept = new Set([
    ...newestPerBucket(verified, (day) => day, keep.daily),
    ...newestPerBucket(verified, mondayOf, keep.weekly),
    ...newestPerBucket(verified, (day) => day.slice(0, 7), keep.monthly),
  ]);
  const removed = verified.filter((entry) => !kept.has(entry.name)).map((entry) => entry.name);
  // A failure before the newest good backup has nothing left to tell; a newer one stays until a backup succeeds.
  const stale = entries.filter((entry) => entry.status !== 'verified' && entry.createdAt < newest.createdAt).map((entry) => entry.name);
  return [...removed, ...stale];
}
