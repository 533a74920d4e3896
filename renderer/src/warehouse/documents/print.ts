import { useState } from 'react';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { openPdf, printOrOffer } from '../../shell/print/pdf';
import { showFailure, showSuccess } from '../../shell/toast';
import { DOCUMENT_TEXTS as T } from './texts';

/**
 * 'Cetak Laporan' of a stock document: straight to the report printer on the desktop when one is
 * set, otherwise the server's PDF is downloaded (as the PO print does).
 */
export function useDocumentPrint(): { printing: boolean; print: (url: string, filename: string) => Promise<void> } {
  const bridge = useBridge();
  const [printing, setPrinting] = useState(false);
  const print = async (url: string, filename: string) => {
    if (printing) return;
    setPrinting(true);
    try {
      const attempt = bridge.mode === 'desktop' ? await printOrOffer(bridge, url, 'report') : null;
      if (attempt?.printed) {
        showSuccess(T.printed);
        return;
      }
      if (attempt && !attempt.offerPdf) {
        showFailure(T.printFailed, attempt.reason);
        return;
      }
      const opened = await openPdf(bridge, url, filename);
      if (!opened.ok) showFailure(T.printFailed, describeError(opened.error));
    } finally {
      setPrinting(false);
    }
  };
  return { printing, print };
}
