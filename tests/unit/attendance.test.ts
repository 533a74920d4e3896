import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_RULE, distanceMetres, isClockTime, isLate, isOutsideOffices, isUnrecordedAbsence, jakartaClock, jakartaInstant, overtimeMinutes, recapSymbol } from '../../common/attendance';
import { datesBetween, isIsoDate, isWorkDay, jakartaDate, monthOf } from '../../common/calendar';

/** The attendance rules of common/attendance.ts (issue 17 section 1) at their edges. */

const rule = { workDaysPerWeek: 5 as const, start: '08:00', end: '17:00', graceMinutes: 15 };
const at = (clock: string, date = '2026-11-24') => jakartaInstant(date, clock);

describe('the Jakarta day', () => {
  it('is UTC+7: 16:59:59 UTC is still the day, 17:00 UTC the next', () => {
    expect(jakartaDate(new Date('2026-11-24T16:59:59Z'))).toBe('2026-11-24');
    expect(jakartaDate(new Date('2026-11-24T17:00:00Z'))).toBe('2026-11-25');
    expect(jakartaClock(new Date('2026-11-24T17:00:00Z'))).toBe('00:00');
    expect(jakartaDate(new Date('2026-12-31T17:30:00Z'))).toBe('2027-01-01');
  });

  it('turns a Jakarta date and time into the instant', () => {
    expect(jakartaInstant('2026-11-24', '08:00').toISOString()).toBe('2026-11-24T01:00:00.000Z');
    expect(jakartaInstant('2026-11-25', '06:59:30').toISOString()).toBe('2026-11-24T23:59:30.000Z');
    expect(() => jakartaInstant('2026-02-30', '08:00')).toThrow();
  });

  it('reads dates and times strictly', () => {
    expect([isIsoDate('2028-02-29'), isIsoDate('2026-02-29'), isIsoDate('2026-1-01')]).toEqual([true, false, false]);
    expect([isClockTime('00:00'), isClockTime('23:59'), isClockTime('24:00'), isClockTime('8:00')]).toEqual([true, true, false, false]);
  });
});

describe('late', () => {
  it('is after start + grace; the last minute of the grace is on time', () => {
    expect(isLate('2026-11-24', at('08:15'), rule)).toBe(false);
    expect(isLate('2026-11-24', at('08:15:59'), rule)).toBe(false);
    expect(isLate('2026-11-24', at('08:16'), rule)).toBe(true);
    expect(isLate('2026-11-24', at('07:00'), rule)).toBe(false);
    expect(isLate('2026-11-24', null, rule)).toBe(false);
  });
});

describe('overtime', () => {
  it('counts whole 30-minute steps past the scheduled end', () => {
    const cases: [string, number][] = [
      ['16:30', 0],
      ['17:00', 0],
      ['17:29', 0],
      ['17:30', 30],
      ['17:59', 30],
      ['18:00', 60],
      ['18:40', 90],
      ['21:00', 240],
    ];
    expect(cases.map(([clock]) => [clock, overtimeMinutes('2026-11-24', at(clock), rule)])).toEqual(cases);
    expect(overtimeMinutes('2026-11-24', null, rule)).toBe(0);
  });

  it('runs past midnight into the next day', () => {
    expect(overtimeMinutes('2026-11-24', at('00:30', '2026-11-25'), rule)).toBe(450);
  });
});

describe('distance and radius', () => {
  const monas = { latitude: -6.175392, longitude: 106.827153 };
  it('measures a degree of latitude as about 111 km and Monas–Bandung as about 120 km', () => {
    expect(distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111_195, -1);
    const bandung = distanceMetres(monas, { latitude: -6.917464, longitude: 107.619125 });
    expect(bandung).toBeGreaterThan(115_000);
    expect(bandung).toBeLessThan(125_000);
    expect(distanceMetres(monas, monas)).toBe(0);
  });

  it('is outside when beyond every office; on the circle counts as inside; no office means outside', () => {
    const north60 = { latitude: -6.174852, longitude: 106.827153 };
    const d = distanceMetres(monas, north60);
    expect(d).toBeGreaterThan(59);
    expect(d).toBeLessThan(61);
    expect(isOutsideOffices(north60, [{ ...monas, radiusMetres: 50 }])).toBe(true);
    expect(isOutsideOffices(north60, [{ ...monas, radiusMetres: 50 }, { ...north60, radiusMetres: 1 }])).toBe(false);
    expect(isOutsideOffices(north60, [{ ...monas, radiusMetres: d }])).toBe(false);
    expect(isOutsideOffices(north60, [])).toBe(true);
  });
});

describe('work days, periods and symbols', () => {
  it('has Saturday off for 5 days, Sunday off always', () => {
    // 2026-11-28 is a Saturday, 2026-11-29 a Sunday.
    expect([isWorkDay('2026-11-27', rule.workDaysPerWeek), isWorkDay('2026-11-28', rule.workDaysPerWeek), isWorkDay('2026-11-29', rule.workDaysPerWeek)]).toEqual([true, false, false]);
    expect([isWorkDay('2026-11-28', DEFAULT_WORK_RULE.workDaysPerWeek), isWorkDay('2026-11-29', DEFAULT_WORK_RULE.workDaysPerWeek)]).toEqual([true, false]);
  });

  it('knows a month and its days', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('gives the recorded status first, then L on a day off, else -', () => {
    expect(recapSymbol({ status: 'hadir', late: false }, false)).toBe('H');
    expect(recapSymbol({ status: 'hadir', late: true }, true)).toBe('T');
    expect(['sakit', 'izin', 'cuti', 'alpa'].map((s) => recapSymbol({ status: s as 'sakit', late: false }, false))).toEqual(['S', 'I', 'C', 'A']);
    expect([recapSymbol(null, true), recapSymbol(null, false)]).toEqual(['L', '-']);
    // A work day that is over with nothing recorded is alpa; a rest day stays L.
    expect([recapSymbol(null, false, true), recapSymbol(null, true, true)]).toEqual(['A', 'L']);
  });
});

describe('a work day without a record (isUnrecordedAbsence)', () => {
  const employed = { offDay: false, today: '2026-11-28', joinedOn: '2026-11-02', leftOn: null };
  it('is alpa once the day is over, inside the employment, on a work day', () => {
    expect(isUnrecordedAbsence('2026-11-27', employed)).toBe(true);
    // Today is not over yet; a day to come even less.
    expect(isUnrecordedAbsence('2026-11-28', employed)).toBe(false);
    expect(isUnrecordedAbsence('2026-11-30', employed)).toBe(false);
    // Before joining, after leaving, on a rest day or holiday: not alpa.
    expect(isUnrecordedAbsence('2026-11-01', employed)).toBe(false);
    expect(isUnrecordedAbsence('2026-11-20', { ...employed, leftOn: '2026-11-19' })).toBe(false);
    expect(isUnrecordedAbsence('2026-11-19', { ...employed, leftOn: '2026-11-19' })).toBe(true);
    expect(isUnrecordedAbsence('2026-11-27', { ...employed, offDay: true })).toBe(false);
  });
});
