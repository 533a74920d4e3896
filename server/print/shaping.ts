import { loadFontkit } from './fit';

/**
 * Words shaped with less work and less memory.
 *
 * Numbers set without the shaping engine. pdfkit shapes every distinct word of a document
 * through fontkit's OpenType engine (scripts, features, GSUB and GPOS lookups), ~25 µs a word;
 * a 5,000-line report has ~22,000 distinct words, ~16,000 of them figures ('86.387.490', '18/11/2026',
 * '630 ') that make a third of its layout time. For characters the font sets one glyph each, at
 * its advance, with no kerning or substitution between any two of them, the engine's answer is
 * known in advance: the glyphs of the characters side by side. Which characters qualify is
 * asked of the engine itself, once per font face and thread (every pair of candidates laid out
 * the slow way and compared); tests/unit/print-shaping.test.ts also compares every triple and
 * random longer strings. Any other text, or a call with features, script or direction, goes to
 * fontkit's engine.
 *
 * Positions that move only along x. pdfkit keeps every distinct word's glyph run for the whole
 * document and scales each position's every own field to points, so each glyph holds four boxed
 * numbers (x and y advance, x and y offset; a 5,000-line report: ~800,000 of them, the largest
 * share of what the garbage collector copies while pdfmake lays the report out). Where a run's y
 * advances and offsets are all 0 (every glyph of Latin text), its positions are `AlongX`: the
 * same four values, three of them read from the class, so only the x advance is scaled and kept.
 */

/** Figures, their separators, and the space pdfkit keeps at the end of a word. */
export const NUMBER_CHARACTERS = '0123456789.,/-:+%() ';

interface Glyph {
  id: number;
  advanceWidth: number;
}

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface Run {
  glyphs: Glyph[];
  positions: Position[];
}

type LayoutFn = (this: FontFace, text: string, ...rest: unknown[]) => Run;

interface FontFace {
  layout: LayoutFn;
  glyphForCodePoint(codePoint: number): Glyph;
  postscriptName?: string;
  numGlyphs?: number;
  unitsPerEm?: number;
}

interface RunClasses {
  run: new (glyphs: Glyph[], features: unknown, script: unknown, language: unknown, direction: unknown) => Run;
}

interface Shaper {
  original: LayoutFn;
  classes: RunClasses;
  /** Characters set one glyph each at its advance, by face. */
  simple: Map<string, Set<number>>;
}

/** A glyph position with no y advance and no offsets: the zeros come from the class, not the object. */
export class AlongX implements Position {
  constructor(public xAdvance: number) {}
  // Accessors on the prototype are not enumerable: pdfkit's scaling (for…in) passes them by.
  get yAdvance(): number {
    return 0;
  }
  get xOffset(): number {
    return 0;
  }
  get yOffset(): number {
    return 0;
  }
}

/** The run with AlongX positions where it moves only along x; as it was otherwise. */
function alongX<R extends Run>(run: R): R {
  const { positions } = run;
  for (const position of positions) if (position.yAdvance !== 0 || position.xOffset !== 0 || position.yOffset !== 0) return run;
  run.positions = positions.map((position) => new AlongX(position.xAdvance));
  return run;
}

let shaper: Shaper | null | undefined;
let enabled = true;

const faceKey = (font: FontFace) => `${font.postscriptName ?? '?'}|${font.numGlyphs ?? 0}|${font.unitsPerEm ?? 0}`;

function plainRun(run: Run, glyphs: Glyph[]): boolean {
  if (run.glyphs.length !== glyphs.length || run.positions.length !== glyphs.length) return false;
  for (let index = 0; index < glyphs.length; index += 1) {
    const glyph = glyphs[index];
    const shaped = run.glyphs[index];
    const position = run.positions[index];
    if (!glyph || !shaped || !position || shaped.id !== glyph.id || glyph.id === 0) return false;
    if (position.xAdvance !== glyph.advanceWidth || position.yAdvance !== 0 || position.xOffset !== 0 || position.yOffset !== 0) return false;
  }
  return true;
}

/** Asks the engine which candidates this face sets plainly, alone and in every pair. */
export function plainCharacters(font: FontFace, layout: LayoutFn, candidates = NUMBER_CHARACTERS): Set<number> {
  const codes = [...candidates].map((char) => char.charCodeAt(0));
  const glyph = new Map(codes.map((code) => [code, font.glyphForCodePoint(code)]));
  const refused = new Set<number>();
  for (const a of codes) {
    if (!plainRun(layout.call(font, String.fromCharCode(a)), [glyph.get(a) as Glyph])) refused.add(a);
    for (const b of codes) {
      if (!plainRun(layout.call(font, String.fromCharCode(a, b)), [glyph.get(a) as Glyph, glyph.get(b) as Glyph])) {
        refused.add(a);
        refused.add(b);
      }
    }
  }
  return new Set(codes.filter((code) => !refused.has(code)));
}

/** Per font object (pdfkit opens the file again for every document), then per face. */
const perFont = new WeakMap<FontFace, Set<number>>();

function simpleFor(state: Shaper, font: FontFace): Set<number> {
  const known = perFont.get(font);
  if (known) return known;
  const key = faceKey(font);
  let simple = state.simple.get(key);
  if (!simple) {
    simple = plainCharacters(font, state.original);
    state.simple.set(key, simple);
  }
  perFont.set(font, simple);
  return simple;
}

function fastRun(state: Shaper, font: FontFace, text: string, simple: Set<number>): Run | null {
  const glyphs: Glyph[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (!simple.has(code)) return null;
    glyphs.push(font.glyphForCodePoint(code));
  }
  const run = new state.classes.run(glyphs, undefined, undefined, undefined, undefined);
  run.positions = glyphs.map((glyph) => new AlongX(glyph.advanceWidth));
  return run;
}

/**
 * Wraps fontkit's `layout` (once per thread) with the number path. `fontFile` is any TrueType
 * file, opened once to reach fontkit's classes. Answers whether the path is in place.
 */
export function installNumberShaping(fontFile: string): boolean {
  if (shaper !== undefined) return shaper !== null;
  shaper = null;
  try {
    const fontkit = loadFontkit();
    if (!fontkit) return false;
    const sample = fontkit.openSync(fontFile) as unknown as FontFace;
    const proto = Object.getPrototypeOf(sample) as FontFace & { __erpNumbers?: true };
    if (typeof proto.layout !== 'function' || proto.__erpNumbers) return false;
    const probe = proto.layout.call(sample, '0');
    const classes: RunClasses = { run: probe.constructor as RunClasses['run'] };
    const state: Shaper = { original: proto.layout, classes, simple: new Map() };
    proto.layout = function (this: FontFace, text: string, ...rest: unknown[]): Run {
      if (enabled && typeof text === 'string' && text.length > 0 && rest.every((arg) => arg === undefined || arg === null)) {
        return fastRun(state, this, text, simpleFor(state, this)) ?? alongX(state.original.call(this, text));
      }
      return state.original.call(this, text, ...rest);
    };
    proto.__erpNumbers = true;
    shaper = state;
    return true;
  } catch {
    shaper = null;
    return false;
  }
}

/** For the comparison tests and the bench: every text through fontkit's engine. */
export function setNumberShaping(on: boolean): void {
  enabled = on;
}
