import { parseSort, type ListQueryInput, type Pagination } from '../../../../common/contract/list';
import { formatDate } from '../../../../common/format';
import { numberInputText, parseIdNumber, parseNumberInput } from '../../../../common/number-input';
import { addBodySchema, numberKindOf, optionLabel, type ResourceDefinition, type ResourceField, type ResourceRow } from '../../../../common/resource';
import { MASTER_TEXTS } from './texts';

/**
 * Pure rules of the generic master screen (form ↔ row mapping, validation, sorting, paging), kept
 * apart from React so they are unit-tested on their own.
 */

/** The form's state: one string per field, by the field's body name ('' = nothing chosen/typed). */
export type FormValues = Record<string, string>;
/** Messages by the field's body name ('name' → 'Nama wajib diisi'). */
export type FieldErrors = Record<string, string>;

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  field: string;
  direction: SortDirection;
}

/** Fields in form order: the resource's `formFirst`, then short inputs (text, select), textareas last at full width. */
export function formFields(resource: ResourceDefinition): ResourceField[] {
  const first = resource.formFirst ?? [];
  const rank = (field: ResourceField) => (first.includes(field.name) ? first.indexOf(field.name) - first.length : field.input.kind === 'textarea' ? 1 : 0);
  return [...resource.fields].sort((a, b) => rank(a) - rank(b));
}

/** The fields shown as table columns, in definition order. */
export function columnFields(resource: ResourceDefinition): ResourceField[] {
  return resource.fields.filter((field) => field.column !== undefined);
}

export function emptyForm(resource: ResourceDefinition): FormValues {
  return Object.fromEntries(resource.fields.map((field) => [field.name, field.input.kind === 'select' && field.input.initial !== undefined ? String(field.input.initial) : '']));
}

