/**
 * Formatters shared by every process. Money is integer rupiah; dates follow the seeds' formats.
 * Pure functions over Date/number so they run in Node, the renderer and pdfmake builders alike.
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** 1234567 → 'Rp 1.234.567'; -5000 → '-Rp 5.000'. Fractions are rounded to whole rupiah. */
export function formatRupiah(amount: number | bigint): string {
  const value = typeof amount === 'bigint' ? amount : BigInt(Math.round(amount));
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().replace(THOUSANDS, '.');
  return `${negative ? '-' : ''}Rp ${digits}`;
}

/** Thousands with dots, no currency: 1234567 → '1.234.567'. */
export function formatNumber(value: number): string {
  const [whole, fraction] = Math.abs(value).toString().split('.');
  const grouped = (whole ?? '0').replace(THOUSANDS, '.');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A file's size as people read it, decimal comma: 512 → '512 B', 1536 → '1,5 KB', 12_900_000 → '12,3 MB'. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${formatNumber(Number(shown))} ${units[unit]}`;
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const MONTHS_LONG = [
  'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni',
  'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
];

/** Indonesian weekday names, Sunday first (Date.getDay()). */
const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
const pad = (n: number, width = 2): string => n.toString().padStart(width, '0');

/**
 * The date formats the seeds use, by name. All are rendered in the local time of the process,
 * which on office PCs is the company's time zone.
 */
export const DATE_FORMATS = {
  /** Dashboard: 2026-1-5 */
  dashboard: 'YYYY-M-D',
  /** API dates: 2026-01-05 */
  iso: 'YYYY-MM-DD',
  /** Reports and purchase: 05/01/2026 */
  report: 'DD/MM/YYYY',
  /** Details: 05-01-2026 */
  detail: 'DD-MM-YYYY',
  /** Goods-out header: 05/01/2026 - 02:04:09 */
  withTime: 'DD/MM/YYYY - HH:mm:ss',
  /** Production deadline shown: 05 Jan 2026 */
  short: 'DD MMM YYYY',
  /** Long Indonesian: 5 Januari 2026 */
  long: 'D MMMM YYYY',
  /** With the weekday ('Daftar Barang Datang'): Senin, 5 Januari 2026 */
  weekday: 'dddd, D MMMM YYYY',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** Formats with the tokens YYYY, MM, M, DD, D, MMMM, MMM, dddd, HH, mm, ss (Indonesian month and day names). */
interface WallClock {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * One formatter per zone, kept: building an Intl.DateTimeFormat costs far more than using one (a
 * board of 25 orders or a report of thousands of lines formats a date per cell).
 */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();
function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** The date's wall clock in an IANA zone ('Asia/Jakarta'), or in the process's own zone without one. */
function wallClock(date: Date, timeZone?: string): WallClock {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  const parts = zoneClock(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month') - 1, day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/**
 * Formats with the tokens YYYY, MM, M, DD, D, MMMM, MMM, dddd, HH, mm, ss (Indonesian names), in
 * the process's local time, or in `timeZone` where the company's day matters (the lunch day is Jakarta's).
 */
export function formatDate(input: Date | string | number, format: DateFormatName | string = 'report', timeZone?: string): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '-';
  const pattern = format in DATE_FORMATS ? DATE_FORMATS[format as DateFormatName] : format;
  const clock = wallClock(date, timeZone);
  const tokens: Record<string, string> = {
    YYYY: clock.year.toString(),
    dddd: WEEKDAYS[new Date(Date.UTC(clock.year, clock.month, clock.day)).getUTCDay()] ?? '',
    MMMM: MONTHS_LONG[clock.month] ?? '',
    MMM: MONTHS_SHORT[clock.month] ?? '',
    MM: pad(clock.month + 1),
    M: (clock.month + 1).toString(),
    DD: pad(clock.day),
    D: clock.day.toString(),
    HH: pad(clock.hour),
    mm: pad(clock.minute),
    ss: pad(clock.second),
  };
  return pattern.replace(/YYYY|dddd|MMMM|MMM|MM|M|DD|D|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** The year shown in the footer's copyright line. */
export const COPYRIGHT_SINCE = 2018;
