import { createRequire } from 'node:module';
import type { PdfDocument, PdfTable, PdfTableCell, PdfTableLayout } from '../../common/print';
import type { LaidOutPage } from './compact';
import { columnWidths, contentWidth, type FontFiles } from './fit';

/**
 * Report tables laid out here instead of by pdfmake (issue 12: the 5,000-line report under 2 s).
 *
 * pdfmake spends most of a big report on its generic table machinery: every cell goes through
 * its style stack, its measuring pass, its word breaker and its line builder. A report table is
 * regular: fixed columns, plain text cells in one font and size. For such a table every body row
 * made of plain text cells is measured and broken into lines here, with the same word breaker
 * (linebreak), the same widths (pdfkit's own font measuring, the same Roboto files) and the same
 * line-filling rules as pdfmake's `buildNextLine` (greedy, trailing spaces cut, over-long words
 * split at the longest prefix that fits). pdfmake is then handed the table with each such row
 * replaced by a placeholder of the same height (empty cells, the first one line as tall as the
 * row's tallest cell), so its own layout still places the rows, breaks the pages, repeats the
 * header row, draws the lines and fills and numbers the pages; just before the pages are written
 * (compact.ts's hook) each placeholder's first line is replaced by the row's real text lines,
 * built as pdfmake builds them. Header, total and emphasis rows stay pdfmake's own cells.
 *
 * Anything else (an 'auto' column, styles by name, spans, line breaks in a cell, a word wider than
 * a '*' column's share, another font) leaves the table to pdfmake as before.
 * tests/unit/server/pdf-speed.test.ts renders documents both ways and compares them page by
 * page (words with their positions, and pixels).
 */

const require = createRequire(import.meta.url);
const fromPdfmake = createRequire(require.resolve('pdfmake'));

interface Break {
  position: number;
  required: boolean;
}
type LineBreaker = new (text: string) => { nextBreak(): Break | null };

/** The same linebreak package pdfmake's TextBreaker uses. */
const LineBreak = fromPdfmake('linebreak') as LineBreaker;

/** pdfkit's embedded font, as pdfmake measures and draws with it. */
export interface PdfkitFont {
  ascender: number;
  descender: number;
  widthOfString(text: string, size: number, features?: unknown): number;
  lineHeight(size: number, includeGap?: boolean): number;
  layoutCache?: Record<string, unknown>;
}

interface PdfkitDocument {
  font(src: string): PdfkitDocument;
  _font: PdfkitFont;
}

type PdfkitDocumentClass = new (options: { autoFirstPage: boolean }) => PdfkitDocument;

const PDFDocument = ((): PdfkitDocumentClass => {
  const loaded = createRequire(fromPdfmake.resolve('pdfkit'))('pdfkit') as PdfkitDocumentClass & { default?: PdfkitDocumentClass };
  return loaded.default ?? loaded;
})();

/** One word (or a whole noWrap text) as pdfmake measures it. */
interface Piece {
  text: string;
  width: number;
  leadingCut: number;
  trailingCut: number;
}

interface Inline extends Piece {
  font: PdfkitFont;
  fontSize: number;
  height: number;
  alignment: string;
  color: string;
  opacity: number;
  characterSpacing: number;
  noWrap: boolean;
  x?: number;
}

/**
 * One line of a cell as pdfmake would write it: its words joined where compact.ts joins them
 * (after a space), placed `offset` from the column's left edge by the cell's alignment.
 */
interface CellLine {
  runs: (Piece & { x: number })[];
  offset: number;
  /** This render's inlines for the runs, made once the document's font is known (shared by equal cells). */
  inlines?: Inline[];
}

/** A body row laid out here: per cell, its lines (none for an empty cell), and the row's line count. */
interface LaidRow {
  cells: CellLine[][];
  tallest: number;
}

interface TableState {
  /** Placeholders are one cell across the row: no empty cells' lines follow the first. */
  spanned: boolean;
  fontSize: number;
  lineHeight: number;
  widths: number[];
  gaps: number[];
  rows: LaidRow[];
}

interface RenderState {
  tables: TableState[];
  measuring: PdfkitFont;
  /** The rows replaced, to put back if the render has to be done again without this. */
  replaced: { body: PdfTableCell[][]; index: number; row: PdfTableCell[] }[];
  placed: number;
  filled: number;
}

