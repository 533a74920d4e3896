import type { Pixels } from './detect';

/**
 * Baseline JPEG encoding (ITU-T T.81 | ISO/IEC 10918-1) for the re-encode of every stored JPEG
 * (reencode.ts). Written here because the encoders at hand were slow where people wait: jpeg-js
 * took ~50 ms for a 640×480 selfie on this two-core machine (three full-size planes, 4:4:4) and
 * MozJPEG in WebAssembly ~100 ms (its trellis quantisation cannot be turned off), and a busy
 * morning's 200 check-ins each wait for one (issue 28). This one does what a phone camera does:
 * YCbCr with the chroma halved both ways (4:2:0, half the blocks of 4:4:4), the float AAN DCT,
 * the quality-scaled tables of Annex K.1 and the typical Huffman tables of Annex K.3, written as
 * a JFIF file with nothing else in it (no EXIF, no comment).
 */

/** Annex K, Table K.1: luminance quantisation, in natural (row by row) order. */
const LUMINANCE_QUANTISATION = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109,
  103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

/** Annex K, Table K.2: chrominance quantisation, in natural order. */
const CHROMINANCE_QUANTISATION = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
];

/** Figure A.6: the natural index of each coefficient in zigzag order. */
const ZIGZAG = Uint8Array.from([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22,
  15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
]);

/** A Huffman table as DHT carries it: the number of codes of each length 1–16, then the symbols. */
interface HuffmanSpec {
  counts: readonly number[];
  symbols: readonly number[];
}

/** Annex K.3, Table K.3: luminance DC differences. */
const LUMINANCE_DC: HuffmanSpec = { counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] };
/** Annex K.3, Table K.4: chrominance DC differences. */
const CHROMINANCE_DC: HuffmanSpec = { counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], symbols: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] };
/** Annex K.3, Table K.5: luminance AC coefficients. */
const LUMINANCE_AC: HuffmanSpec = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  symbols: [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42,
    0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35,
    0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67,
    0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98,
    0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7,
    0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2, 0xf3, 0xf4,
    0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};
/** Annex K.3, Table K.6: chrominance AC coefficients. */
const CHROMINANCE_AC: HuffmanSpec = {
  counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  symbols: [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1,
    0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26, 0x27, 0x28, 0x29, 0x2a,
    0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66,
    0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96,
    0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5,
    0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf2, 0xf3, 0xf4,
    0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};

/** The Huffman tables of the file, for the tests: the counts must add up to the symbols. */
export const HUFFMAN_TABLES = { LUMINANCE_DC, CHROMINANCE_DC, LUMINANCE_AC, CHROMINANCE_AC };

/** Code and length by symbol (Annex C: codes of each length are consecutive, lengths ascending). */
interface HuffmanCodes {
  code: Uint16Array;
  length: Uint8Array;
}

function huffmanCodes({ counts, symbols }: HuffmanSpec): HuffmanCodes {
  const code = new Uint16Array(256);
  const length = new Uint8Array(256);
  let next = 0;
  let index = 0;
  for (let bits = 1; bits <= 16; bits++) {
    for (let n = 0; n < (counts[bits - 1] ?? 0); n++) {
      const symbol = symbols[index++] ?? 0;
      code[symbol] = next++;
      length[symbol] = bits;
    }
    next <<= 1;
  }
  return { code, length };
}

const CODES = {
  luminanceDc: huffmanCodes(LUMINANCE_DC),
  chrominanceDc: huffmanCodes(CHROMINANCE_DC),
  luminanceAc: huffmanCodes(LUMINANCE_AC),
  chrominanceAc: huffmanCodes(CHROMINANCE_AC),
};

/** The IJG scaling of a base table by quality 1–100 (50 is the table as printed), in natural order. */
function scaledTable(base: readonly number[], quality: number): Uint8Array {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
  return Uint8Array.from(base, (value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
}

/** The AAN DCT leaves each coefficient scaled by these per row and column (IJG jfdctflt.c). */
const AAN_SCALE = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];

/** What each DCT output is multiplied by to be quantised: 1 / (table × AAN scales × 8), in natural order. */
function quantisationDivisors(table: Uint8Array): Float32Array {
  const divisors = new Float32Array(64);
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const i = row * 8 + col;
      divisors[i] = 1 / ((table[i] ?? 1) * (AAN_SCALE[row] ?? 1) * (AAN_SCALE[col] ?? 1) * 8);
    }
  }
  return divisors;
}

