import { companyToday } from '../../../../common/calendar';
import {
  compositionBody,
  NO_PRODUCT_CODE,
  NUMBER_FILTER,
  NUMBER_FILTER_MESSAGE,
  PRODUCT_DEFAULT_SORT,
  PRODUCT_INCOMPLETE,
  productFields,
  type CompositionBody,
  type CompositionRow,
  type ProductFields,
  type ProductFilters,
  type ProductRow,
  type QrCodeRow,
} from '../../../../common/contract/warehouse';
import { formatNumber, formatRupiah } from '../../../../common/format';
import { numberInputText, readNumberFields, type NumberKind } from '../../../../common/number-input';
import type { SortState } from '../../shell/master/logic';
import { PRODUCT_TEXTS, type ProductFilterName } from './texts';

/**
 * Pure rules of the Produk screen (column filters, form ↔ row and validation with the contract's
 * own rules, the composition rows, the QR list's selection and paging), kept apart from React so
 * they are unit-tested.
 */

// ─── Column filters ───────────────────────────────────────────────────────────────────────────

/** The search boxes under the header, in column order, as product/pro names them. */
export const PRODUCT_FILTER_NAMES = ['namaproduk', 'kode_merk', 'kategori', 'harga', 'stok', 'gudang'] as const satisfies readonly ProductFilterName[];
/** The boxes that take a number or a comparison ('<5', '>=100'). */
export const NUMBER_FILTER_NAMES: ReadonlySet<ProductFilterName> = new Set(['harga', 'stok']);

export type FilterInputs = Record<ProductFilterName, string>;

export function emptyFilters(): FilterInputs {
  return { namaproduk: '', kode_merk: '', kategori: '', harga: '', stok: '', gudang: '' };
}

/** Whether a box's text may be sent: any text, but a number box only empty, a number or a comparison. */
export function isValidFilter(name: ProductFilterName, value: string): boolean {
  if (!NUMBER_FILTER_NAMES.has(name)) return true;
  return value.trim() === '' || NUMBER_FILTER.test(value);
}

/** The hint under each number box that holds something it cannot send. */
export function filterHints(inputs: FilterInputs): Partial<Record<ProductFilterName, string>> {
  const hints: Partial<Record<ProductFilterName, string>> = {};
  for (const name of PRODUCT_FILTER_NAMES) if (!isValidFilter(name, inputs[name])) hints[name] = NUMBER_FILTER_MESSAGE;
  return hints;
}

/**
 * The filters a settled box moves to: its trimmed text, or (for a number box holding something it
 * cannot send) the last value that was sent, so an invalid box never reaches the server.
 */
export function settleFilter(name: ProductFilterName, previous: string, typed: string): string {
  if (!isValidFilter(name, typed)) return previous;
  // '>= 100' and '>=100' are the same filter.
  return NUMBER_FILTER_NAMES.has(name) ? typed.replace(/\s+/g, '') : typed.trim();
}

/** The applied filters as query parameters: only the ones that hold something. */
export function filtersQuery(applied: FilterInputs): ProductFilters {
  const query: ProductFilters = {};
  for (const name of PRODUCT_FILTER_NAMES) if (applied[name] !== '') query[name] = applied[name];
  return query;
}

// ─── Table ────────────────────────────────────────────────────────────────────────────────────

export interface ProductColumn {
  key: 'name' | 'code' | 'category' | 'price' | 'stock' | 'warehouse';
  header: string;
  /** The sort key product/pro understands. */
  sortKey: string;
  /** The column's search box. */
  filter: ProductFilterName;
  /** Percent of the data columns' width. */
  width: number;
  numeric?: boolean;
}

