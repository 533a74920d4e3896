import { describe, expect, it } from 'vitest';
import { NO_YEAR_BEFORE, NOTHING_BEFORE, statutoryFigures, type MonthToDate, type StatutoryLineInput } from '../../common/statutory/line';
import { ratesInForce, STATUTORY_RATE_DEFAULTS } from '../../common/statutory/rates';

/**
 * One line's statutory part (common/statutory/line.ts): what a run charges is the month's dues so
 * far less what the month's earlier final runs stored, so a month paid in several runs charges
 * exactly what one run for the whole month would.
 */

const rates = { ...ratesInForce(STATUTORY_RATE_DEFAULTS, '2026-10-01'), kes_wage_floor: 5_000_000 };

const input = (over: Partial<StatutoryLineInput>): StatutoryLineInput => ({
  taxMonth: '2026-10',
  paidDaily: false,
  employee: { nik: '3578012345678901', npwp: '', bpjsTkNumber: '', bpjsKesNumber: '', ptkpStatus: 'TK/0', permanent: true, joinedOn: '2026-01-05', leftOn: null, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'] },
  company: { programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'], withholdPph21: true, jkkRiskClass: 1 },
  rates,
  gross: 0,
  bpjsWage: 0,
  paidDays: 0,
  month: NOTHING_BEFORE,
  year: NO_YEAR_BEFORE,
  ...over,
});

describe('a month paid in several runs', () => {
  it('charges together what one run for the month would (BPJS floor, JP cap, TER)', () => {
    const whole = statutoryFigures(input({ gross: 12_000_000, bpjsWage: 12_000_000 }));
    // Four weekly runs of 3,000,000, each after the previous was final.
    let month: MonthToDate = { ...NOTHING_BEFORE, contributions: { ...NOTHING_BEFORE.contributions } };
    const parts: ReturnType<typeof statutoryFigures>[] = [];
    for (let week = 0; week < 4; week += 1) {
      const part = statutoryFigures(input({ gross: 3_000_000, bpjsWage: 3_000_000, month }));
      parts.push(part);
      const contributions = { ...month.contributions };
      for (const key of Object.keys(contributions) as (keyof typeof contributions)[]) contributions[key] += part[key];
      month = { bpjsWage: month.bpjsWage + 3_000_000, contributions, taxGross: month.taxGross + part.tax_gross, pph21: month.pph21 + part.pph21 };
    }
    const sum = (key: 'kes_employee' | 'kes_employer' | 'jp_employee' | 'jht_employer' | 'pph21' | 'tax_gross') => parts.reduce((total, p) => total + p[key], 0);
    // The first week already pays BPJS Kesehatan on the floor (1 % and 4 % of 5,000,000); the month ends at 12,000,000's.
    expect(parts[0]).toMatchObject({ kes_employee: 50_000, kes_employer: 200_000 });
    expect(sum('kes_employee')).toBe(whole.kes_employee);
    expect(sum('kes_employer')).toBe(whole.kes_employer);
    // JP stops at the 2026 cap 11,086,300: 1 % = 110,863 over the month.
    expect(whole.jp_employee).toBe(110_863);
    expect(sum('jp_employee')).toBe(110_863);
    expect(sum('jht_employer')).toBe(whole.jht_employer);
    expect(sum('tax_gross')).toBe(whole.tax_gross);
    expect(sum('pph21')).toBe(whole.pph21);
  });

  it('charges nothing and withholds nothing while the company has it switched off', () => {
    const off = statutoryFigures(input({ gross: 12_000_000, bpjsWage: 12_000_000, company: { programmes: [], withholdPph21: false, jkkRiskClass: 1 } }));
    expect(off).toMatchObject({ bpjs_employee_total: 0, bpjs_employer_total: 0, pph21: 0, pph21_method: 'tidak_dipotong', tax_gross: 12_000_000 });
  });

  it("charges only the programmes of both the company and the employee", () => {
    const line = statutoryFigures(input({ gross: 10_000_000, bpjsWage: 10_000_000, employee: { ...input({}).employee, programmes: ['jkk', 'jkm', 'kes'] }, company: { programmes: ['jht', 'jkk', 'jkm'], withholdPph21: false, jkkRiskClass: 3 } }));
    // JKK class 3 (sedang) 0.89 % and JKM 0.30 % of 10,000,000; no JHT (the employee is not in it), no Kesehatan (the company is not).
    expect(line).toMatchObject({ jht_employee: 0, jkk_employer: 89_000, jkm_employer: 30_000, kes_employer: 0, bpjs_employer_total: 119_000 });
    expect(line.statutory.programmes).toEqual(['jkk', 'jkm']);
  });

  it('withholds 20 % more without an NPWP and without a 16-digit NIK', () => {
    const withNik = statutoryFigures(input({ gross: 10_000_000, company: { programmes: [], withholdPph21: true, jkkRiskClass: 1 } }));
    const without = statutoryFigures(input({ gross: 10_000_000, company: { programmes: [], withholdPph21: true, jkkRiskClass: 1 }, employee: { ...input({}).employee, nik: '' } }));
    // TER A 10,000,000 (9,650,001–10,050,000): 2 % = 200,000; × 120 % = 240,000.
    expect(withNik.pph21).toBe(200_000);
    expect(without).toMatchObject({ has_tax_id: false, pph21: 240_000 });
  });
});
