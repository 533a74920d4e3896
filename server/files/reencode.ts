import zlib from 'node:zlib';
import { PNG } from 'pngjs';
import { decodeJpeg } from './jpeg-decoder';
import { encodeJpeg } from './jpeg-encoder';
import { IMAGE_MAX_PIXELS, imageSize, pngLayoutOf, type ImageSize, type Pixels } from './detect';
import type { ReceivedFile } from './store';

/** Why an image is not stored: 413 (too many pixels) or 415 (it does not decode). Plain, so a worker thread can send it back. */
export class ImageRefusal extends Error {
  constructor(
    readonly code: 'TOO_LARGE' | 'UNSUPPORTED_MEDIA',
    message: string,
  ) {
    super(message);
  }
}

/**
 * JPEG and PNG uploads are decoded and encoded again before they are stored (issue 24): only the
 * pixels survive, so EXIF (a photo's GPS, camera, owner), text chunks and anything appended or
 * hidden in the file are gone. The selfie's position is kept in its own fields. No native addons
 * (the server runs inside Electron): a JPEG decodes in WebAssembly (jpeg-decoder.ts) and encodes
 * in jpeg-encoder.ts (4:2:0, as a phone camera writes it), a PNG goes through pngjs.
 *
 * A JPEG's EXIF orientation is applied to the pixels first (the tag goes, the photo stays upright),
 * and a photo longer than IMAGE_MAX_SIDE on its long side is scaled down to it. The size declared
 * in the header is checked before decoding: more than IMAGE_MAX_PIXELS is a 413. GIF and BMP are
 * stored as they came, after detect.ts checked their structure strictly.
 */

/** The long side a stored photo keeps at most (a 12 MP phone photo, 4000×3000, becomes 2560×1920). */
export const IMAGE_MAX_SIDE = 2560;
const JPEG_QUALITY = 85;

export const IMAGE_TOO_LARGE_MESSAGE = `Gambar terlalu besar: paling banyak ${IMAGE_MAX_PIXELS / 1_000_000} megapiksel`;
export const IMAGE_UNREADABLE_MESSAGE = 'Gambar rusak atau tidak dapat dibaca';

const unreadable = () => new ImageRefusal('UNSUPPORTED_MEDIA', IMAGE_UNREADABLE_MESSAGE);

