import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors';
import type { ImageWorkerAnswer, ImageWorkerRequest } from './image-worker';
import { workerScriptBeside } from '../worker-script';
import { ImageRefusal, isReencoded, reencodedImage } from './reencode';
import type { ReceivedFile } from './store';

/**
 * Re-encoding on a worker thread: a 12-megapixel phone photo takes ~0.7 s of CPU (decoding,
 * scaling to IMAGE_MAX_SIDE, encoding), and on the main thread every other request would wait for it. Uploads run one
 * after another there. Where the worker cannot run (no script beside the bundle, or it fails to start)
 * they are re-encoded here. The same pattern as the PDF worker (server/print/pdf.ts).
 */

/** image-worker.js next to the bundle (dist/server), or the TypeScript source through tsx (tests, scripts). */
const workerScript = (): { source: string; eval: boolean } | null => workerScriptBeside(import.meta.url, 'image-worker');

interface Pending {
  file: ReceivedFile;
  resolve(file: ReceivedFile): void;
  reject(error: Error): void;
}

/**
 * An idle image thread ends after `idleMs` (tests shorten it). Its WebAssembly decoder keeps the
 * memory of the largest photo it decoded (~75 MB after a 12-megapixel one) until the thread goes;
 * on a 4 GB office PC that is given back. The next upload starts a new thread.
 */
export const imageThreadSettings = { idleMs: 30_000 };

interface ImageThread {
  worker: Worker;
  /** Its unanswered uploads by request id. */
  pending: Map<number, Pending>;
  idle: NodeJS.Timeout | null;
}

let current: ImageThread | null = null;
let workerUnavailable = false;
let nextId = 1;

const asAppError = (error: unknown): unknown =>
  error instanceof ImageRefusal ? new AppError(error.code, error.message, { file: error.message }) : error;

function inline(file: ReceivedFile): Promise<ReceivedFile> {
  return Promise.resolve(file)
    .then(reencodedImage)
    .catch((error: unknown) => {
      throw asAppError(error);
    });
}

/** A thread died or never started: its unanswered uploads are re-encoded here instead of failing. */
function takeOverPending(thread: ImageThread): void {
  if (current === thread) current = null;
  if (thread.idle) clearTimeout(thread.idle);
  const jobs = [...thread.pending.values()];
  thread.pending.clear();
  for (const { file, resolve, reject } of jobs) inline(file).then(resolve, reject);
}

/** Whether an image thread is running now (tests: it ends when idle). */
export const imageThreadRunning = (): boolean => current !== null;

function imageThread(): ImageThread | null {
  if (current) return current;
  const script = workerUnavailable ? null : workerScript();
  if (!script) return null;
  const thread: ImageThread = { worker: new Worker(script.source, { eval: script.eval }), pending: new Map(), idle: null };
  const { worker, pending } = thread;
  // Idle, it must not keep the process (a test run, a stopping server) alive.
  worker.unref();
  worker.on('message', (answer: ImageWorkerAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if (pending.size === 0) {
      worker.unref();
      thread.idle = setTimeout(() => {
        // Later uploads go to a new thread; this one has nothing left to answer.
        if (current === thread) current = null;
        void worker.terminate();
      }, imageThreadSettings.idleMs).unref();
    }
    if ('refusal' in answer) job.reject(new AppError(answer.refusal.code, answer.refusal.message, { file: answer.refusal.message }));
    else if ('error' in answer) job.reject(new Error(answer.error));
    else job.resolve({ ...job.file, data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength) });
  });
  worker.on('error', () => {
    workerUnavailable = true;
    takeOverPending(thread);
  });
  worker.on('exit', () => takeOverPending(thread));
  current = thread;
  return thread;
}

/** The file as it is stored (reencode.ts), re-encoded on the image thread; a refusal is a 413 or 415. */
export function reencodeForStore(file: ReceivedFile): Promise<ReceivedFile> {
  if (!isReencoded(file)) return Promise.resolve(file);
  const thread = imageThread();
  if (!thread) return inline(file);
  const id = nextId++;
  if (thread.idle) clearTimeout(thread.idle);
  thread.idle = null;
  // Referenced while it has work, so a process waiting for an upload does not exit under it.
  thread.worker.ref();
  return new Promise<ReceivedFile>((resolve, reject) => {
    thread.pending.set(id, { file, resolve, reject });
    thread.worker.postMessage({ id, data: file.data, mime: file.mime } satisfies ImageWorkerRequest);
  });
}
