import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Real images made in the test (the server decodes and re-encodes JPEG and PNG uploads, and checks
 * the structure of GIF and BMP, so a few signature bytes no longer pass for an image). PNGs: gradientPng
 * in ./uploads.
 */

/** RGBA pixels in a diagonal gradient (opaque). */
function gradient(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / Math.max(1, width - 1);
      data[i + 1] = (y * 255) / Math.max(1, height - 1);
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
  }
  return data;
}

export function jpegImage(width: number, height: number): Buffer {
  return jpeg.encode({ width, height, data: gradient(width, height) }, 90).data;
}

/** The smallest real GIF: 1×1, two colours, one frame. */
export const GIF_1X1 = Buffer.from('47494638396101000100800000000000ffffff2c00000000010001000002024401003b', 'hex');

/** An uncompressed 24-bit BMP (BITMAPINFOHEADER) whose header fields agree with its size. */
export function bmpImage(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 24) / 32) * 4;
  const size = 54 + rowBytes * height;
  const bmp = Buffer.alloc(size);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(size, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(rowBytes * height, 34);
  return bmp;
}

/** A JPEG's frame size (decoded by jpeg-js), to check what the server stored. */
export function jpegSizeOf(data: Uint8Array): { width: number; height: number } {
  const { width, height } = jpeg.decode(data, { useTArray: true });
  return { width, height };
}

export function pngSizeOf(data: Uint8Array): { width: number; height: number } {
  const { width, height } = PNG.sync.read(Buffer.from(data));
  return { width, height };
}
