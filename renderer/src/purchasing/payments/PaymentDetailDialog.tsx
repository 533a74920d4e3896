import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { fillPath } from '../../../../common/contract';
import { purchasingEndpoints, type PurchaseDetail } from '../../../../common/contract/purchasing';
import { formatRupiah } from '../../../../common/format';
import { terbilang } from '../../../../common/terbilang';
import { useBridge } from '../../bridge/context';
import { StoredImage } from '../../shell/images';
import { showFailure, showSuccess } from '../../shell/toast';
import { printOrDownload } from '../../shell/print/output';
import { dayMonthYear, isPdfPath, receiptFilename } from './logic';
import { PAYMENT_TEXTS as T } from './texts';
import { RiwayatPerubahan } from '../../audit/RiwayatPerubahan';

type Payment = PurchaseDetail['pembayaran'][number];

export interface PaymentDetailDialogProps {
  po: PurchaseDetail;
  /** The payment shown; null closes the dialog. */
  payment: Payment | null;
  onClose: () => void;
  onDownload: (lampiran: string) => void;
}

/** The receipt of one payment: `pembelian/receipt/{id}/{paymentId}` (a PDF the server builds). */
export const receiptPath = (purchaseId: string, paymentId: string) => fillPath(purchasingEndpoints.receipt.path, { id: purchaseId, paymentId });

/** 'Rincian Pembayaran': the payment with its amount in words, its proof, and 'Cetak Kwitansi'. */
export function PaymentDetailDialog({ po, payment, onClose, onDownload }: PaymentDetailDialogProps) {
  const bridge = useBridge();
  // The last payment stays while the dialog closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState<Payment | null>(payment);
  if (payment && payment !== shown) setShown(payment);
  const [printing, setPrinting] = useState(false);

  const printReceipt = async () => {
    if (!shown || printing) return;
    setPrinting(true);
    try {
      const outcome = await printOrDownload(bridge, receiptPath(po.id, shown.id), receiptFilename(po.no_transaksi, shown.tanggal_pembayaran));
      if (!outcome.ok) showFailure(T.printFailed, outcome.message);
      else if (outcome.printed) showSuccess(T.printed);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Dialog isOpen={payment !== null} onClose={onClose} title={T.detailTitle} icon="bank-account" className="payment-detail-dialog">
      <DialogBody>
        {shown && (
          <div className="payment-detail">
            <dl className="payment-detail-facts">
              <dt>{T.transactionCode}</dt>
              <dd>{po.no_transaksi}</dd>
              <dt>{T.supplier}</dt>
              <dd>{po.supplier.nama_perusahaan}</dd>
              <dt>{T.date}</dt>
              <dd>{dayMonthYear(shown.tanggal_pembayaran)}</dd>
              <dt>{T.method}</dt>
              <dd>{shown.cara_pembayaran}</dd>
              <dt>{T.amount}</dt>
              <dd className="payment-detail-amount">{formatRupiah(shown.nominal_pembayaran)}</dd>
              <dt>{T.inWords}</dt>
              <dd className="payment-detail-words">{`${terbilang(shown.nominal_pembayaran)} rupiah`}</dd>
              <dt>{T.memo}</dt>
              <dd>{shown.memo || '–'}</dd>
              <dt>{T.paidBy}</dt>
              <dd>{shown.created_by || '–'}</dd>
            </dl>
            <div className="payment-detail-proof">
              {isPdfPath(shown.lampiran) ? (
                <Button icon="document" text={T.downloadAttachment} onClick={() => onDownload(shown.lampiran)} />
              ) : (
                <>
                  <StoredImage path={shown.lampiran} alt={T.attachmentOf(dayMonthYear(shown.tanggal_pembayaran))} className="payment-detail-image" />
                  <Button variant="minimal" size="small" icon="download" text={T.downloadAttachment} onClick={() => onDownload(shown.lampiran)} />
                </>
              )}
            </div>
            {/* Payments are the PO's changes: its history lists each with the balance before and after. */}
            <RiwayatPerubahan entity="purchase" id={po.id} />
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.close} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="print" text={printing ? T.printing : T.printReceipt} disabled={printing} onClick={() => void printReceipt()} />
          </>
        }
      />
    </Dialog>
  );
}
