import type { FileAccept } from '../../common/contract/endpoint';
import { CSV_TYPE, PDF_TYPE, XLSX_TYPE, type ImageExtension, type ImageMime, type StoredExtension, type StoredMime } from '../../common/contract/files';

export interface DetectedImage {
  mime: ImageMime;
  extension: ImageExtension;
}

/** A file kind recognised by content: an image, or (where an endpoint accepts one) a PDF. */
export interface DetectedFile {
  mime: StoredMime;
  extension: StoredExtension;
}

const startsWith = (bytes: Buffer, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { signature: readonly number[]; image: DetectedImage }[] = [
  { signature: [0xff, 0xd8, 0xff], image: { mime: 'image/jpeg', extension: 'jpg' } },
  { signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], image: { mime: 'image/png', extension: 'png' } },
  { signature: ascii('GIF87a'), image: { mime: 'image/gif', extension: 'gif' } },
  { signature: ascii('GIF89a'), image: { mime: 'image/gif', extension: 'gif' } },
  { signature: ascii('BM'), image: { mime: 'image/bmp', extension: 'bmp' } },
];

/** The image kind by its leading bytes (never by name or declared type); null for anything else. */
export function detectImage(bytes: Buffer): DetectedImage | null {
  return SIGNATURES.find(({ signature }) => startsWith(bytes, signature))?.image ?? null;
}

const PDF_HEADER = ascii('%PDF-');
/** Readers accept the header anywhere in the first 1024 bytes; so do we, but never a file without one. */
const PDF_HEADER_WINDOW = 1024;
const PDF_END = ascii('%%EOF');

/**
 * A PDF by its content: the '%PDF-' header within the first kilobyte and an '%%EOF' marker near
 * the end (a cut-off upload or a text file that merely mentions '%PDF-' is refused).
 */
export function isPdf(bytes: Buffer): boolean {
  const head = bytes.subarray(0, PDF_HEADER_WINDOW + PDF_HEADER.length);
  if (head.indexOf(Buffer.from(PDF_HEADER)) < 0) return false;
  return bytes.subarray(Math.max(0, bytes.length - PDF_HEADER_WINDOW)).lastIndexOf(Buffer.from(PDF_END)) >= 0;
}

/** An xlsx workbook is a ZIP archive. */
const ZIP_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** A table file: an xlsx (ZIP) workbook, or CSV as UTF-8 text without NUL characters; null for anything else. */
export function detectSheet(bytes: Buffer): DetectedFile | null {
  if (startsWith(bytes, ZIP_HEADER)) return { ...XLSX_TYPE };
  if (bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return { ...CSV_TYPE };
}

/** An image (only a PNG when `accept` is 'png'), or a PDF when `accept` allows one; null when the content is neither. A 'sheet' part takes only CSV or xlsx. */
export function detectFile(bytes: Buffer, accept: FileAccept): DetectedFile | null {
  if (accept === 'sheet') return detectSheet(bytes);
  const image = detectImage(bytes);
  if (image) return accept === 'png' && image.mime !== 'image/png' ? null : image;
  if (accept === 'image-or-pdf' && isPdf(bytes)) return { ...PDF_TYPE };
  return null;
}
