import { Intent } from '@blueprintjs/core';
import { paymentStatusLabel, purchaseBody, type PoReceivingStatus, type PurchaseBodyInput, type PurchaseDetail } from '../../../../common/contract/purchasing';
import { addDays, addMonths } from '../../../../common/calendar';
import { formatDate } from '../../../../common/format';
import { formatTypedNumber, numberInputError, numberOrZero, type NumberKind } from '../../../../common/number-input';
import { PurchaseMathError, purchaseTotals, type DiscountKind, type PoType, type PurchaseLineTotals, type PurchaseTotals } from '../../../../common/purchasing';
import { PURCHASING_TEXTS as T } from '../texts';
import type { PurchaseProductOption, ReceiverOption, SupplierOption } from './api';

/**
 * Pure rules of the 'Tambah Pembelian' form and the PO list (seed 001 sections 2, 4, 5, 9), apart
 * from React so they are unit-tested on their own. The figures always come from
 * common/purchasing.ts: this file only turns what was typed into its inputs.
 */

/** One product line as typed: numbers stay text until they are sent. */
export interface LineDraft {
  /** Stable across removals, so a row keeps its picker's text. */
  key: number;
  product: PurchaseProductOption | null;
  qty: string;
  harga: string;
  /** Pipa. */
  ukuran_asli: string;
  tebal: string;
  /** Termo. */
  qty_zak: string;
  /** Solar Cell: percentages applied one after the other. */
  diskon_1: string;
  diskon_2: string;
}

export interface PurchaseFormValues {
  supplier: SupplierOption | null;
  /** The ship-to ('Kirim Ke'), an alamatPenagihan id. */
  id_penerima: string;
  /** Payment term: from (the transaction date) … until (the due date), YYYY-MM-DD. */
  tanggal_transaksi: string;
  tanggal_jatuh_tempo: string;
  jenis_po: PoType;
  no_transaksi: string;
  no_reff_supplier: string;
  lines: LineDraft[];
  ppn: string;
  diskon: string;
  jenis_diskon: DiscountKind;
  ongkir: string;
  /** 'Pesan'. */
  attn: string;
  memo: string;
}

/** Messages by the payload's own keys ('id_supplier', 'kode_produk.0.qty', 'diskon'). */
export type PurchaseFormErrors = Record<string, string>;

// ─── typing ──────────────────────────────────────────────────────────────────────────────────

/**
 * How each number box of the form is typed (issue 27 §1: as Indonesians type them, '1.250.000',
 * '12,5'): quantities whole, prices and amounts whole rupiah grouped as typed, percentages with a
 * comma. A text that does not read counts as 0 in the live totals and is named at its field on save.
 */
export const PURCHASE_NUMBER_KINDS = { qty: 'count', harga: 'money', qty_zak: 'count', diskon_1: 'percent', diskon_2: 'percent', ppn: 'percent', ongkir: 'money' } as const satisfies Record<string, NumberKind>;

/** The kind of the whole-PO discount: a percentage or rupiah, as its toggle says. */
export const discountKind = (kind: DiscountKind): 'percent' | 'money' => (kind === '%' ? 'percent' : 'money');


/** A quantity as typed ('1.250' → 1250); blank or '2,5' → 0 (a whole number or nothing; never truncated). */
export const parseQty = (text: string): number => numberOrZero(text, 'count');
/** A price or amount in whole rupiah ('1.250.000' → 1250000); blank or '1.500,5' → 0 (never rounded). */
export const parseRupiah = (text: string): number => numberOrZero(text, 'money');
/** A percentage as typed ('2,5' → 2.5; blank → 0, as the seed's blank discount). */
export const parsePercent = (text: string): number => numberOrZero(text, 'percent');

/** The messages of the number boxes that do not read ('2,5' in Qty: 'Tidak boleh ada desimal'), by payload key. */
function unreadNumbers(values: PurchaseFormValues): PurchaseFormErrors {
  const errors: PurchaseFormErrors = {};
  const check = (key: string, text: string, kind: NumberKind) => {
    const message = numberInputError(text, kind);
    if (message) errors[key] = message;
  };
  values.lines.forEach((line, index) => {
    for (const field of ['qty', 'harga', 'qty_zak', 'diskon_1', 'diskon_2'] as const) check(`kode_produk.${index}.${field}`, line[field], PURCHASE_NUMBER_KINDS[field]);
  });
  check('ppn', values.ppn, 'percent');
  check('diskon', values.diskon, discountKind(values.jenis_diskon));
  check('ongkir', values.ongkir, 'money');
  return errors;
}

// ─── dates ───────────────────────────────────────────────────────────────────────────────────