/** 413 when the declared size is beyond the cap (checked before any pixel is decoded). */
function checkedSize(file: ReceivedFile): ImageSize {
  const mime = file.mime === 'image/jpeg' || file.mime === 'image/png' ? file.mime : null;
  const size = mime ? imageSize(file.data, mime) : null;
  if (!size) throw unreadable();
  if (size.width * size.height > IMAGE_MAX_PIXELS) throw new ImageRefusal('TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  return size;
}

/** The EXIF orientation (1–8) of a JPEG's APP1 segment; 1 without one. */
export function exifOrientation(bytes: Uint8Array): number {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1] ?? 0;
    const length = data.readUInt16BE(at + 2);
    if (marker === 0xda || length < 2) break;
    if (marker === 0xe1 && data.toString('latin1', at + 4, at + 10) === 'Exif\0\0') {
      const tiff = at + 10;
      const little = data.toString('latin1', tiff, tiff + 2) === 'II';
      const u16 = (i: number) => (i + 2 <= data.length ? (little ? data.readUInt16LE(i) : data.readUInt16BE(i)) : 0);
      const u32 = (i: number) => (i + 4 <= data.length ? (little ? data.readUInt32LE(i) : data.readUInt32BE(i)) : 0);
      const ifd = tiff + u32(tiff + 4);
      const entries = u16(ifd);
      for (let n = 0; n < entries && n < 256; n++) {
        const entry = ifd + 2 + n * 12;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

/** The pixels scaled down (an average over each target pixel's area) so the long side is at most `maxSide`. */
export function scaledDown(image: Pixels, maxSide: number = IMAGE_MAX_SIDE): Pixels {
  const scale = maxSide / Math.max(image.width, image.height);
  if (scale >= 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const out = new Uint8Array(width * height * 4);
  const xStarts = Array.from({ length: width + 1 }, (_, x) => Math.min(image.width, Math.round((x * image.width) / width)));
  for (let y = 0; y < height; y++) {
    const y0 = Math.round((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.round(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = xStarts[x] ?? 0;
      const x1 = Math.max(x0 + 1, xStarts[x + 1] ?? 0);
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy++) {
        let i = (sy * image.width + x0) * 4;
        for (let sx = x0; sx < x1; sx++, i += 4) {
          r += image.data[i] ?? 0;
          g += image.data[i + 1] ?? 0;
          b += image.data[i + 2] ?? 0;
          a += image.data[i + 3] ?? 0;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      out[o] = Math.round(r / count);
      out[o + 1] = Math.round(g / count);
      out[o + 2] = Math.round(b / count);
      out[o + 3] = Math.round(a / count);
    }
  }
  return { width, height, data: out };
}

/** The pixels turned as EXIF orientation 2–8 says the photo is shown (1: as stored). */
export function oriented(image: Pixels, orientation: number): Pixels {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  // Where each shown pixel (x, y) comes from in the stored image.
  const source: Record<number, (x: number, y: number) => [number, number]> = {
    2: (x, y) => [w - 1 - x, y],
    3: (x, y) => [w - 1 - x, h - 1 - y],
    4: (x, y) => [x, h - 1 - y],
    5: (x, y) => [y, x],
    6: (x, y) => [y, h - 1 - x],
    7: (x, y) => [w - 1 - y, h - 1 - x],
    8: (x, y) => [w - 1 - y, x],
  };
  const from = source[orientation];
  if (!from) return image;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = from(x, y);
      const i = (sy * w + sx) * 4;
      const o = (y * width + x) * 4;
      out[o] = image.data[i] ?? 0;
      out[o + 1] = image.data[i + 1] ?? 0;
      out[o + 2] = image.data[i + 2] ?? 0;
      out[o + 3] = image.data[i + 3] ?? 0;
    }
  }
  return { width, height, data: out };
}

async function reencodeJpeg(file: ReceivedFile): Promise<Buffer> {
  checkedSize(file);
  const decoded = await decodeJpeg(file.data);
  if (!decoded) throw unreadable();
  const image = oriented(scaledDown(decoded), exifOrientation(file.data));
  return encodeJpeg(image, JPEG_QUALITY);
}

function reencodePng(file: ReceivedFile): Buffer {
  checkedSize(file);
  const layout = pngLayoutOf(file.data);
  if (!layout) throw unreadable();
  let decoded: Pixels;
  try {
    // pngjs bounds its inflate by the image size, except for an interlaced image: that one is
    // unpacked here first with a cap (its passes take a little more than the plain scanlines).
    if (layout.interlaced) assertInflatesWithin(file.data, layout.rawBytes * 2 + 1024);
    const png = PNG.sync.read(file.data);
    decoded = { width: png.width, height: png.height, data: png.data };
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    throw unreadable();
  }
  const image = scaledDown(decoded);
  let opaque = true;
  for (let i = 3; i < image.data.length && opaque; i += 4) opaque = image.data[i] === 255;
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return PNG.sync.write(png, { colorType: opaque ? 2 : 6, inputColorType: 6, inputHasAlpha: true });
}

/** Refuses a PNG whose image data inflates beyond `maxBytes` (a compression bomb). */
function assertInflatesWithin(bytes: Buffer, maxBytes: number): void {
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  try {
    zlib.inflateSync(Buffer.concat(parts), { maxOutputLength: maxBytes });
  } catch {
    throw unreadable();
  }
}

/** Whether a file is re-encoded before it is stored (a JPEG or a PNG). */
export const isReencoded = (file: Pick<ReceivedFile, 'mime'>): boolean => file.mime === 'image/jpeg' || file.mime === 'image/png';

/**
 * The file as it is stored: a JPEG or PNG re-encoded (see above), any other kind unchanged; an
 * ImageRefusal when it cannot be. On the calling thread: the store runs it on the image thread
 * (image-thread.ts), so seconds of decoding never hold up other requests.
 */
export async function reencodedImage(file: ReceivedFile): Promise<ReceivedFile> {
  if (file.mime === 'image/jpeg') return { ...file, data: await reencodeJpeg(file) };
  if (file.mime === 'image/png') return { ...file, data: reencodePng(file) };
  return file;
}
