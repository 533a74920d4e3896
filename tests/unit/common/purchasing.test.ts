import { describe, expect, it } from 'vitest';
import { lineTotals, percentOf, purchaseTotals, PurchaseMathError, roundToHundred } from '../../../common/purchasing';

/** The purchase maths with exact figures, every PO type (seed 001 section 9). */
describe('roundToHundred', () => {
  it('rounds to the nearest 100 rupiah, 50 rounding up', () => {
    expect(roundToHundred(12_349)).toBe(12_300);
    expect(roundToHundred(12_350)).toBe(12_400);
    expect(roundToHundred(12_351)).toBe(12_400);
    expect(roundToHundred(12_300)).toBe(12_300);
    expect(roundToHundred(49)).toBe(0);
    expect(roundToHundred(50)).toBe(100);
  });
});

describe('percentOf', () => {
  it('rounds half up to whole rupiah with integer arithmetic', () => {
    expect(percentOf(1_000, 11)).toBe(110);
    expect(percentOf(1_005, 10)).toBe(101); // 100.5 → 101
    expect(percentOf(1_004, 10)).toBe(100); // 100.4 → 100
    expect(percentOf(333, 12.5)).toBe(42); // 41.625 → 42
    expect(percentOf(999_999_999_999, 11)).toBe(110_000_000_000); // 109,999,999,999.89 → exact, no float drift
  });

  it('refuses a percentage with more than two decimals or outside 0–100', () => {
    expect(() => percentOf(100, 12.345)).toThrow(PurchaseMathError);
    expect(() => percentOf(100, 101)).toThrow(/0–100/);
    expect(() => percentOf(100, -1)).toThrow(PurchaseMathError);
  });
});

describe('line totals', () => {
  it('Umum, Pipa and Termo: qty × price', () => {
    expect(lineTotals('Umum', { qty: 3, harga: 12_500 })).toEqual({ total_awal: 37_500, total: 37_500 });
    expect(lineTotals('Pipa', { qty: 12, harga: 87_350 })).toEqual({ total_awal: 1_048_200, total: 1_048_200 });
    expect(lineTotals('Termo', { qty: 40, harga: 61_000 })).toEqual({ total_awal: 2_440_000, total: 2_440_000 });
  });

  it('Solar Cell: the two discounts one after the other, each rounded to whole rupiah', () => {
    // 10 × 1.234.567 = 12.345.670; −10% = 11.111.103; −2.5% of that (277.777,575 → 277.778) = 10.833.325
    expect(lineTotals('Solar Cell', { qty: 10, harga: 1_234_567, diskon_1: 10, diskon_2: 2.5 })).toEqual({ total_awal: 12_345_670, total: 10_833_325 });
    // Without discounts it is qty × price.
    expect(lineTotals('Solar Cell', { qty: 2, harga: 5_000 })).toEqual({ total_awal: 10_000, total: 10_000 });
    // Other types ignore discount fields.
    expect(lineTotals('Umum', { qty: 2, harga: 5_000, diskon_1: 50 })).toEqual({ total_awal: 10_000, total: 10_000 });
  });

  it('refuses a quantity that is not a whole number above 0, and a negative price', () => {
    expect(() => lineTotals('Umum', { qty: 0, harga: 1 })).toThrow(/Qty/);
    expect(() => lineTotals('Umum', { qty: 1.5, harga: 1 })).toThrow(/Qty/);
    expect(() => lineTotals('Umum', { qty: 1, harga: -5 })).toThrow(/Harga/);
  });
});

describe('purchase totals', () => {
  it('Umum with PPN, a percent discount and shipping, rounded to 100', () => {
    const totals = purchaseTotals({
      jenis_po: 'Umum',
      lines: [
        { qty: 3, harga: 12_500 },
        { qty: 2, harga: 7_325 },
      ],
      ppn: 11,
      diskon: 5,
      jenis_diskon: '%',
      ongkir: 25_000,
    });
    // subtotal 52.150; PPN 11% = 5.736,5 → 5.737; total 57.887; discount 5% = 2.894,35 → 2.894;
    // 57.887 − 2.894 + 25.000 = 79.993 → 80.000
    expect(totals).toEqual({
      lines: [
        { total_awal: 37_500, total: 37_500 },
        { total_awal: 14_650, total: 14_650 },
      ],
      sub_total: 52_150,
      ppn_amount: 5_737,
      total: 57_887,
      diskon_amount: 2_894,
      grand_total: 80_000,
    });
  });

  it('Pipa with a fixed rupiah discount: a grand total ending in exactly 50 rounds up', () => {
    const totals = purchaseTotals({ jenis_po: 'Pipa', lines: [{ qty: 7, harga: 10_050 }], ppn: 0, diskon: 20_000, jenis_diskon: 'Rp', ongkir: 0 });
    // 70.350 − 20.000 = 50.350 → 50.400
    expect(totals.sub_total).toBe(70_350);
    expect(totals.diskon_amount).toBe(20_000);
    expect(totals.grand_total).toBe(50_400);
  });

  it('Termo: a grand total ending in 49 rounds down', () => {
    const totals = purchaseTotals({ jenis_po: 'Termo', lines: [{ qty: 1, harga: 100_049 }], ppn: 0, diskon: 0, jenis_diskon: '%', ongkir: 0 });
    expect(totals.grand_total).toBe(100_000);
  });

  it('Solar Cell: line discounts, PPN, percent discount and shipping together', () => {
    const totals = purchaseTotals({
      jenis_po: 'Solar Cell',
      lines: [
        { qty: 10, harga: 1_234_567, diskon_1: 10, diskon_2: 2.5 },
        { qty: 4, harga: 850_000, diskon_1: 5 },
      ],
      ppn: 11,
      diskon: 1.5,
      jenis_diskon: '%',
      ongkir: 150_000,
    });
    // lines 10.833.325 and 3.230.000 (3.400.000 − 170.000); subtotal 14.063.325;
    // PPN 1.546.965,75 → 1.546.966; total 15.610.291; discount 1,5% = 234.154,365 → 234.154;
    // 15.610.291 − 234.154 + 150.000 = 15.526.137 → 15.526.100
    expect(totals.lines.map((l) => l.total)).toEqual([10_833_325, 3_230_000]);
    expect(totals.sub_total).toBe(14_063_325);
    expect(totals.ppn_amount).toBe(1_546_966);
    expect(totals.total).toBe(15_610_291);
    expect(totals.diskon_amount).toBe(234_154);
    expect(totals.grand_total).toBe(15_526_100);
  });

  it('refuses a fixed discount above the total, naming the field', () => {
    try {
      purchaseTotals({ jenis_po: 'Umum', lines: [{ qty: 1, harga: 10_000 }], ppn: 0, diskon: 10_001, jenis_diskon: 'Rp', ongkir: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PurchaseMathError);
      expect((error as PurchaseMathError).field).toBe('diskon');
      expect((error as PurchaseMathError).message).toBe('Diskon tidak boleh melebihi total');
    }
  });
});