export type TermShortcut = 'today' | 'week' | 'month' | 'quarter';
export const TERM_SHORTCUTS: readonly TermShortcut[] = ['today', 'week', 'month', 'quarter'];

/** Seed section 9: the payment term's shortcuts, each from today (the company's day, YYYY-MM-DD). */
export function termRange(shortcut: TermShortcut, today: string): { from: string; until: string } {
  const until = {
    today,
    week: addDays(today, 7),
    month: addMonths(today, 1),
    quarter: addMonths(today, 3),
  }[shortcut];
  return { from: today, until };
}

/** The shortcut whose range the term is, if any (its button shows pressed). */
export function activeShortcut(values: Pick<PurchaseFormValues, 'tanggal_transaksi' | 'tanggal_jatuh_tempo'>, today: string): TermShortcut | null {
  return (
    TERM_SHORTCUTS.find((shortcut) => {
      const range = termRange(shortcut, today);
      return range.from === values.tanggal_transaksi && range.until === values.tanggal_jatuh_tempo;
    }) ?? null
  );
}

/** An API date (YYYY-MM-DD, or a timestamp) as the seed shows it: DD/MM/YYYY. */
export function showDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : formatDate(value, 'report');
}

// ─── form ────────────────────────────────────────────────────────────────────────────────────

export function emptyLine(key: number): LineDraft {
  return { key, product: null, qty: '', harga: '', ukuran_asli: '', tebal: '', qty_zak: '', diskon_1: '', diskon_2: '' };
}

/** Seed section 9: PO type Umum, the term today–today, one empty line. */
export function emptyPurchaseForm(today: string): PurchaseFormValues {
  const range = termRange('today', today);
  return {
    supplier: null,
    id_penerima: '',
    tanggal_transaksi: range.from,
    tanggal_jatuh_tempo: range.until,
    jenis_po: 'Umum',
    no_transaksi: '',
    no_reff_supplier: '',
    lines: [emptyLine(0)],
    ppn: '',
    diskon: '',
    jenis_diskon: '%',
    ongkir: '',
    attn: '',
    memo: '',
  };
}

/** Removing the last line leaves one empty line (a new key, so its picker starts empty). */
export function removeLine(lines: readonly LineDraft[], index: number, nextKey: number): LineDraft[] {
  const remaining = lines.filter((_, i) => i !== index);
  return remaining.length > 0 ? remaining : [emptyLine(nextKey)];
}

/** A stored PO as the edit form shows it. */
export function detailToForm(detail: PurchaseDetail): PurchaseFormValues {
  const number = (value: number) => (value === 0 ? '' : formatTypedNumber(value));
  return {
    supplier: { id: detail.supplier.id, nama_perusahaan: detail.supplier.nama_perusahaan, email: detail.supplier.email },
    id_penerima: detail.penerima.id,
    tanggal_transaksi: detail.tanggal_transaksi.slice(0, 10),
    tanggal_jatuh_tempo: detail.tanggal_jatuh_tempo.slice(0, 10),
    jenis_po: detail.jenis_po,
    no_transaksi: detail.no_transaksi,
    no_reff_supplier: detail.no_reff_supplier,
    lines: detail.product.map((line, index) => ({
      key: index,
      product: { id: line.id_produk, name: line.name, code: line.code, unit: line.satuan, price: line.price },
      qty: formatTypedNumber(line.qty),
      harga: formatTypedNumber(line.price),
      ukuran_asli: line.ukuran_asli,
      tebal: line.tebal,
      qty_zak: number(line.qty_zak),
      diskon_1: number(line.diskon_1),
      diskon_2: number(line.diskon_2),
    })),
    ppn: number(detail.ppn),
    diskon: number(detail.diskon),
    jenis_diskon: detail.jenis_diskon,
    ongkir: number(detail.ongkir),
    attn: detail.attn,
    memo: detail.memo,
  };
}

/** The receiver a stored PO names, for the select while the receivers load (or if it was deleted since). */
export function receiverOfDetail(detail: PurchaseDetail): ReceiverOption {
  return { id: detail.penerima.id, nama_perusahaan: detail.penerima.nama_perusahaan, alamat_pengiriman: detail.penerima.alamat_pengiriman };
}

// ─── columns by PO type (seed screen 2) ──────────────────────────────────────────────────────

export type LineExtra = 'ukuran_asli' | 'tebal' | 'qty_zak' | 'diskon_1' | 'diskon_2' | 'total_awal';

/** Pipa adds original size and thickness; Termo the quantity in zak; Solar Cell two discounts and the pre-discount amount. */
export function lineExtras(type: PoType): LineExtra[] {
  switch (type) {
    case 'Pipa':
      return ['ukuran_asli', 'tebal'];
    case 'Termo':
      return ['qty_zak'];
    case 'Solar Cell':
      return ['diskon_1', 'diskon_2', 'total_awal'];
    case 'Umum':
      return [];
  }
}

