import { Button, Checkbox, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { PurchaseDetail } from '../../../../common/contract/purchasing';
import { formatRupiah } from '../../../../common/format';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { openPdf, printOrOffer } from '../../shell/print/pdf';
import { showFailure, showSuccess } from '../../shell/toast';
import { RecordLoadState } from '../../shell/states';
import { PURCHASING_TEXTS as T } from '../texts';
import { purchasePrintPath, usePurchaseDetailQuery } from './api';
import { lineExtras, purchasePdfName, receivingBadge, showDate, statusBadge, storedAmounts } from './logic';
import { RiwayatPerubahan } from '../../audit/RiwayatPerubahan';

export interface PurchaseDetailDialogProps {
  /** The PO shown; null closes the dialog. */
  purchaseId: string | null;
  onClose: () => void;
  /** 'Payment': the payment screen of this PO. */
  onPayment: (id: string) => void;
  /** 'Edit': refused by the caller once paid. */
  onEdit: (detail: PurchaseDetail) => void;
}

/**
 * The PO detail modal (seed 001 screen 4): invoice number, payment status, supplier, email,
 * receiver, address, dates, numbers, lines, totals, 'Sembunyikan harga saat cetak', and the
 * buttons Payment, Edit, Print (the server's PO PDF: straight to the report printer on the
 * desktop, downloaded otherwise).
 */
export function PurchaseDetailDialog({ purchaseId, onClose, onPayment, onEdit }: PurchaseDetailDialogProps) {
  const bridge = useBridge();
  // The last id stays while the dialog closes, so its content does not vanish mid-animation.
  const [shownId, setShownId] = useState<string | null>(purchaseId);
  if (purchaseId && purchaseId !== shownId) setShownId(purchaseId);
  const detail = usePurchaseDetailQuery(shownId ?? '', { skip: !shownId });
  const data = detail.currentData?.id === shownId ? detail.currentData : undefined;
  const [hideAmounts, setHideAmounts] = useState(false);
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    if (!data || printing) return;
    setPrinting(true);
    try {
      const url = purchasePrintPath(data.id, hideAmounts);
      const attempt = bridge.mode === 'desktop' ? await printOrOffer(bridge, url, 'report') : null;
      if (attempt?.printed) {
        showSuccess(T.printed);
        return;
      }
      if (attempt && !attempt.offerPdf) {
        showFailure(T.printFailed, attempt.reason);
        return;
      }
      const opened = await openPdf(bridge, url, purchasePdfName(data.no_transaksi));
      if (!opened.ok) showFailure(T.printFailed, describeError(opened.error));
    } finally {
      setPrinting(false);
    }
  };

  let body;
  if (detail.isError || !data) {
    body = <RecordLoadState query={detail} failedTitle={T.loadFailed} />;
  } else {
    body = (
      <>
        <DetailBody detail={data} hideAmounts={hideAmounts} onHideAmounts={setHideAmounts} />
        <RiwayatPerubahan entity="purchase" id={data.id} />
      </>
    );
  }

  return (
    <Dialog isOpen={purchaseId !== null} onClose={onClose} title={T.detailTitle} icon="shopping-cart" className="purchasing-dialog purchase-detail-dialog">
      <DialogBody>{body}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="bank-account" text={T.payment} disabled={!data} onClick={() => data && onPayment(data.id)} />
            <Button icon="edit" text={T.edit} disabled={!data} onClick={() => data && onEdit(data)} />
            <Button icon="print" intent={Intent.PRIMARY} text={printing ? T.printing : T.print} disabled={!data || printing} onClick={() => void print()} />
            <Button text={T.close} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}

function DetailBody({ detail, hideAmounts, onHideAmounts }: { detail: PurchaseDetail; hideAmounts: boolean; onHideAmounts: (hide: boolean) => void }) {
  const badge = statusBadge(detail.status_pembayaran);
  const receiving = receivingBadge(detail.status_penerimaan);
  const extras = lineExtras(detail.jenis_po);
  const f = T.facts;
  const facts: [string, string][] = [
    [f.supplier, detail.supplier.nama_perusahaan],
    [f.email, detail.supplier.email],
    [f.receiver, detail.penerima.nama_perusahaan],
    [f.address, detail.penerima.alamat_pengiriman],
    [f.date, showDate(detail.tanggal_transaksi)],
    [f.dueDate, showDate(detail.tanggal_jatuh_tempo)],
    [f.number, detail.no_transaksi],
    [f.reference, detail.no_reff_supplier],
    [f.type, detail.jenis_po],
    [f.remaining, formatRupiah(detail.sisa_pembayaran)],
    [f.message, detail.attn],
    [f.memo, detail.memo],
  ];
  const discount = detail.jenis_diskon === '%' ? `${T.totals.discount} (${detail.diskon}%)` : T.totals.discount;
  const amounts = storedAmounts(detail);
  const totals: [string, string][] = [
    [T.totals.subtotal, formatRupiah(detail.sub_total)],
    [`${T.totals.ppn} (${detail.ppn}%)`, formatRupiah(amounts.ppn)],
    [T.totals.total, formatRupiah(detail.total)],
    [discount, formatRupiah(amounts.diskon)],
    [T.totals.shipping, formatRupiah(detail.ongkir)],
    [T.totals.grandTotal, formatRupiah(detail.grand_total)],
  ];

  return (
    <div className="purchase-detail">
      <div className="purchase-detail-head">
        <div>
          <div className="purchase-detail-label">{T.invoice}</div>
          <div className="purchase-detail-invoice">{detail.no_transaksi}</div>
        </div>
        <div className="purchase-detail-statuses">
          <div>
            <div className="purchase-detail-label">{T.paymentStatus}</div>
            <Tag intent={badge.intent} round className="purchase-status">
              {badge.text}
            </Tag>
          </div>
          <div>
            <div className="purchase-detail-label">{T.receivingStatus}</div>
            <Tag intent={receiving.intent} round minimal={receiving.intent !== Intent.SUCCESS} className="purchase-status">
              {receiving.text}
            </Tag>
          </div>
        </div>
      </div>
      <dl className="purchasing-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="purchasing-fact">
            <dt>{label}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
      <div className="purchase-detail-lines">
        <HTMLTable compact striped className="purchase-detail-table">
          <thead>
            <tr>
              <th scope="col">{MASTER_TEXTS.number}</th>
              <th scope="col">{T.lines.code}</th>
              <th scope="col">{T.lines.product}</th>
              <th scope="col" className="purchase-cell-number">
                {T.lines.qty}
              </th>
              <th scope="col">{T.lines.unit}</th>
              <th scope="col" className="purchase-cell-number">
                {T.lines.price}
              </th>
              {extras.map((extra) => (
                <th key={extra} scope="col" className={extra === 'ukuran_asli' || extra === 'tebal' ? undefined : 'purchase-cell-number'}>
                  {extraHeader(extra)}
                </th>
              ))}
              <th scope="col" className="purchase-cell-number">
                {T.lines.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.product.map((line, index) => (
              <tr key={line.id}>
                <td>{index + 1}</td>
                <td>{line.code || '–'}</td>
                <td className="purchase-detail-product">{line.name}</td>
                <td className="purchase-cell-number">{line.qty}</td>
                <td>{line.satuan}</td>
                <td className="purchase-cell-number">{formatRupiah(line.price)}</td>
                {extras.map((extra) => (
                  <td key={extra} className={extra === 'ukuran_asli' || extra === 'tebal' ? undefined : 'purchase-cell-number'}>
                    {extraCell(extra, line)}
                  </td>
                ))}
                <td className="purchase-cell-number">{formatRupiah(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className="purchase-detail-foot">
        <Checkbox checked={hideAmounts} label={T.hideAmounts} onChange={(event) => onHideAmounts(event.currentTarget.checked)} />
        <dl className="purchase-detail-totals">
          {totals.map(([label, value]) => (
            <div key={label} className={label === T.totals.grandTotal ? 'purchase-total-row purchase-grand-total' : 'purchase-total-row'}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

function extraHeader(extra: ReturnType<typeof lineExtras>[number]): string {
  const labels = { ukuran_asli: T.lines.size, tebal: T.lines.thickness, qty_zak: T.lines.zak, diskon_1: T.lines.discount1, diskon_2: T.lines.discount2, total_awal: T.lines.before };
  return labels[extra];
}

function extraCell(extra: ReturnType<typeof lineExtras>[number], line: PurchaseDetail['product'][number]): string {
  switch (extra) {
    case 'ukuran_asli':
      return line.ukuran_asli || '–';
    case 'tebal':
      return line.tebal || '–';
    case 'qty_zak':
      return String(line.qty_zak);
    case 'diskon_1':
      return `${line.diskon_1}%`;
    case 'diskon_2':
      return `${line.diskon_2}%`;
    case 'total_awal':
      return formatRupiah(line.total_awal);
  }
}
