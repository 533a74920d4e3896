import { describe, expect, it } from 'vitest';
import type { ProductionRow } from '../../../common/contract/production';
import { boardDay, clockParts, deadlineForApi, lastLog, liveToast, undoOffered } from '../../../renderer/src/production/logic';
import { companyToday } from '../../../common/calendar';

/** The Production board's rules that are not the status machine (that one: tests/unit/common/production-status.test.ts). */

function row(overrides: Partial<ProductionRow> = {}): ProductionRow {
  return {
    id: 'o1',
    produk: { id: 'p1', name: 'Meja Kayu', code: '-', stock: 0, komposisi: [] },
    division: { id: 'd1', Name: 'Perakitan' },
    qty: 2,
    status: 'approved',
    tanggalbuat: '2026-11-25T20:30:00.000Z',
    tanggalselesai: '2026-12-31',
    imagerab: [],
    log: [],
    proyek: null,
    gudang: null,
    finished_at: null,
    created_by: 'Admin',
    undo: null,
    ...overrides,
  };
}

describe('production board', () => {
  it("shows days as 'DD MMM YYYY', a missing or zero date blank, a date-time on the company's clock", () => {
    expect(boardDay('2026-12-31')).toBe('31 Des 2026');
    expect(boardDay(null)).toBe('');
    expect(boardDay('0001-01-01T00:00:00Z')).toBe('');
    // 20:30 UTC on the 25th is already the 26th in Jakarta.
    expect(boardDay('2026-11-25T20:30:00.000Z')).toBe('26 Nov 2026');
  });

  it('sends the deadline as the seed does, or null without one', () => {
    expect(deadlineForApi('2026-12-31')).toBe('2026-12-31T00:00:00Z');
    expect(deadlineForApi('')).toBeNull();
  });

  it("tells the clock's day and time in WIB, and today's day there", () => {
    const now = new Date('2026-11-26T01:02:03Z');
    expect(clockParts(now)).toEqual({ date: 'Kamis, 26 November 2026', time: '08:02:03' });
    expect(companyToday(new Date('2026-11-25T18:00:00Z'))).toBe('2026-11-26');
  });

  it('toasts a live change with the order and who made it', () => {
    expect(liveToast({ action: 'status', id: 'o1', division_id: 'd1', status: 'diproduksi', by: 'Budi' }, [row()])).toEqual({
      title: 'Status produksi berubah',
      message: 'Meja Kayu → diproduksi oleh Budi',
    });
    expect(liveToast({ action: 'add', id: 'unknown', division_id: 'd1', status: 'approved', by: 'Admin' }, [row()])).toEqual({ title: 'Produksi baru', message: 'oleh Admin' });
  });

  it('shows the last work log', () => {
    expect(lastLog(row())).toBeNull();
    const logs = [
      { id: 'l1', deskripsi: 'Potong', date: '2026-11-25T01:00:00Z', author: { id: 'u1', name: 'Budi' } },
      { id: 'l2', deskripsi: 'Rakit', date: '2026-11-25T02:00:00Z', author: { id: 'u1', name: 'Budi' } },
    ];
    expect(lastLog(row({ log: logs }))).toEqual({ text: 'Rakit', when: '25 Nov 2026 09:00' });
  });

  it('offers the undo of the last step only to the one who took it, until its window closes', () => {
    const stepped = row({ status: 'diproduksi', undo: { from: 'diterbitkan', to: 'diproduksi', by_id: 'u1', until: '2026-11-25T02:05:00.000Z' } });
    expect(undoOffered(stepped, 'u1', new Date('2026-11-25T02:04:59Z'))).toBe(true);
    expect(undoOffered(stepped, 'u1', new Date('2026-11-25T02:05:00Z'))).toBe(false);
    expect(undoOffered(stepped, 'u2', new Date('2026-11-25T02:01:00Z'))).toBe(false);
    expect(undoOffered(row(), 'u1', new Date('2026-11-25T02:01:00Z'))).toBe(false);
  });
});
