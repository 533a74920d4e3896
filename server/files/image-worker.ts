import { parentPort } from 'node:worker_threads';
import type { StoredMime } from '../../common/contract/files';
import { ImageRefusal, reencodedImage } from './reencode';

/**
 * The image thread (image-thread.ts starts it): re-encodes uploads off the thread that answers
 * requests. A refusal goes back as its code and message.
 */

export interface ImageWorkerRequest {
  id: number;
  data: Uint8Array;
  mime: StoredMime;
}

export type ImageWorkerAnswer =
  | { id: number; data: Uint8Array }
  | { id: number; refusal: { code: ImageRefusal['code']; message: string } }
  | { id: number; error: string };

parentPort?.on('message', async (request: ImageWorkerRequest) => {
  try {
    const data = Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength);
    const stored = (await reencodedImage({ data, mime: request.mime, extension: 'jpg', filename: '' })).data;
    const copy = new Uint8Array(stored);
    parentPort?.postMessage({ id: request.id, data: copy } satisfies ImageWorkerAnswer, [copy.buffer]);
  } catch (error) {
    if (error instanceof ImageRefusal) parentPort?.postMessage({ id: request.id, refusal: { code: error.code, message: error.message } } satisfies ImageWorkerAnswer);
    else parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies ImageWorkerAnswer);
  }
});
