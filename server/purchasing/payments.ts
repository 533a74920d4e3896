import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileUrl, STORED_FILE_NAME } from '../../common/contract/files';
import { purchasingEndpoints, type PaymentStatus } from '../../common/contract/purchasing';
import { formatRupiah } from '../../common/format';
import { personName, type Clock } from '../auth/context';
import { writeAuditDiff } from '../db/audit';
import { AUDIT_TRACKED } from '../../common/contract/audit';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerEndpoint } from '../http/endpoint';
import { AppError, unauthenticated, validationError } from '../http/errors';
import { isCalendarDay, lockPurchase, PAYMENT_AREA } from './purchases';
import { purchasePayments, purchases } from './tables';

/**
 * Payments against a PO (seed 001 sections 2 screen 7, 4, 7): the proof upload (an image or a PDF,
 * by content), then the payment itself. The server derives the balance and status from the
 * payments under the PO's row lock, so two payments at the same moment cannot both pass.
 */

export const ALREADY_PAID = 'PO sudah lunas';
const ATTACHMENT_MISSING = 'Lampiran tidak ditemukan; unggah ulang bukti pembayaran';

export const overpaymentMessage = (remaining: number) => `Nominal melebihi sisa pembayaran (sisa ${formatRupiah(remaining)})`;

/** The status a balance means: nothing paid yet, some paid, or all of it. */
export function paymentStatusOf(grandTotal: number, remaining: number): PaymentStatus {
  if (remaining <= 0) return 'lunas';
  return remaining < grandTotal ? 'bayar sebagian' : 'belum lunas';
}

/** A payment file's stored name from the path `uploadPembayaran` answered (or the bare name); null when it is not one. */
function storedName(lampiran: string): string | null {
  const prefix = fileUrl(PAYMENT_AREA, '');
  const name = lampiran.startsWith(prefix) ? lampiran.slice(prefix.length) : lampiran;
  return STORED_FILE_NAME.test(name) ? name : null;
}

export function registerPaymentRoutes(app: FastifyInstance, deps: { db: Db; files: FileStore; clock: Clock }): void {
  const { db, files, clock } = deps;
  const e = purchasingEndpoints;

  registerEndpoint(app, e.uploadPayment, async ({ files: received }) => {
    // The contract marks the part required: the endpoint answers 400 before this without it.
    if (!received.file) throw validationError({ file: 'File wajib diunggah' });
    const name = await files.save(PAYMENT_AREA, received.file);
    return { status: 'ok' as const, message: fileUrl(PAYMENT_AREA, name) };
  });

  registerEndpoint(app, e.pay, async ({ params, body, auth }) => {
    if (!auth) throw unauthenticated();
    if (!isCalendarDay(body.tanggal_pembayaran)) throw validationError({ tanggal_pembayaran: 'Tanggal pembayaran tidak valid' });
    const attachment = storedName(body.lampiran);
    if (!attachment || !(await files.read(PAYMENT_AREA, attachment))) throw validationError({ lampiran: ATTACHMENT_MISSING });
    const now = clock();
    const payerName = personName(auth.user);

    const result = await db.transaction(async (tx) => {
      // SELECT … FOR UPDATE: a second payment for the same PO waits here and then sees this one.
      const po = await lockPurchase(tx, params.id);
      const grandTotal = Number(po.grandTotal);
      const [paid] = await tx
        .select({ sum: sql<string>`coalesce(sum(${purchasePayments.nominal}), 0)` })
        .from(purchasePayments)
        .where(eq(purchasePayments.purchaseId, params.id));
      const remaining = grandTotal - Number(paid?.sum ?? 0);
      if (remaining <= 0) throw new AppError('CONFLICT', ALREADY_PAID);
      if (body.nominal_pembayaran > remaining) {
        const message = overpaymentMessage(remaining);
        throw new AppError('CONFLICT', message, { nominal_pembayaran: message });
      }
      const [payment] = await tx
        .insert(purchasePayments)
        .values({
          purchaseId: params.id,
          tanggalPembayaran: body.tanggal_pembayaran,
          caraPembayaran: body.cara_pembayaran,
          nominal: body.nominal_pembayaran,
          memo: body.memo,
          lampiran: attachment,
          createdBy: auth.user.id,
          createdByName: payerName,
          createdAt: now,
        })
        .returning({ id: purchasePayments.id });
      if (!payment) throw new Error('insert returned nothing');
      const sisa = remaining - body.nominal_pembayaran;
      const status = paymentStatusOf(grandTotal, sisa);
      await tx
        .update(purchases)
        .set({ sisaPembayaran: sisa, statusPembayaran: status, updatedAt: now, updatedBy: auth.user.id })
        .where(eq(purchases.id, params.id));
      await writeAuditDiff(tx, auth, now, {
        entity: 'purchase',
        entityId: params.id,
        action: 'payment',
        tracked: AUDIT_TRACKED.purchase,
        before: { sisa_pembayaran: remaining, status_pembayaran: po.statusPembayaran },
        after: { pembayaran: body.nominal_pembayaran, cara_pembayaran: body.cara_pembayaran, tanggal_pembayaran: body.tanggal_pembayaran, sisa_pembayaran: sisa, status_pembayaran: status },
      });
      return { status_pembayaran: status, sisa_pembayaran: sisa };
    });
    return { status: 'ok' as const, data: result };
  });
}
