import { describe, expect, it } from 'vitest';
import { bpjsContributions, pensionContributions, taxableEmployerPremiums, type BpjsProgramme } from '../../common/statutory/bpjs';
import {
  article17Tax,
  hasTaxId,
  pph21Annual,
  pph21DailyTer,
  pph21MonthlyTer,
  ptkpAmount,
  PTKP_STATUSES,
  terCategory,
  terMonthlyRate,
  TER_MONTHLY,
  withSurcharge,
  type PtkpStatus,
} from '../../common/statutory/pph21';
import { ratesInForce, STATUTORY_RATE_DEFAULTS } from '../../common/statutory/rates';

/**
 * PPh 21 as PP 58/2023 (TER tables), PMK 168/2023 (how to withhold, worked examples), UU PPh as
 * amended by UU 7/2021 HPP (Article 17 layers, Pasal 21 ayat 5a), PMK 101/2016 (PTKP) and
 * PMK 250/2008 (biaya jabatan) compute it. Every expected figure is worked out by hand in the comment
 * beside it, never by the code under test.
 */

const monthly = (ptkp: PtkpStatus, monthlyGross: number, withTaxId = true) => pph21MonthlyTer({ ptkp, monthlyGross, hasTaxId: withTaxId });

describe('PMK 168/2023 Lampiran, worked example of a permanent employee (K/0, gaji Rp10.000.000)', () => {
  // PMK 168/2023 Lampiran, contoh pegawai tetap: K/0, gaji Rp10.000.000 a month, the employer pays
  // JKK 0,24 % and JKM 0,30 %, the employee pays JHT 2 % and JP 1 %; no BPJS Kesehatan in the example.
  const programmes = new Set<BpjsProgramme>(['jht', 'jp', 'jkk', 'jkm']);
  const contributions = bpjsContributions({ wage: 10_000_000, programmes, rates: ratesInForce(STATUTORY_RATE_DEFAULTS, '2026-01-01'), riskClass: 1 });

  it('the employer premiums that count as income: JKK 24.000 + JKM 30.000 → bruto Rp10.054.000 (PMK 168/2023 Pasal 5)', () => {
    // JKK 0,24 % × 10.000.000 = 24.000; JKM 0,30 % × 10.000.000 = 30.000.
    expect(contributions.jkk_employer).toBe(24_000);
    expect(contributions.jkm_employer).toBe(30_000);
    expect(taxableEmployerPremiums(contributions)).toBe(54_000);
    // The employee's own JHT 2 % = 200.000 and JP 1 % = 100.000 (10.000.000 is under the 2026 JP cap 10.547.400).
    expect(contributions.jht_employee).toBe(200_000);
    expect(contributions.jp_employee).toBe(100_000);
    expect(pensionContributions(contributions)).toBe(300_000);
  });

  it('January–November: category A, TER 2,25 % × 10.054.000 = Rp226.215 each month (PP 58/2023 Lampiran, kategori A)', () => {
    // 10.054.000 lies in A's bracket 10.050.001–10.350.000 → 2,25 %; 10.054.000 × 2,25 % = 226.215.
    expect(terCategory('K/0')).toBe('A');
    expect(monthly('K/0', 10_054_000)).toEqual({ rate: 225, tax: 226_215 });
  });

  it('December: Article 17 on the year less Jan–Nov withheld = Rp139.035 (PMK 168/2023 Lampiran, masa pajak terakhir)', () => {
    // bruto setahun 12 × 10.054.000 = 120.648.000
    // biaya jabatan 5 % = 6.032.400, capped at 12 × 500.000 = 6.000.000
    // iuran pensiun (JHT + JP of the employee) 12 × 300.000 = 3.600.000
    // neto 120.648.000 − 6.000.000 − 3.600.000 = 111.048.000
    // PTKP K/0 54.000.000 + 4.500.000 = 58.500.000; PKP 52.548.000 (already whole thousands)
    // PPh 21 setahun 5 % × 52.548.000 = 2.627.400; withheld 11 × 226.215 = 2.488.365; December 139.035.
    expect(
      pph21Annual({ ptkp: 'K/0', hasTaxId: true, yearGross: 120_648_000, yearPensionContributions: 3_600_000, monthsWorked: 12, withheldBefore: 2_488_365 }),
    ).toEqual({ biayaJabatan: 6_000_000, netIncome: 111_048_000, ptkp: 58_500_000, taxableIncome: 52_548_000, yearTax: 2_627_400, lastPeriodTax: 139_035 });
  });

  it('the same employee without a tax id pays 120 % every month and in December (UU PPh Pasal 21 ayat 5a)', () => {
    // Monthly 226.215 × 120 % = 271.458. Year 2.627.400 × 120 % = 3.152.880;
    // withheld 11 × 271.458 = 2.986.038; December 3.152.880 − 2.986.038 = 166.842.
    expect(monthly('K/0', 10_054_000, false)).toEqual({ rate: 225, tax: 271_458 });
    const december = pph21Annual({ ptkp: 'K/0', hasTaxId: false, yearGross: 120_648_000, yearPensionContributions: 3_600_000, monthsWorked: 12, withheldBefore: 2_986_038 });
    expect(december.yearTax).toBe(3_152_880);
    expect(december.lastPeriodTax).toBe(166_842);
  });
});

