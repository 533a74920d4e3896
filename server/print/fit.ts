import { createRequire } from 'node:module';
import type { PdfContent, PdfDocument, PdfMargins, PdfTable, PdfTableCell, PdfTableLayout } from '../../common/print';

/**
 * Table cells that certainly fit on one line, marked `noWrap` before pdfmake sees them.
 *
 * pdfmake splits a wrapping cell into one measured, styled and positioned piece per word (a
 * product name is six of them) even when the whole text fits; a `noWrap` cell is one piece. For
 * a text that fits its column both give the same single line, so marking the ones that provably
 * fit changes nothing printed and spares pdfmake most of its per-word work on big tables.
 *
 * "Provably": the width is bounded from above by the font's own glyph advances (read from the
 * same Roboto files pdfmake embeds) plus the largest widening any pair of adjacent ASCII
 * characters gets from the font's kerning or ligatures (`MAX_PAIR_GAIN_EM`, checked against the
 * font files by tests/unit/print-fit.test.ts). Anything else (other characters, styles by name,
 * character spacing, spans, 'auto' columns, other fonts) is left to wrap as before.
 */

/** Largest amount, in ems, a pair of adjacent ASCII characters is set wider than their two advances (Roboto: 50/2048). */
export const MAX_PAIR_GAIN_EM = 0.03;
/** Kept free at the right of a column, beyond the bound. */
const SAFETY_PT = 0.5;

export interface FontFiles {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

interface Metrics {
  unitsPerEm: number;
  /** Advance width in font units by char code, printable ASCII only; -1 where the font has no glyph. */
  advances: Int32Array;
}

type Variant = keyof FontFiles;

export interface Fontkit {
  openSync(path: string): { unitsPerEm: number; glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number } };
}

/** fontkit as pdfkit (under pdfmake) uses it, resolved from there so it is the very same package. */
export function loadFontkit(): Fontkit | null {
  try {
    const fromHere = createRequire(import.meta.url);
    const fromPdfmake = createRequire(fromHere.resolve('pdfmake'));
    const fromPdfkit = createRequire(fromPdfmake.resolve('pdfkit'));
    const loaded = fromPdfkit('fontkit') as Fontkit & { default?: Fontkit };
    return typeof loaded.openSync === 'function' ? loaded : (loaded.default ?? null);
  } catch {
    return null;
  }
}

const FIRST = 0x20;
const LAST = 0x7e;

export class TextWidths {
  private readonly metrics = new Map<Variant, Metrics | null>();
  private fontkit: Fontkit | null | undefined;

  constructor(private readonly files: FontFiles) {}

  private variant(variant: Variant): Metrics | null {
    if (this.metrics.has(variant)) return this.metrics.get(variant) ?? null;
    let metrics: Metrics | null = null;
    try {
      this.fontkit ??= loadFontkit();
      if (this.fontkit) {
        const font = this.fontkit.openSync(this.files[variant]);
        const advances = new Int32Array(LAST + 1).fill(-1);
        for (let code = FIRST; code <= LAST; code += 1) {
          const glyph = font.glyphForCodePoint(code);
          if (glyph.id !== 0) advances[code] = glyph.advanceWidth;
        }
        metrics = { unitsPerEm: font.unitsPerEm, advances };
      }
    } catch {
      metrics = null;
    }
    this.metrics.set(variant, metrics);
    return metrics;
  }

  /** Whether this thread can bound widths at all (fontkit and the font files are there). */
  available(): boolean {
    return this.variant('normal') !== null;
  }

  /**
   * An upper bound of the width pdfmake measures for `text` on one line (points), or Infinity
   * when it cannot be bounded here. pdfkit sets text word by word at spaces, so no kerning
   * reaches across a space.
   */
  upperBound(text: string, fontSize: number, bold: boolean, italics: boolean): number {
    const metrics = this.variant(bold ? (italics ? 'bolditalics' : 'bold') : italics ? 'italics' : 'normal');
    if (!metrics) return Infinity;
    let units = 0;
    let pairs = 0;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const advance = code >= FIRST && code <= LAST ? (metrics.advances[code] ?? -1) : -1;
      if (advance < 0) return Infinity;
      units += advance;
      if (index > 0 && text.charCodeAt(index - 1) !== 0x20) pairs += 1;
    }
    return ((units + pairs * MAX_PAIR_GAIN_EM * metrics.unitsPerEm) * fontSize) / metrics.unitsPerEm;
  }
}

// ─── The document pass ──────────────────────────────────────────────────────────────────────

/** pdfmake's A4 in points, portrait. */
const A4_POINTS = { width: 595.28, height: 841.89 };

