/**
 * The rules behind DateField: the seed shows and takes dates as DD/MM/YYYY (seed 001 section 9),
 * whatever the browser's locale, while forms and the API keep the ISO day 'YYYY-MM-DD'.
 * Pure string work (no Date), so a day never shifts with the PC's time zone.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** DD/MM/YYYY; a one-digit day or month (1/3/2026) is read too, and shown padded once the field is left. */
const SHOWN_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Years a typed date may have: catches '0026' and '20260' slips without refusing any real business date. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/** The placeholder and the length of DD/MM/YYYY. */
export const DATE_FIELD_PATTERN = 'DD/MM/YYYY';

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] ?? 0);
}

/** '2026-11-21' → '21/11/2026'; anything that is not an ISO day → ''. */
export function isoToShown(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** '21/11/2026' (or '21/1/2026') → '2026-11-21'; an incomplete, malformed or impossible date (31/02/2026) → null. */
export function shownToIso(text: string): string | null {
  const match = SHOWN_DAY.exec(text);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return isRealDay(Number(year), Number(month), Number(day)) ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : null;
}

const SEGMENT_LENGTHS = [2, 2, 4] as const;
const SEPARATOR = /[/\-. ]/;

/**
 * What the field shows after a keystroke or a paste: digits grouped as DD/MM/YYYY with the slashes
 * put in as the digits come. A separator typed after one digit closes that part ('1/3/2026'), a
 * trailing separator the user typed stays (so backspace over an inserted slash is not undone), other
 * characters are dropped, and a pasted ISO day ('2026-11-21') is turned round. Nothing is padded
 * while typing, so an edit in the middle (deleting a digit to retype it) keeps the caret's place.
 */
export function maskDateText(raw: string): string {
  const pasted = isoToShown(raw.trim());
  if (pasted) return pasted;
  const segments: string[] = [''];
  let closedBySeparator = false;
  for (const char of raw) {
    const index = segments.length - 1;
    const current = segments[index] ?? '';
    const limit = SEGMENT_LENGTHS[index] ?? 0;
    if (/\d/.test(char)) {
      if (current.length < limit) {
        segments[index] = current + char;
        closedBySeparator = false;
      } else if (index < SEGMENT_LENGTHS.length - 1) {
        segments.push(char);
        closedBySeparator = false;
      }
    } else if (SEPARATOR.test(char) && current !== '' && index < SEGMENT_LENGTHS.length - 1) {
      segments.push('');
      closedBySeparator = true;
    }
  }
  if (segments[segments.length - 1] === '' && !closedBySeparator) segments.pop();
  const shown = segments.join('/');
  return closedBySeparator ? shown : shown.replace(/\/$/, '');
}

export type DateTextState =
  | { kind: 'valid'; iso: string }
  | { kind: 'empty' }
  /** Still being typed: no four-digit year yet. */
  | { kind: 'incomplete' }
  /** Typed up to a four-digit year but not a real day (31/02/2026, 12/13/2026). */
  | { kind: 'invalid' };

/** What the text in the field amounts to. */
export function readDateText(text: string): DateTextState {
  if (text === '') return { kind: 'empty' };
  const iso = shownToIso(text);
  if (iso) return { kind: 'valid', iso };
  return /\/\d{4}$/.test(text) ? { kind: 'invalid' } : { kind: 'incomplete' };
}

/**
 * The value to hand to the form for the text, or null to keep the last valid one: a real day,
 * or '' for a blank field where the form allows it (its own check then says the date is required).
 */
export function committedValue(state: DateTextState, allowEmpty: boolean): string | null {
  if (state.kind === 'valid') return state.iso;
  if (state.kind === 'empty' && allowEmpty) return '';
  return null;
}

/** Whether the field shows danger for its own text (typing in progress is not an error yet). */
export function showsDanger(state: DateTextState, allowEmpty: boolean, focused: boolean): boolean {
  if (state.kind === 'invalid') return true;
  if (focused) return false;
  return state.kind === 'incomplete' || (state.kind === 'empty' && !allowEmpty);
}
