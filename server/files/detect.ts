import zlib from 'node:zlib';
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

/**
 * An image (only a PNG when `accept` is 'png'), or a PDF when `accept` allows one; null when the
 * content is neither. Beyond the first bytes the structure must hold (imageSize: a 'BM<html>…'
 * is no bitmap) and a PDF must be inert (isInertPdf: no scripts, no embedded files). A 'sheet'
 * part takes only CSV or xlsx.
 */
export function detectFile(bytes: Buffer, accept: FileAccept): DetectedFile | null {
  if (accept === 'sheet') return detectSheet(bytes);
  const image = detectImage(bytes);
  if (image) {
    if (accept === 'png' && image.mime !== 'image/png') return null;
    return imageSize(bytes, image.mime) ? image : null;
  }
  if (accept === 'image-or-pdf' && isPdf(bytes) && isInertPdf(bytes)) return { ...PDF_TYPE };
  return null;
}

// ─── Strict structure (issue 24: no polyglots) ──────────────────────────────────────────────

/** The largest image accepted, in pixels: its decoded RGBA takes 4 bytes a pixel (40 MP = 160 MB). */
export const IMAGE_MAX_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** An image's pixels: RGBA, 4 bytes a pixel, rows top to bottom. */
export interface Pixels extends ImageSize {
  data: Uint8Array;
}

/** JPEG start-of-frame markers (C0–CF without DHT C4, JPG C8 and DAC CC): they carry the size. */
const isStartOfFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG's declared size from its frame header, walking the segments; null when there is none. */
function jpegSize(bytes: Buffer): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM, RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

const PNG_SIGNATURE_LENGTH = 8;

interface PngLayout extends ImageSize {
  interlaced: boolean;
  /** Bytes of the decoded scanlines (filter bytes included) of a non-interlaced image. */
  rawBytes: number;
}

/** A PNG's chunks walked to IEND (nothing may follow it): its header's size and layout; null when malformed. */
function pngLayout(bytes: Buffer): PngLayout | null {
  let at = PNG_SIGNATURE_LENGTH;
  let header: PngLayout | null = null;
  let sawData = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (at === PNG_SIGNATURE_LENGTH) {
      if (type !== 'IHDR' || length !== 13) return null;
      const width = bytes.readUInt32BE(at + 8);
      const height = bytes.readUInt32BE(at + 12);
      const depth = bytes[at + 16] ?? 0;
      const colour = bytes[at + 17] ?? 0;
      const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colour];
      if (width === 0 || height === 0 || channels === undefined || ![1, 2, 4, 8, 16].includes(depth)) return null;
      header = { width, height, interlaced: bytes[at + 20] === 1, rawBytes: (Math.ceil((width * channels * depth) / 8) + 1) * height };
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return header && sawData && end === bytes.length ? header : null;
    at = end;
  }
  return null;
}

/** A GIF walked block by block to its trailer (nothing may follow it): its logical screen size; null when malformed. */
function gifSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 13) return null;
  const size = { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  if (size.width === 0 || size.height === 0) return null;
  const colourTable = (flags: number) => ((flags & 0x80) !== 0 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10] ?? 0);
  const subBlocks = (): boolean => {
    for (;;) {
      if (at >= bytes.length) return false;
      const length = bytes[at] ?? 0;
      at += 1 + length;
      if (length === 0) return true;
    }
  };
  let frames = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return frames > 0 && at + 1 === bytes.length ? size : null;
    if (block === 0x21) {
      at += 2;
      if (!subBlocks()) return null;
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) return null;
      at += 10 + colourTable(bytes[at + 9] ?? 0) + 1;
      if (!subBlocks()) return null;
      frames += 1;
    } else return null;
  }
  return null;
}

const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * A BMP whose header fields agree with the file: the declared file size is the file's, the
 * reserved fields are 0, a known info header, planes 1, a real bit depth and compression, the
 * pixel data inside the file and (uncompressed) as long as the rows need. 'BM<html>…' fails at
 * the first field. Null when anything disagrees.
 */
function bmpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < 26 || bytes.readUInt32LE(2) !== bytes.length || bytes.readUInt32LE(6) !== 0) return null;
  const offset = bytes.readUInt32LE(10);
  const info = bytes.readUInt32LE(14);
  if (!BMP_HEADER_SIZES.has(info) || 14 + info > bytes.length || offset < 14 + info || offset >= bytes.length) return null;
  const core = info === 12;
  const width = core ? bytes.readUInt16LE(18) : bytes.readInt32LE(18);
  const height = Math.abs(core ? bytes.readUInt16LE(20) : bytes.readInt32LE(22));
  const planes = bytes.readUInt16LE(core ? 22 : 26);
  const bits = bytes.readUInt16LE(core ? 24 : 28);
  const compression = core ? 0 : bytes.readUInt32LE(30);
  if (width <= 0 || height <= 0 || planes !== 1 || ![1, 4, 8, 16, 24, 32].includes(bits)) return null;
  const allowed = { 0: true, 1: bits === 8, 2: bits === 4, 3: bits === 16 || bits === 32, 6: bits === 16 || bits === 32 } as Record<number, boolean>;
  if (!allowed[compression]) return null;
  if (compression === 0 || compression === 3 || compression === 6) {
    const rowBytes = Math.ceil((width * bits) / 32) * 4;
    if (offset + rowBytes * height > bytes.length) return null;
  }
  return { width, height };
}

