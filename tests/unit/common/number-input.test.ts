import { describe, expect, it } from 'vitest';
import { formatTypedNumber, groupMoneyWhileTyping, numberInputText, parseIdNumber, parseNumberInput } from '../../../common/number-input';

const value = (v: number | null) => ({ ok: true, value: v });
const refused = (message: string) => expect.objectContaining({ ok: false, message });

describe('numbers as Indonesians type them', () => {
  it('counts: dots group thousands, a decimal or a minus is refused, never rounded or stripped', () => {
    expect(parseNumberInput('1.250', 'count')).toEqual(value(1250));
    expect(parseNumberInput('1250', 'count')).toEqual(value(1250));
    expect(parseNumberInput(' 7 ', 'count')).toEqual(value(7));
    expect(parseNumberInput('12,5', 'count')).toEqual(refused('Tidak boleh ada desimal'));
    expect(parseNumberInput('-5', 'count')).toEqual(refused('Tidak boleh negatif'));
    expect(parseNumberInput('12ab', 'count')).toEqual(refused('Hanya angka'));
    // '1.5' is neither a thousands group nor the Indonesian decimal: refused, not read as 15.
    expect(parseNumberInput('1.5', 'count')).toEqual(refused('Titik hanya pemisah ribuan (1.250); desimal pakai koma (12,5)'));
    expect(parseNumberInput('12,00', 'count')).toEqual(value(12));
    expect(parseNumberInput('', 'count')).toEqual(value(null));
    expect(parseNumberInput('   ', 'count')).toEqual(value(null));
  });

  it('money: whole rupiah, grouped or plain, with a pasted Rp; letters refused', () => {
    expect(parseNumberInput('1.250.000', 'money')).toEqual(value(1_250_000));
    expect(parseNumberInput('Rp 1.500.000', 'money')).toEqual(value(1_500_000));
    expect(parseNumberInput('Rp 250.000,-', 'money')).toEqual(value(250_000));
    expect(parseNumberInput('1.250.000,00', 'money')).toEqual(value(1_250_000));
    expect(parseNumberInput('1250000abc', 'money')).toEqual(refused('Hanya angka'));
    expect(parseNumberInput('1.250,5', 'money')).toEqual(refused('Tidak boleh ada desimal'));
    expect(parseNumberInput('12.50.000', 'money')).toEqual(refused('Titik hanya pemisah ribuan (1.250); desimal pakai koma (12,5)'));
    expect(parseNumberInput('9.999.999.999.999.999', 'money')).toEqual(refused('Angka terlalu besar'));
  });

  it('decimal quantities and percentages take the comma', () => {
    expect(parseNumberInput('12,5', 'decimal')).toEqual(value(12.5));
    expect(parseNumberInput('1.250,75', 'decimal')).toEqual(value(1250.75));
    expect(parseNumberInput('12,5,1', 'decimal')).toEqual(refused('Hanya satu koma desimal'));
    expect(parseNumberInput('12,5', 'percent')).toEqual(value(12.5));
    expect(parseNumberInput('100', 'percent')).toEqual(value(100));
    expect(parseNumberInput('100,5', 'percent')).toEqual(refused('Paling besar 100'));
  });

  it('a field narrows the kind with its own limits', () => {
    expect(parseNumberInput('1.000.001', 'count', { max: 1_000_000 })).toEqual(refused('Paling besar 1.000.000'));
    expect(parseNumberInput('0', 'count', { min: 1 })).toEqual(refused('Paling kecil 1'));
  });

  it('text still being typed is incomplete, not wrong', () => {
    expect(parseNumberInput('12,', 'decimal')).toEqual({ ok: false, message: 'Angka belum lengkap', incomplete: true });
    expect(parseNumberInput('-', 'latitude')).toEqual(expect.objectContaining({ ok: false, incomplete: true }));
    expect(parseNumberInput('1.', 'money')).toEqual(expect.objectContaining({ ok: false, incomplete: true }));
  });

  it('coordinates take one decimal mark, a point or a comma, and their range', () => {
    expect(parseNumberInput('-6.2088', 'latitude')).toEqual(value(-6.2088));
    expect(parseNumberInput('-6,2088', 'latitude')).toEqual(value(-6.2088));
    expect(parseNumberInput('106.8456', 'longitude')).toEqual(value(106.8456));
    expect(parseNumberInput('106', 'longitude')).toEqual(value(106));
    expect(parseNumberInput('106.827.5', 'longitude')).toEqual(refused('Koordinat: satu tanda desimal saja (-6.2088 atau -6,2088)'));
    expect(parseNumberInput('-91', 'latitude')).toEqual(refused('Paling kecil -90'));
    expect(parseNumberInput('181', 'longitude')).toEqual(refused('Paling besar 180'));
    expect(parseNumberInput('6a', 'latitude')).toEqual(refused('Hanya angka'));
  });

  it('ID numbers keep their leading zeros and separators drop out; letters are refused, not dropped', () => {
    expect(parseIdNumber('0812-3456-789')).toEqual({ ok: true, value: '08123456789' });
    expect(parseIdNumber('01.234.567.8-901.000')).toEqual({ ok: true, value: '012345678901000' });
    expect(parseIdNumber('3171 0101 0101 0001')).toEqual({ ok: true, value: '3171010101010001' });
    expect(parseIdNumber('(022) 612-3456')).toEqual({ ok: true, value: '0226123456' });
    expect(parseIdNumber('12ab')).toEqual({ ok: false, message: 'Hanya angka' });
    expect(parseIdNumber('+62812')).toEqual({ ok: false, message: 'Hanya angka' });
    expect(parseIdNumber('')).toEqual({ ok: true, value: '' });
  });

  it('shows stored values the way they are typed', () => {
    expect(formatTypedNumber(1_250_000)).toBe('1.250.000');
    expect(formatTypedNumber(12.5)).toBe('12,5');
    expect(numberInputText(1250, 'count')).toBe('1.250');
    expect(numberInputText('1250000', 'money')).toBe('1.250.000');
    expect(numberInputText('-6.2088', 'latitude')).toBe('-6.2088');
    expect(numberInputText('0012', 'idNumber')).toBe('0012');
    expect(numberInputText(null, 'money')).toBe('');
  });

  it('groups money while typing and keeps the caret after the same digit', () => {
    expect(groupMoneyWhileTyping('1250000', 7)).toEqual({ text: '1.250.000', caret: 9 });
    // A 5 typed after the '2' of '1.250.000' regroups; the caret stays right after that 5.
    expect(groupMoneyWhileTyping('1.2550.000', 4)).toEqual({ text: '12.550.000', caret: 4 });
    // A dot deleted: the digits stay, regrouped.
    expect(groupMoneyWhileTyping('1250.000', 1)).toEqual({ text: '1.250.000', caret: 1 });
    expect(groupMoneyWhileTyping('12ab', 4)).toEqual({ text: '12ab', caret: 4 });
    expect(groupMoneyWhileTyping('', 0)).toEqual({ text: '', caret: 0 });
  });
});
