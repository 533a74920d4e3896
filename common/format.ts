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

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const MONTHS_LONG = [
  'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni',
  'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
];

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
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** Formats with the tokens YYYY, MM, M, DD, D, MMMM, MMM, HH, mm, ss (Indonesian month names). */
export function formatDate(input: Date | string | number, format: DateFormatName | string = 'report'): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '-';
  const pattern = format in DATE_FORMATS ? DATE_FORMATS[format as DateFormatName] : format;
  const tokens: Record<string, string> = {
    YYYY: date.getFullYear().toString(),
    MMMM: MONTHS_LONG[date.getMonth()] ?? '',
    MMM: MONTHS_SHORT[date.getMonth()] ?? '',
    MM: pad(date.getMonth() + 1),
    M: (date.getMonth() + 1).toString(),
    DD: pad(date.getDate()),
    D: date.getDate().toString(),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MMMM|MMM|MM|M|DD|D|HH|mm|ss/g, (token) => tokens[token] ?? token);
}

/** The year shown in the footer's copyright line. */
export const COPYRIGHT_SINCE = 2018;