const LEADING = /^(\s)+/;
const TRAILING = /(\s)+$/;
/** Characters pdfmake treats as forced line ends or special breaks: such cells stay pdfmake's. */
const SPECIAL = /[\n\r\t\v\f\u00ad\u0085\u2028\u2029]/;
const PLAIN_KEYS = new Set(['text', 'alignment', 'noWrap']);
const ID_PREFIX = '__erp_prelaid_';

/** Words shaped by fontkit are kept for this many distinct words (~1 kB each; the bench's 5,000-line report adds ~10,000), then forgotten all at once. */
const SHAPED_WORDS_KEPT = 25_000;
let measuringFonts: { file: string; font: PdfkitFont } | null = null;

/**
 * The regular face as pdfkit measures it, kept by this thread from one render to the next: the
 * words it has shaped (its layout cache) are handed to each document's own font before that
 * writes (fillPrelaid), so a word is shaped once per thread rather than once per report. The
 * shaped form depends on the font file alone; past SHAPED_WORDS_KEPT words a fresh one starts.
 */
function measuringFont(file: string): PdfkitFont {
  const kept = measuringFonts;
  if (kept && kept.file === file && Object.keys(kept.font.layoutCache ?? {}).length < SHAPED_WORDS_KEPT) return kept.font;
  const font = new PDFDocument({ autoFirstPage: false }).font(file)._font;
  measuringFonts = { file, font };
  return font;
}

let serial = 0;
const pending = new Map<string, RenderState>();

class Measurer {
  constructor(
    private readonly font: PdfkitFont,
    private readonly size: number,
  ) {}

  private readonly widths = new Map<string, number>();

  width(text: string): number {
    let width = this.widths.get(text);
    if (width === undefined) {
      width = this.font.widthOfString(text, this.size);
      this.widths.set(text, width);
    }
    return width;
  }

  piece(text: string): Piece {
    const leading = LEADING.exec(text);
    const trailing = TRAILING.exec(text);
    return { text, width: this.width(text), leadingCut: leading ? this.width(leading[0]) : 0, trailingCut: trailing ? this.width(trailing[0]) : 0 };
  }