// ─── figures ─────────────────────────────────────────────────────────────────────────────────

export interface LiveTotals {
  /** Per line: its figures once qty and price make one, else null (still being typed). */
  lines: (PurchaseLineTotals | null)[];
  totals: PurchaseTotals;
  /** What the maths refused (a percent with three decimals, a discount above the total), by field. */
  error: { field: string; message: string } | null;
}

const ZERO_TOTALS: PurchaseTotals = { lines: [], sub_total: 0, ppn_amount: 0, total: 0, diskon_amount: 0, grand_total: 0 };

/** The maths' input of a line: Solar Cell's discounts only for Solar Cell. */
function lineInput(type: PoType, line: LineDraft) {
  const base = { qty: parseQty(line.qty), harga: parseRupiah(line.harga) };
  return type === 'Solar Cell' ? { ...base, diskon_1: parsePercent(line.diskon_1), diskon_2: parsePercent(line.diskon_2) } : base;
}

/** The whole-PO figures of the maths' input from the form (blank → 0). */
function figuresOf(values: PurchaseFormValues) {
  return {
    ppn: parsePercent(values.ppn),
    diskon: numberOrZero(values.diskon, discountKind(values.jenis_diskon)),
    jenis_diskon: values.jenis_diskon,
    ongkir: parseRupiah(values.ongkir),
  };
}

/** A maths error on the included lines' index → the form's own line index. */
function errorField(field: string, included: readonly number[]): string {
  const match = /^kode_produk\.(\d+)\.(.+)$/.exec(field);
  if (!match) return field;
  return `kode_produk.${included[Number(match[1])] ?? 0}.${match[2]}`;
}

/**
 * The figures the form shows as it is typed (Subtotal, PPN, Total, Diskon, Grand Total), by
 * `purchaseTotals`. Lines without a quantity yet count for nothing; a figure the maths refuses
 * leaves the totals at zero and says which field.
 */
export function liveTotals(values: PurchaseFormValues): LiveTotals {
  const included: number[] = [];
  values.lines.forEach((line, index) => {
    if (parseQty(line.qty) > 0) included.push(index);
  });
  const lines: (PurchaseLineTotals | null)[] = values.lines.map(() => null);
  try {
    const totals = purchaseTotals({
      jenis_po: values.jenis_po,
      lines: included.map((index) => lineInput(values.jenis_po, values.lines[index] as LineDraft)),
      ...figuresOf(values),
    });
    totals.lines.forEach((figures, i) => {
      const index = included[i];
      if (index !== undefined) lines[index] = figures;
    });
    return { lines, totals, error: null };
  } catch (error) {
    if (error instanceof PurchaseMathError) return { lines, totals: ZERO_TOTALS, error: { field: errorField(error.field, included), message: error.message } };
    throw error;
  }
}

/**
 * The PPN and discount amounts of a stored PO (the row keeps their percentages), by the same maths
 * the server stored its totals with; the stored totals' difference where it refuses the figures.
 */
export function storedAmounts(detail: PurchaseDetail): { ppn: number; diskon: number } {
  try {
    const totals = purchaseTotals({
      jenis_po: detail.jenis_po,
      lines: detail.product.map((line) => ({ qty: line.qty, harga: line.price, diskon_1: line.diskon_1, diskon_2: line.diskon_2 })),
      ppn: detail.ppn,
      diskon: detail.diskon,
      jenis_diskon: detail.jenis_diskon,
      ongkir: detail.ongkir,
    });
    return { ppn: totals.ppn_amount, diskon: totals.diskon_amount };
  } catch {
    return { ppn: detail.total - detail.sub_total, diskon: 0 };
  }
}

export type PurchaseCheck =
  | { ok: true; body: PurchaseBodyInput }
  /** `alert`: the seed's 'Lengkapi data anda' (supplier or receiver missing). */
  | { ok: false; alert: string | null; errors: PurchaseFormErrors };

/**
 * Checks the form before it is sent (seed section 5) and builds the payload with the computed
 * totals: supplier and receiver required ('Lengkapi data anda'); every line needs a product, a
 * quantity and a price; then the contract's own rules, the ones the server applies.
 */
