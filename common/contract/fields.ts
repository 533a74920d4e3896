import { jakartaDate } from '../calendar';
import { z } from './zod';

/** A blank text counts as missing: an optional field the form left empty. */
export const blankAsMissing = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// ─── Dates ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The years a date field takes. PostgreSQL has no year 0 (it answered 500), and a year far off is
 * a typing slip ('0205' for '2025'), so every date, typed or imported, stays within these.
 */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;
export const dateOutOfRangeMessage = (label: string): string => `${label} harus antara tahun ${DATE_YEAR_MIN} dan ${DATE_YEAR_MAX}`;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a calendar date 'YYYY-MM-DD' that exists (no 2026-02-30), whatever its year. */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** Whether a calendar date's year is one a date field takes (DATE_YEAR_MIN … DATE_YEAR_MAX). */
export function isDateInRange(text: string): boolean {
  const year = Number(text.slice(0, 4));
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30) within 1900–2100, its messages naming the field. */
export const isoDateField = (label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} harus berformat YYYY-MM-DD` })
    .refine(isCalendarDay, { message: `${label} tidak valid`, abort: true })
    .refine(isDateInRange, { message: dateOutOfRangeMessage(label) });

/** A date with a time and a zone: '2026-03-04T05:06:07Z', '…+07:00', fractions allowed. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A day the old client may send as an ISO timestamp (its date picker's `toISOString()`): the
 * timestamp is read as the company's day in Asia/Jakarta ('2026-03-03T17:30:00Z' is 4 March);
 * 'YYYY-MM-DD' is taken as it is. The output is always 'YYYY-MM-DD' within 1900–2100.
 */
export const dayOrTimestampField = (label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, { message: `${label} harus berformat YYYY-MM-DD` })
    .transform((text, ctx) => {
      if (!text.includes('T')) return text;
      const instant = ISO_TIMESTAMP.test(text) ? new Date(text) : null;
      if (!instant || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label} tidak valid` });
        return z.NEVER;
      }
      return jakartaDate(instant);
    })
    .pipe(isoDateField(label))
    .meta({ description: `YYYY-MM-DD, atau waktu ISO 8601 (dibaca sebagai tanggal Asia/Jakarta)` });

/**
 * An instant as the old client sends it: an ISO 8601 timestamp with its zone ('…Z', '…+07:00'),
 * or a day 'YYYY-MM-DD', read as the start of that day in Asia/Jakarta. Its Jakarta day must lie
 * within 1900–2100. The output is a Date.
 */
