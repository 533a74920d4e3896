import { parentPort } from 'node:worker_threads';
import { buildDocument, type PdfJob } from './jobs';
import { renderPdf, type RenderProgress } from './pdf';

/**
 * The PDF worker thread (server/print/pdf.ts `renderPdfJob`): builds and renders one job at a time,
 * so a long report never stalls the server's event loop for everybody else. A job that asks for
 * it gets progress messages while it renders.
 */
export interface PdfWorkerRequest {
  id: number;
  job: PdfJob;
  progress?: boolean;
}

export type PdfWorkerAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string } | { id: number; progress: RenderProgress };

parentPort?.on('message', (request: PdfWorkerRequest) => {
  const onProgress = request.progress ? (progress: RenderProgress) => parentPort?.postMessage({ id: request.id, progress } satisfies PdfWorkerAnswer) : undefined;
  // Inside the promise: a builder that throws answers an error instead of killing the worker.
  Promise.resolve(request.job)
    .then((job) => renderPdf(buildDocument(job), { rebuild: () => buildDocument(job), ...(onProgress ? { onProgress } : {}) }))
    .then(
      (buffer) => {
        // A copy of its own: the rendered Buffer may sit in a shared pool that cannot be transferred.
        const pdf = new Uint8Array(buffer);
        parentPort?.postMessage({ id: request.id, pdf } satisfies PdfWorkerAnswer, [pdf.buffer]);
      },
      (error: unknown) => {
        parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies PdfWorkerAnswer);
      },
    );
});