/** Bytes out, growing as needed, with the entropy coder's bit buffer (0xFF stuffed with 0x00, F.1.2.3). */
class JpegWriter {
  private bytes: Uint8Array;
  private at = 0;
  private bitBuffer = 0;
  private bitCount = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(1024, capacity));
  }

  /** Room for `extra` more bytes: called before each block, so the bit writes below need not check. */
  reserve(extra: number): void {
    if (this.at + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.at + extra));
    grown.set(this.bytes.subarray(0, this.at));
    this.bytes = grown;
  }

  byte(value: number): void {
    this.reserve(1);
    this.bytes[this.at++] = value;
  }

  word(value: number): void {
    this.byte((value >> 8) & 0xff);
    this.byte(value & 0xff);
  }

  /** The low `count` bits of `value` (count ≤ 16), most significant first. */
  bits(value: number, count: number): void {
    this.bitBuffer = (this.bitBuffer << count) | (value & ((1 << count) - 1));
    this.bitCount += count;
    while (this.bitCount >= 8) {
      this.bitCount -= 8;
      const out = (this.bitBuffer >> this.bitCount) & 0xff;
      this.bytes[this.at++] = out;
      if (out === 0xff) this.bytes[this.at++] = 0;
    }
    this.bitBuffer &= (1 << this.bitCount) - 1;
  }

  /** The last byte of the scan padded with 1 bits (F.1.2.3). */
  flushBits(): void {
    this.reserve(2);
    if (this.bitCount > 0) this.bits(0x7f, 8 - this.bitCount);
  }

  result(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.at);
  }
}

/** The float AAN forward DCT of one 8×8 block, in place (IJG jfdctflt.c): rows, then columns. */
function forwardDct(block: Float32Array): void {
  for (let pass = 0; pass < 2; pass++) {
    // Rows step 1 within a row and 8 between rows; the columns the other way round.
    const step = pass === 0 ? 1 : 8;
    const stride = pass === 0 ? 8 : 1;
    for (let line = 0; line < 8; line++) {
      const o = line * stride;
      const d0 = block[o] ?? 0;
      const d1 = block[o + step] ?? 0;
      const d2 = block[o + 2 * step] ?? 0;
      const d3 = block[o + 3 * step] ?? 0;
      const d4 = block[o + 4 * step] ?? 0;
      const d5 = block[o + 5 * step] ?? 0;
      const d6 = block[o + 6 * step] ?? 0;
      const d7 = block[o + 7 * step] ?? 0;
      const tmp0 = d0 + d7;
      const tmp7 = d0 - d7;
      const tmp1 = d1 + d6;
      const tmp6 = d1 - d6;
      const tmp2 = d2 + d5;
      const tmp5 = d2 - d5;
      const tmp3 = d3 + d4;
      const tmp4 = d3 - d4;
      // Even part.
      const tmp10 = tmp0 + tmp3;
      const tmp13 = tmp0 - tmp3;
      const tmp11 = tmp1 + tmp2;
      const tmp12 = tmp1 - tmp2;
      block[o] = tmp10 + tmp11;
      block[o + 4 * step] = tmp10 - tmp11;
      const z1 = (tmp12 + tmp13) * 0.707106781;
      block[o + 2 * step] = tmp13 + z1;
      block[o + 6 * step] = tmp13 - z1;
      // Odd part.
      const odd10 = tmp4 + tmp5;
      const odd11 = tmp5 + tmp6;
      const odd12 = tmp6 + tmp7;
      const z5 = (odd10 - odd12) * 0.382683433;
      const z2 = 0.5411961 * odd10 + z5;
      const z4 = 1.306562965 * odd12 + z5;
      const z3 = odd11 * 0.707106781;
      const z11 = tmp7 + z3;
      const z13 = tmp7 - z3;
      block[o + 5 * step] = z13 + z2;
      block[o + 3 * step] = z13 - z2;
      block[o + step] = z11 + z4;
      block[o + 7 * step] = z11 - z4;
    }
  }
}

/** Bits needed for a coefficient's magnitude (its Huffman category, F.1.2.1). */
const magnitudeBits = (value: number): number => 32 - Math.clz32(value < 0 ? -value : value);

/**
 * Encodes one block (its samples level-shifted, natural order) into the scan; answers its DC
 * value for the next block's difference.
 */