/** Seed: NO., Foto, then these (each with its search box), then edit and delete. */
export const PRODUCT_COLUMNS: readonly ProductColumn[] = [
  { key: 'name', header: PRODUCT_TEXTS.columns.name, sortKey: 'name', filter: 'namaproduk', width: 24 },
  { key: 'code', header: PRODUCT_TEXTS.columns.code, sortKey: 'code', filter: 'kode_merk', width: 14 },
  { key: 'category', header: PRODUCT_TEXTS.columns.category, sortKey: 'category', filter: 'kategori', width: 14 },
  { key: 'price', header: PRODUCT_TEXTS.columns.price, sortKey: 'price', filter: 'harga', width: 15, numeric: true },
  { key: 'stock', header: PRODUCT_TEXTS.columns.stock, sortKey: 'stock', filter: 'stok', width: 13, numeric: true },
  { key: 'warehouse', header: PRODUCT_TEXTS.columns.warehouse, sortKey: 'warehouse', filter: 'gudang', width: 20 },
];

/** The table's first sort: the contract's default (name ascending). */
export function initialProductSort(): SortState {
  const [field = 'name', direction] = PRODUCT_DEFAULT_SORT.split('|');
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
}

export const sortParamOf = (sort: SortState) => `${sort.field}|${sort.direction}`;

/** '12 Pcs'. */
export function stockText(stock: number, unit: string): string {
  return PRODUCT_TEXTS.stockWithUnit(formatNumber(stock), unit).trim();
}

export function productCell(column: ProductColumn, row: ProductRow): string {
  switch (column.key) {
    case 'name':
      return row.name;
    case 'code':
      return row.code;
    case 'category':
      return row.category.name;
    case 'price':
      return formatRupiah(row.price);
    case 'stock':
      return stockText(row.stock, row.unit.name);
    case 'warehouse':
      return row.warehouse;
  }
}

// ─── Form ─────────────────────────────────────────────────────────────────────────────────────

export type ProductFieldName = keyof ProductFields;
export type ProductFormValues = Record<ProductFieldName, string>;
export type ProductFormErrors = Partial<Record<ProductFieldName, string>>;

/** Form order; the first one gets the focus when the card opens. */
export const PRODUCT_FIELD_NAMES: readonly ProductFieldName[] = ['name', 'price', 'stock', 'code', 'category', 'variant', 'unit', 'division', 'warehouse'];
/** The pickers: one left empty gets the seed's alert 'Lengkapi Data Produk'. */
export const PICKER_FIELDS: ReadonlySet<ProductFieldName> = new Set(['category', 'variant', 'unit', 'division', 'warehouse']);
/** The number boxes and how each is typed: whole rupiah grouped as typed, stock in whole units. */
export const PRODUCT_NUMBER_KINDS = { price: 'money', stock: 'count' } as const satisfies Partial<Record<ProductFieldName, NumberKind>>;

export function emptyProductForm(): ProductFormValues {
  return { name: '', price: '', stock: '', code: '', category: '', variant: '', unit: '', division: '', warehouse: '' };
}

/** A list row → the form; the pickers by id, and a code of '-' (none) as an empty box. */
export function rowToProductForm(row: ProductRow): ProductFormValues {
  return {
    name: row.name,
    price: numberInputText(row.price, 'money'),
    stock: numberInputText(row.stock, 'count'),
    code: row.code === NO_PRODUCT_CODE ? '' : row.code,
    category: row.category.id,
    variant: row.variant.id,
    unit: row.unit.id,
    division: row.division_id,
    warehouse: row.warehouse_id,
  };
}

export type ProductValidation =
  | { ok: true; body: ProductFields & { status: 'active' } }
  /** `alert`: the seed's 'Lengkapi Data Produk' when a picker is empty. */
  | { ok: false; errors: ProductFormErrors; alert: string | null };

/** The first message per form field of (key, message) pairs; keys may be paths ('body.name'). */
function collect(entries: Iterable<readonly [string, string]>): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const [key, message] of entries) {
    const name = key.split('.').filter((part) => part !== 'body')[0] ?? '';
    if ((PRODUCT_FIELD_NAMES as readonly string[]).includes(name) && !(name in errors)) errors[name as ProductFieldName] = message;
  }
  return errors;
}

/**
 * Checks the form with the contract's rules (the ones the server applies), so a wrong form never
 * reaches the server. Seed section 4: add and edit send `status: 'active'`.
 */
