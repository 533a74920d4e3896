import type { PrintProgress } from '../../../../common/contract/purchasing';
import { addDays, addMonths, monthOf, monthStart } from '../../../../common/calendar';
import { formatNumber } from '../../../../common/format';
import { REPORT_TEXTS as T, SHORTCUT_LABELS } from './texts';

/**
 * Pure rules of the report screens: date ranges (defaults and shortcuts, in the company's days),
 * the range check made before asking the server, and the exported files' names.
 */

export interface DateRange {
  /** YYYY-MM-DD */
  date_start: string;
  date_end: string;
}

/** The calendar month of `today` (YYYY-MM-DD), `monthsBack` months earlier, first to last day. */
export function monthRange(today: string, monthsBack = 0): DateRange {
  const month = monthOf(addMonths(monthStart(today), -monthsBack));
  return { date_start: month.from, date_end: month.to };
}

/** The last `days` days up to today (7 → a week ago … today). */
export function lastDays(today: string, days: number): DateRange {
  return { date_start: addDays(today, -days), date_end: today };
}

export interface RangeShortcut {
  key: keyof typeof SHORTCUT_LABELS;
  label: string;
  /** From today, the company's day (YYYY-MM-DD). */
  range: (today: string) => DateRange;
}

/** 'Laporan Pembelian': by calendar month, which is how purchases are reported. */
export const PURCHASE_REPORT_SHORTCUTS: readonly RangeShortcut[] = [
  { key: 'thisMonth', label: SHORTCUT_LABELS.thisMonth, range: (today) => monthRange(today) },
  { key: 'lastMonth', label: SHORTCUT_LABELS.lastMonth, range: (today) => monthRange(today, 1) },
  { key: 'last90', label: SHORTCUT_LABELS.last90, range: (today) => ({ date_start: monthRange(today, 2).date_start, date_end: monthRange(today).date_end }) },
  { key: 'thisYear', label: SHORTCUT_LABELS.thisYear, range: (today) => ({ date_start: `${today.slice(0, 4)}-01-01`, date_end: `${today.slice(0, 4)}-12-31` }) },
];

/** Seed 001 section 9: the per-product report's last week (7 days), last month (30), last 3 months (90). */
export const PER_PRODUCT_SHORTCUTS: readonly RangeShortcut[] = [
  { key: 'days7', label: SHORTCUT_LABELS.days7, range: (today) => lastDays(today, 7) },
  { key: 'days30', label: SHORTCUT_LABELS.days30, range: (today) => lastDays(today, 30) },
  { key: 'days90', label: SHORTCUT_LABELS.days90, range: (today) => lastDays(today, 90) },
];

/** Brief: 'Laporan Pembelian' opens on this month. */
export const defaultPurchaseRange = (today: string) => monthRange(today);
/** Seed 001 section 9: the per-product report opens on the last month (30 days). */
export const defaultPerProductRange = (today: string) => lastDays(today, 30);

/** The shortcut whose range this is, if any (its button shows as chosen). */
export function activeShortcut(range: DateRange, shortcuts: readonly RangeShortcut[], today: string): RangeShortcut['key'] | null {
  const match = shortcuts.find((shortcut) => {
    const candidate = shortcut.range(today);
    return candidate.date_start === range.date_start && candidate.date_end === range.date_end;
  });
  return match?.key ?? null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why the range cannot be asked for yet, or null when it can (the server checks the same). */
export function rangeProblem(range: DateRange): string | null {
  if (!ISO_DAY.test(range.date_start) || !ISO_DAY.test(range.date_end)) return T.rangeMissing;
  if (range.date_end < range.date_start) return T.rangeBackwards;
  return null;
}

/** The per-product status filter's values ('' all). */
export type PerProductStatus = '' | 'lunas' | 'belum';

/** 'laporan-pembelian-2026-03-01-2026-03-31.xlsx' */
export function reportFilename(base: string, range: DateRange, extension: 'pdf' | 'xlsx'): string {
  return `${base}-${range.date_start}-${range.date_end}.${extension}`;
}

/** What a report table shows while its range cannot be asked for: no rows, rather than a loading state that never ends. */
export function idleList(refetch: () => unknown): { currentData: { data: never[] }; isFetching: false; isError: false; refetch: () => unknown } {
  return { currentData: { data: [] }, isFetching: false, isError: false, refetch };
}

/**
 * A fresh id for one PDF job, sent with the file's request so its progress can be asked for:
 * 24 random bytes as 32 URL-safe characters (crypto.getRandomValues works on plain-http office
 * servers too, where randomUUID does not).
 */
export function newPrintJobId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(24));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const triple = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    for (const shift of [18, 12, 6, 0]) id += alphabet.charAt((triple >> shift) & 63);
  }
  return id;
}

/** What the print button's progress shows: a bar (null value: indeterminate) and its caption. */
export interface PdfBuildView {
  /** 0–1, or null when the server has not said (yet, or at all: another server instance answered). */
  value: number | null;
  caption: string;
}

/**
 * The caption and bar for a PDF being made: the server's stage and percentage where it answers,
 * otherwise just 'Menyiapkan PDF...' and the seconds waited, so the bar never claims more than is known.
 */
export function pdfBuildView(status: PrintProgress | null, elapsedMs: number): PdfBuildView {
  const seconds = T.pdfSeconds(Math.max(0, Math.floor(elapsedMs / 1000)));
  if (!status || status.stage === 'failed') return { value: null, caption: `${T.pdfPreparing} ${seconds}` };
  const parts = [`${T.pdfPreparing} ${status.percent}%`, T.pdfStages[status.stage]];
  if (status.rows !== null) parts.push(T.pdfRows(formatNumber(status.rows)));
  parts.push(seconds);
  return { value: status.percent / 100, caption: parts.join(' · ') };
}
