import type { PageSizeMm } from './units';

/**
 * The part of pdfmake's document definition our builders use, typed here so `common` keeps no
 * Node or DOM types (pdfmake's own typings pull in both). The server hands these to pdfmake,
 * where the compiler checks that they fit its `TDocumentDefinitions`.
 */
export type PdfAlignment = 'left' | 'right' | 'center' | 'justify';

export type PdfMargins = number | [number, number] | [number, number, number, number];

export interface PdfStyle {
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  alignment?: PdfAlignment;
  color?: string;
  lineHeight?: number;
}

interface PdfNodeBase extends PdfStyle {
  margin?: PdfMargins;
  style?: string | string[];
  pageBreak?: 'before' | 'after';
  noWrap?: boolean;
  /** Kept whole on one page (a signature block). */
  unbreakable?: boolean;
  /** Placed at these page coordinates (points), outside the flow. */
  absolutePosition?: { x: number; y: number };
}

export interface PdfText extends PdfNodeBase {
  text: string | PdfText[];
}

export interface PdfStack extends PdfNodeBase {
  stack: PdfContent[];
}

export interface PdfColumn extends PdfNodeBase {
  width?: number | '*' | 'auto';
}

export interface PdfColumns extends PdfNodeBase {
  /** An image column takes a width in points only (pdfmake sizes images by number). */
  columns: ((Exclude<PdfContent, PdfImage> & PdfColumn) | (PdfImage & { width?: number }))[];
  columnGap?: number;
}

export type PdfTableCell = PdfText & { fillColor?: string; colSpan?: number };

export interface PdfTable extends PdfNodeBase {
  table: {
    headerRows?: number;
    dontBreakRows?: boolean;
    widths?: (number | '*' | 'auto')[];
    body: PdfTableCell[][];
  };
  layout?: 'noBorders' | 'headerLineOnly' | 'lightHorizontalLines' | PdfTableLayout;
}

export interface PdfTableLayout {
  hLineWidth?: (row: number) => number;
  vLineWidth?: (column: number) => number;
  hLineColor?: (row: number) => string;
  vLineColor?: (column: number) => string;
  paddingLeft?: (column: number) => number;
  paddingRight?: (column: number) => number;
  paddingTop?: (row: number) => number;
  paddingBottom?: (row: number) => number;
}

export interface PdfQr extends PdfNodeBase {
  qr: string;
  fit?: number;
  eccLevel?: 'L' | 'M' | 'Q' | 'H';
}

/** An embedded PNG or JPEG as a data URL (documents may read no file or URL while they render). */
export interface PdfImage extends PdfNodeBase {
  image: string;
  /** The box the image is scaled into, keeping its proportions: [width, height] in points. */
  fit?: [number, number];
}

export interface PdfLine {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth?: number;
  lineColor?: string;
  dash?: { length: number; space?: number };
}

export interface PdfCanvas extends PdfNodeBase {
  canvas: PdfLine[];
}

export type PdfContent = string | PdfText | PdfStack | PdfColumns | PdfTable | PdfQr | PdfCanvas | PdfImage;

export interface PdfDocument {
  info?: { title?: string; author?: string; subject?: string; creator?: string; producer?: string };
  pageSize: 'A4' | { width: number; height: number };
  pageOrientation: 'portrait' | 'landscape';
  pageMargins: PdfMargins;
  header?: (currentPage: number, pageCount: number) => PdfContent;
  footer?: (currentPage: number, pageCount: number) => PdfContent;
  content: PdfContent[];
  styles?: Record<string, PdfStyle>;
  defaultStyle?: PdfStyle & { font?: string };
}

/** A printed page size in millimetres, with the orientation the PDF uses (the printer job needs both). */
export interface PrintedPage extends PageSizeMm {
  landscape: boolean;
}
