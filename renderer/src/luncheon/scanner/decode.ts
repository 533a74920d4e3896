import { BinaryBitmap, ChecksumException, FormatException, HybridBinarizer, NotFoundException, QRCodeReader, RGBLuminanceSource } from '@zxing/library';

/**
 * QR decoding of one camera frame with zxing (no DOM), shared by the decoder worker and its unit
 * test. TRY_HARDER stays off: a canteen camera sees a QR held still, and each frame must decode in
 * a few milliseconds so the worker keeps up with the grab rate.
 */

export interface ScanPoint {
  x: number;
  y: number;
}

export interface FrameResult {
  /** The decoded text, or null when no QR was found in the frame. */
  text: string | null;
  /** The finder (and alignment) patterns zxing located, in frame pixels: the blue dots. */
  points: ScanPoint[];
}

/** RGBA pixels (ImageData.data) → one luminance byte per pixel, green-weighted like zxing's own. */
export function rgbaToLuminance(rgba: Uint8ClampedArray, width: number, height: number, out?: Uint8ClampedArray): Uint8ClampedArray {
  const size = width * height;
  const luminance = out && out.length === size ? out : new Uint8ClampedArray(size);
  for (let i = 0, p = 0; i < size; i += 1, p += 4) {
    luminance[i] = ((rgba[p] ?? 0) + 2 * (rgba[p + 1] ?? 0) + (rgba[p + 2] ?? 0)) >> 2;
  }
  return luminance;
}

const reader = new QRCodeReader();

/** Decodes a luminance frame; a frame without a readable QR answers `{ text: null }`, never throws. */
export function decodeLuminance(luminance: Uint8ClampedArray, width: number, height: number): FrameResult {
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    const result = reader.decode(bitmap);
    const points = (result.getResultPoints() ?? []).map((point) => ({ x: point.getX(), y: point.getY() }));
    return { text: result.getText(), points };
  } catch (error) {
    if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException) {
      return { text: null, points: [] };
    }
    throw error;
  } finally {
    reader.reset();
  }
}
