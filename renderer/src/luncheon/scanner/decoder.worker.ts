import { decodeLuminance, rgbaToLuminance } from './decode';
import type { DecodeReply, DecodeRequest } from './protocol';

/**
 * The decoder, off the UI thread: reads each frame's pixels through one reused OffscreenCanvas and
 * hands them to zxing. One frame at a time; the screen sends the next only after this one answers.
 */

interface WorkerScope {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeReply): void;
}
const scope = self as unknown as WorkerScope;

let canvas: OffscreenCanvas | null = null;
let context: OffscreenCanvasRenderingContext2D | null = null;
let luminance: Uint8ClampedArray | undefined;

function pixels(frame: ImageBitmap): ImageData {
  if (!canvas || canvas.width !== frame.width || canvas.height !== frame.height) {
    canvas = new OffscreenCanvas(frame.width, frame.height);
    context = canvas.getContext('2d', { willReadFrequently: true });
  }
  if (!context) throw new Error('OffscreenCanvas 2d tidak tersedia');
  context.drawImage(frame, 0, 0);
  return context.getImageData(0, 0, frame.width, frame.height);
}

scope.onmessage = (event) => {
  const { id, frame } = event.data;
  const started = performance.now();
  const { width, height } = frame;
  try {
    const image = pixels(frame);
    luminance = rgbaToLuminance(image.data, width, height, luminance);
    const result = decodeLuminance(luminance, width, height);
    scope.postMessage({ id, width, height, ...result, took: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id, width, height, text: null, points: [], took: performance.now() - started, error: String(error) });
  } finally {
    frame.close();
  }
};
