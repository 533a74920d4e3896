import { describe, expect, it } from 'vitest';
import {
  BPJS_PROGRAMMES,
  bpjsContributions,
  employeeShare,
  employerShare,
  NO_CONTRIBUTIONS,
  pensionContributions,
  taxableEmployerPremiums,
  type BpjsProgramme,
} from '../../common/statutory/bpjs';
import {
  applyBasisPoints,
  basisPointsText,
  JKK_RISK_CLASSES,
  JKK_RISK_CLASS_LABELS,
  jkkRateKey,
  missingYearlyRates,
  ratesInForce,
  STATUTORY_RATE_DEFAULTS,
  type JkkRiskClass,
  type StatutoryRateRow,
} from '../../common/statutory/rates';

/**
 * BPJS contributions as PP 44/2015 (JKK, JKM), PP 45/2015 (JP and its cap), PP 46/2015 (JHT) and
 * Perpres 82/2018 jo. 64/2020 (Kesehatan, floor and cap) set them, with the dated rate table
 * (common/statutory/rates.ts). Expected figures are worked out by hand in the comments.
 */

const ALL = new Set<BpjsProgramme>(BPJS_PROGRAMMES);

function contributions(wage: number, periodStart: string, options: { programmes?: ReadonlySet<BpjsProgramme>; riskClass?: JkkRiskClass; extraRows?: StatutoryRateRow[] } = {}) {
  const rows = [...STATUTORY_RATE_DEFAULTS, ...(options.extraRows ?? [])];
  return bpjsContributions({ wage, programmes: options.programmes ?? ALL, rates: ratesInForce(rows, periodStart), riskClass: options.riskClass ?? 1 });
}

// The regency's minimum wage as the office enters it (kes_wage_floor has no default): UMK 5.396.761.
const UMK_ROW: StatutoryRateRow = { key: 'kes_wage_floor', valid_from: '2026-01-01', value: 5_396_761, source: 'UMK 2026' };

describe('PP 46/2015 Pasal 16: JHT 5,7 % of the whole wage', () => {
  it('Rp5.000.000: employer 3,7 % = 185.000, employee 2 % = 100.000', () => {
    const c = contributions(5_000_000, '2026-01-01');
    expect(c.jht_employer).toBe(185_000);
    expect(c.jht_employee).toBe(100_000);
  });

  it('no cap on JHT: Rp20.000.000 → 740.000 and 400.000', () => {
    const c = contributions(20_000_000, '2026-01-01');
    expect(c.jht_employer).toBe(740_000);
    expect(c.jht_employee).toBe(400_000);
  });
});

describe('PP 45/2015 Pasal 28–29: JP 3 % of the wage up to the cap in force for the period', () => {
  it('2025 cap Rp10.547.400 from 1 March 2025 (BPJS Ketenagakerjaan: batas upah JP 2025)', () => {
    // At the cap: 1 % × 10.547.400 = 105.474; 2 % = 210.948.
    const atCap = contributions(10_547_400, '2025-03-01');
    expect([atCap.jp_employee, atCap.jp_employer]).toEqual([105_474, 210_948]);
    // Under the cap: 10.500.000 → 105.000 and 210.000.
    const under = contributions(10_500_000, '2025-03-01');
    expect([under.jp_employee, under.jp_employer]).toEqual([105_000, 210_000]);
    // Over the cap: 15.000.000 counts as 10.547.400 → 105.474 and 210.948.
    const over = contributions(15_000_000, '2025-03-01');
    expect([over.jp_employee, over.jp_employer]).toEqual([105_474, 210_948]);
  });

  it('a period starting 2025-02-01 still uses the 2024 cap Rp10.042.300 (ratesInForce picks by date)', () => {
    // 15.000.000 counts as 10.042.300: 1 % = 100.423; 2 % = 200.846.
    const c = contributions(15_000_000, '2025-02-01');
    expect([c.jp_employee, c.jp_employer]).toEqual([100_423, 200_846]);
  });

  it('ratesInForce: the latest row starting on or before the day; an office row for a new year takes over', () => {
    expect(ratesInForce(STATUTORY_RATE_DEFAULTS, '2024-02-29').jp_wage_cap).toBe(9_559_600);
    expect(ratesInForce(STATUTORY_RATE_DEFAULTS, '2024-03-01').jp_wage_cap).toBe(10_042_300);
    expect(ratesInForce(STATUTORY_RATE_DEFAULTS, '2025-02-28').jp_wage_cap).toBe(10_042_300);
    expect(ratesInForce(STATUTORY_RATE_DEFAULTS, '2025-03-01').jp_wage_cap).toBe(10_547_400);
    // Before the programmes started there is no rate at all.
    expect(ratesInForce(STATUTORY_RATE_DEFAULTS, '2015-06-30').jp_wage_cap).toBeNull();
    const withNewCap = [...STATUTORY_RATE_DEFAULTS, { key: 'jp_wage_cap', valid_from: '2027-03-01', value: 11_600_000, source: 'surat BPJS' } as const];
    expect(ratesInForce(withNewCap, '2027-02-01').jp_wage_cap).toBe(11_086_300);
    expect(ratesInForce(withNewCap, '2027-03-01').jp_wage_cap).toBe(11_600_000);
  });

  it('2026 cap Rp11.086.300 from 1 March 2026 (BPJS Ketenagakerjaan B/1226/022026): a K/1 worker on Rp15.000.000 in October', () => {
    // 10.547.400 × 1,0511 = 11.086.372,14 → rounded down to Rp100: 11.086.300.
    // 15.000.000 counts as 11.086.300: 1 % = 110.863; 2 % = 221.726 (not 2025's 105.474 / 210.948).
    expect(ratesInForce(STATUTORY_RATE_DEFAULTS, '2026-02-28').jp_wage_cap).toBe(10_547_400);
    const october = contributions(15_000_000, '2026-10-01');
    expect([october.jp_employee, october.jp_employer]).toEqual([110_863, 221_726]);
  });
});

