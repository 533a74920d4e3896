import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { mealQrText } from '../../../common/contract/luncheon';
import { decodeLuminance, rgbaToLuminance } from '../../../renderer/src/luncheon/scanner/decode';
import { frameSize } from '../../../renderer/src/luncheon/scanner/protocol';

/** A QR as the phone shows it: black modules on white with a 4-module quiet zone, `scale` px a module, as RGBA. */
function renderQr(text: string, scale: number): { rgba: Uint8ClampedArray; width: number; height: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const size = (modules + 8) * scale;
  const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const mx = Math.floor(x / scale) - 4;
      const my = Math.floor(y / scale) - 4;
      const dark = mx >= 0 && my >= 0 && mx < modules && my < modules && qr.modules.get(my, mx) === 1;
      if (dark) rgba.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { rgba, width: size, height: size };
}

describe('QR frame decoding (the decoder worker\'s work)', () => {
  it('reads a meal code and reports the finder patterns for the blue dots', () => {
    const text = mealQrText(1042, 'K7M2QX9A');
    const { rgba, width, height } = renderQr(text, 6);
    const result = decodeLuminance(rgbaToLuminance(rgba, width, height), width, height);
    expect(result.text).toBe(text);
    expect(result.points.length).toBeGreaterThanOrEqual(3);
    for (const point of result.points) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(width);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(height);
    }
  });

  it('answers a frame without a QR with no text, without throwing, and reads the next one', () => {
    const blank = new Uint8ClampedArray(320 * 240).fill(200);
    expect(decodeLuminance(blank, 320, 240)).toEqual({ text: null, points: [] });
    const { rgba, width, height } = renderQr('12:ABCDEFGH', 5);
    expect(decodeLuminance(rgbaToLuminance(rgba, width, height), width, height).text).toBe('12:ABCDEFGH');
  });

  it('turns RGBA into one green-weighted luminance byte a pixel, reusing the buffer it is given', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 100, 200, 40, 255]);
    const out = new Uint8ClampedArray(3);
    const luminance = rgbaToLuminance(rgba, 3, 1, out);
    expect(luminance).toBe(out);
    expect([...luminance]).toEqual([255, 0, (100 + 400 + 40) >> 2]);
  });

  it('grabs frames at most 640 px on the longer side, keeping the aspect ratio', () => {
    expect(frameSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(0, 0)).toEqual({ width: 0, height: 0 });
  });
});
