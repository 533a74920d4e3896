import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { formatRupiah } from '../../../../common/format';
import { StoredImage } from '../../shell/images';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { RecordLoadState } from '../../shell/states';
import { useProductDetailQuery, type ProductDetailData } from './api';
import { CompositionEditor } from './CompositionEditor';
import { productQrText, stockText } from './logic';
import { NoPhoto } from './NoPhoto';
import { QrListDialog } from './QrListDialog';
import { StockCardDialog } from '../stock-card/StockCardDialog';
import { STOCK_CARD_TEXTS } from '../stock-card/texts';
import { PRODUCT_TEXTS } from './texts';
import { RiwayatPerubahan } from '../../audit/RiwayatPerubahan';

/** Small, yet scannable from the screen; the labels carry the real QR codes. */
const QR_SIZE = 96;

/** The product's QR drawn on a canvas (no data: URL, so no CSP exception is needed). */
function ProductQr({ text }: { text: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, text, { margin: 1, width: QR_SIZE, errorCorrectionLevel: 'H' }).catch((error: unknown) => {
      console.error('[produk] QR:', error);
    });
  }, [text]);
  return <canvas ref={canvas} className="product-detail-qr" data-qr={text} width={QR_SIZE} height={QR_SIZE} aria-hidden />;
}

export interface ProductDetailDialogProps {
  /** The product shown; null closes the dialog. */
  productId: string | null;
  /** Its QR codes have been brought in line with the stock (PUT regenerateqr): the detail may load. */
  ready: boolean;
  onClose: () => void;
}

/** 'Rincian Produk': the product read-only, its QR (opening the QR list) and its composition. */
export function ProductDetailDialog({ productId, ready, onClose }: ProductDetailDialogProps) {
  // The last id stays while the dialog closes, so its content does not vanish mid-animation.
  const [shownId, setShownId] = useState<string | null>(productId);
  if (productId && productId !== shownId) setShownId(productId);
  const detail = useProductDetailQuery(shownId ?? '', { skip: !shownId || (productId !== null && !ready) });
  const data = detail.currentData;

  let body;
  if (detail.isError || !data || data.data.id !== shownId) {
    body = <RecordLoadState query={detail} failedTitle={PRODUCT_TEXTS.loadFailed} />;
  } else {
    body = (
      <>
        <DetailBody detail={data} />
        <RiwayatPerubahan entity="product" id={data.data.id} />
      </>
    );
  }

  return (
    <Dialog isOpen={productId !== null} onClose={onClose} title={PRODUCT_TEXTS.detailTitle} icon="box" className="product-detail-dialog">
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text={PRODUCT_TEXTS.close} onClick={onClose} />} />
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: ProductDetailData }) {
  const product = detail.data;
  const [qrOpen, setQrOpen] = useState(false);
  const [emptyAlert, setEmptyAlert] = useState(false);
  const [compositionOpen, setCompositionOpen] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const qrText = productQrText(product);

  // Seed section 5: no codes (no stock) → 'Stok Barang Kosong', and the list does not open.
  const openQrList = () => (detail.qrcode.length === 0 ? setEmptyAlert(true) : setQrOpen(true));

  const facts: [string, string][] = [
    [PRODUCT_TEXTS.facts.code, product.code],
    [PRODUCT_TEXTS.facts.name, product.name],
    [PRODUCT_TEXTS.facts.stock, stockText(product.stock, product.unit.name)],
    [PRODUCT_TEXTS.facts.price, formatRupiah(product.price)],
    [PRODUCT_TEXTS.facts.category, product.category.name],
    [PRODUCT_TEXTS.facts.warehouse, product.warehouse],
    [PRODUCT_TEXTS.facts.variant, product.variant.name],
    [PRODUCT_TEXTS.facts.division, product.division],
  ];

  return (
    <div className="product-detail">
      <div className="product-detail-head">
        <StoredImage path={product.photo} alt={PRODUCT_TEXTS.photoOf(product.name)} size={120} className="product-detail-photo" fallback={<NoPhoto size={120} />} />
        <dl className="product-detail-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="product-detail-fact">
              <dt>{label}</dt>
              <dd>{value || '–'}</dd>
            </div>
          ))}
        </dl>
        <button type="button" className="product-detail-qr-button" title={PRODUCT_TEXTS.openQrList} aria-label={PRODUCT_TEXTS.qrImage(qrText)} onClick={openQrList}>
          <ProductQr text={qrText} />
          <span className="product-detail-qr-caption">{PRODUCT_TEXTS.openQrList}</span>
        </button>
      </div>

      <section className="product-detail-section" aria-labelledby="product-balances-heading">
        <div className="product-detail-section-head">
          <h5 id="product-balances-heading">{PRODUCT_TEXTS.balances}</h5>
          <Button size="small" icon="th-list" text={STOCK_CARD_TEXTS.open} onClick={() => setCardOpen(true)} />
        </div>
        {product.balances.length === 0 ? (
          <p className="product-detail-empty">{PRODUCT_TEXTS.noBalances}</p>
        ) : (
          <HTMLTable compact striped className="product-detail-table" aria-labelledby="product-balances-heading">
            <tbody>
              {product.balances.map((balance) => (
                <tr key={balance.warehouse.id}>
                  <td>{balance.warehouse.name}</td>
                  <td className="product-cell-number">{stockText(balance.qty, product.unit.name)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>

      <section className="product-detail-section" aria-labelledby="product-composition-heading">
        <div className="product-detail-section-head">
          <h5 id="product-composition-heading">{PRODUCT_TEXTS.composition}</h5>
          <Button size="small" icon="edit" text={PRODUCT_TEXTS.editComposition} onClick={() => setCompositionOpen(true)} />
        </div>
        {product.komposisi.length === 0 ? (
          <p className="product-detail-empty">{PRODUCT_TEXTS.noComposition}</p>
        ) : (
          <HTMLTable compact striped className="product-detail-table product-composition-table" aria-labelledby="product-composition-heading">
            <thead>
              <tr>
                <th scope="col">{PRODUCT_TEXTS.compositionColumns.product}</th>
                <th scope="col">{PRODUCT_TEXTS.compositionColumns.code}</th>
                <th scope="col" className="product-cell-number">
                  {PRODUCT_TEXTS.compositionColumns.qty}
                </th>
              </tr>
            </thead>
            <tbody>
              {product.komposisi.map((row) => (
                <tr key={row.produk.id}>
                  <td>{row.produk.name}</td>
                  <td>{row.produk.code}</td>
                  <td className="product-cell-number">{row.qty}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>

      <NoticeAlert message={emptyAlert ? PRODUCT_TEXTS.qrEmpty : null} onDismiss={() => setEmptyAlert(false)} />
      {/* Mounted while open only: a fresh portal stacks above 'Rincian Produk'. */}
      {qrOpen && <QrListDialog product={product} codes={detail.qrcode} onClose={() => setQrOpen(false)} />}
      {compositionOpen && <CompositionEditor product={product} onClose={() => setCompositionOpen(false)} />}
      {cardOpen && <StockCardDialog product={product} onClose={() => setCardOpen(false)} />}
    </div>
  );
}
