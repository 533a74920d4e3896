/**
 * The purchase maths (seed 001 section 9), once for the form, the server and the printouts.
 * Integer rupiah throughout; a percentage has at most two decimals and is applied with integer
 * arithmetic, rounding half up to whole rupiah:
 * - line total = qty × price; Solar Cell: then discount 1 and discount 2 in turn (total_awal is
 *   the amount before them);
 * - subtotal = Σ line totals; PPN = percent of subtotal; total = subtotal + PPN;
 * - discount = percent of total ('%') or a fixed amount ('Rp');
 * - grand total = total − discount + shipping, rounded to the nearest 100 rupiah (50 rounds up).
 */

export const PO_TYPES = ['Umum', 'Pipa', 'Termo', 'Solar Cell'] as const;
export type PoType = (typeof PO_TYPES)[number];
export const DISCOUNT_KINDS = ['%', 'Rp'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export interface PurchaseLineInput {
  qty: number;
  /** Unit price, rupiah. */
  harga: number;
  /** Solar Cell only: percentages applied one after the other. */
  diskon_1?: number;
  diskon_2?: number;
}

export interface PurchaseLineTotals {
  /** qty × price, before the Solar Cell discounts. */
  total_awal: number;
  total: number;
}

export interface PurchaseTotalsInput {
  jenis_po: PoType;
  lines: readonly PurchaseLineInput[];
  /** PPN, percent of the subtotal. */
  ppn: number;
  diskon: number;
  jenis_diskon: DiscountKind;
  /** Shipping, rupiah. */
  ongkir: number;
}

export interface PurchaseTotals {
  lines: PurchaseLineTotals[];
  sub_total: number;
  /** The PPN amount in rupiah. */
  ppn_amount: number;
  total: number;
  /** The discount amount in rupiah. */
  diskon_amount: number;
  grand_total: number;
}

/** Why a set of figures cannot make a purchase; the form and the server show the same words. */
export class PurchaseMathError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** A percentage as hundredths of a percent (12.5 → 1250); at most two decimals, 0–100. */
function hundredthsOfPercent(percent: number, field: string, label: string): bigint {
  const scaled = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(scaled - percent * 100) > 1e-6) {
    throw new PurchaseMathError(`${label} harus 0–100 dengan paling banyak dua desimal`, field);
  }
  return BigInt(scaled);
}

/** `percent` of a whole-rupiah amount, rounded half up to whole rupiah. */
export function percentOf(amount: number, percent: number, field = 'percent', label = 'Persen'): number {
  const hundredths = hundredthsOfPercent(percent, field, label);
  return Number((BigInt(amount) * hundredths + 5000n) / 10000n);
}

/** Nearest 100 rupiah, 50 rounding up: 12.349 → 12.300, 12.350 → 12.400. */
export function roundToHundred(amount: number): number {
  return Math.floor((amount + 50) / 100) * 100;
}

const wholeRupiah = (value: number, field: string, label: string): number => {
  if (!Number.isSafeInteger(value) || value < 0) throw new PurchaseMathError(`${label} harus bilangan bulat rupiah ≥ 0`, field);
  return value;
};

export function lineTotals(type: PoType, line: PurchaseLineInput, index = 0): PurchaseLineTotals {
  const qty = line.qty;
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new PurchaseMathError('Qty harus bilangan bulat lebih dari 0', `kode_produk.${index}.qty`);
  const price = wholeRupiah(line.harga, `kode_produk.${index}.harga`, 'Harga');
  const totalAwal = qty * price;
  if (!Number.isSafeInteger(totalAwal)) throw new PurchaseMathError('Jumlah terlalu besar', `kode_produk.${index}.qty`);
  if (type !== 'Solar Cell') return { total_awal: totalAwal, total: totalAwal };
  const afterFirst = totalAwal - percentOf(totalAwal, line.diskon_1 ?? 0, `kode_produk.${index}.diskon_1`, 'Diskon 1');
  const afterSecond = afterFirst - percentOf(afterFirst, line.diskon_2 ?? 0, `kode_produk.${index}.diskon_2`, 'Diskon 2');
  return { total_awal: totalAwal, total: afterSecond };
}

export function purchaseTotals(input: PurchaseTotalsInput): PurchaseTotals {
  const lines = input.lines.map((line, index) => lineTotals(input.jenis_po, line, index));
  const subTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const ppnAmount = percentOf(subTotal, input.ppn, 'ppn', 'PPN');
  const total = subTotal + ppnAmount;
  const diskonAmount =
    input.jenis_diskon === '%' ? percentOf(total, input.diskon, 'diskon', 'Diskon') : wholeRupiah(input.diskon, 'diskon', 'Diskon');
  if (diskonAmount > total) throw new PurchaseMathError('Diskon tidak boleh melebihi total', 'diskon');
  const ongkir = wholeRupiah(input.ongkir, 'ongkir', 'Ongkos kirim');
  const grandTotal = roundToHundred(total - diskonAmount + ongkir);
  if (!Number.isSafeInteger(grandTotal)) throw new PurchaseMathError('Jumlah terlalu besar', 'grand_total');
  return { lines, sub_total: subTotal, ppn_amount: ppnAmount, total, diskon_amount: diskonAmount, grand_total: grandTotal };
}
