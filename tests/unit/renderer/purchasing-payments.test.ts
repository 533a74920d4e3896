import { describe, expect, it } from 'vitest';
import type { PurchaseDetail } from '../../../common/contract/purchasing';
import {
  paymentAmount,
  attachmentFilename,
  attachmentKind,
  checkPayment,
  dayMonthYear,
  emptyPaymentForm,
  firstPaymentError,
  isPdfPath,
  paymentHistory,
  paymentSums,
  receiptFilename,
  serverPaymentErrors,
} from '../../../renderer/src/purchasing/payments/logic';
import { receiptPath } from '../../../renderer/src/purchasing/payments/PaymentDetailDialog';
import { PAYMENT_TEXTS } from '../../../renderer/src/purchasing/payments/texts';

/** The payment screen's rules (renderer/src/purchasing/payments/logic.ts), checked before anything is sent. */

const form = (extra: Partial<ReturnType<typeof emptyPaymentForm>> = {}) => ({ ...emptyPaymentForm('2026-03-05'), ...extra });

describe('the payment form', () => {
  it('starts on today with Tunai and nothing typed (seed: default method Tunai)', () => {
    expect(emptyPaymentForm('2026-03-05')).toEqual({ tanggal_pembayaran: '2026-03-05', cara_pembayaran: 'Tunai', nominal_pembayaran: '', memo: '' });
  });

  it('reads a typed or pasted amount as Indonesians write rupiah; a letter or a decimal is refused, not dropped', () => {
    expect(paymentAmount('1.500.000')).toEqual({ ok: true, value: 1_500_000 });
    expect(paymentAmount('Rp 250.000,-')).toEqual({ ok: true, value: 250_000 });
    expect(paymentAmount('007')).toEqual({ ok: true, value: 7 });
    expect(paymentAmount('')).toEqual({ ok: true, value: null });
    expect(paymentAmount('abc')).toEqual({ ok: false, message: 'Hanya angka' });
    expect(checkPayment(form({ nominal_pembayaran: '400.000,5' }), 1_000_000, true)).toEqual({ ok: false, errors: { nominal_pembayaran: 'Tidak boleh ada desimal' } });
  });

  it('sends the amount as a whole number with the date, method and trimmed memo', () => {
    const checked = checkPayment(form({ nominal_pembayaran: '400000', cara_pembayaran: 'Transfer Bank', memo: '  DP 40%  ' }), 1_000_000, true);
    expect(checked).toEqual({ ok: true, body: { tanggal_pembayaran: '2026-03-05', cara_pembayaran: 'Transfer Bank', nominal_pembayaran: 400_000, memo: 'DP 40%' } });
  });

  it('accepts exactly the remaining balance', () => {
    expect(checkPayment(form({ nominal_pembayaran: '1000000' }), 1_000_000, true).ok).toBe(true);
  });

  it('says an amount above the remaining balance is refused before sending it', () => {
    const checked = checkPayment(form({ nominal_pembayaran: '1000001' }), 1_000_000, true);
    expect(checked).toEqual({ ok: false, errors: { nominal_pembayaran: 'Nominal melebihi sisa pembayaran (sisa Rp 1.000.000)' } });
  });

  it('requires a date, an amount above 0 and the attachment (seed section 5)', () => {
    const checked = checkPayment(form({ tanggal_pembayaran: '', nominal_pembayaran: '0' }), 500, false);
    expect(checked).toEqual({
      ok: false,
      errors: { tanggal_pembayaran: PAYMENT_TEXTS.dateRequired, nominal_pembayaran: PAYMENT_TEXTS.amountRequired, lampiran: 'Lampiran wajib diunggah' },
    });
    if (!checked.ok) expect(firstPaymentError(checked.errors)).toBe('tanggal_pembayaran');
    expect(firstPaymentError({ lampiran: 'x', nominal_pembayaran: 'y' })).toBe('nominal_pembayaran');
    expect(firstPaymentError({})).toBeUndefined();
  });

  it("puts the server's field messages on the form's fields (the upload's 'file' on the attachment)", () => {
    expect(serverPaymentErrors({ nominal_pembayaran: 'Nominal melebihi sisa', 'body.memo': 'Terlalu panjang', file: 'File harus gambar', other: 'x' })).toEqual({
      nominal_pembayaran: 'Nominal melebihi sisa',
      memo: 'Terlalu panjang',
      lampiran: 'File harus gambar',
    });
    expect(serverPaymentErrors(undefined)).toEqual({});
  });
});

describe('the attachment', () => {
  it('re-encodes photos only; a GIF, a PDF and anything else go as they are (the server checks the content)', () => {
    expect(attachmentKind({ type: 'image/jpeg', name: 'bukti.jpg' })).toBe('image');
    expect(attachmentKind({ type: 'image/png', name: 'bukti.png' })).toBe('image');
    expect(attachmentKind({ type: 'image/gif', name: 'bukti.gif' })).toBe('gif');
    expect(attachmentKind({ type: 'application/pdf', name: 'bukti.pdf' })).toBe('pdf');
    expect(attachmentKind({ type: '', name: 'SCAN.PDF' })).toBe('pdf');
    expect(attachmentKind({ type: 'text/plain', name: 'catatan.txt' })).toBe('other');
  });

  it('is named after the PO when downloaded, with its stored extension', () => {
    expect(attachmentFilename('PO/2026/001', '/api/files/payment/0b3c5c8e-1111-4222-8333-944445555666.pdf')).toBe('lampiran-PO-2026-001.pdf');
    expect(attachmentFilename('1772400000', '/api/files/payment/x.JPG')).toBe('lampiran-1772400000.jpg');
    expect(isPdfPath('/api/files/payment/a.pdf')).toBe(true);
    expect(isPdfPath('/api/files/payment/a.png')).toBe(false);
  });
});

describe('the history and the receipt', () => {
  const payment = (id: string, tanggal: string, nominal: number) => ({
    id,
    tanggal_pembayaran: tanggal,
    cara_pembayaran: 'Tunai' as const,
    nominal_pembayaran: nominal,
    memo: '',
    lampiran: '',
    created_by: 'Budi',
  });

  it('sums what was paid beside the grand total and the balance the server keeps', () => {
    const po: Pick<PurchaseDetail, 'grand_total' | 'sisa_pembayaran' | 'pembayaran'> = {
      grand_total: 1_234_500,
      sisa_pembayaran: 534_500,
      pembayaran: [payment('a', '2026-03-05', 500_000), payment('b', '2026-03-06', 200_000)],
    };
    expect(paymentSums(po)).toEqual({ grandTotal: 1_234_500, paid: 700_000, remaining: 534_500 });
  });

  it('lists payments oldest first, ties by id', () => {
    const ordered = paymentHistory([payment('c', '2026-03-07', 1), payment('b', '2026-03-05', 1), payment('a', '2026-03-05', 1)]);
    expect(ordered.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('reads dates DD/MM/YYYY (seed section 9)', () => {
    expect(dayMonthYear('2026-03-05')).toBe('05/03/2026');
    expect(dayMonthYear('bukan tanggal')).toBe('bukan tanggal');
  });

  it('asks the server for one payment\'s receipt and names the file after the PO', () => {
    expect(receiptPath('p-1', 'pay-2')).toBe('/api/purchasing/pembelian/receipt/p-1/pay-2');
    expect(receiptFilename('PO 12/III', '2026-03-05')).toBe('kwitansi-PO-12-III-2026-03-05.pdf');
    expect(receiptFilename('', '2026-03-05')).toBe('kwitansi-po-2026-03-05.pdf');
  });
});