describe('PP 58/2023 Lampiran: the monthly TER tables', () => {
  it('the Lampiran has 44 brackets in A, 40 in B and 41 in C, each rising, ending at 34 %', () => {
    expect(TER_MONTHLY.A).toHaveLength(44);
    expect(TER_MONTHLY.B).toHaveLength(40);
    expect(TER_MONTHLY.C).toHaveLength(41);
    for (const table of [TER_MONTHLY.A, TER_MONTHLY.B, TER_MONTHLY.C]) {
      for (let i = 1; i < table.length; i += 1) {
        expect(table[i]![0]).toBeGreaterThan(table[i - 1]![0]);
        expect(table[i]![1]).toBeGreaterThan(table[i - 1]![1]);
      }
      expect(table.at(-1)).toEqual([Number.POSITIVE_INFINITY, 3400]);
    }
  });

  it('PP 58/2023 Lampiran (kategori by PTKP status): A for TK/0, TK/1, K/0; B for TK/2, TK/3, K/1, K/2; C for K/3', () => {
    const categories = Object.fromEntries(PTKP_STATUSES.map((status) => [status, terCategory(status)]));
    expect(categories).toEqual({ 'TK/0': 'A', 'TK/1': 'A', 'K/0': 'A', 'TK/2': 'B', 'TK/3': 'B', 'K/1': 'B', 'K/2': 'B', 'K/3': 'C' });
  });

  it('kategori A: Rp5.400.000 → 0 %, Rp5.400.001 → 0,25 % (PP 58/2023 Lampiran A, rows 1–2)', () => {
    expect(monthly('TK/0', 5_400_000)).toEqual({ rate: 0, tax: 0 });
    // 5.400.001 × 0,25 % = 13.500,0025 → 13.500 (PPh is withheld in whole rupiah, rounded down).
    expect(monthly('TK/0', 5_400_001)).toEqual({ rate: 25, tax: 13_500 });
    expect(monthly('TK/1', 5_400_001).rate).toBe(25);
  });

  it('kategori B: Rp6.200.000 → 0 %, Rp6.200.001 → 0,25 % (PP 58/2023 Lampiran B, rows 1–2)', () => {
    expect(monthly('K/1', 6_200_000)).toEqual({ rate: 0, tax: 0 });
    // 6.200.001 × 0,25 % = 15.500,0025 → 15.500.
    expect(monthly('K/1', 6_200_001)).toEqual({ rate: 25, tax: 15_500 });
    // A TK/2 employee on 10.000.000: B's bracket 9.200.001–10.750.000 → 1,5 % = 150.000.
    expect(monthly('TK/2', 10_000_000)).toEqual({ rate: 150, tax: 150_000 });
  });

  it('kategori C: Rp6.600.000 → 0 %, Rp6.600.001 → 0,25 % (PP 58/2023 Lampiran C, rows 1–2)', () => {
    expect(monthly('K/3', 6_600_000)).toEqual({ rate: 0, tax: 0 });
    // 6.600.001 × 0,25 % = 16.500,0025 → 16.500.
    expect(monthly('K/3', 6_600_001)).toEqual({ rate: 25, tax: 16_500 });
    // K/3 on 10.000.000: C's bracket 9.800.001–10.950.000 → 1,5 % = 150.000.
    expect(monthly('K/3', 10_000_000)).toEqual({ rate: 150, tax: 150_000 });
  });

  it('a high bracket of each category: A 26.450.000/26.450.001, B 26.000.000/26.000.001, C 26.600.000/26.600.001 (PP 58/2023 Lampiran)', () => {
    // A: ≤ 26.450.000 → 10 % (2.645.000); above → 11 %: 26.450.001 × 11 % = 2.909.500,11 → 2.909.500.
    expect(monthly('TK/0', 26_450_000)).toEqual({ rate: 1000, tax: 2_645_000 });
    expect(monthly('TK/0', 26_450_001)).toEqual({ rate: 1100, tax: 2_909_500 });
    // B: ≤ 26.000.000 → 9 % (2.340.000); above → 10 %: 2.600.000,1 → 2.600.000.
    expect(monthly('K/2', 26_000_000)).toEqual({ rate: 900, tax: 2_340_000 });
    expect(monthly('K/2', 26_000_001)).toEqual({ rate: 1000, tax: 2_600_000 });
    // C: ≤ 26.600.000 → 9 % (2.394.000); above → 10 %: 2.660.000,1 → 2.660.000.
    expect(monthly('K/3', 26_600_000)).toEqual({ rate: 900, tax: 2_394_000 });
    expect(monthly('K/3', 26_600_001)).toEqual({ rate: 1000, tax: 2_660_000 });
  });

  it('the top bracket 34 %: above Rp1,4 M (A), Rp1,405 M (B), Rp1,419 M (C) (PP 58/2023 Lampiran, last rows)', () => {
    expect(terMonthlyRate('A', 1_400_000_000)).toBe(3300);
    expect(terMonthlyRate('A', 1_400_000_001)).toBe(3400);
    expect(terMonthlyRate('B', 1_405_000_000)).toBe(3300);
    expect(terMonthlyRate('B', 1_405_000_001)).toBe(3400);
    expect(terMonthlyRate('C', 1_419_000_000)).toBe(3300);
    expect(terMonthlyRate('C', 1_419_000_001)).toBe(3400);
    // 2.000.000.000 × 34 % = 680.000.000.
    expect(monthly('K/3', 2_000_000_000)).toEqual({ rate: 3400, tax: 680_000_000 });
  });

  it('a month without gross withholds nothing', () => {
    expect(monthly('TK/0', 0)).toEqual({ rate: 0, tax: 0 });
  });
});

