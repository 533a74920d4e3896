import type { ProductionEvent, ProductionRow } from '../../../common/contract/production';
import { formatDate } from '../../../common/format';
import { REPORT_TIME_ZONE } from '../../../common/print/report';
import { PRODUCTION_STATUS_LABELS, type ProductionViewer } from '../../../common/production';
import { PRODUCTION_TEXTS as T } from './texts';

/** Rows per page of the board, read from the server a page at a time: 999 orders open as fast as 25. */
export const BOARD_PAGE_SIZE = 25;

/** Seed section 9: deadlines shown 'DD MMM YYYY'; a missing or zero date (the seed's 0001-01-01) blank. */
export function boardDay(value: string | null): string {
  if (!value || value.startsWith('0001-') || value.startsWith('0000-')) return '';
  // A bare day is that day; a date-time is read on the company's clock.
  const input = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  return formatDate(input, 'DD MMM YYYY', /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : REPORT_TIME_ZONE);
}

/** The clock at the top of the board: 'Kamis, 26 November 2026' and '09:41:07'. */
export function clockParts(now: Date): { date: string; time: string } {
  return { date: formatDate(now, 'weekday', REPORT_TIME_ZONE), time: formatDate(now, 'HH:mm:ss', REPORT_TIME_ZONE) };
}

/** The viewer as common/production.ts reads them, from the session. */
export function viewerOf(session: { superadmin: boolean; divisionId: string | null }): ProductionViewer {
  return { superadmin: session.superadmin, divisionId: session.divisionId };
}

/** The toast for a live change: what happened and to which order, by whom ('Produksi baru', 'Meja Kayu oleh Admin'). */
export function liveToast(event: ProductionEvent, rows: readonly ProductionRow[] | undefined): { title: string; message: string } {
  const row = rows?.find((r) => r.id === event.id);
  const status = (event.action === 'status' || event.action === 'undo') && event.status ? PRODUCTION_STATUS_LABELS[event.status] : null;
  return { title: T.live[event.action], message: T.liveBy(row ? row.produk.name : null, event.by, status) };
}

/** The last work log's text and when, for the board's progress cell. */
export function lastLog(row: ProductionRow): { text: string; when: string } | null {
  const log = row.log[row.log.length - 1];
  if (!log) return null;
  return { text: log.deskripsi, when: formatDate(log.date, 'DD MMM YYYY HH:mm', REPORT_TIME_ZONE) };
}

/** Seed section 9: the deadline travels as 'YYYY-MM-DDTHH:mm:ssZ'. */
export function deadlineForApi(day: string): string | null {
  return day ? `${day}T00:00:00Z` : null;
}

/** The name the server writes as an event's `by` (server/auth/context.ts personName): one's own changes need no live toast. */
export function eventAuthorName(user: { firstname: string; lastname: string; username: string; email: string }): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username || user.email;
}

/** Whether `userId` is offered the undo of the row's last step at `now` (the server decides again, under the row lock). */
export function undoOffered(row: ProductionRow, userId: string, now: Date): boolean {
  return row.undo !== null && row.undo.by_id === userId && now.getTime() < Date.parse(row.undo.until);
}
