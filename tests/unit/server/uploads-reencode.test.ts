import zlib from 'node:zlib';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { detectFile, IMAGE_MAX_PIXELS, isInertPdf } from '../../../server/files/detect';
import { exifOrientation, IMAGE_MAX_SIDE, ImageRefusal, reencodedImage } from '../../../server/files/reencode';
import type { ReceivedFile } from '../../../server/files';
import { bmpImage, GIF_1X1, jpegImage, jpegSizeOf, pngSizeOf } from '../../support/images';
import { gradientPng } from '../../support/uploads';

/**
 * Uploads are checked beyond their first bytes and stored re-encoded (issue 24): EXIF goes, the
 * size stays (a photo is turned upright and scaled to IMAGE_MAX_SIDE), GIF and BMP must be what
 * their headers say, and a PDF may not carry scripts or files.
 */

/** An APP1 Exif segment (big-endian TIFF) with the orientation and a GPS-like text a photo carries. */
function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 32);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  // 0x0112 Orientation, SHORT, 1 value.
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  // 0x010E ImageDescription, ASCII, 32 bytes after the IFD.
  tiff.writeUInt16BE(0x010e, 22);
  tiff.writeUInt16BE(2, 24);
  tiff.writeUInt32BE(32, 26);
  tiff.writeUInt32BE(8 + 2 + 2 * 12 + 4, 30);
  tiff.write('GPS -6.175392 106.827153 RAHASIA', 8 + 2 + 2 * 12 + 4, 'latin1');
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** A JPEG with the Exif segment right after SOI. */
const withExif = (image: Buffer, orientation: number) => Buffer.concat([image.subarray(0, 2), exifSegment(orientation), image.subarray(2)]);

/** Red and green of a stored JPEG's pixel (decoded by jpeg-js, not the server's decoder). */
function redGreenAt(data: Uint8Array, x: number, y: number): [number, number] {
  const image = jpeg.decode(data, { useTArray: true, formatAsRGBA: true });
  const i = (y * image.width + x) * 4;
  return [image.data[i] ?? -1, image.data[i + 1] ?? -1];
}

/** jpegImage's gradient: red grows left to right, green top to bottom (two JPEG generations blur it a little). */
function expectColour(actual: [number, number], expected: [number, number]): void {
  expect(Math.abs(actual[0] - expected[0])).toBeLessThanOrEqual(12);
  expect(Math.abs(actual[1] - expected[1])).toBeLessThanOrEqual(12);
}

const received = (data: Buffer, mime: ReceivedFile['mime'], extension: ReceivedFile['extension']): ReceivedFile => ({ data, mime, extension, filename: 'x' });

describe('re-encoding JPEG and PNG', () => {
  it('drops EXIF from a JPEG and keeps its size', async () => {
    const photo = withExif(jpegImage(40, 20), 1);
    expect(photo.includes(Buffer.from('Exif'))).toBe(true);
    expect(exifOrientation(photo)).toBe(1);
    const stored = await reencodedImage(received(photo, 'image/jpeg', 'jpg'));
    expect(stored.data.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored.data.includes(Buffer.from('RAHASIA'))).toBe(false);
    expect(jpegSizeOf(stored.data)).toEqual({ width: 40, height: 20 });
    expect(detectFile(stored.data, 'image')).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    // The same picture: a pixel near each corner keeps its colour.
    expectColour(redGreenAt(stored.data, 2, 2), [Math.round((2 * 255) / 39), Math.round((2 * 255) / 19)]);
    expectColour(redGreenAt(stored.data, 37, 17), [Math.round((37 * 255) / 39), Math.round((17 * 255) / 19)]);
  });

  it('turns a photo upright as its EXIF orientation says (6: rotated 90° clockwise), since the tag is dropped', async () => {
    const photo = withExif(jpegImage(40, 20), 6);
    expect(exifOrientation(photo)).toBe(6);
    const stored = await reencodedImage(received(photo, 'image/jpeg', 'jpg'));
    expect(jpegSizeOf(stored.data)).toEqual({ width: 20, height: 40 });
    // Turned clockwise: the photo's top-left corner (no red, no green) is now top-right, its top-right (all red) bottom-right.
    expectColour(redGreenAt(stored.data, 17, 2), [Math.round((2 * 255) / 39), Math.round((2 * 255) / 19)]);
    expectColour(redGreenAt(stored.data, 17, 37), [Math.round((37 * 255) / 39), Math.round((2 * 255) / 19)]);
  });

  it('scales a photo down to the long side IMAGE_MAX_SIDE, keeping its proportions', async () => {
    const stored = await reencodedImage(received(jpegImage(IMAGE_MAX_SIDE * 2, 64), 'image/jpeg', 'jpg'));
    expect(jpegSizeOf(stored.data)).toEqual({ width: IMAGE_MAX_SIDE, height: 32 });
  });

  it('drops text chunks and appended bytes from a PNG and keeps its size', async () => {
    const image = gradientPng(30, 10);
    const end = image.length - 12;
    const chunk = Buffer.from('tEXtComment\0RAHASIA', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length - 4);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(chunk));
    const text = Buffer.concat([length, chunk, crc]);
    const marked = Buffer.concat([image.subarray(0, end), text, image.subarray(end)]);
    const stored = await reencodedImage(received(marked, 'image/png', 'png'));
    expect(stored.data.includes(Buffer.from('RAHASIA'))).toBe(false);
    expect(pngSizeOf(stored.data)).toEqual({ width: 30, height: 10 });
    // Something after IEND is no PNG at all.
    expect(detectFile(Buffer.concat([image, Buffer.from('<html>')]), 'image')).toBeNull();
  });

  it(`refuses an image declaring more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels before decoding it (413)`, async () => {
    const image = gradientPng(2, 2);
    // IHDR says 10 000 × 5 000; the pixels are never decoded, so the lie costs nothing.
    image.writeUInt32BE(10_000, 16);
    image.writeUInt32BE(5_000, 20);
    let refusal: unknown = null;
    try {
      await reencodedImage(received(image, 'image/png', 'png'));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ImageRefusal);
    expect(refusal).toMatchObject({ code: 'TOO_LARGE', message: 'Gambar terlalu besar: paling banyak 40 megapiksel' });
  });

  it('refuses a JPEG that does not decode (415)', async () => {
    const broken = Buffer.concat([jpegImage(16, 16).subarray(0, 200)]);
    await expect(reencodedImage(received(broken, 'image/jpeg', 'jpg'))).rejects.toThrow('Gambar rusak atau tidak dapat dibaca');
  });
});

