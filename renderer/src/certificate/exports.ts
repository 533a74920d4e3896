import { useState } from 'react';
import { certificateEndpoints, type CertificateReportList } from '../../../common/contract/certificate';
import { useBridge } from '../bridge/context';
import { describeError } from '../session/logic';
import { downloadApiFile, printOrDownload } from '../shell/print/output';
import { showFailure } from '../shell/toast';
import { CERTIFICATE_TEXTS as T } from './texts';
import { companyToday } from '../../../common/calendar';

/** 'Cetak PDF' (printed on the desktop's report printer or downloaded) and 'Excel' of a list with its filters. */
export function useCertificateExports(list: CertificateReportList, query: Record<string, string>) {
  const bridge = useBridge();
  const [busy, setBusy] = useState<'pdf' | 'excel' | null>(null);
  const url = (path: string) => `${path}?${new URLSearchParams({ list, ...query }).toString()}`;

  const printPdf = async () => {
    if (busy) return;
    setBusy('pdf');
    try {
      const outcome = await printOrDownload(bridge, url(certificateEndpoints.report.path), T.pdfFile(list, companyToday()));
      if (!outcome.ok) showFailure(T.printFailed, outcome.message);
    } finally {
      setBusy(null);
    }
  };
  const downloadExcel = async () => {
    if (busy) return;
    setBusy('excel');
    try {
      const result = await downloadApiFile(bridge, url(certificateEndpoints.excel.path), T.excelFile(list, companyToday()));
      if (!result.ok) showFailure(T.excelFailed, describeError(result.error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, printPdf, downloadExcel };
}
