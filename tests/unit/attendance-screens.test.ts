import { describe, expect, it } from 'vitest';
import { clockOnBlur, clockTyping, hoursText, overtimeChoices, symbolClass } from '../../renderer/src/salary/attendance/logic';

/** The attendance screens' small rules (renderer/src/salary/attendance/logic.ts). */
describe('attendance screens', () => {
  it('keeps a typed time to HH:MM and completes it on leaving the field', () => {
    expect(clockTyping('08:05 pagi')).toBe('08:05');
    expect(clockTyping('123456')).toBe('12345');
    expect(['805', '0805', '8:05', '08:05', '8', ''].map(clockOnBlur)).toEqual(['08:05', '08:05', '08:05', '08:05', '8', '']);
  });

  it('offers overtime in 30-minute steps up to what the times give, and shows hours with a comma', () => {
    expect(overtimeChoices(90)).toEqual([0, 30, 60, 90]);
    expect(overtimeChoices(0)).toEqual([0]);
    expect([hoursText(0), hoursText(1.5), hoursText(2)]).toEqual(['0', '1,5', '2']);
  });

  it("gives each symbol its class, '-' as none", () => {
    expect(symbolClass('T')).toBe('attendance-symbol attendance-symbol-T');
    expect(symbolClass('-')).toBe('attendance-symbol attendance-symbol-none');
  });
});
