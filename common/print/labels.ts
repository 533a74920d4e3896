import type { PdfContent, PdfDocument, PrintedPage } from './document';
import { mm } from './units';

/**
 * QR labels (seed section 9): pages 120×147 mm landscape, one code per page, the QR 30 mm wide
 * with high error correction, the code below it in size 13. Built once here: the server renders
 * it for the web download and for the desktop's silent print to the label printer.
 */
export interface QrLabel {
  code: string;
  productName: string;
}

/** The label page as the seed gives it; landscape, so it prints 147 mm wide and 120 mm high. */
export const QR_LABEL_PAGE: PrintedPage = { widthMm: 120, heightMm: 147, landscape: true };

export const QR_LABEL_QR_MM = 30;
export const QR_LABEL_CODE_SIZE = 13;
export const QR_LABEL_NAME_SIZE = 9;

/** Two short lines at most at size 9: a longer name is cut rather than pushed off the label. */
export const QR_LABEL_NAME_MAX = 110;

/** The QR block (≈ 45 mm with code and a two-line name) sits in the middle of the 120 mm high page. */
const TOP_MARGIN_MM = 37;
const SIDE_MARGIN_MM = 12;

export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

function labelPage(label: QrLabel, first: boolean): PdfContent {
  return {
    stack: [
      { qr: label.code, eccLevel: 'H', fit: mm(QR_LABEL_QR_MM), alignment: 'center' },
      { text: label.code, fontSize: QR_LABEL_CODE_SIZE, bold: true, alignment: 'center', margin: [0, mm(2), 0, 0] },
      { text: truncateText(label.productName, QR_LABEL_NAME_MAX), fontSize: QR_LABEL_NAME_SIZE, alignment: 'center', margin: [0, mm(1.5), 0, 0] },
    ],
    // One code per page: every label after the first starts a new page.
    ...(first ? {} : { pageBreak: 'before' as const }),
  };
}

export function qrLabelDocument(labels: readonly QrLabel[]): PdfDocument {
  return {
    info: { title: 'Label QR Code', creator: 'ERP Back Office' },
    pageSize: { width: mm(QR_LABEL_PAGE.widthMm), height: mm(QR_LABEL_PAGE.heightMm) },
    pageOrientation: 'landscape',
    pageMargins: [mm(SIDE_MARGIN_MM), mm(TOP_MARGIN_MM), mm(SIDE_MARGIN_MM), mm(8)],
    content: labels.map((label, index) => labelPage(label, index === 0)),
    defaultStyle: { fontSize: QR_LABEL_NAME_SIZE },
  };
}