  /** pdfmake's splitWords (no required breaks: such cells never come here). */
  words(text: string): Piece[] {
    if (text.length === 0) return [this.piece('')];
    const breaker = new LineBreak(text);
    const words: Piece[] = [];
    let last = 0;
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      words.push(this.piece(text.slice(last, next.position)));
      last = next.position;
    }
    return words;
  }

  /** pdfmake's buildNextLine, line after line, for one cell's pieces in a column `width` wide. */
  lines(pieces: Piece[], width: number, noWrap: boolean): Piece[][] {
    const queue = pieces.slice();
    const lines: Piece[][] = [];
    while (queue.length > 0) {
      const line: Piece[] = [];
      let inlineWidths = 0;
      let leadingCut = 0;
      let trailingCut = 0;
      const available = () => width - (inlineWidths - leadingCut - trailingCut);
      for (;;) {
        const next = queue[0];
        if (!next) break;
        if (line.length > 0 && inlineWidths + next.width - leadingCut - next.trailingCut > width) break;
        let piece = queue.shift() as Piece;
        if (!noWrap && piece.text.length > 1 && piece.width > available()) {
          const max = this.maxFit(piece.text, available());
          if (max < piece.text.length) {
            // pdfmake clones the inline: both parts keep the word's cuts, with their own widths.
            const rest: Piece = { ...piece, text: piece.text.substring(max) };
            rest.width = this.width(rest.text);
            piece = { ...piece, text: piece.text.substring(0, max) };
            piece.width = this.width(piece.text);
            queue.unshift(rest);
          }
        }
        if (line.length === 0) leadingCut = piece.leadingCut;
        trailingCut = piece.trailingCut;
        line.push(piece);
        inlineWidths += piece.width;
      }
      lines.push(line);
    }
    return lines;
  }

  private readonly known = new Map<string, { lines: CellLine[]; count: number; minWidth: number }>();

  /** A cell's lines as pdfmake breaks, aligns and compact.ts joins them; the same answer for the same cell. */
  cell(text: string, column: number, width: number, noWrap: boolean, alignment: string): { lines: CellLine[]; count: number; minWidth: number } {
    const key = `${column}|${noWrap ? 1 : 0}|${alignment}|${text}`;
    const known = this.known.get(key);
    if (known) return known;
    const pieces = noWrap ? [this.piece(text)] : this.words(text);
    let minWidth = 0;
    for (const piece of pieces) minWidth = Math.max(minWidth, piece.width - piece.leadingCut - piece.trailingCut);
    const broken = this.lines(pieces, width, noWrap);
    const lines: CellLine[] = [];
    for (const line of broken) {
      if (line.length === 1 && line[0]?.text === '') continue;
      const first = line[0] as Piece;
      const leadingCut = first.leadingCut;
      let inlineWidths = 0;
      const runs: CellLine['runs'] = [];
      for (const piece of line) {
        const x = inlineWidths - leadingCut;
        inlineWidths += piece.width;
        const last = runs[runs.length - 1];
        if (last && (last.text.endsWith(' ') || last.text.endsWith('\t')) && Math.abs(x - (last.x + last.width)) < 1e-6) {
          last.text += piece.text;
          last.width += piece.width;
          last.trailingCut = piece.trailingCut;
        } else {
          runs.push({ ...piece, x });
        }
      }
      const trailingCut = (line[line.length - 1] as Piece).trailingCut;
      const free = width - (inlineWidths - leadingCut - trailingCut);
      lines.push({ runs, offset: alignment === 'right' ? free : alignment === 'center' ? free / 2 : 0 });
    }
    const result = { lines, count: broken.length, minWidth };
    this.known.set(key, result);
    return result;
  }

  private maxFit(text: string, maxWidth: number): number {
    let low = 1;
    let high = text.length;
    let best = 1;
    while (low <= high) {
      const mid = Math.floor((low + high) / 2);
      if (this.width(text.substring(0, mid)) <= maxWidth) {
        best = mid;
        low = mid + 1;
      } else {
        high = mid - 1;
      }
    }
    return best;
  }
}

const isTable = (node: unknown): node is PdfTable => typeof node === 'object' && node !== null && 'table' in node;

function plainCell(cell: PdfTableCell | undefined): cell is PdfTableCell & { text: string } {
  if (!cell || typeof cell.text !== 'string' || SPECIAL.test(cell.text)) return false;
  for (const key of Object.keys(cell)) if (!PLAIN_KEYS.has(key)) return false;
  return true;
}

function layoutFunctions(layout: PdfTable['layout']): Required<Pick<PdfTableLayout, 'vLineWidth' | 'paddingLeft' | 'paddingRight'>> | null {
  if (!layout || typeof layout !== 'object') return null;
  const { vLineWidth, paddingLeft, paddingRight, hLineWidth, paddingTop, paddingBottom } = layout;
  if (!vLineWidth || !paddingLeft || !paddingRight || !hLineWidth || !paddingTop || !paddingBottom) return null;
  return { vLineWidth, paddingLeft, paddingRight };
}

export interface PrelaidSummary {
  tables: number;
  rows: number;
}

/**
 * Lays out the plain body rows of the document's report tables and puts placeholders in their
 * place (in place: the document is this render's own). Answers what it did and a token for
 * `takePrelaid`; `onRow` hears the share of rows done (for the progress bar).
 */
