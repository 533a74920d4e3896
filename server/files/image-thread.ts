import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors';
import type { ImageWorkerAnswer, ImageWorkerRequest } from './image-worker';
import { workerScriptBeside } from '../worker-script';
import { ImageRefusal, isReencoded, reencodedImage } from './reencode';
import type { ReceivedFile } from './store';

/**
 * Re-encoding on a worker thread: a 12-megapixel phone photo takes seconds of CPU in pure
 * JavaScript, and on the main thread every other request would wait for it. Uploads run one after
 * another there. Where the worker cannot run (no script beside the bundle, or it fails to start)
 * they are re-encoded here. The same pattern as the PDF worker (server/print/pdf.ts).
 */

/** image-worker.js next to the bundle (dist/server), or the TypeScript source through tsx (tests, scripts). */
const workerScript = (): { source: string; eval: boolean } | null => workerScriptBeside(import.meta.url, 'image-worker');

interface Pending {
  file: ReceivedFile;
  resolve(file: ReceivedFile): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let workerUnavailable = false;
let nextId = 1;
const pending = new Map<number, Pending>();

const asAppError = (error: unknown): unknown =>
  error instanceof ImageRefusal ? new AppError(error.code, error.message, { file: error.message }) : error;

function inline(file: ReceivedFile): Promise<ReceivedFile> {
  return Promise.resolve(file)
    .then(reencodedImage)
    .catch((error: unknown) => {
      throw asAppError(error);
    });
}

/** The worker died or never started: its unanswered uploads are re-encoded here instead of failing. */
function takeOverPending(): void {
  worker = null;
  const jobs = [...pending.values()];
  pending.clear();
  for (const { file, resolve, reject } of jobs) inline(file).then(resolve, reject);
}

function imageWorker(): Worker | null {
  if (worker) return worker;
  const script = workerUnavailable ? null : workerScript();
  if (!script) return null;
  const started = new Worker(script.source, { eval: script.eval });
  // Idle, it must not keep the process (a test run, a stopping server) alive.
  started.unref();
  started.on('message', (answer: ImageWorkerAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    if ('refusal' in answer) job.reject(new AppError(answer.refusal.code, answer.refusal.message, { file: answer.refusal.message }));
    else if ('error' in answer) job.reject(new Error(answer.error));
    else job.resolve({ ...job.file, data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength) });
  });
  started.on('error', () => {
    workerUnavailable = true;
    takeOverPending();
  });
  started.on('exit', () => takeOverPending());
  worker = started;
  return started;
}

/** The file as it is stored (reencode.ts), re-encoded on the image thread; a refusal is a 413 or 415. */
export function reencodeForStore(file: ReceivedFile): Promise<ReceivedFile> {
  if (!isReencoded(file)) return Promise.resolve(file);
  const thread = imageWorker();
  if (!thread) return inline(file);
  const id = nextId++;
  // Referenced while it has work, so a process waiting for an upload does not exit under it.
  thread.ref();
  return new Promise<ReceivedFile>((resolve, reject) => {
    pending.set(id, { file, resolve, reject });
    thread.postMessage({ id, data: file.data, mime: file.mime } satisfies ImageWorkerRequest);
  });
}
