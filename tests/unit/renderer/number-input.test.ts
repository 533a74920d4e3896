import { describe, expect, it } from 'vitest';
import { ownNumberMessage, readNumberInput } from '../../../renderer/src/shell/NumberInput';

/** NumberInput's rules (renderer/src/shell/NumberInput.tsx): what it reads, and when it speaks under the box. */
describe('NumberInput', () => {
  it('reads each kind with the one parser: ID numbers as digit text, the rest as numbers', () => {
    expect(readNumberInput('0812-3456', 'idNumber')).toEqual({ ok: true, value: '08123456' });
    expect(readNumberInput('1.250.000', 'money')).toEqual({ ok: true, value: 1_250_000 });
    expect(readNumberInput('1.000.001', 'count', { max: 1_000_000 })).toEqual({ ok: false, message: 'Paling besar 1.000.000' });
  });

  it('says a wrong text at once, while typing', () => {
    expect(ownNumberMessage(readNumberInput('12,5', 'count'), true, undefined)).toBe('Tidak boleh ada desimal');
    expect(ownNumberMessage(readNumberInput('12ab', 'idNumber'), true, undefined)).toBe('Hanya angka');
  });

  it('waits for an unfinished text until the field is left', () => {
    expect(ownNumberMessage(readNumberInput('12,', 'decimal'), true, undefined)).toBeUndefined();
    expect(ownNumberMessage(readNumberInput('12,', 'decimal'), false, undefined)).toBe('Angka belum lengkap');
  });

  it("steps back for the form's own message, and says nothing of a text that reads", () => {
    expect(ownNumberMessage(readNumberInput('-5', 'count'), false, 'Stok wajib diisi')).toBeUndefined();
    expect(ownNumberMessage(readNumberInput('7', 'count'), false, undefined)).toBeUndefined();
  });
});
