import type { PaymentBody, PurchaseDetail } from '../../../../common/contract/purchasing';
import { PAYMENT_METHODS } from '../../../../common/contract/purchasing';
import { formatRupiah } from '../../../../common/format';
import { PAYMENT_TEXTS as T } from './texts';
import { parseNumberInput } from '../../../../common/number-input';

/**
 * Pure rules of the payment screen, apart from React so they are unit-tested on their own: the
 * form's state and checks (the server checks again and decides the status), the history's sums,
 * and what an attachment is before it is sent.
 */

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentFormValues {
  /** YYYY-MM-DD */
  tanggal_pembayaran: string;
  cara_pembayaran: PaymentMethod;
  /** Digits only, as typed. */
  nominal_pembayaran: string;
  memo: string;
}

export type PaymentField = keyof PaymentFormValues | 'lampiran';
export type PaymentFormErrors = Partial<Record<PaymentField, string>>;

/** Seed: the date is today (the company's day, YYYY-MM-DD), the method Tunai. */
export function emptyPaymentForm(today: string): PaymentFormValues {
  return { tanggal_pembayaran: today, cara_pembayaran: 'Tunai', nominal_pembayaran: '', memo: '' };
}

/** The amount as typed ('1.500.000', 'Rp 250.000,-'): its rupiah, null when blank, or the reader's message. */
export function paymentAmount(typed: string): { ok: true; value: number | null } | { ok: false; message: string } {
  return parseNumberInput(typed, 'money');
}

/** The form's body without the attachment path (known only after the upload), or the messages by field. */
export type PaymentCheck = { ok: true; body: Omit<PaymentBody, 'lampiran'> } | { ok: false; errors: PaymentFormErrors };

/**
 * The checks made before anything is sent: a date, an amount above 0 and not above the remaining
 * balance (said here rather than by the server's 409), and an attachment.
 */
export function checkPayment(values: PaymentFormValues, remaining: number, hasAttachment: boolean): PaymentCheck {
  const errors: PaymentFormErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.tanggal_pembayaran)) errors.tanggal_pembayaran = T.dateRequired;
  const reading = paymentAmount(values.nominal_pembayaran);
  const amount = reading.ok ? (reading.value ?? 0) : 0;
  if (!reading.ok) errors.nominal_pembayaran = reading.message;
  else if (amount <= 0) errors.nominal_pembayaran = T.amountRequired;
  else if (amount > remaining) errors.nominal_pembayaran = T.overpaid(formatRupiah(remaining));
  if (!hasAttachment) errors.lampiran = T.attachmentRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: { tanggal_pembayaran: values.tanggal_pembayaran, cara_pembayaran: values.cara_pembayaran, nominal_pembayaran: amount, memo: values.memo.trim() },
  };
}

/** The first field with a message, in the form's order (where focus goes). */
export function firstPaymentError(errors: PaymentFormErrors): PaymentField | undefined {
  const order: PaymentField[] = ['tanggal_pembayaran', 'cara_pembayaran', 'nominal_pembayaran', 'memo', 'lampiran'];
  return order.find((field) => errors[field] !== undefined);
}

/** A server's `error.fields` on the form's fields; anything else is for the toast. */
export function serverPaymentErrors(fields: Record<string, string> | undefined): PaymentFormErrors {
  const known: PaymentField[] = ['tanggal_pembayaran', 'cara_pembayaran', 'nominal_pembayaran', 'memo', 'lampiran'];
  const errors: PaymentFormErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = known.find((name) => key === name || key.endsWith(`.${name}`));
    if (field) errors[field] ??= message;
    else if (key === 'file') errors.lampiran ??= message;
  }
  return errors;
}

export type AttachmentKind = 'pdf' | 'gif' | 'image' | 'other';

/**
 * How a picked file is sent: a photo is re-encoded smaller (as product photos are), a GIF and a
 * PDF go as they are (the seed does not resize GIFs), and anything else goes as it is so the
 * server's content check answers for it (415).
 */
export function attachmentKind(file: { type: string; name: string }): AttachmentKind {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type === 'application/pdf' || (type === '' && name.endsWith('.pdf'))) return 'pdf';
  if (type === 'image/gif') return 'gif';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

/** The file picker offers what the server accepts (it checks the content again). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,application/pdf,.pdf';

/** Sums under the history: what was paid, and the balance the server keeps. */
export function paymentSums(po: Pick<PurchaseDetail, 'grand_total' | 'sisa_pembayaran' | 'pembayaran'>): { grandTotal: number; paid: number; remaining: number } {
  const paid = po.pembayaran.reduce((sum, payment) => sum + payment.nominal_pembayaran, 0);
  return { grandTotal: po.grand_total, paid, remaining: po.sisa_pembayaran };
}

/** History oldest first, as a ledger reads (ties by id, so the order never jumps). */
export function paymentHistory<P extends { tanggal_pembayaran: string; id: string }>(payments: readonly P[]): P[] {
  return [...payments].sort((a, b) => a.tanggal_pembayaran.localeCompare(b.tanggal_pembayaran) || a.id.localeCompare(b.id));
}

/** '2026-03-05' → '05/03/2026' (seed section 9: purchase dates read DD/MM/YYYY); anything else as it is. */
export function dayMonthYear(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** The receipt's file name: kwitansi-{no transaksi}-{date}.pdf, safe on every file system. */
export function receiptFilename(noTransaksi: string, tanggal: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'po';
  return `kwitansi-${safe(noTransaksi)}-${safe(tanggal)}.pdf`;
}

/** An attachment's download name: the stored name's extension after the PO's number. */
export function attachmentFilename(noTransaksi: string, lampiran: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(lampiran)?.[1] ?? 'bin';
  return `lampiran-${noTransaksi.replace(/[^A-Za-z0-9-]+/g, '-') || 'po'}.${extension.toLowerCase()}`;
}

export const isPdfPath = (path: string) => /\.pdf$/i.test(path);
