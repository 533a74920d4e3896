/**
 * Lengths for the PDF builders. pdfmake measures in PostScript points (1/72 inch); the seeds give
 * sizes in millimetres, so every builder converts through `mm` rather than writing points by hand.
 */
export const POINTS_PER_MM = 72 / 25.4;

/** Millimetres → points: mm(30) ≈ 85.04. */
export function mm(millimetres: number): number {
  return millimetres * POINTS_PER_MM;
}

/** Points → millimetres, for tests and printers that want the page size back. */
export function pointsToMm(points: number): number {
  return points / POINTS_PER_MM;
}

/** A page as the seeds and printers describe it: width and height in millimetres, portrait order. */
export interface PageSizeMm {
  widthMm: number;
  heightMm: number;
}

/** ISO A4, the size of every report. */
export const A4: PageSizeMm = { widthMm: 210, heightMm: 297 };