export function prelayTables(doc: PdfDocument, files: FontFiles, onRow?: (fraction: number) => void): { summary: PrelaidSummary; token: string | null } {
  const summary: PrelaidSummary = { tables: 0, rows: 0 };
  const base = doc.defaultStyle ?? {};
  if ((base.font ?? 'Roboto') !== 'Roboto' || base.lineHeight !== undefined || base.bold || base.italics || (base.color !== undefined && base.color !== 'black')) return { summary, token: null };
  const available = contentWidth(doc);
  const candidates = doc.content.filter(isTable).filter((node) => {
    const extra = node as PdfTable & Record<string, unknown>;
    return (
      node.table.headerRows === 1 &&
      node.table.dontBreakRows === true &&
      extra['style'] === undefined &&
      extra['font'] === undefined &&
      extra['characterSpacing'] === undefined &&
      extra['lineHeight'] === undefined &&
      extra['color'] === undefined &&
      !node.bold &&
      !node.italics &&
      layoutFunctions(node.layout) !== null
    );
  });
  if (candidates.length === 0) return { summary, token: null };
  const measuring = measuringFont(files.normal);
  const token = `${ID_PREFIX}${process.pid}_${(serial += 1)}_`;
  const state: RenderState = { tables: [], measuring, replaced: [], placed: 0, filled: 0 };
  const totalRows = candidates.reduce((sum, node) => sum + node.table.body.length, 0);
  let done = 0;
  for (const node of candidates) {
    const layout = layoutFunctions(node.layout);
    const columns = columnWidths(node, available);
    if (!layout || !columns || columns.some((width) => width === null)) continue;
    const widths = columns as number[];
    const fontSize = node.fontSize ?? base.fontSize ?? 12;
    const measure = new Measurer(measuring, fontSize);
    const body = node.table.body;
    const stars = (node.table.widths ?? []).map((width) => width === '*');
    // Laid out first, placed only when the whole table qualifies.
    const laid = new Map<number, LaidRow>();
    let starMin = 0;
    let usable = true;
    for (let index = 1; index < body.length && usable; index += 1) {
      const row = body[index] as PdfTableCell[];
      if (row.length !== widths.length || !row.every(plainCell)) {
        // A row pdfmake keeps: its '*' cells must not need more than their share either.
        for (let column = 0; column < row.length; column += 1) {
          const cell = row[column];
          if (!stars[column] || !cell) continue;
          if ((cell.colSpan ?? 1) > 1 || typeof cell.text !== 'string') {
            usable = false;
          } else if (cell.bold || cell.italics) {
            // Another face: bounded generously by the regular face's width plus 15%.
            starMin = Math.max(starMin, measure.width(cell.text.trim()) * 1.15);
          } else {
            for (const word of measure.words(cell.text)) starMin = Math.max(starMin, word.width - word.leadingCut - word.trailingCut);
          }
        }
        continue;
      }
      let tallest = 1;
      const cells = row.map((cell, column) => {
        const laidCell = measure.cell(cell.text, column, widths[column] as number, cell.noWrap === true, cell.alignment ?? 'left');
        if (stars[column]) starMin = Math.max(starMin, laidCell.minWidth);
        tallest = Math.max(tallest, laidCell.count);
        return laidCell.lines;
      });
      laid.set(index, { cells, tallest });
      done += 1;
      if (onRow && done % 256 === 0) onRow(done / totalRows);
    }
    // pdfmake gives the '*' columns their share only while their longest word fits it.
    const starWidth = widths.find((_, column) => stars[column]);
    const header = body[0] ?? [];
    for (let column = 0; column < header.length; column += 1) {
      const cell = header[column];
      if (stars[column] && cell && typeof cell.text === 'string') starMin = Math.max(starMin, measure.width(cell.text.trim()) * 1.15);
    }
    if (!usable || laid.size === 0 || (starWidth !== undefined && starMin >= starWidth - 1)) continue;
    const lineHeight = measuring.lineHeight(fontSize);
    const tableIndex = state.tables.length;
    let spanned = widths.length > 1;
    for (let column = 1; column < widths.length; column += 1) if (layout.vLineWidth(column) !== 0) spanned = false;
    const table: TableState = { spanned, fontSize, lineHeight, widths, gaps: [], rows: [] };
    let previousRight = 0;
    for (let column = 0; column < widths.length; column += 1) {
      table.gaps.push(previousRight + layout.vLineWidth(column) + layout.paddingLeft(column));
      previousRight = layout.paddingRight(column);
    }
    for (const [index, row] of laid) {
      const { tallest } = row;
      const placeholder: PdfTableCell[] = row.cells.map(() => ({ text: '' }));
      // Without lines between the columns one cell across the row is enough (far less of pdfmake's work per row).
      const first = { text: '', id: `${token}${tableIndex}_${table.rows.length}`, lineHeight: tallest, ...(spanned ? { colSpan: widths.length } : {}) };
      placeholder[0] = first as PdfTableCell;
      state.replaced.push({ body, index, row: body[index] as PdfTableCell[] });
      body[index] = placeholder;
      table.rows.push(row);
      state.placed += 1;
    }
    state.tables.push(table);
    summary.tables += 1;
    summary.rows += laid.size;
  }
  if (state.tables.length === 0) return { summary, token: null };
  pending.set(token, state);
  return { summary, token };
}

