import { describe, expect, it } from 'vitest';
import { monthlyWageOfDaily, overtimeRuleOf, statutoryOvertimePay, weightedOvertimeMinutes, type StatutoryOvertimeDay } from '../../common/statutory/overtime';
import { averageMonthlyWage, monthsOfService, thrAmount } from '../../common/statutory/thr';

/**
 * THR (Permenaker 6/2016) and statutory overtime (PP 35/2021 Pasal 31–33). Expected figures are
 * worked out by hand in the comments.
 */

describe('Permenaker 6/2016 Pasal 3 ayat 1: THR by months of service', () => {
  it('12 months or more: one month\'s wage', () => {
    expect(thrAmount(12, 5_000_000).amount).toBe(5_000_000);
    expect(thrAmount(30, 5_000_000).amount).toBe(5_000_000);
  });

  it('6 months on Rp5.000.000: 6/12 × 5.000.000 = 2.500.000', () => {
    expect(thrAmount(6, 5_000_000)).toEqual({ months: 6, basis: 5_000_000, amount: 2_500_000 });
  });

  it('pro rata rounded down: 1 month 416.666 (416.666,67), 11 months 4.583.333 (4.583.333,33)', () => {
    expect(thrAmount(1, 5_000_000).amount).toBe(416_666);
    expect(thrAmount(11, 5_000_000).amount).toBe(4_583_333);
  });

  it('under one month of service (Pasal 2 ayat 1): nothing', () => {
    expect(thrAmount(0, 5_000_000).amount).toBe(0);
  });
});

describe('months of service (Permenaker 6/2016 Pasal 2–3)', () => {
  it('joined 2026-01-15: on 2026-03-14 one month, on 2026-03-15 two', () => {
    expect(monthsOfService('2026-01-15', '2026-03-14')).toBe(1);
    expect(monthsOfService('2026-01-15', '2026-03-15')).toBe(2);
  });

  it('the first month is reached on the same day a month later; across a year end; a full year', () => {
    expect(monthsOfService('2026-01-15', '2026-02-14')).toBe(0);
    expect(monthsOfService('2026-01-15', '2026-02-15')).toBe(1);
    expect(monthsOfService('2025-11-20', '2026-02-19')).toBe(2);
    expect(monthsOfService('2025-03-01', '2026-03-01')).toBe(12);
  });

  it('a day before joining: 0', () => {
    expect(monthsOfService('2026-03-15', '2026-03-14')).toBe(0);
  });
});

describe('Permenaker 6/2016 Pasal 3 ayat 3: the month\'s wage of a daily worker', () => {
  it('12 months or more: the average of the last 12 months before the holiday', () => {
    // Two older months of 1.000.000 fall out; the last 12 are 3.000.000 each → 3.000.000.
    expect(averageMonthlyWage([1_000_000, 1_000_000, ...Array<number>(12).fill(3_000_000)])).toBe(3_000_000);
  });

  it('under 12 months: the average of the months worked, rounded down', () => {
    // (2.000.000 + 2.500.000 + 3.000.001) / 3 = 2.500.000,33 → 2.500.000.
    expect(averageMonthlyWage([2_000_000, 2_500_000, 3_000_001])).toBe(2_500_000);
    expect(averageMonthlyWage([])).toBe(0);
  });

  it('a daily worker with 4 months: average 2.650.000 × 4/12 = 883.333', () => {
    // (2.600.000 + 2.700.000 + 2.500.000 + 2.800.000) / 4 = 2.650.000; × 4 / 12 = 883.333,33 → 883.333.
    const basis = averageMonthlyWage([2_600_000, 2_700_000, 2_500_000, 2_800_000]);
    expect(basis).toBe(2_650_000);
    expect(thrAmount(4, basis).amount).toBe(883_333);
  });
});

describe('PP 35/2021 Pasal 32–33: the hourly and monthly wage', () => {
  it('Pasal 33 ayat 1: a daily wage × 25 (6-day week) or × 21 (5-day week)', () => {
    expect(monthlyWageOfDaily(200_000, 6)).toBe(5_000_000);
    expect(monthlyWageOfDaily(200_000, 5)).toBe(4_200_000);
  });

  it('Pasal 32 ayat 2: upah sejam = 1/173 of the month — one work-day hour on 5.190.000 is 1,5 × 30.000 = 45.000', () => {
    // 5.190.000 / 173 = 30.000 an hour.
    expect(statutoryOvertimePay([{ minutes: 60, kind: 'work' }], 5_190_000, 5)).toBe(45_000);
  });
});

