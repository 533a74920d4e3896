import { describe, expect, it } from 'vitest';
import { fitWithin, UPLOAD_JPEG_QUALITY, UPLOAD_MAX_SIDE } from '../../../renderer/src/shell/images/compress';

describe('upload image size', () => {
  it('uses the seed quality and a 1280 px longest side', () => {
    expect(UPLOAD_JPEG_QUALITY).toBe(0.7);
    expect(UPLOAD_MAX_SIDE).toBe(1280);
  });

  it('scales the longest side down to the limit, keeping the proportions', () => {
    expect(fitWithin(4000, 3000, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(1000, 5000, 1280)).toEqual({ width: 256, height: 1280 });
  });

  it('never scales up', () => {
    expect(fitWithin(800, 600, 1280)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1280, 1280, 1280)).toEqual({ width: 1280, height: 1280 });
  });
});
