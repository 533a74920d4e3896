import { describe, expect, it } from 'vitest';
import {
  committedValue,
  isoToShown,
  maskDateText,
  readDateText,
  shownToIso,
  showsDanger,
} from '../../../renderer/src/shell/dateField';

/** DateField's rules (renderer/src/shell/dateField.ts): DD/MM/YYYY on screen, the ISO day in the form (seed 001 section 9). */

/** What the field shows after typing `keys` one by one, as the browser hands each new text to the mask. */
function typeKeys(keys: string, start = ''): string {
  let text = start;
  for (const key of keys) text = maskDateText(text + key);
  return text;
}

describe('isoToShown / shownToIso', () => {
  it('turns the ISO day round both ways', () => {
    expect(isoToShown('2026-11-21')).toBe('21/11/2026');
    expect(shownToIso('21/11/2026')).toBe('2026-11-21');
    expect(shownToIso('05/01/2026')).toBe('2026-01-05');
  });

  it('reads a one-digit day or month as typed', () => {
    expect(shownToIso('1/3/2026')).toBe('2026-03-01');
    expect(shownToIso('21/1/2026')).toBe('2026-01-21');
  });

  it('shows nothing for a blank or foreign value', () => {
    expect(isoToShown('')).toBe('');
    expect(isoToShown('2026-11-21T10:00:00Z')).toBe('');
    expect(isoToShown('21/11/2026')).toBe('');
  });

  it('refuses impossible and unfinished dates', () => {
    expect(shownToIso('31/02/2026')).toBeNull();
    expect(shownToIso('29/02/2026')).toBeNull();
    expect(shownToIso('31/04/2026')).toBeNull();
    expect(shownToIso('00/01/2026')).toBeNull();
    expect(shownToIso('12/13/2026')).toBeNull();
    expect(shownToIso('01/00/2026')).toBeNull();
    expect(shownToIso('21/11/202')).toBeNull();
    expect(shownToIso('21-11-2026')).toBeNull();
  });

  it('knows leap years (2000 yes, 2100 no) and refuses years out of business range', () => {
    expect(shownToIso('29/02/2028')).toBe('2028-02-29');
    expect(shownToIso('29/02/2000')).toBe('2000-02-29');
    expect(shownToIso('29/02/2100')).toBeNull();
    expect(shownToIso('21/11/0026')).toBeNull();
    expect(shownToIso('21/11/1899')).toBeNull();
    expect(shownToIso('31/12/2999')).toBe('2999-12-31');
  });
});

describe('maskDateText', () => {
  it('puts the slashes in as digits are typed', () => {
    expect(typeKeys('2')).toBe('2');
    expect(typeKeys('21')).toBe('21');
    expect(typeKeys('211')).toBe('21/1');
    expect(typeKeys('2111')).toBe('21/11');
    expect(typeKeys('21112')).toBe('21/11/2');
    expect(typeKeys('21112026')).toBe('21/11/2026');
  });

  it('stops at DD/MM/YYYY', () => {
    expect(typeKeys('211120269')).toBe('21/11/2026');
  });

  it('takes the slashes when the user types them, a one-digit day or month included', () => {
    expect(typeKeys('21/11/2026')).toBe('21/11/2026');
    expect(typeKeys('1/3/2026')).toBe('1/3/2026');
    expect(typeKeys('1-3-2026')).toBe('1/3/2026');
    expect(typeKeys('1.3.2026')).toBe('1/3/2026');
    expect(typeKeys('21/')).toBe('21/');
    expect(typeKeys('21//')).toBe('21/');
  });

  it('lets backspace remove a slash it put in', () => {
    expect(maskDateText('21/')).toBe('21/');
    expect(maskDateText('21')).toBe('21');
    expect(maskDateText('21/11')).toBe('21/11');
    expect(maskDateText('21/1')).toBe('21/1');
  });

  it('drops letters and turns a pasted ISO day round', () => {
    expect(maskDateText('2a1b')).toBe('21');
    expect(maskDateText('2026-11-21')).toBe('21/11/2026');
    expect(maskDateText(' 2026-11-21 ')).toBe('21/11/2026');
    expect(maskDateText('')).toBe('');
  });

  it('leaves the text as it is when a digit is deleted in the middle (so the caret stays put)', () => {
    expect(maskDateText('2/11/2026')).toBe('2/11/2026');
    expect(maskDateText('21/1/2026')).toBe('21/1/2026');
    expect(maskDateText('21/12/2026')).toBe('21/12/2026');
  });
});

describe('readDateText / committedValue / showsDanger', () => {
  it('hands the form a real day only', () => {
    expect(committedValue(readDateText('21/11/2026'), false)).toBe('2026-11-21');
    expect(committedValue(readDateText('31/02/2026'), false)).toBeNull();
    expect(committedValue(readDateText('31/02/2026'), true)).toBeNull();
    expect(committedValue(readDateText('21/11'), true)).toBeNull();
  });

  it('hands a blank on only where the form allows it', () => {
    expect(readDateText('')).toEqual({ kind: 'empty' });
    expect(committedValue(readDateText(''), true)).toBe('');
    expect(committedValue(readDateText(''), false)).toBeNull();
  });

  it('shows danger for an impossible date at once, an unfinished one only after leaving the field', () => {
    expect(readDateText('31/02/2026')).toEqual({ kind: 'invalid' });
    expect(readDateText('1/13/2026')).toEqual({ kind: 'invalid' });
    expect(readDateText('21/11/202')).toEqual({ kind: 'incomplete' });
    expect(showsDanger(readDateText('31/02/2026'), false, true)).toBe(true);
    expect(readDateText('21/1')).toEqual({ kind: 'incomplete' });
    expect(showsDanger(readDateText('21/1'), false, true)).toBe(false);
    expect(showsDanger(readDateText('21/1'), false, false)).toBe(true);
    expect(showsDanger(readDateText('21/11/2026'), false, false)).toBe(false);
  });

  it('shows danger for a blank left behind only where a blank is not allowed', () => {
    expect(showsDanger(readDateText(''), false, false)).toBe(true);
    expect(showsDanger(readDateText(''), true, false)).toBe(false);
    expect(showsDanger(readDateText(''), false, true)).toBe(false);
  });
});
