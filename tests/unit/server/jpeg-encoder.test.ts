import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import type { Pixels } from '../../../server/files/detect';
import { decodeJpeg } from '../../../server/files/jpeg-decoder';
import { encodeJpeg, HUFFMAN_TABLES } from '../../../server/files/jpeg-encoder';

/**
 * The server's own baseline JPEG encoder (server/files/jpeg-encoder.ts), which writes every stored
 * JPEG: its files must read back in two independent decoders (the server's WebAssembly libjpeg and
 * jpeg-js) at their size and close to their pixels, at every size a photo can have, and hold
 * nothing but the picture.
 */

/** A photo-like image: smooth waves of colour with a little per-pixel noise (which also makes 0xFF bytes in the scan, stuffed). */
function photo(width: number, height: number): Pixels {
  const data = new Uint8Array(width * height * 4);
  let state = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const noise = (state >>> 28) - 8;
      const i = (y * width + x) * 4;
      data[i] = Math.round(130 + 90 * Math.sin(x / 20)) + noise;
      data[i + 1] = Math.round(120 + 90 * Math.cos(y / 15)) + noise;
      data[i + 2] = 128 + noise;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

/** The mean and the largest difference of the colour channels (alpha left out: a JPEG has none). */
function difference(a: Uint8Array, b: Uint8Array): { mean: number; max: number } {
  let sum = 0;
  let max = 0;
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    if (i % 4 === 3) continue;
    const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    sum += d;
    max = Math.max(max, d);
    count++;
  }
  return { mean: sum / count, max };
}

/** The markers before the scan, in order (each segment skipped by its length). */
function markersBeforeScan(file: Buffer): number[] {
  const markers: number[] = [];
  expect(file.readUInt16BE(0)).toBe(0xffd8);
  let at = 2;
  while (at < file.length) {
    expect(file[at]).toBe(0xff);
    const marker = file[at + 1] ?? 0;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + file.readUInt16BE(at + 2);
  }
  return markers;
}

/** The luminance table of the DQT segment, in zigzag order. */
function luminanceTable(file: Buffer): number[] {
  const at = file.indexOf(Buffer.from([0xff, 0xdb]));
  return [...file.subarray(at + 5, at + 5 + 64)];
}

describe('the JPEG encoder', () => {
  it.each([
    [1, 1],
    [8, 8],
    [17, 9],
    [33, 31],
    [640, 480],
    [481, 641],
  ])('writes a %i×%i image that both decoders read back at its size and close to its pixels', async (width, height) => {
    const image = photo(width, height);
    const file = encodeJpeg(image, 85);
    const wasm = await decodeJpeg(file);
    const plain = jpeg.decode(file, { useTArray: true, formatAsRGBA: true });
    for (const decoded of [wasm, plain]) {
      expect(decoded).not.toBeNull();
      if (!decoded) continue;
      expect([decoded.width, decoded.height]).toEqual([width, height]);
      const { mean, max } = difference(image.data, decoded.data);
      // Quality 85 with the chroma halved both ways: a few levels off on average, never far.
      expect(mean).toBeLessThan(4);
      expect(max).toBeLessThan(32);
    }
  });

  it('holds only the picture: JFIF, tables, a 4:2:0 frame and one scan, ending at EOI', () => {
    const file = encodeJpeg(photo(40, 24), 85);
    expect(markersBeforeScan(file)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    expect(file.toString('latin1', 6, 11)).toBe('JFIF\0');
    const frame = file.indexOf(Buffer.from([0xff, 0xc0]));
    // Precision 8, height 24, width 40, three components: Y sampled 2×2, Cb and Cr 1×1.
    expect([...file.subarray(frame + 4, frame + 19)]).toEqual([8, 0, 24, 0, 40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
    expect(file.readUInt16BE(file.length - 2)).toBe(0xffd9);
  });

  it('scales the tables by quality as IJG does: 50 is Annex K.1 as printed, 100 is all ones', () => {
    const image = photo(16, 16);
    // Table K.1's first zigzag entries: 16, 11, 12, 14, 12, 10.
    expect(luminanceTable(encodeJpeg(image, 50)).slice(0, 6)).toEqual([16, 11, 12, 14, 12, 10]);
    expect(new Set(luminanceTable(encodeJpeg(image, 100)))).toEqual(new Set([1]));
    // Quality 25 doubles the table.
    expect(luminanceTable(encodeJpeg(image, 25)).slice(0, 2)).toEqual([32, 22]);
  });

  it('keeps more of the picture at a higher quality, in a larger file', async () => {
    const image = photo(96, 64);
    const errors: number[] = [];
    const sizes: number[] = [];
    for (const quality of [30, 60, 95]) {
      const file = encodeJpeg(image, quality);
      const decoded = await decodeJpeg(file);
      if (!decoded) throw new Error('did not decode');
      errors.push(difference(image.data, decoded.data).mean);
      sizes.push(file.length);
    }
    expect(errors[0]).toBeGreaterThan(errors[1] ?? 0);
    expect(errors[1]).toBeGreaterThan(errors[2] ?? 0);
    expect(sizes[0]).toBeLessThan(sizes[1] ?? 0);
    expect(sizes[1]).toBeLessThan(sizes[2] ?? 0);
  });

  it('uses the typical Huffman tables of Annex K.3 whole (the counts add up to the symbols)', () => {
    for (const table of Object.values(HUFFMAN_TABLES)) {
      expect(table.counts).toHaveLength(16);
      expect(table.counts.reduce((sum, count) => sum + count, 0)).toBe(table.symbols.length);
    }
    expect(HUFFMAN_TABLES.LUMINANCE_AC.symbols).toHaveLength(162);
    expect(HUFFMAN_TABLES.CHROMINANCE_AC.symbols).toHaveLength(162);
  });

  it('refuses an image it cannot write', () => {
    expect(() => encodeJpeg({ width: 0, height: 10, data: new Uint8Array(0) }, 85)).toThrow(RangeError);
    expect(() => encodeJpeg({ width: 10, height: 10, data: new Uint8Array(10) }, 85)).toThrow(RangeError);
  });
});