/** Forgets a render's laid-out rows (after it is written, or when it failed). */
export function dropPrelaid(token: string | null): void {
  if (token) pending.delete(token);
}

/**
 * After the render: whether every placeholder got its row's lines. When not (a pdfmake that
 * lays placeholders out otherwise), the document's own rows are put back for a render without
 * this, and the answer is false.
 */
export function prelaidComplete(token: string | null): boolean {
  const state = token ? pending.get(token) : undefined;
  if (!state || state.filled === state.placed) return true;
  for (const { body, index, row } of state.replaced) body[index] = row;
  return false;
}

interface RendererLike {
  pdfDocument?: { provideFont(family: string, bold: boolean, italics: boolean): PdfkitFont };
}

interface LineItem {
  id?: unknown;
  x: number;
  y: number;
  inlines?: { text?: unknown }[];
}

/** The page model's text line (what pdfmake's Renderer and compact.ts read of its Line). */
class PrelaidLine {
  constructor(
    public x: number,
    public y: number,
    public inlines: Inline[],
    private readonly height: number,
    private readonly ascender: number,
  ) {}
  getHeight(): number {
    return this.height;
  }
  getAscenderHeight(): number {
    return this.ascender;
  }
}

const emptyLine = (line: LineItem) => Array.isArray(line.inlines) && line.inlines.every((inline) => inline.text === '');

/**
 * The compact.ts hook, on pdfmake's laid-out pages before they are written: each placeholder
 * row's first line becomes the row's text lines; its empty cells' lines go.
 */
export function fillPrelaid(renderer: unknown, pages: LaidOutPage[]): void {
  if (pending.size === 0) return;
  const fontFor = (renderer as RendererLike).pdfDocument?.provideFont.bind((renderer as RendererLike).pdfDocument);
  if (!fontFor) return;
  for (const page of pages) {
    let changed = false;
    const items: LaidOutPage['items'] = [];
    let skipEmpty = 0;
    for (const entry of page.items) {
      const line = entry.type === 'line' ? (entry.item as LineItem | undefined) : undefined;
      if (line && typeof line.id === 'string' && line.id.startsWith(ID_PREFIX)) {
        const split = line.id.lastIndexOf('_');
        const second = line.id.lastIndexOf('_', split - 1);
        const token = line.id.slice(0, second + 1);
        const state = pending.get(token);
        const table = state?.tables[Number(line.id.slice(second + 1, split))];
        const row = table?.rows[Number(line.id.slice(split + 1))];
        if (!state || !table || !row) {
          items.push(entry);
          continue;
        }
        changed = true;
        const font = fontFor('Roboto', false, false);
        if (state.measuring.layoutCache && font.layoutCache && font.layoutCache !== state.measuring.layoutCache) {
          // The words are shaped already (same font file): pdfmake's font takes them over.
          font.layoutCache = Object.assign(state.measuring.layoutCache, font.layoutCache);
        }
        let x = line.x;
        for (let column = 0; column < row.cells.length; column += 1) {
          if (column > 0) x += (table.widths[column - 1] as number) + (table.gaps[column] as number);
          let y = line.y;
          for (const cellLine of row.cells[column] as CellLine[]) {
            cellLine.inlines ??= cellLine.runs.map((run) => ({ ...run, font, fontSize: table.fontSize, height: table.lineHeight, alignment: 'left', color: 'black', opacity: 1, characterSpacing: 0, noWrap: false }));
            items.push({ type: 'line', item: new PrelaidLine(x + cellLine.offset, y, cellLine.inlines, table.lineHeight, (font.ascender / 1000) * table.fontSize) });
            y += table.lineHeight;
          }
        }
        state.filled += 1;
        skipEmpty = table.spanned ? 0 : row.cells.length - 1;
        continue;
      }
      if (skipEmpty > 0 && line && emptyLine(line)) {
        skipEmpty -= 1;
        changed = true;
        continue;
      }
      skipEmpty = 0;
      items.push(entry);
    }
    if (changed) page.items = items;
  }
}