export const timestampField = (label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, { message: `${label} harus YYYY-MM-DD atau waktu ISO 8601` })
    .transform((text, ctx) => {
      const day = text.slice(0, 10);
      const instant = text.length === 10 ? (isCalendarDay(day) ? new Date(`${day}T00:00:00+07:00`) : null) : ISO_TIMESTAMP.test(text) ? new Date(text) : null;
      if (!instant || Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label} tidak valid` });
        return z.NEVER;
      }
      if (!isDateInRange(jakartaDate(instant))) {
        ctx.addIssue({ code: 'custom', message: dateOutOfRangeMessage(label) });
        return z.NEVER;
      }
      return instant;
    })
    .meta({ description: 'Waktu ISO 8601 dengan zona, atau YYYY-MM-DD (awal hari Asia/Jakarta)' });

// ─── Numbers ───────────────────────────────────────────────────────────────────────────────────

/** The messages of a numeric field; one text for all of them, or each on its own. */
export type NumberMessages = string | { type?: string; int?: string; min?: string; max?: string };

export interface NumberRange {
  min: number;
  max: number;
  messages?: NumberMessages;
}

const numberMessages = (label: string, range: NumberRange) => {
  const own = typeof range.messages === 'string' ? { type: range.messages, int: range.messages, min: range.messages, max: range.messages } : (range.messages ?? {});
  return {
    type: own.type ?? `${label} wajib diisi angka`,
    int: own.int ?? `${label} harus bilangan bulat`,
    min: own.min ?? (range.min === 0 ? `${label} tidak boleh negatif` : `${label} paling kecil ${range.min}`),
    max: own.max ?? `${label} terlalu besar`,
  };
};

/**
 * A whole number within [min, max]. A JSON body must send a number: null, true, [], '1e3' or '12'
 * are refused with a 400 naming the field. Text from a multipart form or a query string arrives
 * as a string; the server turns a plain digit string into its number before this check (see
 * formTextNumbers), so '12' is taken there and only there.
 */
export const integerField = (label: string, range: NumberRange) => {
  const m = numberMessages(label, range);
  return z.number({ message: m.type }).int({ message: m.int }).min(range.min, { message: m.min }).max(range.max, { message: m.max });
};

/** The largest rupiah amount a field takes unless it says otherwise (Rp 1 triliun). */
export const MONEY_MAX = 1_000_000_000_000;

/** Integer rupiah, 0 … max (never negative, never a fraction). */
export const moneyField = (label: string, range: Partial<NumberRange> = {}) => integerField(label, { min: 0, max: MONEY_MAX, ...range });

/** A number with decimals within [min, max] (a percentage, a coordinate); strict like integerField. */
export const decimalField = (label: string, range: NumberRange) => {
  const m = numberMessages(label, range);
  return z.number({ message: m.type }).min(range.min, { message: m.min }).max(range.max, { message: m.max });
};

/**
 * An integer that is one of a few values (certificate kategori 1–3, 5 or 6 work days): declared
 * as an enum in /api/docs, strict like integerField.
 */
export const integerChoiceField = <const T extends readonly [number, ...number[]]>(values: T, message: string) =>
  z
    .number({ message })
    .int({ message })
    .refine((v): v is T[number] => values.includes(v), { message })
    .meta({ enum: [...values] });

// ─── Form text (multipart text parts, query strings) ───────────────────────────────────────────

type ZodDef = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: readonly z.ZodType[] };
const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The number schema a field's value is checked by, under its optional/default/preprocess wrappers, or null. */
function numberLeaf(schema: z.ZodType): z.ZodNumber | null {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 20; depth++) {
    const def = defOf(current);
    if (def.type === 'number') return current as z.ZodNumber;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault' || def.type === 'readonly' || def.type === 'catch') current = def.innerType;
    // z.preprocess(fn, s) is a pipe from a transform: the value reaches `s`; otherwise the pipe's input decides.
    else if (def.type === 'pipe') current = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
    else return null;
  }
  return null;
}

/** The object schema under an endpoint part's wrappers (a refined or preprocessed object), or null. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 20; depth++) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape ?? null;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') current = def.innerType;
    else if (def.type === 'pipe') current = def.in && defOf(def.in).type === 'transform' ? def.out : def.in;
    else return null;
  }
  return null;
}

/**
 * The text a numeric field takes from a form: digits, with a leading '-' and a '.' fraction. Such a
 * text becomes its number, so the field's own rules answer it: '-5' where negatives are not allowed
 * is 'tidak boleh negatif', '1.5' for a whole number is 'harus bilangan bulat'; either way only a
 * plain digit string of an allowed value passes. Anything else ('1e3', '12,5', '0x10') stays text
 * and is refused as not a number. A fraction may be as long as a double prints: a phone sends its
 * GPS fix as `-6.175392123456789` (the busy-morning bench found such check-ins refused at 10 digits).
 */
const FORM_NUMBER = /^-?\d{1,16}(\.\d{1,20})?$/;

function formNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  // A form's empty box is a field left out: its default applies, or 'wajib diisi'.
  if (text === '') return undefined;
  return FORM_NUMBER.test(text) ? Number(text) : value;
}

/**
 * Form text → numbers, for the numeric fields of an object schema only: a multipart body's text
 * parts and a query string carry every value as a string. A plain digit string becomes its number
 * (a repeated part: each one); anything else ('1e3', '12,5', '12abc', ' ') is left as it is for the
 * schema to refuse. JSON bodies never pass through here, so there a number must be a number.
 */
export function formTextNumbers(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema || input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const shape = objectShape(schema);
  if (!shape) return input;
  let out: Record<string, unknown> | null = null;
  for (const [name, field] of Object.entries(shape)) {
    if (!Object.hasOwn(input, name)) continue;
    const leaf = numberLeaf(field);
    if (!leaf) continue;
    const value = (input as Record<string, unknown>)[name];
    const converted = Array.isArray(value) ? value.map(formNumber) : formNumber(value);
    if (converted === value) continue;
    out ??= { ...(input as Record<string, unknown>) };
    if (converted === undefined) delete out[name];
    else out[name] = converted;
  }
  return out ?? input;
}

/**
 * A numeric field that the seed's old client sends as text inside a JSON body (its form's typed
 * value: the PO's discounts, a payment's nominal_pembayaran): a JSON number, or a plain digit
 * string as a form would send it, and nothing else ('1e3', '12,5', true, null are refused).
 */
export const numberOrPlainDigits = (leaf: z.ZodNumber) =>
  z.preprocess(formNumber, leaf).meta({ description: 'Angka; teks angka polos (mis. "12" atau "12.5") juga diterima' });

// ─── Update bodies ─────────────────────────────────────────────────────────────────────────────

/**
 * An update body (PUT …/update/{id}): the add body's fields made optional, with the same strict
 * types, plus `status`. Unless it deletes (`{status: 'deleted'}`, the seeds' soft delete), it is
 * the whole record as the seeds send it: a field the add requires and the body leaves out is
 * refused with the add's own message, in the same 400 as any wrong field.
 */
export function updateBodyOf<S extends z.ZodRawShape, E extends z.ZodRawShape = Record<never, never>>(add: z.ZodObject<S>, extra?: E) {
  const required = Object.entries(add.shape).flatMap(([name, field]) => {
    const missing = z.safeParse(field, undefined);
    return missing.success ? [] : [[name, missing.error.issues[0]?.message ?? `${name} wajib diisi`] as const];
  });
  return add
    .partial()
    .extend({ ...(extra ?? ({} as E)), status: z.enum(['active', 'deleted']).optional() })
    .superRefine(
      (body, ctx) => {
        // Not an object at all (a JSON null): the object's own type error says so.
        if (typeof body !== 'object' || body === null) return;
        const sent = body as Record<string, unknown>;
        if (sent['status'] === 'deleted') return;
        for (const [name, message] of required) if (sent[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message });
      },
      // Also when another field is wrong, so one answer names every field to fix.
      { when: () => true },
    );
}