export function validatePurchase(values: PurchaseFormValues): PurchaseCheck {
  if (!values.supplier || !values.id_penerima) {
    const errors: PurchaseFormErrors = {};
    if (!values.supplier) errors.id_supplier = T.incomplete;
    if (!values.id_penerima) errors.id_penerima = T.incomplete;
    return { ok: false, alert: T.incomplete, errors };
  }
  const errors: PurchaseFormErrors = {};
  values.lines.forEach((line, index) => {
    if (!line.product) errors[`kode_produk.${index}.id_produk`] = T.lineErrors.product;
    if (parseQty(line.qty) < 1) errors[`kode_produk.${index}.qty`] = T.lineErrors.qty;
    if (line.harga.trim() === '') errors[`kode_produk.${index}.harga`] = T.lineErrors.price;
  });
  // What was typed but does not read is said as such, before the 'wajib' messages above.
  Object.assign(errors, unreadNumbers(values));
  if (values.tanggal_jatuh_tempo < values.tanggal_transaksi) errors.tanggal_jatuh_tempo = T.dateOrder;
  if (Object.keys(errors).length > 0) return { ok: false, alert: null, errors };

  const live = liveTotals(values);
  if (live.error) return { ok: false, alert: null, errors: { [live.error.field]: live.error.message } };
  const type = values.jenis_po;
  const body: PurchaseBodyInput = {
    id_supplier: values.supplier.id,
    id_penerima: values.id_penerima,
    no_transaksi: values.no_transaksi.trim(),
    no_reff_supplier: values.no_reff_supplier.trim(),
    jenis_po: type,
    tanggal_transaksi: values.tanggal_transaksi,
    tanggal_jatuh_tempo: values.tanggal_jatuh_tempo,
    attn: values.attn.trim(),
    memo: values.memo.trim(),
    kode_produk: values.lines.map((line, index) => ({
      id_produk: line.product?.id ?? '',
      qty: parseQty(line.qty),
      harga: parseRupiah(line.harga),
      ukuran_asli: type === 'Pipa' ? line.ukuran_asli.trim() : '',
      tebal: type === 'Pipa' ? line.tebal.trim() : '',
      qty_zak: type === 'Termo' ? parseQty(line.qty_zak) : 0,
      diskon_1: type === 'Solar Cell' ? parsePercent(line.diskon_1) : 0,
      diskon_2: type === 'Solar Cell' ? parsePercent(line.diskon_2) : 0,
      total_awal: live.lines[index]?.total_awal ?? 0,
      total: live.lines[index]?.total ?? 0,
    })),
    ...figuresOf(values),
    sub_total: live.totals.sub_total,
    total: live.totals.total,
    grand_total: live.totals.grand_total,
    status: 'active',
  };
  const parsed = purchaseBody.safeParse(body);
  if (!parsed.success) {
    const contractErrors: PurchaseFormErrors = {};
    for (const issue of parsed.error.issues) contractErrors[issue.path.map(String).join('.')] ??= issue.message;
    return { ok: false, alert: null, errors: contractErrors };
  }
  return { ok: true, body };
}

/** The form's fields in screen order: where focus goes after a refusal. */
export function purchaseFieldOrder(values: PurchaseFormValues): string[] {
  const lineKeys = values.lines.flatMap((_, i) => ['id_produk', 'qty', 'harga', 'ukuran_asli', 'tebal', 'qty_zak', 'diskon_1', 'diskon_2'].map((k) => `kode_produk.${i}.${k}`));
  return ['id_supplier', 'id_penerima', 'tanggal_transaksi', 'tanggal_jatuh_tempo', 'jenis_po', 'no_transaksi', 'no_reff_supplier', ...lineKeys, 'ppn', 'diskon', 'ongkir', 'attn', 'memo'];
}

/** The first field with a message, in the form's order (where focus goes). */
export function firstErrorKey(errors: PurchaseFormErrors, order: readonly string[]): string | undefined {
  return order.find((key) => key in errors) ?? Object.keys(errors)[0];
}

// ─── list ────────────────────────────────────────────────────────────────────────────────────

/** Seed section 4: edit and delete only while 'belum lunas'. */
export const isUnpaid = (status: string): boolean => status === 'belum lunas';

/** The status badge: belum lunas warning, bayar sebagian primary, lunas success; anything else 'Undefined'. */
export function statusBadge(status: string): { text: string; intent: Intent } {
  const intents: Record<string, Intent> = { 'belum lunas': Intent.WARNING, 'bayar sebagian': Intent.PRIMARY, lunas: Intent.SUCCESS };
  return { text: paymentStatusLabel(status), intent: intents[status] ?? Intent.NONE };
}

/** The PO's receiving status (issue 13: belum datang / sebagian / lengkap) as a tag; the warehouse's screens show it too. */
export function receivingBadge(status: PoReceivingStatus): { text: string; intent: Intent } {
  const intents: Record<PoReceivingStatus, Intent> = { 'belum datang': Intent.NONE, sebagian: Intent.WARNING, lengkap: Intent.SUCCESS };
  return { text: status, intent: intents[status] };
}

/** The PO's PDF file name: 'PO-<number>.pdf'. */
export function purchasePdfName(number: string): string {
  return `PO-${number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}
