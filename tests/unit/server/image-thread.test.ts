import { afterAll, describe, expect, it } from 'vitest';
import { imageThreadRunning, imageThreadSettings, reencodeForStore } from '../../../server/files/image-thread';
import type { ReceivedFile } from '../../../server/files';
import { jpegImage, jpegSizeOf } from '../../support/images';

/**
 * The image thread re-encodes uploads off the request thread and ends when idle, so the memory its
 * WebAssembly decoder kept for the largest photo goes back to the office PC; the next upload
 * starts a new one.
 */
const upload = (data: Buffer): ReceivedFile => ({ data, mime: 'image/jpeg', extension: 'jpg', filename: 'selfie.jpg' });
const original = imageThreadSettings.idleMs;
afterAll(() => {
  imageThreadSettings.idleMs = original;
});

describe('the image thread', () => {
  it('ends after its idle time and a later upload is re-encoded by a new one', async () => {
    imageThreadSettings.idleMs = 300;
    const first = await reencodeForStore(upload(jpegImage(64, 48)));
    expect(jpegSizeOf(first.data)).toEqual({ width: 64, height: 48 });
    expect(imageThreadRunning()).toBe(true);
    await expect.poll(() => imageThreadRunning(), { timeout: 5_000 }).toBe(false);

    // Several at once on the new thread, each answered with its own picture.
    const sizes = [
      [40, 30],
      [30, 40],
      [16, 16],
    ] as const;
    const stored = await Promise.all(sizes.map(([width, height]) => reencodeForStore(upload(jpegImage(width, height)))));
    expect(stored.map((file) => jpegSizeOf(file.data))).toEqual(sizes.map(([width, height]) => ({ width, height })));
    expect(imageThreadRunning()).toBe(true);
  });
});