export function validateProductForm(values: ProductFormValues): ProductValidation {
  // The form's boxes hold text as typed: price and stock are read as Indonesians type them ('1.250.000').
  const read = readNumberFields(values, PRODUCT_NUMBER_KINDS);
  const parsed = productFields.safeParse(read.input);
  if (parsed.success && Object.keys(read.errors).length === 0) return { ok: true, body: { ...parsed.data, status: 'active' } };
  const errors = { ...(parsed.success ? {} : collect(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const))), ...read.errors };
  const alert = [...PICKER_FIELDS].some((name) => name in errors) ? PRODUCT_INCOMPLETE : null;
  return { ok: false, errors, alert };
}

/** A server's `error.fields` on the form's fields; keys that match none are left to the toast. */
export function serverProductErrors(fields: Record<string, string> | undefined): ProductFormErrors {
  return collect(Object.entries(fields ?? {}));
}

/** The first field with an error, in form order (it gets the focus). */
export function firstErrorField(errors: ProductFormErrors): ProductFieldName | undefined {
  return PRODUCT_FIELD_NAMES.find((name) => name in errors);
}

// ─── Composition ──────────────────────────────────────────────────────────────────────────────

/** One editor row: the picked product (null until one is) and the typed qty. */
export interface CompositionDraft {
  product: { id: string; name: string; code: string } | null;
  qty: string;
}

export const emptyCompositionRow = (): CompositionDraft => ({ product: null, qty: '' });

/** The saved composition as editor rows; none saved is one empty row. */
export function compositionDrafts(rows: readonly CompositionRow[]): CompositionDraft[] {
  if (rows.length === 0) return [emptyCompositionRow()];
  return rows.map((row) => ({ product: { id: row.produk.id, name: row.produk.name, code: row.produk.code }, qty: String(row.qty) }));
}

/** Seed section 5: removing the last row leaves one empty row. */
export function removeCompositionRow(rows: readonly CompositionDraft[], index: number): CompositionDraft[] {
  const rest = rows.filter((_, i) => i !== index);
  return rest.length === 0 ? [emptyCompositionRow()] : rest;
}

export type CompositionCheck = { ok: true; body: CompositionBody } | { ok: false; message: string };

/**
 * The `PUT product/komposisi` body: the first row needs a product and a qty ('Lengkapi dulu data
 * anda'); later rows left wholly empty are dropped, half-filled ones get the same message.
 */
export function compositionPayload(productId: string, rows: readonly CompositionDraft[]): CompositionCheck {
  const kept = rows.filter((row, index) => index === 0 || row.product !== null || row.qty.trim() !== '');
  // Quantities as typed ('1.250'); '2,5' or '-1' is refused with the reader's message, never cut.
  const readings = kept.map((row) => readNumberFields({ id_product: row.product?.id ?? '', qty: row.qty }, { qty: 'count' }));
  const unread = readings.find((reading) => reading.errors.qty)?.errors.qty;
  if (unread) return { ok: false, message: `${PRODUCT_TEXTS.compositionQty}: ${unread}` };
  const parsed = compositionBody.safeParse({ id_product: productId, Komposisi: readings.map((reading) => reading.input) });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? PRODUCT_TEXTS.compositionIncomplete };
}

// ─── QR list ──────────────────────────────────────────────────────────────────────────────────

/** Seed section 9: the QR list pages 5 at a time, in the renderer. */
export const QR_PAGE_SIZE = 5;

/** Only unprinted codes can be chosen (seed: 'Sudah Tercetak' is disabled). */
export const isSelectable = (row: QrCodeRow) => row.print === 0;

/**
 * Select-all: chooses every unprinted code (seed section 5); when all of them already are, it
 * clears the choice.
 */
export function toggleAllCodes(selected: ReadonlySet<string>, rows: readonly QrCodeRow[]): Set<string> {
  const selectable = rows.filter(isSelectable).map((row) => row.code);
  const allChosen = selectable.length > 0 && selectable.every((code) => selected.has(code));
  return allChosen ? new Set() : new Set(selectable);
}

export function toggleCode(selected: ReadonlySet<string>, code: string): Set<string> {
  const next = new Set(selected);
  if (next.has(code)) next.delete(code);
  else next.add(code);
  return next;
}