/** A list row (row keys: 'Name', 'Description', 'salary') → the form (body names: 'name', ...). */
export function rowToForm(resource: ResourceDefinition, row: ResourceRow): FormValues {
  return Object.fromEntries(
    resource.fields.map((field) => {
      const value = row[field.rowKey];
      const kind = numberKindOf(field);
      if (kind && (typeof value === 'string' || typeof value === 'number')) return [field.name, numberInputText(value, kind)];
      return [field.name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

/** The form as the add/update body expects it: selects as integers (absent when not chosen). */
export function formToInput(resource: ResourceDefinition, values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of resource.fields) {
    const value = values[field.name] ?? '';
    if (field.input.kind === 'select') input[field.name] = value === '' ? undefined : Number(value);
    else input[field.name] = numberFieldText(field, value) ?? value;
  }
  return input;
}

/**
 * A number field's text as the contract stores it: an ID number's digits ('0812-345' → '0812345'),
 * a decimal with its '.' point ('12,5' → '12.5'); undefined for other fields, and for a text that
 * does not read (numberFieldErrors names it, the form is not sent).
 */
function numberFieldText(field: ResourceField, typed: string): string | undefined {
  const kind = numberKindOf(field);
  if (!kind) return undefined;
  if (kind === 'idNumber') {
    const reading = parseIdNumber(typed);
    return reading.ok ? reading.value : undefined;
  }
  const reading = parseNumberInput(typed, kind);
  return reading.ok ? (reading.value === null ? '' : String(reading.value)) : undefined;
}

/** The number fields whose text does not read ('12ab' in a phone, '-6,2.1' in a latitude), with the reader's message. */
export function numberFieldErrors(resource: ResourceDefinition, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    const kind = numberKindOf(field);
    if (!kind) continue;
    const typed = values[field.name] ?? '';
    const reading = kind === 'idNumber' ? parseIdNumber(typed) : parseNumberInput(typed, kind);
    if (!reading.ok) errors[field.name] = reading.message;
  }
  return errors;
}

export type Validation = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the resource's own add rules (the ones the server applies), so a wrong
 * form never reaches the server. The body carries `status: 'active'` as the seeds send it.
 */
export function validateForm(resource: ResourceDefinition, values: FormValues): Validation {
  const parsed = addBodySchema(resource).safeParse(formToInput(resource, values));
  const unread = numberFieldErrors(resource, values);
  if (parsed.success && Object.keys(unread).length === 0) return { ok: true, body: { ...parsed.data, status: 'active' } };
  const errors: FieldErrors = { ...unread };
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * A server's `error.fields` on the form's fields. Keys may be body names ('name'), row keys
 * ('Name') or paths ('body.name'); keys that match no field are left out (the toast shows them).
 */
export function serverFieldErrors(resource: ResourceDefinition, fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const last = key.split('.').pop() ?? key;
    const field = resource.fields.find((f) => f.name === last || f.rowKey === last);
    if (field && !(field.name in errors)) errors[field.name] = message;
  }
  return errors;
}

/** How much room a column wants, by input kind: descriptions most, select labels least. */
const COLUMN_WEIGHT = { text: 3, textarea: 5, select: 2 } as const;

/**
 * Widths of the data columns in percent (the table has a fixed layout, so the columns keep their
 * place from page to page and while searching instead of following each page's content).
 */
export function columnWidths(resource: ResourceDefinition): number[] {
  const weights = columnFields(resource).map((field) => COLUMN_WEIGHT[field.input.kind]);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => Math.round((w / total) * 1000) / 10);
}

/** A table cell: a select's label ('Harian'), a date as '25 Des 2026', otherwise the text as stored. */
export function cellText(field: ResourceField, row: ResourceRow): string {
  const value = row[field.rowKey];
  if (field.input.kind === 'select') return optionLabel(field, value);
  if (field.input.kind === 'text' && field.input.format === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatDate(`${value}T00:00:00Z`, 'short', 'UTC');
  }
  return value === null || value === undefined ? '' : String(value);
}

/** The definition's default sort ('name|asc') as the table's first sort state. */
export function initialSort(resource: ResourceDefinition): SortState | null {
  const [first] = parseSort(resource.defaultSort);
  return first ? { field: first.field, direction: first.direction } : null;
}

/** A click on a column header: the same column flips direction, another one starts ascending. */
export function toggleSort(current: SortState | null, field: string): SortState {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

/** Whether a column is the sorted one; matched by body name or row key ('name' / 'Name'). */
export function sortOf(sort: SortState | null, field: ResourceField): SortDirection | null {
  if (!sort) return null;
  return sort.field === field.name || sort.field === field.rowKey ? sort.direction : null;
}

/** The list call's query: `page`, `per_page` (the definition's page size), `sort=field|dir`, `filter`. */
export function listQueryOf(
  resource: ResourceDefinition,
  state: { page: number; sort: SortState | null; filter: string },
): ListQueryInput {
  const query: ListQueryInput = { page: state.page, per_page: resource.pageSize };
  if (state.sort) query.sort = `${state.sort.field}|${state.sort.direction}`;
  const filter = state.filter.trim();
  if (filter) query.filter = filter;
  return query;
}

/**
 * The page buttons around the current page: `radius` pages each side (seed: 2), shifted at the
 * ends so the window keeps its width (1 2 3 4 5 on page 1, not 1 2 3).
 */
export function pageWindow(current: number, last: number, radius = 2): number[] {
  const size = radius * 2 + 1;
  if (last <= size) return Array.from({ length: Math.max(0, last) }, (_, i) => i + 1);
  let start = current - radius;
  if (start < 1) start = 1;
  if (start + size - 1 > last) start = last - size + 1;
  return Array.from({ length: size }, (_, i) => start + i);
}

/** 'Menampilkan 6–10 dari 12 data' ('… dari lebih dari 10.000 data' when the count was capped); nothing when the list is empty. */
export function paginationInfo(pagination: Pagination | undefined): string | null {
  if (!pagination || pagination.total === 0 || pagination.from === null || pagination.to === null) return null;
  const text = pagination.total_capped ? MASTER_TEXTS.pageInfoCapped : MASTER_TEXTS.pageInfo;
  return text(pagination.from, pagination.to, pagination.total);
}

/** What the page buttons may offer. */
export interface Paging {
  /** The last page known to exist (the window of page buttons ends there). */
  lastPage: number;
  hasNext: boolean;
  /** False when the list stopped counting: 'last page' cannot be offered. */
  lastKnown: boolean;
}

/**
 * The page buttons' bounds from a list's pagination block. A capped count (total_capped) leaves
 * the last page unknown: 'next' stays open while the page came back full.
 */
export function pagingOf(pagination: Pagination | undefined, page: number): Paging {
  const lastPage = pagination?.last_page ?? 1;
  if (!pagination?.total_capped) return { lastPage, hasNext: page < lastPage, lastKnown: true };
  const { from, to, per_page: perPage } = pagination;
  const full = from !== null && to !== null && to - from + 1 >= perPage;
  return { lastPage: Math.max(lastPage, full ? page + 1 : page), hasNext: full, lastKnown: false };
}

/** The 'NO.' of a row: running across pages (the page's `from` + index). */
export function rowNumber(pagination: Pagination | undefined, index: number, page: number, perPage: number): number {
  const from = pagination?.from ?? (page - 1) * perPage + 1;
  return from + index;
}

/**
 * The page to show when the current one came back empty (its last row was deleted, or the list
 * shrank): one page back, never past the last page; otherwise the same page.
 */
export function pageAfterEmpty(page: number, rowsOnPage: number, lastPage: number): number {
  if (rowsOnPage > 0 || page <= 1) return page;
  return Math.max(1, Math.min(page - 1, lastPage));
}
