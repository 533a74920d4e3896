import { describe, expect, it } from 'vitest';
import { MEAL_CODE_ALPHABET, MEAL_CODE_LENGTH, parseMealQr, mealQrText } from '../../../common/contract';
import { ConfigError, loadConfig } from '../../../server/config';
import { jakartaDate, mealCodeFor, verifyMealCode } from '../../../server/luncheon/mealcode';

const SECRET = 'kunci-uji-kode-makan-0123456789abcdef';

describe('mealCodeFor', () => {
  it('is the same for the same secret, employee and day', () => {
    expect(mealCodeFor(SECRET, 1042, '2026-03-10')).toBe(mealCodeFor(SECRET, 1042, '2026-03-10'));
  });

  it('has MEAL_CODE_LENGTH characters, all from the alphabet', () => {
    for (let idk = 1001; idk < 1201; idk++) {
      const code = mealCodeFor(SECRET, idk, '2026-03-10');
      expect(code).toHaveLength(MEAL_CODE_LENGTH);
      for (const char of code) expect(MEAL_CODE_ALPHABET).toContain(char);
    }
  });

  it('differs from day to day, between employees and between secrets', () => {
    const code = mealCodeFor(SECRET, 1042, '2026-03-10');
    expect(mealCodeFor(SECRET, 1042, '2026-03-11')).not.toBe(code);
    expect(mealCodeFor(SECRET, 1043, '2026-03-10')).not.toBe(code);
    expect(mealCodeFor(`${SECRET}x`, 1042, '2026-03-10')).not.toBe(code);
    // Across many employees and days, no two codes collide.
    const codes = new Set<string>();
    for (let idk = 1001; idk < 1101; idk++) {
      for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) codes.add(mealCodeFor(SECRET, idk, day));
    }
    expect(codes.size).toBe(300);
  });

  it('makes a QR text that the scanner parses back', () => {
    const code = mealCodeFor(SECRET, 1042, '2026-03-10');
    expect(parseMealQr(mealQrText(1042, code))).toEqual({ idk: 1042, kodemakan: code });
  });
});

describe('verifyMealCode', () => {
  const code = mealCodeFor(SECRET, 1042, '2026-03-10');

  it('accepts the code of that employee and day, in either letter case', () => {
    expect(verifyMealCode(SECRET, 1042, '2026-03-10', code)).toBe(true);
    expect(verifyMealCode(SECRET, 1042, '2026-03-10', code.toLowerCase())).toBe(true);
  });

  it("refuses another day's, another employee's, a shortened or a longer code", () => {
    expect(verifyMealCode(SECRET, 1042, '2026-03-11', code)).toBe(false);
    expect(verifyMealCode(SECRET, 1043, '2026-03-10', code)).toBe(false);
    expect(verifyMealCode(SECRET, 1042, '2026-03-10', code.slice(0, -1))).toBe(false);
    expect(verifyMealCode(SECRET, 1042, '2026-03-10', `${code}A`)).toBe(false);
    expect(verifyMealCode(`${SECRET}x`, 1042, '2026-03-10', code)).toBe(false);
  });
});

describe('jakartaDate', () => {
  it('rolls over at midnight in Jakarta, 17:00 UTC', () => {
    expect(jakartaDate(new Date('2026-03-10T16:59:59.999Z'))).toBe('2026-03-10');
    expect(jakartaDate(new Date('2026-03-10T17:00:00.000Z'))).toBe('2026-03-11');
  });

  it('is the Jakarta day across month and year ends', () => {
    expect(jakartaDate(new Date('2026-01-31T18:30:00Z'))).toBe('2026-02-01');
    expect(jakartaDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(jakartaDate(new Date('2026-12-31T16:00:00Z'))).toBe('2026-12-31');
    // Early morning UTC is already the afternoon in Jakarta: the same day.
    expect(jakartaDate(new Date('2026-07-04T00:00:00Z'))).toBe('2026-07-04');
  });
});

describe('MEAL_CODE_SECRET', () => {
  it('is unset by default, kept when 32 characters or more, and a shorter one stops start-up naming it', () => {
    expect(loadConfig({}).mealCodeSecret).toBeNull();
    expect(loadConfig({ MEAL_CODE_SECRET: '' }).mealCodeSecret).toBeNull();
    expect(loadConfig({ MEAL_CODE_SECRET: SECRET }).mealCodeSecret).toBe(SECRET);
    expect(() => loadConfig({ MEAL_CODE_SECRET: 'x'.repeat(31) })).toThrow(ConfigError);
    expect(() => loadConfig({ MEAL_CODE_SECRET: 'x'.repeat(31) })).toThrow(/MEAL_CODE_SECRET: minimal 32 karakter/);
  });
});
