import { createRequire } from 'node:module';
import { fillPrelaid } from './prelaid';

/**
 * Fewer, longer drawing operations for the same page, applied to pdfmake's laid-out pages just
 * before they are written (pdfmake writes every word as its own text object and every table line
 * one cell wide: a 5,000-line report is ~100,000 text objects and ~60,000 line segments, most of
 * the time spent writing the PDF).
 *
 * - Words of one line that pdfmake placed side by side in the same font, size and colour are
 *   written as one text: 'Besi ' at x and 'beton ' at x + width('Besi ') become 'Besi beton ' at x.
 *   pdfkit lays a text out word by word at spaces (each word with its trailing space, kerned on
 *   its own), so joining only after a space gives every glyph the same position as before.
 * - A table's horizontal line, drawn one cell wide at a time, becomes one line across the table;
 *   a vertical border drawn one row high at a time becomes one line down the page. Same width,
 *   colour and butt ends over the same points: the same pixels.
 *
 * Anything with decoration, links, backgrounds, character spacing, font features, dashes or
 * opacity is left exactly as pdfmake made it. tests/unit/print-compact.test.ts renders documents
 * with and without this and compares them page by page (text, and pixels through pdftoppm).
 */

/** The parts of pdfmake's page model this touches (pdfmake keeps them internal). */
export interface LaidOutInline {
  text: string;
  x: number;
  width: number;
  font: unknown;
  fontSize: number;
  color?: unknown;
  opacity?: number;
  trailingCut?: number;
  lineEnd?: boolean;
  [key: string]: unknown;
}

export interface LaidOutPage {
  items: { type: string; item?: unknown }[];
}

interface LineVector {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth?: number;
  lineColor?: unknown;
  [key: string]: unknown;
}

/** Slack for positions pdfmake computed as running sums (they agree far below a thousandth of a point). */
const EPSILON = 1e-6;

/** Properties that change how an inline is drawn beyond font, size, colour and place. */
const SPECIAL_INLINE = [
  'characterSpacing',
  'fontFeatures',
  'decoration',
  'background',
  'link',
  'linkToPage',
  'linkToDestination',
  '_pageNodeRef',
  '_tocItemRef',
  '_pageRef',
  'sup',
  'sub',
] as const;

function plainInline(inline: LaidOutInline): boolean {
  if (typeof inline.text !== 'string') return false;
  for (const key of SPECIAL_INLINE) if (inline[key]) return false;
  return true;
}

/** `right` may follow `left` in one text: the same look, and placed where `left` ends (`end`). */
function joinable(left: LaidOutInline, right: LaidOutInline, end: number): boolean {
  return (
    plainInline(left) &&
    plainInline(right) &&
    // pdfkit shapes word by word at spaces: join only where it would split anyway.
    (left.text.endsWith(' ') || left.text.endsWith('\t')) &&
    left.font === right.font &&
    left.fontSize === right.fontSize &&
    left.color === right.color &&
    (left.opacity ?? 1) === (right.opacity ?? 1) &&
    Math.abs(right.x - end) < EPSILON
  );
}

/** Joined results by inlines array: pdfmake shares one array between a line and its clones (the header repeated on every page). */
const joinedByArray = new WeakMap<readonly LaidOutInline[], LaidOutInline[]>();
/** Inlines already folded into a joined one (never joined a second time). */
const folded = new WeakSet<LaidOutInline>();

/**
 * A line's inlines with neighbours joined. The first inline of a run takes the run's text and
 * width (pdfmake keeps an inline in one line's array only, shared as a whole by the line's
 * clones, so the result is remembered per array); an inline met again in another array is not
 * changed twice: that run is joined into a copy instead.
 */
export function joinInlines(inlines: readonly LaidOutInline[]): LaidOutInline[] {
  const known = joinedByArray.get(inlines);
  if (known) return known;
  const joined: LaidOutInline[] = [];
  let run: LaidOutInline[] = [];
  let end = 0;
  const close = () => {
    const [first] = run;
    if (!first) return;
    if (run.length === 1) {
      joined.push(first);
    } else {
      const last = run[run.length - 1] as LaidOutInline;
      const text = run.map((inline) => inline.text).join('');
      const width = run.reduce((sum, inline) => sum + inline.width, 0);
      const target = run.some((inline) => folded.has(inline)) ? { ...first } : first;
      target.text = text;
      target.width = width;
      target.trailingCut = last.trailingCut ?? 0;
      target.lineEnd = last.lineEnd ?? false;
      for (const inline of run) folded.add(inline);
      joined.push(target);
    }
    run = [];
  };
  for (const inline of inlines) {
    const last = run[run.length - 1];
    if (last && joinable(last, inline, end)) {
      run.push(inline);
    } else {
      close();
      run = [inline];
    }
    end = inline.x + inline.width;
  }
  close();
  joinedByArray.set(inlines, joined);
  return joined;
}

