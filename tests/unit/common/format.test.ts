import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatNumber, formatRupiah } from '../../../common/format';

describe('formatRupiah', () => {
  it("writes 'Rp ' with dots between thousands", () => {
    expect(formatRupiah(1234567)).toBe('Rp 1.234.567');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
  });

  it('puts the minus before Rp, rounds fractions to whole rupiah and takes bigint', () => {
    expect(formatRupiah(-5000)).toBe('-Rp 5.000');
    expect(formatRupiah(1500.5)).toBe('Rp 1.501');
    expect(formatRupiah(123456789012345678n)).toBe('Rp 123.456.789.012.345.678');
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots and uses a comma for decimals', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(2.5)).toBe('2,5');
    expect(formatNumber(-12000)).toBe('-12.000');
  });
});

describe('formatFileSize', () => {
  it('answers bytes in the largest unit under 1024, one decimal with a comma', () => {
    expect([0, 512, 1536, 1024 * 1024, 12_900_000, 5 * 1024 ** 3].map(formatFileSize)).toEqual(['0 B', '512 B', '1,5 KB', '1 MB', '12,3 MB', '5 GB']);
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 0, 5, 14, 4, 9);

  it('renders the seeds’ formats', () => {
    expect(formatDate(date, 'dashboard')).toBe('2026-1-5');
    expect(formatDate(date, 'iso')).toBe('2026-01-05');
    expect(formatDate(date, 'report')).toBe('05/01/2026');
    expect(formatDate(date, 'detail')).toBe('05-01-2026');
    expect(formatDate(date, 'withTime')).toBe('05/01/2026 - 14:04:09');
    expect(formatDate(date, 'short')).toBe('05 Jan 2026');
    expect(formatDate(date, 'long')).toBe('5 Januari 2026');
    // 'Daftar Barang Datang' (issue 13): the weekday first.
    expect(formatDate(date, 'weekday')).toBe('Senin, 5 Januari 2026');
  });

  it('uses Indonesian month names and accepts a pattern', () => {
    expect(formatDate(new Date(2026, 7, 17), 'D MMMM YYYY')).toBe('17 Agustus 2026');
    expect(formatDate(new Date(2026, 4, 1), 'DD MMM')).toBe('01 Mei');
  });

  it("shows '-' for a value that is not a date", () => {
    expect(formatDate('bukan tanggal', 'report')).toBe('-');
  });
});

describe('formatDate in a time zone', () => {
  it("reads the wall clock of the company's zone, whatever the process's zone", () => {
    // 20:45 UTC on 21 November is 03:45 on 22 November in Jakarta (UTC+7).
    const instant = '2026-11-21T20:45:00Z';
    expect(formatDate(instant, 'MM-DD-YYYY HH:mm', 'Asia/Jakarta')).toBe('11-22-2026 03:45');
    expect(formatDate(instant, 'long', 'Asia/Jakarta')).toBe('22 November 2026');
    expect(formatDate(instant, 'weekday', 'Asia/Jakarta')).toBe('Minggu, 22 November 2026');
    expect(formatDate(instant, 'weekday', 'UTC')).toBe('Sabtu, 21 November 2026');
    expect(formatDate(instant, 'MM-DD-YYYY HH:mm', 'UTC')).toBe('11-21-2026 20:45');
  });
});
