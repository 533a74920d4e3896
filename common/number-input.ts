/**
 * Numbers as Indonesians type them, read once for every form (ARCHITECTURE: "Numbers are parsed
 * once"). `.` groups thousands and `,` is the decimal mark: '1.250.000' is a million and a quarter,
 * '12,5' twelve and a half. The reader never rounds, strips or coerces: text it cannot read
 * exactly is answered with an Indonesian message for the field, and the form keeps what was typed.
 */

/**
 * What a field holds:
 * - 'count': whole units (stock, quantities, labels, days): no decimals, no minus;
 * - 'money': whole rupiah, no minus; grouped while typing ('1.250.000');
 * - 'decimal': a quantity that may have decimals ('12,5'), no minus;
 * - 'percent': like 'decimal', 0–100;
 * - 'latitude' / 'longitude': coordinates, see parseCoordinate;
 * - 'idNumber': KTP, NPWP, phone, account: digits kept as text (leading zeros), see parseIdNumber.
 */
export type NumberKind = 'count' | 'money' | 'decimal' | 'percent' | 'latitude' | 'longitude' | 'idNumber';

export interface NumberLimits {
  min?: number;
  max?: number;
}

/**
 * The reading of a field's text. `value` is null for an empty box (whether that is allowed is the
 * form's rule). `incomplete`: the text may still become a number as typing goes on ('12,', '-'),
 * so a form may wait for the field to be left before saying so.
 */
export type NumberReading =
  | { ok: true; value: number | null }
  | { ok: false; message: string; incomplete?: true };

export type IdNumberReading = { ok: true; value: string } | { ok: false; message: string };

export const NUMBER_INPUT_MESSAGES = {
  notNumber: 'Hanya angka',
  noDecimals: 'Tidak boleh ada desimal',
  noNegative: 'Tidak boleh negatif',
  grouping: 'Titik hanya pemisah ribuan (1.250); desimal pakai koma (12,5)',
  twoCommas: 'Hanya satu koma desimal',
  incomplete: 'Angka belum lengkap',
  tooBig: 'Angka terlalu besar',
  coordinateSeparators: 'Koordinat: satu tanda desimal saja (-6.2088 atau -6,2088)',
  min: (min: number) => `Paling kecil ${formatTypedNumber(min)}`,
  max: (max: number) => `Paling besar ${formatTypedNumber(max)}`,
} as const;

