import { Button, Checkbox, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { ProductDetail, QrCodeRow } from '../../../../common/contract/warehouse';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { MasterPagination } from '../../shell/master/ListCard';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { openPdf, printOrOffer } from '../../shell/print/pdf';
import { showFailure, showSuccess } from '../../shell/toast';
import { useAppDispatch } from '../../store/hooks';
import { PRODUCT_TAG, productApi, useProductPrintManyMutation, useProductPrintOneMutation } from './api';
import {
  chosenCodes,
  isSelectable,
  lastQrPage,
  printLabelBatch,
  qrLabelFilename,
  qrLabelPath,
  qrPageRows,
  selectAllState,
  toggleAllCodes,
  toggleCode,
} from './logic';
import { PRODUCT_TEXTS } from './texts';

export interface QrListDialogProps {
  product: ProductDetail;
  /** The product's codes with their print flags (the detail's `qrcode`). */
  codes: readonly QrCodeRow[];
  onClose: () => void;
}

/**
 * The QR list (seed 001 section 2 item 3): select-all (unprinted only), a checkbox and a badge
 * per code, 5 per page, and 'Print QrCode'. On a desktop with a label printer each label goes
 * to it silently and is flagged right after; otherwise the selected labels come as one PDF and
 * are flagged together once it is saved.
 */
export function QrListDialog({ product, codes, onClose }: QrListDialogProps) {
  const bridge = useBridge();
  const dispatch = useAppDispatch();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [page, setPage] = useState(1);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The label of the batch now at the printer (1-based), and how many there are. */
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const [printOne] = useProductPrintOneMutation();
  const [printMany] = useProductPrintManyMutation();

  const lastPage = lastQrPage(codes.length);
  const shownPage = Math.min(page, lastPage);
  const rows = qrPageRows(codes, shownPage);
  const allState = selectAllState(selected, codes);
  const selectableCount = codes.filter(isSelectable).length;
  const chosenCount = chosenCodes(selected, codes).length;

  /** The flags changed on the server: the detail (and so this list) reads them again. */
  const refresh = () => dispatch(productApi.util.invalidateTags([{ type: PRODUCT_TAG, id: product.id }]));

  /** One label at a time to the label printer (see printLabelBatch); 'offer-pdf' when there is none. */
  const printDirect = async (chosen: readonly string[]): Promise<'done' | 'offer-pdf'> => {
    const result = await printLabelBatch(chosen, {
      print: (code) => printOrOffer(bridge, qrLabelPath(product.id, [code]), 'label'),
      mark: async (code) => {
        const marked = await printOne({ id: product.id, code });
        return marked.error ? describeError(marked.error) : null;
      },
      onProgress: (current, total) => setProgress({ current, total }),
    });
    if (result.kind === 'offer-pdf') return 'offer-pdf';
    if (result.kind === 'printed') showSuccess(PRODUCT_TEXTS.qrPrinted(result.printed));
    else if (result.markFailed) showFailure(PRODUCT_TEXTS.qrMarkFailed, result.reason);
    else showFailure(PRODUCT_TEXTS.qrPrintFailed, PRODUCT_TEXTS.qrPrintStopped(result.printed, chosen.length, result.reason));
    return 'done';
  };

  /** Every chosen label in one PDF (web, or no label printer); flagged once the PDF is out. */
  const printPdf = async (chosen: readonly string[]) => {
    const opened = await openPdf(bridge, qrLabelPath(product.id, chosen), qrLabelFilename(product));
    if (!opened.ok) {
      showFailure(PRODUCT_TEXTS.qrPdfFailed, describeError(opened.error));
      return;
    }
    const marked = await printMany({ id: product.id, codes: [...chosen] });
    if (marked.error) {
      showFailure(PRODUCT_TEXTS.qrMarkFailed, describeError(marked.error));
      return;
    }
    showSuccess(PRODUCT_TEXTS.qrPrinted(chosen.length));
  };

  const print = async () => {
    if (busy) return;
    const chosen = chosenCodes(selected, codes);
    if (chosen.length === 0) {
      setAlert(PRODUCT_TEXTS.qrNoneSelected);
      return;
    }
    setBusy(true);
    try {
      const direct = bridge.mode === 'desktop' ? await printDirect(chosen) : 'offer-pdf';
      if (direct === 'offer-pdf') await printPdf(chosen);
      setSelected(new Set());
    } finally {
      setBusy(false);
      setProgress(null);
      refresh();
    }
  };

  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} canEscapeKeyClose={!busy} canOutsideClickClose={!busy} title={PRODUCT_TEXTS.qrTitle} icon="barcode" className="product-qr-dialog">
      <DialogBody>
        <p className="product-qr-product">
          <strong>{product.name}</strong> <span className="product-qr-code">{product.code}</span>
        </p>
        <HTMLTable compact striped className="product-qr-table">
          <thead>
            <tr>
              <th scope="col" className="product-qr-check">
                <Checkbox
                  aria-label={PRODUCT_TEXTS.qrSelectAll}
                  title={PRODUCT_TEXTS.qrSelectAll}
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  disabled={busy || selectableCount === 0}
                  onChange={() => setSelected((previous) => toggleAllCodes(previous, codes))}
                />
              </th>
              <th scope="col">{PRODUCT_TEXTS.qrColumns.code}</th>
              <th scope="col">{PRODUCT_TEXTS.qrColumns.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <td className="product-qr-check">
                  <Checkbox
                    aria-label={PRODUCT_TEXTS.qrSelect(row.code)}
                    checked={isSelectable(row) && selected.has(row.code)}
                    disabled={busy || !isSelectable(row)}
                    onChange={() => setSelected((previous) => toggleCode(previous, row.code))}
                  />
                </td>
                <td className="product-qr-code">{row.code}</td>
                <td>
                  <Tag intent={row.print === 1 ? Intent.SUCCESS : Intent.WARNING} round>
                    {PRODUCT_TEXTS.qrBadge[row.print]}
                  </Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <div className="product-qr-footer">
          <span className="product-qr-selected" aria-live="polite">
            {PRODUCT_TEXTS.qrSelected(chosenCount)}
          </span>
          <MasterPagination page={shownPage} lastPage={lastPage} onPage={setPage} />
        </div>
        {progress && (
          <div className="product-qr-progress" role="status">
            <ProgressBar intent={Intent.PRIMARY} value={(progress.current - 1) / progress.total} animate stripes />
            <span>{PRODUCT_TEXTS.qrProgress(progress.current, progress.total)}</span>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={PRODUCT_TEXTS.close} onClick={onClose} disabled={busy} />
            <Button
              intent={Intent.PRIMARY}
              icon="print"
              text={busy ? PRODUCT_TEXTS.qrPrinting : PRODUCT_TEXTS.qrPrint}
              disabled={busy}
              onClick={() => void print()}
            />
          </>
        }
      />
      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} />
    </Dialog>
  );
}