describe('GIF and BMP: checked strictly, stored as they came', () => {
  it('accepts a real GIF and BMP, unchanged', async () => {
    expect(detectFile(GIF_1X1, 'image')).toEqual({ mime: 'image/gif', extension: 'gif' });
    const bmp = bmpImage(3, 2);
    expect(detectFile(bmp, 'image')).toEqual({ mime: 'image/bmp', extension: 'bmp' });
    expect((await reencodedImage(received(bmp, 'image/bmp', 'bmp'))).data).toBe(bmp);
  });

  it.each([
    ['a "BMP" that is HTML', Buffer.from('BM<html><script>alert(1)</script></html>', 'latin1')],
    ['a BMP whose declared size is not its own', Buffer.concat([bmpImage(3, 2), Buffer.from('<html>')])],
    ['a BMP whose pixels run past its end', bmpImage(3, 2).subarray(0, 60)],
    ['a BMP of 0 bits a pixel', Object.assign(bmpImage(3, 2), {}).fill(0, 28, 30)],
    ['a GIF with something after its trailer', Buffer.concat([GIF_1X1, Buffer.from('<script>')])],
    ['a GIF cut off', GIF_1X1.subarray(0, 20)],
    ['a PNG signature alone', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])('refuses %s', (_what, bytes) => {
    expect(detectFile(bytes, 'image')).toBeNull();
  });
});

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const CATALOG = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';

/** A PDF whose dictionaries sit in a FlateDecode object stream, as PDF 1.5+ writers do. */
function withObjectStream(objects: string): Buffer {
  const packed = zlib.deflateSync(Buffer.from(objects, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n${CATALOG}5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

describe('PDF: no scripts, no embedded files', () => {
  it('accepts a plain document, one that opens at a page, and one whose object streams hold nothing active', () => {
    expect(isInertPdf(pdf(CATALOG))).toBe(true);
    expect(isInertPdf(pdf('1 0 obj\n<< /Type /Catalog /OpenAction [3 0 R /Fit] >>\nendobj'))).toBe(true);
    expect(isInertPdf(withObjectStream('3 0 << /Type /Page /Parent 2 0 R >>'))).toBe(true);
    expect(detectFile(pdf(CATALOG), 'image-or-pdf')).toEqual({ mime: 'application/pdf', extension: 'pdf' });
  });

  it.each([
    ['a script run on opening', pdf('1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj')],
    ['a name written with # escapes', pdf('1 0 obj\n<< /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>\nendobj')],
    ['an embedded file', pdf('1 0 obj\n<< /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >>\nendobj')],
    ['a launch action', pdf('1 0 obj\n<< /Type /Action /S /Launch /F (calc.exe) >>\nendobj')],
    ['a script inside a compressed object stream', withObjectStream('3 0 << /S /JavaScript /JS 4 0 R >>')],
    ['a /JS inside a compressed object stream', withObjectStream('3 0 << /JS (app.alert(1)) >>')],
    ['an encrypted PDF with object streams (cannot be read here)', Buffer.concat([withObjectStream('3 0 << >>'), Buffer.from('<< /Encrypt 9 0 R >>')])],
  ])('refuses %s', (_what, bytes) => {
    expect(isInertPdf(bytes)).toBe(false);
    expect(detectFile(bytes, 'image-or-pdf')).toBeNull();
  });
});