/** The limits each kind has on its own; a field narrows them with its own min/max. */
const KIND_LIMITS: Record<Exclude<NumberKind, 'idNumber'>, Required<NumberLimits>> = {
  count: { min: 0, max: Number.MAX_SAFE_INTEGER },
  money: { min: 0, max: Number.MAX_SAFE_INTEGER },
  decimal: { min: 0, max: Number.MAX_SAFE_INTEGER },
  percent: { min: 0, max: 100 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
};

const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const PLAIN = /^\d+$/;

/** A decimal text with a '.' point ('-12.5') as the number it names, or null past the safe digits. */
function exactNumber(negative: boolean, whole: string, fraction: string): number | null {
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return null;
  const value = Number(`${negative ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`);
  return Object.is(value, -0) ? 0 : value;
}

function withinLimits(value: number, limits: Required<NumberLimits>): NumberReading {
  if (value < limits.min) return { ok: false, message: limits.min === 0 ? NUMBER_INPUT_MESSAGES.noNegative : NUMBER_INPUT_MESSAGES.min(limits.min) };
  if (value > limits.max) return { ok: false, message: NUMBER_INPUT_MESSAGES.max(limits.max) };
  return { ok: true, value };
}

/**
 * Coordinates are pasted from map apps and GPS with a '.' point ('-6.2088, 106.8456') and typed by
 * hand with the Indonesian ',' ('-6,2088'). Both are read as the decimal mark: a coordinate is
 * never above 180, so it has no thousands to group and one separator can only be its decimal mark.
 * Two separators ('106.827.5', '-6,2.1') are refused rather than guessed.
 */
function parseCoordinate(sign: boolean, body: string, limits: Required<NumberLimits>): NumberReading {
  const separators = body.match(/[.,]/g)?.length ?? 0;
  if (separators > 1) return { ok: false, message: NUMBER_INPUT_MESSAGES.coordinateSeparators };
  const [whole = '', fraction = ''] = body.split(/[.,]/);
  if (whole === '' || (separators === 1 && fraction === '')) return { ok: false, message: NUMBER_INPUT_MESSAGES.incomplete, incomplete: true };
  const value = exactNumber(sign, whole, fraction);
  if (value === null) return { ok: false, message: NUMBER_INPUT_MESSAGES.tooBig };
  return withinLimits(value, limits);
}

/**
 * Reads a numeric field's text ('1.250.000', '12,5', '-6.2088') for its kind, within the kind's
 * limits narrowed by `limits`. An empty (or blank) text is `{ ok: true, value: null }`.
 */
export function parseNumberInput(text: string, kind: Exclude<NumberKind, 'idNumber'>, limits: NumberLimits = {}): NumberReading {
  const bounds = { ...KIND_LIMITS[kind], ...limits };
  let body = text.trim();
  if (body === '') return { ok: true, value: null };
  // Rupiah pasted with its currency and the written 'no cents' ('Rp 1.500.000', 'Rp 250.000,-'): they name the unit, not a digit.
  if (kind === 'money') body = body.replace(/^rp\.?\s*/i, '').replace(/,-$/, '');
  const negative = body.startsWith('-');
  if (negative) body = body.slice(1);
  if (body === '') return { ok: false, message: NUMBER_INPUT_MESSAGES.incomplete, incomplete: true };
  if (!/^[\d.,]+$/.test(body)) return { ok: false, message: NUMBER_INPUT_MESSAGES.notNumber };
  if (negative && bounds.min >= 0) return { ok: false, message: NUMBER_INPUT_MESSAGES.noNegative };
  if (kind === 'latitude' || kind === 'longitude') return parseCoordinate(negative, body, bounds);

  const parts = body.split(',');
  if (parts.length > 2) return { ok: false, message: NUMBER_INPUT_MESSAGES.twoCommas };
  const [wholeText = '', fraction = ''] = parts;
  const hasComma = parts.length === 2;
  if (wholeText === '' || (hasComma && fraction === '') || wholeText.endsWith('.')) {
    return { ok: false, message: NUMBER_INPUT_MESSAGES.incomplete, incomplete: true };
  }
  if (!PLAIN.test(wholeText) && !GROUPED.test(wholeText)) return { ok: false, message: NUMBER_INPUT_MESSAGES.grouping };
  if (!PLAIN.test(fraction) && hasComma) return { ok: false, message: NUMBER_INPUT_MESSAGES.grouping };
  // '1.250,00' is exactly 1250: zeros after the comma are no decimals; '12,5' is.
  const wholeOnly = kind === 'count' || kind === 'money';
  if (wholeOnly && /[1-9]/.test(fraction)) return { ok: false, message: NUMBER_INPUT_MESSAGES.noDecimals };
  const value = exactNumber(negative, wholeText.replace(/\./g, ''), wholeOnly ? '' : fraction);
  if (value === null) return { ok: false, message: NUMBER_INPUT_MESSAGES.tooBig };
  return withinLimits(value, bounds);
}

/**
 * KTP, NPWP, phone and account numbers: digits kept as text, leading zeros and all. The separators
 * people write them with (spaces, '-', '.', an area code's brackets: '0812-3456-789',
 * '01.234.567.8-901.000', '(022) 612-3456') carry no digit and are left out of the value; anything
 * else (a letter, '+') is refused, never dropped.
 */
export function parseIdNumber(text: string): IdNumberReading {
  const body = text.trim();
  if (!/^[\d\s.()-]*$/.test(body)) return { ok: false, message: NUMBER_INPUT_MESSAGES.notNumber };
  return { ok: true, value: body.replace(/[\s.()-]/g, '') };
}

/** What a box counts for in a running total: its number, 0 when blank or not (yet) a number (the box says why). */
export function numberOrZero(text: string, kind: Exclude<NumberKind, 'idNumber'>): number {
  const reading = parseNumberInput(text, kind);
  return reading.ok ? (reading.value ?? 0) : 0;
}

/** The message for a field's text, or undefined when it reads (an empty box included). */
export function numberInputError(text: string, kind: NumberKind, limits: NumberLimits = {}): string | undefined {
  const reading = kind === 'idNumber' ? parseIdNumber(text) : parseNumberInput(text, kind, limits);
  return reading.ok ? undefined : reading.message;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A number as the inputs show it: 1250000 → '1.250.000', 12.5 → '12,5', -6.2088 → '-6,2088'. */
export function formatTypedNumber(value: number): string {
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(THOUSANDS, '.')}${fraction ? `,${fraction}` : ''}`;
}

/** A stored value as its input starts: counts and money grouped ('1.250'), coordinates with their '.' point as stored. */
export function numberInputText(value: number | string | null | undefined, kind: NumberKind): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'idNumber' || kind === 'latitude' || kind === 'longitude') return String(value);
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? formatTypedNumber(number) : String(value);
}

/**
 * Money grouped while typing: the digits typed so far regrouped ('1250000' → '1.250.000',
 * '1.2500' → '12.500'), with where the caret goes (after the same digit as before). Text with
 * anything but digits and dots (a letter, a comma) is left exactly as typed, so its message shows.
 */
export function groupMoneyWhileTyping(text: string, caret: number): { text: string; caret: number } {
  if (!/^[\d.]*$/.test(text)) return { text, caret };
  const digits = text.replace(/\./g, '');
  if (digits === '') return { text: '', caret: 0 };
  const grouped = digits.replace(THOUSANDS, '.');
  const digitsBeforeCaret = text.slice(0, caret).replace(/\./g, '').length;
  let position = 0;
  for (let seen = 0; position < grouped.length && seen < digitsBeforeCaret; position++) if (grouped[position] !== '.') seen++;
  return { text: grouped, caret: position };
}

/**
 * A form's number fields read from their typed text, for its contract schema: a count or an amount
 * as its number (an empty box as absent, so the contract's 'wajib diisi' or default applies), an ID
 * number as its digits. A text that does not read stays as typed in `input` (the schema refuses it
 * too) and its message is in `errors`, which the form shows before the schema's own.
 */
export function readNumberFields<K extends string>(
  values: Readonly<Record<K, string>>,
  kinds: Readonly<Partial<Record<K, NumberKind>>>,
  limits?: Readonly<Partial<Record<K, NumberLimits>>>,
): { input: Record<string, unknown>; errors: Partial<Record<K, string>> } {
  const input: Record<string, unknown> = { ...values };
  const errors: Partial<Record<K, string>> = {};
  for (const name of Object.keys(kinds) as K[]) {
    const kind = kinds[name];
    const typed = values[name];
    if (kind === undefined || typed === undefined) continue;
    const reading = kind === 'idNumber' ? parseIdNumber(typed) : parseNumberInput(typed, kind, limits?.[name]);
    if (!reading.ok) errors[name] = reading.message;
    else input[name] = reading.value === null ? undefined : reading.value;
  }
  return { input, errors };
}