/** The chosen codes still unprinted, in list order (a refetch may have printed some meanwhile). */
export function chosenCodes(selected: ReadonlySet<string>, rows: readonly QrCodeRow[]): string[] {
  return rows.filter((row) => isSelectable(row) && selected.has(row.code)).map((row) => row.code);
}

/** The select-all box: checked when every unprinted code is chosen, mixed when some are. */
export function selectAllState(selected: ReadonlySet<string>, rows: readonly QrCodeRow[]): 'all' | 'some' | 'none' {
  const selectable = rows.filter(isSelectable);
  const chosen = selectable.filter((row) => selected.has(row.code)).length;
  if (chosen === 0) return 'none';
  return chosen === selectable.length ? 'all' : 'some';
}

export function lastQrPage(count: number): number {
  return Math.max(1, Math.ceil(count / QR_PAGE_SIZE));
}

export function qrPageRows<Row>(rows: readonly Row[], page: number): Row[] {
  return rows.slice((page - 1) * QR_PAGE_SIZE, page * QR_PAGE_SIZE);
}

/** The label PDF of some codes of one product (the server's `qrlabel`, `?codes=a,b,c`). */
export function qrLabelPath(productId: string, codes: readonly string[]): string {
  return `/api/warehouse/product/qrlabel/${encodeURIComponent(productId)}?codes=${codes.map(encodeURIComponent).join(',')}`;
}

/** 'label-qr-BRG-001.pdf': the product's code, or its ids when it has none; file-name safe. */
export function qrLabelFilename(product: Pick<ProductRow, 'code' | 'ids'>): string {
  const base = product.code !== NO_PRODUCT_CODE && product.code.trim() !== '' ? product.code : String(product.ids);
  return `label-qr-${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || product.ids}.pdf`;
}

/** What the small QR in 'Rincian Produk' encodes: the product's code, or its ids when it has none. */
export function productQrText(product: Pick<ProductRow, 'code' | 'ids'>): string {
  return product.code !== NO_PRODUCT_CODE && product.code.trim() !== '' ? product.code : String(product.ids);
}

/** 'rekap-produk-2026-11-21.pdf', dated by the company's day. */
export function recapFilename(now: Date): string {
  return `rekap-produk-${companyToday(now)}.pdf`;
}

/** How one label went to the printer: printed, or not (`offerPdf`: there is nothing to print to here). */
export type LabelAttempt = { printed: true } | { printed: false; offerPdf: boolean; reason: string };

export interface LabelBatchSteps {
  /** Sends one code's label to the label printer. */
  print: (code: string) => Promise<LabelAttempt>;
  /** Flags one printed code on the server; an error message when that failed. */
  mark: (code: string) => Promise<string | null>;
  /** Before each label: which one (1-based) of how many. */
  onProgress: (current: number, total: number) => void;
}

export type LabelBatchResult =
  | { kind: 'printed'; printed: number }
  /** The first label found no printer: nothing printed, the PDF is offered instead. */
  | { kind: 'offer-pdf' }
  /** Stopped at a failure; `printed` labels came out and are flagged (unless `markFailed`). */
  | { kind: 'stopped'; printed: number; reason: string; markFailed: boolean };

/**
 * The direct print of a QR batch: one label at a time, each flagged right after it printed, so
 * the flags are right whenever the batch stops (a failed label stops it, and says how far it got).
 */
export async function printLabelBatch(codes: readonly string[], steps: LabelBatchSteps): Promise<LabelBatchResult> {
  for (const [index, code] of codes.entries()) {
    steps.onProgress(index + 1, codes.length);
    const attempt = await steps.print(code);
    if (!attempt.printed) {
      if (index === 0 && attempt.offerPdf) return { kind: 'offer-pdf' };
      return { kind: 'stopped', printed: index, reason: attempt.reason, markFailed: false };
    }
    const markError = await steps.mark(code);
    // The label is out but its flag is not saved: stop, so no more unflagged labels pile up.
    if (markError !== null) return { kind: 'stopped', printed: index + 1, reason: markError, markFailed: true };
  }
  return { kind: 'printed', printed: codes.length };
}