function encodeBlock(
  writer: JpegWriter,
  block: Float32Array,
  divisors: Float32Array,
  previousDc: number,
  dc: HuffmanCodes,
  ac: HuffmanCodes,
  quantised: Int32Array,
): number {
  // At most 64 codes of 16 + 11 bits, each byte possibly stuffed: 64 × 27 / 8 × 2 < 512.
  writer.reserve(512);
  forwardDct(block);
  for (let k = 0; k < 64; k++) {
    const natural = ZIGZAG[k] ?? 0;
    const value = (block[natural] ?? 0) * (divisors[natural] ?? 0);
    // Rounded half away from zero, as IJG does.
    quantised[k] = value < 0 ? -Math.floor(0.5 - value) : Math.floor(value + 0.5);
  }
  const dcValue = quantised[0] ?? 0;
  const difference = dcValue - previousDc;
  const dcBits = magnitudeBits(difference);
  writer.bits(dc.code[dcBits] ?? 0, dc.length[dcBits] ?? 0);
  if (dcBits) writer.bits(difference < 0 ? difference - 1 : difference, dcBits);

  let last = 63;
  while (last > 0 && quantised[last] === 0) last--;
  let run = 0;
  for (let k = 1; k <= last; k++) {
    const value = quantised[k] ?? 0;
    if (value === 0) {
      run++;
      continue;
    }
    while (run > 15) {
      // ZRL: sixteen zeros.
      writer.bits(ac.code[0xf0] ?? 0, ac.length[0xf0] ?? 0);
      run -= 16;
    }
    const size = magnitudeBits(value);
    const symbol = (run << 4) | size;
    writer.bits(ac.code[symbol] ?? 0, ac.length[symbol] ?? 0);
    writer.bits(value < 0 ? value - 1 : value, size);
    run = 0;
  }
  // EOB, unless the last coefficient was not zero.
  if (last < 63) writer.bits(ac.code[0] ?? 0, ac.length[0] ?? 0);
  return dcValue;
}

function writeHuffmanTable(writer: JpegWriter, tableClassAndId: number, spec: HuffmanSpec): void {
  writer.byte(tableClassAndId);
  for (const count of spec.counts) writer.byte(count);
  for (const symbol of spec.symbols) writer.byte(symbol);
}

function writeHeaders(writer: JpegWriter, width: number, height: number, luminance: Uint8Array, chrominance: Uint8Array): void {
  writer.word(0xffd8); // SOI
  // APP0 JFIF 1.01, no density unit (aspect 1:1), no thumbnail.
  writer.word(0xffe0);
  writer.word(16);
  for (const char of 'JFIF\0') writer.byte(char.charCodeAt(0));
  for (const value of [1, 1, 0, 0, 1, 0, 1, 0, 0]) writer.byte(value);
  // DQT: both tables, in zigzag order.
  writer.word(0xffdb);
  writer.word(2 + 2 * 65);
  for (const [id, table] of [luminance, chrominance].entries()) {
    writer.byte(id);
    for (const natural of ZIGZAG) writer.byte(table[natural] ?? 1);
  }
  // SOF0: 8-bit baseline, Y at 2×2 sampling, Cb and Cr at 1×1 (4:2:0).
  writer.word(0xffc0);
  writer.word(17);
  writer.byte(8);
  writer.word(height);
  writer.word(width);
  writer.byte(3);
  for (const [id, sampling, table] of [
    [1, 0x22, 0],
    [2, 0x11, 1],
    [3, 0x11, 1],
  ] as const) {
    writer.byte(id);
    writer.byte(sampling);
    writer.byte(table);
  }
  // DHT: the four typical tables.
  const specs = [LUMINANCE_DC, LUMINANCE_AC, CHROMINANCE_DC, CHROMINANCE_AC];
  writer.word(0xffc4);
  writer.word(2 + specs.reduce((sum, spec) => sum + 17 + spec.symbols.length, 0));
  writeHuffmanTable(writer, 0x00, LUMINANCE_DC);
  writeHuffmanTable(writer, 0x10, LUMINANCE_AC);
  writeHuffmanTable(writer, 0x01, CHROMINANCE_DC);
  writeHuffmanTable(writer, 0x11, CHROMINANCE_AC);
  // SOS: all three components in one scan.
  writer.word(0xffda);
  writer.word(12);
  writer.byte(3);
  for (const [id, tables] of [
    [1, 0x00],
    [2, 0x11],
    [3, 0x11],
  ] as const) {
    writer.byte(id);
    writer.byte(tables);
  }
  writer.byte(0);
  writer.byte(63);
  writer.byte(0);
}

/** JPEG's largest side (the frame header's 16-bit fields). */
const MAX_SIDE = 0xffff;

