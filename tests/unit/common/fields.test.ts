import { describe, expect, it } from 'vitest';
import { dayOrTimestampField, decimalField, formTextNumbers, integerField, isoDateField, moneyField, numberOrPlainDigits, timestampField } from '../../../common/contract/fields';
import { z } from '../../../common/contract/zod';

/** The contract's field helpers (issue 24 item 5): strict numbers, form text, dates within 1900–2100. */

describe('numbers', () => {
  const body = z.object({ qty: integerField('Qty', { min: 1, max: 100 }), price: moneyField('Harga').optional() });

  it('a JSON value must be a number: text, null, true and [] are refused', () => {
    for (const qty of ['5', null, true, [], '1e3']) expect(body.safeParse({ qty }).success, JSON.stringify(qty)).toBe(false);
    expect(body.parse({ qty: 5 })).toEqual({ qty: 5 });
  });

  it("form text: plain digits become numbers, the field's rules then answer; other text stays text", () => {
    expect(formTextNumbers(body, { qty: '5', price: '' })).toEqual({ qty: 5 });
    expect(body.safeParse(formTextNumbers(body, { qty: '-1' })).error?.issues[0]?.message).toBe('Qty paling kecil 1');
    expect(body.safeParse(formTextNumbers(body, { qty: '1.5' })).error?.issues[0]?.message).toBe('Qty harus bilangan bulat');
    for (const qty of ['1e3', '12,5', '12abc', '0x10']) expect(formTextNumbers(body, { qty })).toEqual({ qty });
  });

  it('form text: a coordinate with all the digits a phone prints for a double is its number', () => {
    const point = z.object({ latitude: decimalField('Latitude', { min: -90, max: 90 }) });
    expect(formTextNumbers(point, { latitude: '-6.175392123456789' })).toEqual({ latitude: -6.175392123456789 });
    expect(point.parse(formTextNumbers(point, { latitude: String(-6.1754 - 1e-13) }))).toEqual({ latitude: -6.1754 - 1e-13 });
  });

  it('numberOrPlainDigits: the seed sends some figures as text in JSON; only plain digits pass', () => {
    const nominal = numberOrPlainDigits(moneyField('Nominal', { min: 1 }));
    expect(nominal.parse('150000')).toBe(150000);
    expect(nominal.parse(150000)).toBe(150000);
    for (const value of ['1e3', '12,5', null, true]) expect(nominal.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});

describe('dates', () => {
  it('isoDateField: a real day within 1900–2100', () => {
    const day = isoDateField('Tanggal');
    expect(day.parse('2026-02-28')).toBe('2026-02-28');
    expect(day.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Tanggal tidak valid');
    expect(day.safeParse('0000-01-01').error?.issues[0]?.message).toBe('Tanggal harus antara tahun 1900 dan 2100');
    expect(day.safeParse('2101-01-01').error?.issues[0]?.message).toBe('Tanggal harus antara tahun 1900 dan 2100');
  });

  it('dayOrTimestampField: an ISO timestamp is read as its Jakarta day', () => {
    const day = dayOrTimestampField('Tanggal');
    expect(day.parse('2026-03-03T17:30:00.000Z')).toBe('2026-03-04');
    expect(day.parse('2026-03-03T16:59:59Z')).toBe('2026-03-03');
    expect(day.parse('2026-03-03')).toBe('2026-03-03');
    expect(day.safeParse('2026-03-03T25:00:00Z').success).toBe(false);
  });

  it('timestampField: an instant as sent, a day as its start in Jakarta', () => {
    const at = timestampField('Tanggal');
    expect(at.parse('2026-03-05T09:30:00.000Z').toISOString()).toBe('2026-03-05T09:30:00.000Z');
    expect(at.parse('2026-03-05').toISOString()).toBe('2026-03-04T17:00:00.000Z');
    expect(at.safeParse('0000-06-01T03:00:00Z').success).toBe(false);
    expect(at.safeParse('bukan tanggal').success).toBe(false);
  });
});