describe('PMK 101/PMK.010/2016: PTKP a year', () => {
  it('Rp54.000.000 for the employee, Rp4.500.000 for being married and for each of up to three dependants', () => {
    const amounts = Object.fromEntries(PTKP_STATUSES.map((status) => [status, ptkpAmount(status)]));
    expect(amounts).toEqual({
      'TK/0': 54_000_000,
      'TK/1': 58_500_000,
      'TK/2': 63_000_000,
      'TK/3': 67_500_000,
      'K/0': 58_500_000,
      'K/1': 63_000_000,
      'K/2': 67_500_000,
      'K/3': 72_000_000,
    });
  });
});

describe('PP 58/2023 Lampiran, tarif efektif harian; PMK 168/2023: a daily worker (pegawai tidak tetap)', () => {
  const daily = (gross: number, days: number, withTaxId = true) => pph21DailyTer({ gross, days, hasTaxId: withTaxId });

  it('an average of Rp450.000 a day or less: 0 %', () => {
    expect(daily(450_000, 1)).toEqual({ rate: 0, tax: 0, dailyAverage: 450_000 });
    // 6 days × 450.000 = 2.700.000: the average, not the total, decides.
    expect(daily(2_700_000, 6)).toEqual({ rate: 0, tax: 0, dailyAverage: 450_000 });
  });

  it('Rp500.000 × 6 days: 0,5 % × 3.000.000 = Rp15.000', () => {
    expect(daily(3_000_000, 6)).toEqual({ rate: 50, tax: 15_000, dailyAverage: 500_000 });
    // Just over the free amount: 450.001 × 0,5 % = 2.250,005 → 2.250.
    expect(daily(450_001, 1)).toEqual({ rate: 50, tax: 2_250, dailyAverage: 450_001 });
  });

  it('the boundary Rp2.500.000 a day is still 0,5 %', () => {
    // 2.500.000 × 0,5 % = 12.500; 5 days 12.500.000 × 0,5 % = 62.500.
    expect(daily(2_500_000, 1)).toEqual({ rate: 50, tax: 12_500, dailyAverage: 2_500_000 });
    expect(daily(12_500_000, 5)).toEqual({ rate: 50, tax: 62_500, dailyAverage: 2_500_000 });
  });

  it('above Rp2.500.000 a day: Article 17 on 50 % of each day\'s gross (PMK 168/2023; e-Bupot object 21-100-30, deemed 50 %)', () => {
    // 2 days × 3.000.000: each day 50 % = 1.500.000 × 5 % = 75.000; 2 days = 150.000.
    expect(daily(6_000_000, 2)).toEqual({ rate: 0, tax: 150_000, dailyAverage: 3_000_000 });
    // One day of 150.000.000: 50 % = 75.000.000 → 60.000.000 × 5 % + 15.000.000 × 15 %
    // = 3.000.000 + 2.250.000 = 5.250.000.
    expect(daily(150_000_000, 1).tax).toBe(5_250_000);
    // Without a tax id: 150.000 × 120 % = 180.000.
    expect(daily(6_000_000, 2, false).tax).toBe(180_000);
  });

  it('without a tax id the daily TER is 120 %: 15.000 × 120 % = Rp18.000 (UU PPh Pasal 21 ayat 5a)', () => {
    expect(daily(3_000_000, 6, false).tax).toBe(18_000);
  });

  it('no gross or no paid days: nothing', () => {
    expect(daily(0, 6)).toEqual({ rate: 0, tax: 0, dailyAverage: 0 });
    expect(daily(3_000_000, 0)).toEqual({ rate: 0, tax: 0, dailyAverage: 0 });
  });
});

