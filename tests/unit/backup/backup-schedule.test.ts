import { describe, expect, it } from 'vitest';
import { addDays, datesBetween } from '../../../common/calendar';
import { jakartaInstant } from '../../../common/attendance';
import type { BackupStatus } from '../../../common/contract/backup';
import { backupHealthOf } from '../../../common/contract/backup-service';
import { backupsToRemove } from '../../../server/backup/service/rotation';
import { lastScheduledAt, nextScheduledAt } from '../../../server/backup/service/schedule';

/** Rotation keeps 7 daily, 4 weekly, 12 monthly; the schedule is Jakarta's wall clock; the home's warning. */

const entry = (day: string, clock = '12:30', status: BackupStatus = 'verified') => ({
  name: `erp-backup-${day}T${clock.replace(':', '')}${status === 'verified' ? '.erpbak' : status === 'failed' ? '.failed' : '.partial'}`,
  createdAt: jakartaInstant(day, clock).toISOString(),
  status,
});

const kept = (entries: ReturnType<typeof entry>[]) => {
  const removed = new Set(backupsToRemove(entries));
  return entries.filter((e) => !removed.has(e.name)).map((e) => e.name.slice('erp-backup-'.length, 'erp-backup-'.length + 10)).sort();
};

describe('rotation', () => {
  it('of a daily backup for two years keeps the last 7 days, the newest of 4 ISO weeks and of 12 months', () => {
    // 2026-11-28 is a Saturday; its ISO week began Monday 2026-11-23.
    const entries = datesBetween('2024-11-01', '2026-11-28').map((day) => entry(day));
    expect(kept(entries)).toEqual(
      [
        '2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30', '2026-07-31',
        '2026-08-31', '2026-09-30', '2026-10-31',
        '2026-11-08', '2026-11-15',
        '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28',
      ].sort(),
    );
  });

  it('keeps the newest of a day (by the Jakarta day), and a gap in the days does not shorten what is kept', () => {
    const sameDay = [entry('2026-11-28', '08:00'), entry('2026-11-28', '12:30'), entry('2026-11-28', '00:30')];
    const removed = backupsToRemove(sameDay);
    expect(removed.sort()).toEqual([sameDay[0]?.name, sameDay[2]?.name].sort());
    // Seven days with a backup, spread over three weeks: all seven are the last 7 days that have one.
    const sparse = ['2026-11-01', '2026-11-05', '2026-11-09', '2026-11-13', '2026-11-17', '2026-11-21', '2026-11-25'].map((day) => entry(day));
    expect(backupsToRemove(sparse)).toEqual([]);
  });

  it('removes failed and cut-off files older than the newest verified backup, never a newer failure, never the newest verified', () => {
    const entries = [entry('2026-11-26', '12:30', 'failed'), entry('2026-11-27', '12:30', 'incomplete'), entry('2026-11-27', '13:00'), entry('2026-11-28', '12:30', 'failed')];
    expect(backupsToRemove(entries).sort()).toEqual([entries[0]?.name, entries[1]?.name].sort());
    expect(backupsToRemove([entry('2026-11-28', '12:30', 'failed')])).toEqual([]);
  });
});

describe('schedule (Asia/Jakarta, UTC+7)', () => {
  it('the last scheduled time is today’s once it passed, else yesterday’s; the next one follows it', () => {
    const at1200 = jakartaInstant('2026-11-28', '12:00');
    expect(lastScheduledAt(at1200, '12:30').toISOString()).toBe('2026-11-27T05:30:00.000Z');
    expect(nextScheduledAt(at1200, '12:30').toISOString()).toBe('2026-11-28T05:30:00.000Z');
    const at1230 = jakartaInstant('2026-11-28', '12:30');
    expect(lastScheduledAt(at1230, '12:30').toISOString()).toBe('2026-11-28T05:30:00.000Z');
    expect(nextScheduledAt(at1230, '12:30').toISOString()).toBe('2026-11-29T05:30:00.000Z');
    // 00:15 Jakarta is still the previous UTC day.
    expect(lastScheduledAt(jakartaInstant('2026-11-28', '00:15'), '00:10').toISOString()).toBe('2026-11-27T17:10:00.000Z');
  });
});

describe('home warning', () => {
  const now = jakartaInstant('2026-11-28', '09:00');
  it('none without a problem; stale after 2 days; failed when the last one failed; none-yet without any', () => {
    expect(backupHealthOf([entry(addDays('2026-11-28', -1))], now).warning).toBeNull();
    expect(backupHealthOf([entry('2026-11-26', '08:59')], now).warning).toBe('stale');
    expect(backupHealthOf([entry('2026-11-26', '09:01')], now).warning).toBeNull();
    const failed = { ...entry('2026-11-28', '08:00', 'failed'), error: 'Disk penuh' };
    expect(backupHealthOf([entry('2026-11-27'), failed], now)).toEqual({ warning: 'failed', newestVerifiedAt: entry('2026-11-27').createdAt, lastError: 'Disk penuh' });
    expect(backupHealthOf([], now).warning).toBe('none-yet');
    // A file being written now is no verdict.
    expect(backupHealthOf([entry('2026-11-27'), entry('2026-11-28', '08:59', 'incomplete')], now).warning).toBeNull();
  });
});