function isPlainLine(vector: unknown): vector is LineVector {
  if (!vector || typeof vector !== 'object') return false;
  const v = vector as Record<string, unknown>;
  return (
    v['type'] === 'line' &&
    typeof v['x1'] === 'number' &&
    typeof v['x2'] === 'number' &&
    typeof v['y1'] === 'number' &&
    typeof v['y2'] === 'number' &&
    !v['dash'] &&
    !v['color'] &&
    v['lineCap'] === undefined &&
    v['lineJoin'] === undefined &&
    v['strokeOpacity'] === undefined
  );
}

const sameStroke = (a: LineVector, b: LineVector) => (a.lineWidth ?? 1) === (b.lineWidth ?? 1) && a.lineColor === b.lineColor;

/**
 * Joins the inlines of every text line and the table line segments of every page, in place on
 * `pages` (a page's item list is replaced; items pdfmake shares between pages are copied first).
 */
export function compactPages(pages: LaidOutPage[]): void {
  for (const page of pages) {
    const items: ({ type: string; item?: unknown } | null)[] = [];
    /** The horizontal line just written, while nothing else came after it. */
    let horizontal: LineVector | null = null;
    /** Vertical lines still open for extension, by x, width and colour. */
    const vertical = new Map<string, { line: LineVector; index: number }>();
    for (const entry of page.items) {
      if (entry.type === 'line' && entry.item && typeof entry.item === 'object') {
        const line = entry.item as { inlines?: LaidOutInline[] };
        if (Array.isArray(line.inlines) && line.inlines.length > 1) {
          // A copy of the line: pdfmake repeats the table header by sharing its line objects.
          items.push({ ...entry, item: Object.assign(Object.create(Object.getPrototypeOf(line) as object) as object, line, { inlines: joinInlines(line.inlines) }) });
        } else {
          items.push(entry);
        }
        horizontal = null;
        continue;
      }
      if (entry.type === 'vector' && isPlainLine(entry.item)) {
        const v = entry.item;
        if (v.y1 === v.y2 && v.x2 > v.x1) {
          if (horizontal && horizontal.y1 === v.y1 && sameStroke(horizontal, v) && Math.abs(horizontal.x2 - v.x1) < EPSILON) {
            horizontal.x2 = v.x2;
            continue;
          }
          horizontal = { ...v };
          items.push({ ...entry, item: horizontal });
          continue;
        }
        horizontal = null;
        if (v.x1 === v.x2 && v.y2 > v.y1) {
          const key = `${v.x1}|${v.lineWidth ?? 1}|${String(v.lineColor)}`;
          const open = vertical.get(key);
          if (open && sameStroke(open.line, v) && v.y1 >= open.line.y1 - EPSILON && v.y1 <= open.line.y2 + EPSILON) {
            // Drawn where the later piece was, so it still comes after everything it runs beside.
            items[open.index] = null;
            const line: LineVector = { ...v, y1: open.line.y1, y2: Math.max(open.line.y2, v.y2) };
            items.push({ ...entry, item: line });
            vertical.set(key, { line, index: items.length - 1 });
          } else {
            const line: LineVector = { ...v };
            items.push({ ...entry, item: line });
            vertical.set(key, { line, index: items.length - 1 });
          }
          continue;
        }
        items.push(entry);
        continue;
      }
      horizontal = null;
      // Fills and shapes keep their order; clips, images and the like end every open line.
      if (entry.type !== 'vector') vertical.clear();
      items.push(entry);
    }
    page.items = items.filter((item): item is { type: string; item?: unknown } => item !== null);
  }
}

interface RendererClass {
  prototype: { renderPages(pages: LaidOutPage[]): unknown; __erpCompacted?: true };
}

let installed: boolean | null = null;

/**
 * Makes pdfmake compact its pages before writing them (once per thread). pdfmake has no hook
 * between layout and writing, so its Renderer's `renderPages` is wrapped; where that class is not
 * where this pdfmake version keeps it, nothing changes and documents render as before.
 */
export function installPageCompaction(): boolean {
  if (installed !== null) return installed;
  try {
    const require = createRequire(import.meta.url);
    const loaded = require('pdfmake/js/Renderer.js') as { default?: RendererClass } | RendererClass;
    const Renderer = 'default' in loaded && loaded.default ? loaded.default : (loaded as RendererClass);
    const proto = Renderer.prototype;
    if (typeof proto.renderPages !== 'function') return (installed = false);
    if (!proto.__erpCompacted) {
      const renderPages = proto.renderPages;
      proto.renderPages = function (this: unknown, pages: LaidOutPage[]) {
        // Report rows laid out by prelaid.ts take their place first, then everything is compacted.
        fillPrelaid(this, pages);
        if (compactionEnabled) compactPages(pages);
        return renderPages.call(this, pages);
      };
      proto.__erpCompacted = true;
    }
    installed = true;
  } catch {
    installed = false;
  }
  return installed;
}

let compactionEnabled = true;

/** For the comparison tests and the bench: render without compaction. */
export function setPageCompaction(enabled: boolean): void {
  compactionEnabled = enabled;
}