describe('the yearly rows an office must add (missingYearlyRates)', () => {
  const umk = (year: number): StatutoryRateRow => ({ key: 'kes_wage_floor', valid_from: `${year}-01-01`, value: 5_000_000, source: `UMK ${year}` });
  it('from 1 March a JP cap row of this year is expected; before it last year\'s is still in force', () => {
    // The law's table ends at 2026: in February 2027 nothing is due yet, from March 2027 the cap is missing.
    expect(missingYearlyRates([...STATUTORY_RATE_DEFAULTS, umk(2027)], '2027-02-28')).toEqual([]);
    expect(missingYearlyRates([...STATUTORY_RATE_DEFAULTS, umk(2027)], '2027-03-01')).toEqual(['jp_wage_cap']);
    const cap2027: StatutoryRateRow = { key: 'jp_wage_cap', valid_from: '2027-03-01', value: 11_600_000, source: 'surat BPJS 2027' };
    expect(missingYearlyRates([...STATUTORY_RATE_DEFAULTS, umk(2027), cap2027], '2027-03-01')).toEqual([]);
    // A row dated later this year does not count before its day.
    expect(missingYearlyRates([...STATUTORY_RATE_DEFAULTS, umk(2027), { ...cap2027, valid_from: '2027-04-01' }], '2027-03-15')).toEqual(['jp_wage_cap']);
    expect(missingYearlyRates([...STATUTORY_RATE_DEFAULTS, umk(2026)], '2026-11-28')).toEqual([]);
  });

  it('the UMK is per calendar year: last year\'s row, or none at all, is missing', () => {
    expect(missingYearlyRates(STATUTORY_RATE_DEFAULTS, '2026-11-28')).toEqual(['kes_wage_floor']);
    expect(missingYearlyRates([...STATUTORY_RATE_DEFAULTS, umk(2025)], '2026-01-02')).toEqual(['kes_wage_floor']);
    expect(missingYearlyRates([...STATUTORY_RATE_DEFAULTS, umk(2026)], '2026-01-02')).toEqual([]);
  });
});

describe('Perpres 82/2018 jo. 64/2020: BPJS Kesehatan 5 % between the minimum wage and Rp12.000.000', () => {
  it('under the floor the UMK counts: Rp4.000.000 with UMK 5.396.761 → employee 53.968, employer 215.870', () => {
    // 1 % × 5.396.761 = 53.967,61 → 53.968 (half up); 4 % = 215.870,44 → 215.870.
    const c = contributions(4_000_000, '2026-01-01', { extraRows: [UMK_ROW] });
    expect([c.kes_employee, c.kes_employer]).toEqual([53_968, 215_870]);
  });

  it('between floor and cap the wage counts: Rp8.000.000 → 80.000 and 320.000', () => {
    const c = contributions(8_000_000, '2026-01-01', { extraRows: [UMK_ROW] });
    expect([c.kes_employee, c.kes_employer]).toEqual([80_000, 320_000]);
  });

  it('at and over the cap Rp12.000.000 counts: 120.000 and 480.000', () => {
    const atCap = contributions(12_000_000, '2026-01-01', { extraRows: [UMK_ROW] });
    expect([atCap.kes_employee, atCap.kes_employer]).toEqual([120_000, 480_000]);
    const over = contributions(20_000_000, '2026-01-01', { extraRows: [UMK_ROW] });
    expect([over.kes_employee, over.kes_employer]).toEqual([120_000, 480_000]);
  });

  it('no UMK entered for the period: the wage itself counts (4.000.000 → 40.000 and 160.000)', () => {
    // The UMK row starts 2026-01-01; a December 2025 period has no floor.
    const c = contributions(4_000_000, '2025-12-01', { extraRows: [UMK_ROW] });
    expect([c.kes_employee, c.kes_employer]).toEqual([40_000, 160_000]);
  });
});