function sides(margins: PdfMargins | undefined): { left: number; right: number } {
  if (margins === undefined) return { left: 0, right: 0 };
  if (typeof margins === 'number') return { left: margins, right: margins };
  if (margins.length === 2) return { left: margins[0], right: margins[0] };
  return { left: margins[0], right: margins[2] };
}

export function contentWidth(doc: PdfDocument): number {
  const size = doc.pageSize === 'A4' ? A4_POINTS : doc.pageSize;
  const width = doc.pageOrientation === 'landscape' ? Math.max(size.width, size.height) : Math.min(size.width, size.height);
  const page = sides(doc.pageMargins);
  return width - page.left - page.right;
}

const isTable = (node: PdfContent): node is PdfTable => typeof node === 'object' && 'table' in node;

/**
 * The text width each column of a top-level table gives its cells, or null for a column whose
 * width depends on its content ('auto'). The '*' columns share what the page leaves, exactly as
 * pdfmake shares it out (its column calculator, case "the rest fits").
 */
export function columnWidths(table: PdfTable, available: number): (number | null)[] | null {
  const widths = table.table.widths;
  const columns = table.table.body[0]?.length ?? 0;
  if (!widths || widths.length !== columns) return null;
  if (widths.includes('auto')) return null;
  const layout = table.layout;
  if (!layout || typeof layout !== 'object') return widths.map((width) => (typeof width === 'number' ? width : null));
  const call = (fn: PdfTableLayout['paddingLeft'], index: number, fallback: number) => (fn ? fn(index) : fallback);
  let offsets = 0;
  for (let index = 0; index < columns; index += 1) {
    offsets += call(layout.vLineWidth, index, 1) + call(layout.paddingLeft, index, 4) + call(layout.paddingRight, index, 4);
  }
  offsets += call(layout.vLineWidth, columns, 1);
  const stars = widths.filter((width) => width === '*').length;
  const fixed = widths.reduce<number>((sum, width) => sum + (typeof width === 'number' ? width : 0), 0);
  const table_ = sides(table.margin);
  // pdfmake shares what is left equally between the '*' columns (while their cells' minimum widths fit, which a marked cell keeps).
  const star = stars > 0 ? (available - table_.left - table_.right - offsets - fixed) / stars : null;
  return widths.map((width) => (typeof width === 'number' ? width : star));
}

/** Characters that end a line or offer a break whatever the width: never one-lined. */
const FORCED_BREAK = /[\n\r\t\v\f\u00ad\u0085\u2028\u2029]/;

interface Inherited {
  fontSize: number;
  bold: boolean;
  italics: boolean;
}

function oneLine(cell: PdfTableCell, width: number | null, inherited: Inherited, widths: TextWidths): boolean {
  if (width === null || cell.noWrap !== undefined || typeof cell.text !== 'string' || cell.text === '') return false;
  const extra = cell as PdfTableCell & Record<string, unknown>;
  if (extra['style'] !== undefined || extra['font'] !== undefined || extra['characterSpacing'] !== undefined || extra['sup'] || extra['sub']) return false;
  if ((cell.colSpan ?? 1) > 1 || FORCED_BREAK.test(cell.text)) return false;
  const bound = widths.upperBound(cell.text, cell.fontSize ?? inherited.fontSize, cell.bold ?? inherited.bold, cell.italics ?? inherited.italics);
  return bound <= width - SAFETY_PT;
}

export interface FitSummary {
  tables: number;
  cells: number;
  oneLine: number;
}

/**
 * Marks `noWrap` on the cells of the document's top-level tables that certainly fit their column
 * (in place; the document is the worker's own copy). Answers what it did, for tests and the bench.
 */
export function markOneLineCells(doc: PdfDocument, widths: TextWidths): FitSummary {
  const summary: FitSummary = { tables: 0, cells: 0, oneLine: 0 };
  const base = doc.defaultStyle ?? {};
  if ((base.font ?? 'Roboto') !== 'Roboto' || !widths.available()) return summary;
  const available = contentWidth(doc);
  for (const node of doc.content) {
    if (!isTable(node)) continue;
    const extra = node as PdfTable & Record<string, unknown>;
    if (extra['style'] !== undefined || extra['font'] !== undefined || extra['characterSpacing'] !== undefined) continue;
    const columns = columnWidths(node, available);
    if (!columns) continue;
    summary.tables += 1;
    const inherited: Inherited = {
      fontSize: node.fontSize ?? base.fontSize ?? 12,
      bold: node.bold ?? base.bold ?? false,
      italics: node.italics ?? base.italics ?? false,
    };
    for (const row of node.table.body) {
      for (let index = 0; index < row.length; index += 1) {
        const cell = row[index];
        if (!cell) continue;
        summary.cells += 1;
        if (oneLine(cell, columns[index] ?? null, inherited, widths)) {
          cell.noWrap = true;
          summary.oneLine += 1;
        }
      }
    }
  }
  return summary;
}
