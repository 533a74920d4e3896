import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import type { PdfDocument } from '../../common/print';
import { buildDocument, type PdfJob } from './jobs';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-worker';

/**
 * Renders the PDF builders of `common/print` with pdfmake's Node API. pdfmake stays an external
 * package in the bundled server, so its Roboto fonts are resolved from its own folder at run time
 * (node_modules next to dist/, or the packaged app's), never copied or embedded by path at build.
 */
const require = createRequire(import.meta.url);

function robotoFonts(): TFontDictionary {
  const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
  return {
    Roboto: {
      normal: font('Roboto-Regular.ttf'),
      bold: font('Roboto-Medium.ttf'),
      italics: font('Roboto-Italic.ttf'),
      bolditalics: font('Roboto-MediumItalic.ttf'),
    },
  };
}

let configured = false;

/** Once per process: the fonts, and no document may read a URL or any local file but those fonts. */
function configure(): void {
  if (configured) return;
  const fonts = robotoFonts();
  const fontFiles = new Set(Object.values(fonts).flatMap((family) => Object.values(family).filter((file): file is string => typeof file === 'string')));
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  configured = true;
}

/** A builder's document → the PDF's bytes. The compiler checks here that ours fit pdfmake's type. */
export async function renderPdf(doc: PdfDocument | TDocumentDefinitions): Promise<Buffer> {
  configure();
  const definition: TDocumentDefinitions = doc;
  return pdfmake.createPdf(definition).getBuffer();
}

/**
 * The worker beside this module: pdf-worker.js next to the bundle (dist/server), or the TypeScript
 * source loaded through tsx (tests, scripts run from source). Null when neither is there.
 */
function workerScript(): { source: string | URL; eval: boolean } | null {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (here.endsWith('.ts')) {
    const file = path.join(dir, 'pdf-worker.ts');
    if (!fs.existsSync(file)) return null;
    // A worker does not inherit tsx's loader: register it, then load the TypeScript source.
    const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); });`;
    return { source, eval: true };
  }
  const file = path.join(dir, 'pdf-worker.js');
  return fs.existsSync(file) ? { source: file, eval: false } : null;
}

interface Pending {
  job: PdfJob;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
/** Set when the worker could not run here (a packaging that cannot start it): render inline from then on. */
let workerUnavailable = false;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The worker died or never started: its unanswered jobs are rendered here instead of failing. */
function takeOverPending(): void {
  worker = null;
  const jobs = [...pending.values()];
  pending.clear();
  for (const { job, resolve, reject } of jobs) renderInline(job).then(resolve, reject);
}

/** On this thread; a builder that throws rejects rather than throwing at the caller. */
function renderInline(job: PdfJob): Promise<Buffer> {
  return Promise.resolve(job).then((j) => renderPdf(buildDocument(j)));
}

function pdfWorker(): Worker | null {
  if (worker) return worker;
  const script = workerUnavailable ? null : workerScript();
  if (!script) return null;
  const started = new Worker(script.source, { eval: script.eval });
  // Idle, it must not keep the process (a test run, a stopping server) alive.
  started.unref();
  started.on('message', (answer: PdfWorkerAnswer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if ('error' in answer) job.reject(new Error(answer.error));
    else job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
  });
  started.on('error', () => {
    workerUnavailable = true;
    takeOverPending();
  });
  started.on('exit', () => takeOverPending());
  worker = started;
  return started;
}

/**
 * Builds and renders a document on the PDF worker thread: a 5,000-line report takes seconds of
 * CPU, and on the main thread every other request would wait for it. Jobs run one after another.
 * Where the worker cannot run (no script beside the bundle, or it fails to start) it renders here.
 */
export function renderPdfJob(job: PdfJob): Promise<Buffer> {
  const thread = pdfWorker();
  if (!thread) return renderInline(job);
  const id = nextId++;
  // Referenced while it has work, so a process waiting for a PDF does not exit under it.
  thread.ref();
  const settle = () => {
    if (pending.size === 0) worker?.unref();
  };
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, {
      job,
      resolve: (pdf) => {
        resolve(pdf);
        settle();
      },
      reject: (error) => {
        reject(error);
        settle();
      },
    });
    thread.postMessage({ id, job } satisfies PdfWorkerRequest);
  });
}

/** A name safe inside `filename="…"`: no quotes, slashes or control characters. */
export function safePdfFilename(filename: string): string {
  const base = filename.replace(/[^A-Za-z0-9 ._-]+/g, '_').trim() || 'dokumen';
  return base.toLowerCase().endsWith('.pdf') ? base : `${base}.pdf`;
}

/** Answers a rendered PDF, shown in the browser's (or the desktop's) viewer rather than saved at once. */
export function sendPdf(reply: FastifyReply, buffer: Buffer, filename: string): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${safePdfFilename(filename)}"`)
    .header('cache-control', 'no-store')
    .send(buffer);
}