describe('UU PPh Pasal 21 ayat 5a and PMK 112/2022: no tax id', () => {
  it('20 % higher: 120 % of the tax, rounded down', () => {
    expect(withSurcharge(226_215, false)).toBe(271_458);
    // 13.501 × 120 % = 16.201,2 → 16.201.
    expect(withSurcharge(13_501, false)).toBe(16_201);
    expect(withSurcharge(13_501, true)).toBe(13_501);
  });

  it('a 15- or 16-digit NPWP, or the 16-digit NIK of a resident (PMK 112/2022), counts as a tax id', () => {
    expect(hasTaxId('01.234.567.8-901.000', '')).toBe(true);
    expect(hasTaxId('0123456789012345', '')).toBe(true);
    expect(hasTaxId('', '3171234567890123')).toBe(true);
    expect(hasTaxId('', '317123456789012')).toBe(false);
    expect(hasTaxId('12.345', '')).toBe(false);
    expect(hasTaxId('', '')).toBe(false);
  });
});

describe('UU PPh Pasal 17 ayat 1 huruf a as amended by UU 7/2021 HPP: the layers', () => {
  it('5 % to 60 M, 15 % to 250 M, 25 % to 500 M, 30 % to 5 B, 35 % above', () => {
    expect(article17Tax(0)).toBe(0);
    // 60.000.000 × 5 % = 3.000.000; one thousand more at 15 % = +150.
    expect(article17Tax(60_000_000)).toBe(3_000_000);
    expect(article17Tax(60_001_000)).toBe(3_000_150);
    // 3.000.000 + 190.000.000 × 15 % (28.500.000) = 31.500.000; +1.000 at 25 % = +250.
    expect(article17Tax(250_000_000)).toBe(31_500_000);
    expect(article17Tax(250_001_000)).toBe(31_500_250);
    // 31.500.000 + 250.000.000 × 25 % (62.500.000) = 94.000.000; +1.000 at 30 % = +300.
    expect(article17Tax(500_000_000)).toBe(94_000_000);
    expect(article17Tax(500_001_000)).toBe(94_000_300);
    // 94.000.000 + 4.500.000.000 × 30 % (1.350.000.000) = 1.444.000.000; +1.000 at 35 % = +350.
    expect(article17Tax(5_000_000_000)).toBe(1_444_000_000);
    expect(article17Tax(5_000_001_000)).toBe(1_444_000_350);
  });
});

