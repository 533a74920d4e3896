import { describe, expect, it } from 'vitest';
import type { StatutoryRateRowData } from '../../../common/contract/statutory';
import {
  emptyRateDraft,
  fieldErrorsOf,
  yearlyRateWarnings,
  percentToBasisPoints,
  rateDateText,
  rateDraftBody,
  rateGroups,
  rateValueKind,
  rateValueText,
} from '../../../renderer/src/salary/statutory/settings/logic';

/** 'Pengaturan BPJS & Pajak' (issue 18): a rate as typed and as shown, the table's groups, the warnings. */

const row = (over: Partial<StatutoryRateRowData>): StatutoryRateRowData => ({
  id: 'bawaan-jht_employer-2015-07-01',
  key: 'jht_employer',
  label: 'JHT ditanggung perusahaan',
  unit: 'bp',
  valid_from: '2015-07-01',
  value: 370,
  source: 'PP 46/2015',
  builtin: true,
  in_force: true,
  ...over,
});

describe('rate values', () => {
  it('reads a percent with a comma (or a point) as basis points, at most two decimals', () => {
    expect(percentToBasisPoints('0,24')).toBe(24);
    expect(percentToBasisPoints('3,7')).toBe(370);
    expect(percentToBasisPoints('0,3')).toBe(30);
    // A point groups thousands in Indonesian: '0.3' is refused (its message says to use the comma), not guessed.
    expect(percentToBasisPoints('0.3')).toBeNull();
    expect(percentToBasisPoints('4')).toBe(400);
    expect(percentToBasisPoints('1,745')).toBeNull();
    expect(percentToBasisPoints('')).toBeNull();
    expect(percentToBasisPoints('abc')).toBeNull();
  });

  it('types a percent with its comma and a cap as grouped rupiah', () => {
    expect(rateValueKind('jkm_employer')).toBe('percent');
    expect(rateValueKind('kes_wage_floor')).toBe('money');
    expect(rateValueKind('')).toBe('percent');
  });

  it("shows '3,7%' for a rate, 'Rp 10.547.400' for a cap, dates as '01 Mar 2025'", () => {
    expect(rateValueText({ unit: 'bp', value: 370 })).toBe('3,7%');
    expect(rateValueText({ unit: 'bp', value: 24 })).toBe('0,24%');
    expect(rateValueText({ unit: 'rupiah', value: 10_547_400 })).toBe('Rp 10.547.400');
    expect(rateDateText('2025-03-01')).toBe('01 Mar 2025');
  });
});

describe("'Tambah Tarif'", () => {
  it('turns a filled draft into the add body (percent → basis points, source trimmed)', () => {
    expect(rateDraftBody({ key: 'jkm_employer', valid_from: '2030-01-01', value: '0,35', source: ' Perubahan JKM ' })).toEqual({
      ok: true,
      body: { key: 'jkm_employer', valid_from: '2030-01-01', value: 35, source: 'Perubahan JKM' },
    });
    expect(rateDraftBody({ key: 'kes_wage_floor', valid_from: '2026-01-01', value: '4961753', source: 'UMK' })).toMatchObject({ ok: true, body: { value: 4_961_753 } });
  });

  it('answers the contract messages per field for an empty draft, and its own for a bad percent', () => {
    expect(rateDraftBody({ ...emptyRateDraft('2026-11-27'), valid_from: '' })).toEqual({
      ok: false,
      errors: { key: 'Jenis tarif wajib dipilih', valid_from: 'Tanggal berlaku harus berformat YYYY-MM-DD', value: 'Nilai wajib diisi', source: 'Dasar hukum wajib diisi' },
    });
    expect(rateDraftBody({ key: 'jht_employee', valid_from: '2026-11-27', value: '2,125', source: 'x' })).toEqual({
      ok: false,
      errors: { value: 'Nilai harus persen dengan paling banyak 2 angka di belakang koma, mis. 0,24' },
    });
  });

  it("maps a server answer's fields by name ('body.source' → source)", () => {
    expect(fieldErrorsOf({ code: 'VALIDATION', message: 'x', fields: { 'body.source': 'Dasar hukum wajib diisi', valid_from: 'Sudah ada' } })).toEqual({
      source: 'Dasar hukum wajib diisi',
      valid_from: 'Sudah ada',
    });
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});

describe('table', () => {
  it('groups rows by key in the order given and warns while this year\'s JP cap or UMK is missing', () => {
    const rows = [
      row({}),
      row({ id: 'a', key: 'jp_wage_cap', label: 'Batas upah JP', unit: 'rupiah', valid_from: '2025-03-01', value: 10_547_400 }),
      row({ id: 'b', key: 'jp_wage_cap', label: 'Batas upah JP', unit: 'rupiah', valid_from: '2024-03-01', value: 10_042_300, in_force: false }),
    ];
    expect(rateGroups(rows).map((g) => [g.label, g.rows.map((r) => r.id)])).toEqual([
      ['JHT ditanggung perusahaan', ['bawaan-jht_employer-2015-07-01']],
      ['Batas upah JP', ['a', 'b']],
    ]);
    // In 2025 after March: the cap is there, no UMK row at all.
    expect(yearlyRateWarnings(rows, '2025-06-30')).toEqual(['UMK belum diisi: BPJS Kesehatan dihitung tanpa batas bawah upah']);
    const umk2025 = row({ id: 'c', key: 'kes_wage_floor', unit: 'rupiah', valid_from: '2025-01-01', value: 4_961_753, builtin: false });
    expect(yearlyRateWarnings([...rows, umk2025], '2025-06-30')).toEqual([]);
    // In March 2026 both of 2025's rows are last year's.
    expect(yearlyRateWarnings([...rows, umk2025], '2026-03-02')).toEqual([
      'Batas upah JP tahun ini belum dimasukkan: iuran JP memakai batas tahun lalu. Tambahkan dari surat BPJS Ketenagakerjaan (berlaku 1 Maret).',
      'UMK tahun ini belum dimasukkan: BPJS Kesehatan memakai batas bawah upah tahun lalu',
    ]);
  });
});