describe('PP 35/2021 Pasal 31: overtime multipliers', () => {
  // Upah sebulan 5.190.000 → upah sejam 30.000.
  const WAGE = 5_190_000;

  it('ayat 1, a work day with 3 hours: 1,5 + 2 + 2 = 5,5 × 30.000 = 165.000', () => {
    // Weighted minutes, doubled so 1,5 stays whole: 60 × 3 + 120 × 4 = 660 = 5,5 h × 120.
    expect(weightedOvertimeMinutes(180, 'work', 6)).toBe(660);
    expect(statutoryOvertimePay([{ minutes: 180, kind: 'work' }], WAGE, 6)).toBe(165_000);
  });

  it('ayat 2 huruf a, a rest day in a 6-day week, 9 hours: 7 × 2 + 3 + 4 = 21 × 30.000 = 630.000', () => {
    expect(statutoryOvertimePay([{ minutes: 9 * 60, kind: 'rest' }], WAGE, 6)).toBe(630_000);
    // 11 hours, the statute's last: 7 × 2 + 3 + 3 × 4 = 29 × 30.000 = 870.000.
    expect(statutoryOvertimePay([{ minutes: 11 * 60, kind: 'rest' }], WAGE, 6)).toBe(870_000);
  });

  it('ayat 3, a rest day in a 5-day week, 10 hours: 8 × 2 + 3 + 4 = 23 × 30.000 = 690.000', () => {
    expect(statutoryOvertimePay([{ minutes: 10 * 60, kind: 'rest' }], WAGE, 5)).toBe(690_000);
    // The 8th hour is still × 2 in a 5-day week (× 3 in a 6-day week): 8 × 2 = 16 vs 7 × 2 + 3 = 17.
    expect(statutoryOvertimePay([{ minutes: 8 * 60, kind: 'rest' }], WAGE, 5)).toBe(480_000);
    expect(statutoryOvertimePay([{ minutes: 8 * 60, kind: 'rest' }], WAGE, 6)).toBe(510_000);
  });

  it('half hours pro rata within each hour\'s multiplier', () => {
    // 30 minutes on a work day: 0,5 × 1,5 = 0,75 × 30.000 = 22.500.
    expect(statutoryOvertimePay([{ minutes: 30, kind: 'work' }], WAGE, 5)).toBe(22_500);
    // 90 minutes: 1,5 + 0,5 × 2 = 2,5 × 30.000 = 75.000.
    expect(statutoryOvertimePay([{ minutes: 90, kind: 'work' }], WAGE, 5)).toBe(75_000);
  });

  it('the period\'s pay is rounded once (half up), not per day', () => {
    // Upah sebulan 5.000.000: upah sejam 28.901,73…; three work days of 1 hour each.
    // Per day 1,5 × 28.901,73 = 43.352,60 (43.353 rounded, × 3 = 130.059);
    // rounded once: 4,5 × 5.000.000 / 173 = 130.057,80 → 130.058.
    const days: StatutoryOvertimeDay[] = [1, 2, 3].map(() => ({ minutes: 60, kind: 'work' }));
    expect(statutoryOvertimePay(days, 5_000_000, 5)).toBe(130_058);
    // Exactly half a rupiah rounds up: 1.730.173 / 173 = 10.001 an hour; × 1,5 = 15.001,5 → 15.002.
    expect(statutoryOvertimePay([{ minutes: 60, kind: 'work' }], 1_730_173, 5)).toBe(15_002);
  });

  it('a daily worker (Rp200.000, 6-day week) with 2 hours on a work day: 3,5 × 5.000.000 / 173 = 101.156', () => {
    // 17.500.000 / 173 = 101.156,07 → 101.156.
    expect(statutoryOvertimePay([{ minutes: 120, kind: 'work' }], monthlyWageOfDaily(200_000, 6), 6)).toBe(101_156);
  });

  it('no overtime: nothing', () => {
    expect(statutoryOvertimePay([], WAGE, 5)).toBe(0);
    expect(statutoryOvertimePay([{ minutes: 0, kind: 'rest' }], WAGE, 6)).toBe(0);
  });
});

describe('the division\'s overtime rule', () => {
  it('the master stores 1 for the flat rate and 2 for PP 35/2021; anything else reads as flat', () => {
    expect(overtimeRuleOf(1)).toBe('flat');
    expect(overtimeRuleOf(2)).toBe('statute');
    expect(overtimeRuleOf(0)).toBe('flat');
  });
});