describe('PP 44/2015 Pasal 16 and Lampiran I: JKK by risk class; Pasal 18: JKM 0,30 %', () => {
  it('Rp10.000.000: class 1 24.000, class 2 54.000, class 3 89.000, class 4 127.000, class 5 174.000; JKM 30.000', () => {
    // 0,24 % / 0,54 % / 0,89 % / 1,27 % / 1,74 % of 10.000.000.
    const jkk = JKK_RISK_CLASSES.map((riskClass) => contributions(10_000_000, '2026-01-01', { riskClass }).jkk_employer);
    expect(jkk).toEqual([24_000, 54_000, 89_000, 127_000, 174_000]);
    expect(contributions(10_000_000, '2026-01-01').jkm_employer).toBe(30_000);
  });

  it('the risk class labels on screen show the rates of the law', () => {
    const rates = ratesInForce(STATUTORY_RATE_DEFAULTS, '2026-01-01');
    for (const riskClass of JKK_RISK_CLASSES) {
      expect(JKK_RISK_CLASS_LABELS[riskClass]).toContain(`(${basisPointsText(rates[jkkRateKey(riskClass)] ?? -1)})`);
    }
    expect(basisPointsText(370)).toBe('3,7%');
    expect(basisPointsText(24)).toBe('0,24%');
    expect(basisPointsText(200)).toBe('2%');
  });
});

describe('which programmes and which wage', () => {
  it('a month without wage pays nothing', () => {
    expect(contributions(0, '2026-01-01', { extraRows: [UMK_ROW] })).toEqual(NO_CONTRIBUTIONS);
  });

  it('programmes left out pay 0: a daily worker in JKK and JKM only', () => {
    // 3.000.000: JKK class 1 0,24 % = 7.200; JKM 0,30 % = 9.000; the rest 0.
    const c = contributions(3_000_000, '2026-01-01', { programmes: new Set<BpjsProgramme>(['jkk', 'jkm']), extraRows: [UMK_ROW] });
    expect(c).toEqual({ ...NO_CONTRIBUTIONS, jkk_employer: 7_200, jkm_employer: 9_000 });
  });

  it('the shares of Rp10.000.000 in every programme (class 1, 2026)', () => {
    // Employee: JHT 200.000 + JP 100.000 + Kes 100.000 = 400.000.
    // Employer: JHT 370.000 + JP 200.000 + JKK 24.000 + JKM 30.000 + Kes 400.000 = 1.024.000.
    // Taxable for PPh 21 (PMK 168/2023 Pasal 5): JKK + JKM + Kes = 454.000; the employee's pension 300.000.
    const c = contributions(10_000_000, '2026-01-01', { extraRows: [UMK_ROW] });
    expect(employeeShare(c)).toBe(400_000);
    expect(employerShare(c)).toBe(1_024_000);
    expect(taxableEmployerPremiums(c)).toBe(454_000);
    expect(pensionContributions(c)).toBe(300_000);
  });
});

describe('rounding: each share half up to the rupiah (applyBasisPoints)', () => {
  it('0,5 rupiah rounds up, 0,49 down', () => {
    // 50 × 1 % = 0,5 → 1; 49 × 1 % = 0,49 → 0; 150 × 1 % = 1,5 → 2.
    expect(applyBasisPoints(50, 100)).toBe(1);
    expect(applyBasisPoints(49, 100)).toBe(0);
    expect(applyBasisPoints(150, 100)).toBe(2);
    // 1.234.567 × 3,7 % = 45.678,979 → 45.679.
    expect(applyBasisPoints(1_234_567, 370)).toBe(45_679);
  });

  it('a JHT share of exactly half a rupiah rounds up: 2 % × 1.234.525 = 24.690,5 → 24.691', () => {
    expect(contributions(1_234_525, '2026-01-01').jht_employee).toBe(24_691);
  });
});