describe('PMK 168/2023 and PMK 250/2008: the December reconciliation', () => {
  it('biaya jabatan 5 % under the cap; a refund when Jan–Nov withheld too much', () => {
    // TK/0, bruto 60.000.000: biaya jabatan 5 % = 3.000.000 (< 6.000.000); neto 57.000.000;
    // PKP 57.000.000 − 54.000.000 = 3.000.000; tax 5 % = 150.000.
    const input = { ptkp: 'TK/0', hasTaxId: true, yearGross: 60_000_000, yearPensionContributions: 0, monthsWorked: 12 } as const;
    expect(pph21Annual({ ...input, withheldBefore: 100_000 })).toEqual({
      biayaJabatan: 3_000_000,
      netIncome: 57_000_000,
      ptkp: 54_000_000,
      taxableIncome: 3_000_000,
      yearTax: 150_000,
      lastPeriodTax: 50_000,
    });
    // Withheld 200.000 already: 150.000 − 200.000 = −50.000 goes back to the employee.
    expect(pph21Annual({ ...input, withheldBefore: 200_000 }).lastPeriodTax).toBe(-50_000);
  });

  it('the biaya jabatan cap is Rp500.000 per month worked (PMK 250/2008 Pasal 1)', () => {
    // 6 months, bruto 120.000.000: 5 % = 6.000.000, capped at 6 × 500.000 = 3.000.000.
    expect(pph21Annual({ ptkp: 'TK/0', hasTaxId: true, yearGross: 120_000_000, yearPensionContributions: 0, monthsWorked: 6, withheldBefore: 0 }).biayaJabatan).toBe(3_000_000);
  });

  it('PKP is rounded down to the whole thousand', () => {
    // TK/0, bruto 100.000.999: biaya jabatan 5 % = 5.000.049,95 → 5.000.049; neto 95.000.950;
    // neto − PTKP = 41.000.950 → PKP 41.000.000; tax 5 % = 2.050.000.
    const annual = pph21Annual({ ptkp: 'TK/0', hasTaxId: true, yearGross: 100_000_999, yearPensionContributions: 0, monthsWorked: 12, withheldBefore: 0 });
    expect(annual.biayaJabatan).toBe(5_000_049);
    expect(annual.netIncome).toBe(95_000_950);
    expect(annual.taxableIncome).toBe(41_000_000);
    expect(annual.yearTax).toBe(2_050_000);
  });

  it('net income under PTKP: no tax for the year', () => {
    // K/3, bruto 70.000.000: biaya jabatan 3.500.000, neto 66.500.000 < PTKP 72.000.000 → PKP 0.
    const annual = pph21Annual({ ptkp: 'K/3', hasTaxId: true, yearGross: 70_000_000, yearPensionContributions: 0, monthsWorked: 12, withheldBefore: 0 });
    expect(annual.taxableIncome).toBe(0);
    expect(annual.yearTax).toBe(0);
    expect(annual.lastPeriodTax).toBe(0);
  });
});