/**
 * The RGBA pixels as a baseline JFIF JPEG at `quality` (1–100, IJG scale). Alpha is dropped: a
 * JPEG has none.
 */
export function encodeJpeg(image: Pixels, quality: number): Buffer {
  const { width, height, data } = image;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) throw new RangeError(`cannot encode a ${width}×${height} JPEG`);
  if (data.length < width * height * 4) throw new RangeError('pixel data shorter than width × height × 4');
  const luminanceTable = scaledTable(LUMINANCE_QUANTISATION, quality);
  const chrominanceTable = scaledTable(CHROMINANCE_QUANTISATION, quality);
  const luminanceDivisors = quantisationDivisors(luminanceTable);
  const chrominanceDivisors = quantisationDivisors(chrominanceTable);

  // Planes padded to whole 16×16 MCUs by repeating the last column and row, level-shifted by 128.
  const mcuColumns = Math.ceil(width / 16);
  const mcuRows = Math.ceil(height / 16);
  const lumaWidth = mcuColumns * 16;
  const lumaHeight = mcuRows * 16;
  const chromaWidth = lumaWidth / 2;
  const luma = new Float32Array(lumaWidth * lumaHeight);
  const blue = new Float32Array(chromaWidth * (lumaHeight / 2));
  const red = new Float32Array(chromaWidth * (lumaHeight / 2));
  // Each 2×2 square at once: four luminance samples, and one Cb and one Cr from their average.
  for (let cy = 0, c = 0; cy < lumaHeight / 2; cy++) {
    const top = Math.min(cy * 2, height - 1) * width;
    const bottom = Math.min(cy * 2 + 1, height - 1) * width;
    const lumaTop = cy * 2 * lumaWidth;
    for (let cx = 0; cx < chromaWidth; cx++, c++) {
      const left = Math.min(cx * 2, width - 1);
      const right = Math.min(cx * 2 + 1, width - 1);
      let sumR = 0;
      let sumG = 0;
      let sumB = 0;
      for (let k = 0; k < 4; k++) {
        const i = ((k < 2 ? top : bottom) + (k & 1 ? right : left)) * 4;
        const r = data[i] ?? 0;
        const g = data[i + 1] ?? 0;
        const b = data[i + 2] ?? 0;
        sumR += r;
        sumG += g;
        sumB += b;
        // JFIF's YCbCr (BT.601, full range), level-shifted by 128.
        luma[lumaTop + (k < 2 ? 0 : lumaWidth) + cx * 2 + (k & 1)] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
      }
      blue[c] = (-0.168736 * sumR - 0.331264 * sumG + 0.5 * sumB) / 4;
      red[c] = (0.5 * sumR - 0.418688 * sumG - 0.081312 * sumB) / 4;
    }
  }

  const writer = new JpegWriter(width * height);
  writeHeaders(writer, width, height, luminanceTable, chrominanceTable);
  const block = new Float32Array(64);
  const quantised = new Int32Array(64);
  const copyBlock = (plane: Float32Array, planeWidth: number, left: number, top: number) => {
    for (let row = 0, to = 0; row < 8; row++) {
      let from = (top + row) * planeWidth + left;
      for (let col = 0; col < 8; col++) block[to++] = plane[from++] ?? 0;
    }
  };
  let dcY = 0;
  let dcCb = 0;
  let dcCr = 0;
  for (let mcuRow = 0; mcuRow < mcuRows; mcuRow++) {
    for (let mcuColumn = 0; mcuColumn < mcuColumns; mcuColumn++) {
      const left = mcuColumn * 16;
      const top = mcuRow * 16;
      // The four luminance blocks left to right, top to bottom (A.2.3), then Cb, then Cr.
      for (const [dx, dy] of [
        [0, 0],
        [8, 0],
        [0, 8],
        [8, 8],
      ] as const) {
        copyBlock(luma, lumaWidth, left + dx, top + dy);
        dcY = encodeBlock(writer, block, luminanceDivisors, dcY, CODES.luminanceDc, CODES.luminanceAc, quantised);
      }
      copyBlock(blue, chromaWidth, left / 2, top / 2);
      dcCb = encodeBlock(writer, block, chrominanceDivisors, dcCb, CODES.chrominanceDc, CODES.chrominanceAc, quantised);
      copyBlock(red, chromaWidth, left / 2, top / 2);
      dcCr = encodeBlock(writer, block, chrominanceDivisors, dcCr, CODES.chrominanceDc, CODES.chrominanceAc, quantised);
    }
  }
  writer.flushBits();
  writer.word(0xffd9); // EOI
  return writer.result();
}