/**
 * An image's declared size, read from its headers after its structure was checked (PNG chunks to
 * IEND, GIF blocks to the trailer, BMP header fields, a JPEG frame header); null when malformed.
 */
export function imageSize(bytes: Buffer, mime: ImageMime): ImageSize | null {
  if (mime === 'image/jpeg') return jpegSize(bytes);
  if (mime === 'image/png') return pngLayout(bytes);
  if (mime === 'image/gif') return gifSize(bytes);
  return bmpSize(bytes);
}

/** A PNG's layout for the decoder (interlaced or not, the decoded size), or null when malformed. */
export function pngLayoutOf(bytes: Buffer): PngLayout | null {
  return pngLayout(bytes);
}

// ─── PDF: no scripts, no embedded files ────────────────────────────────────────────────────

/**
 * Names that make a PDF act rather than show: scripts (a script action is /S /JavaScript, a
 * document's scripts sit under /JavaScript), embedded or launched files (/EmbeddedFile(s),
 * /Launch, /RichMedia), forms that submit or import (/SubmitForm, /ImportData) and XFA forms. A
 * document, a scan or a payment proof needs none of them. Long enough that binary image data
 * does not spell them by chance, so they are looked for in every byte of the file.
 */
const ACTIVE_PDF_NAMES = new Set(['JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'Launch', 'RichMedia', 'SubmitForm', 'ImportData', 'XFA']);
/** /JS (a script's text) is short enough to occur in compressed data: looked for outside stream data only. */
const ACTIVE_PDF_SHORT_NAMES = new Set(['JS']);
/** Object streams (where PDF 1.5+ compresses dictionaries) are unpacked up to this much in all. */
const PDF_OBJECT_STREAMS_MAX_BYTES = 64 * 1024 * 1024;

/** The PDF names in a text, '#xx' escapes decoded ('/J#61vaScript' is /JavaScript). */
function pdfNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    names.add((match[1] ?? '').replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }
  return names;
}

const hasAny = (names: ReadonlySet<string>, wanted: ReadonlySet<string>): boolean => [...names].some((name) => wanted.has(name));

/** The dictionary right before a 'stream' keyword: from its '>>' back to the matching '<<'. */
function dictionaryBefore(text: string, keyword: number): string | null {
  const close = text.lastIndexOf('>>', keyword);
  if (close < 0 || text.slice(close + 2, keyword).trim() !== '') return null;
  let depth = 0;
  for (let i = close + 1; i >= 1 && close - i < 65_536; i--) {
    if (text[i] === '>' && text[i - 1] === '>') {
      depth += 1;
      i--;
    } else if (text[i] === '<' && text[i - 1] === '<') {
      depth -= 1;
      i--;
      if (depth === 0) return text.slice(i, close + 2);
    }
  }
  return null;
}

/**
 * Whether a PDF holds nothing active (see ACTIVE_PDF_NAMES): every byte is searched for the long
 * names, the text outside stream data for /JS, and every object stream (/Type /ObjStm, where
 * PDF 1.5+ keeps compressed dictionaries) is unpacked when FlateDecode-compressed and searched
 * too. Refused as unreadable here: an encrypted PDF with object streams, an object stream with
 * another filter or predictor, object streams unpacking to more than PDF_OBJECT_STREAMS_MAX_BYTES.
 * Page contents and images are not unpacked: they draw, they cannot act.
 */
export function isInertPdf(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  const everywhere = pdfNames(text);
  if (hasAny(everywhere, ACTIVE_PDF_NAMES)) return false;
  const encrypted = everywhere.has('Encrypt');
  let budget = PDF_OBJECT_STREAMS_MAX_BYTES;
  let outside = '';
  let from = 0;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const keyword = match.index ?? 0;
    // 'endstream' also ends with 'stream'; a stream's data starts after the keyword and its EOL.
    if (keyword < from || text.slice(keyword - 3, keyword) === 'end') continue;
    const dictionary = dictionaryBefore(text, keyword);
    if (dictionary === null) continue;
    const start = keyword + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return false;
    outside += text.slice(from, start);
    from = end;
    const names = pdfNames(dictionary);
    if (!names.has('ObjStm')) continue;
    if (encrypted) return false;
    const filters = [...names].filter((n) => n.endsWith('Decode'));
    if (filters.length !== 1 || filters[0] !== 'FlateDecode' || names.has('DecodeParms')) return false;
    let unpacked: Buffer;
    try {
      unpacked = zlib.inflateSync(bytes.subarray(start, end), { maxOutputLength: Math.max(1, budget), finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch {
      return false;
    }
    budget -= unpacked.length;
    const inside = pdfNames(unpacked.toString('latin1'));
    if (budget <= 0 || hasAny(inside, ACTIVE_PDF_NAMES) || hasAny(inside, ACTIVE_PDF_SHORT_NAMES)) return false;
  }
  outside += text.slice(from);
  return !hasAny(pdfNames(outside), ACTIVE_PDF_SHORT_NAMES);
}
