import { describe, expect, it } from 'vitest';
import { backupBaseName } from '../../../server/backup/format';

/** The backup file's name (server/backup/format.ts): what the office finds on its USB disk. */
describe('backupBaseName', () => {
  it("names a backup by the office's clock (Jakarta), whatever zone the server runs in", () => {
    // 17:45 UTC on 27 November is 00:45 on the 28th in Jakarta.
    expect(backupBaseName(new Date('2026-11-27T17:45:00Z'))).toBe('erp-backup-2026-11-28T0045');
    expect(backupBaseName(new Date('2026-11-28T05:30:59Z'))).toBe('erp-backup-2026-11-28T1230');
  });
});
