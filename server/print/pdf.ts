import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import type { PdfContent, PdfDocument, PdfTableLayout } from '../../common/print';
import { installPageCompaction } from './compact';
import { markOneLineCells, TextWidths, type FontFiles } from './fit';
import { dropPrelaid, prelaidComplete, prelayTables } from './prelaid';
import { buildDocument, pdfJob, type PdfJob } from './jobs';
import { installNumberShaping } from './shaping';
import type { PdfWorkerAnswer, PdfWorkerRequest } from './pdf-worker';
import { workerScriptBeside } from '../worker-script';

/**
 * Renders the PDF builders of `common/print` with pdfmake's Node API. pdfmake stays an external
 * package in the bundled server, so its Roboto fonts are resolved from its own folder at run time
 * (node_modules next to dist/, or the packaged app's), never copied or embedded by path at build.
 */
const require = createRequire(import.meta.url);

export function robotoFiles(): FontFiles {
  const font = (file: string) => require.resolve(`pdfmake/fonts/Roboto/${file}`);
  return {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  };
}

let configured: { widths: TextWidths; files: FontFiles; hooked: boolean } | null = null;

/**
 * Once per thread: the fonts, no document may read a URL or any local file but those fonts,
 * pdfmake's pages compacted before they are written (compact.ts) and figures set without the
 * shaping engine (shaping.ts).
 */
function configure(): { widths: TextWidths; files: FontFiles; hooked: boolean } {
  if (configured) return configured;
  const files = robotoFiles();
  const fonts: TFontDictionary = { Roboto: { ...files } };
  const fontFiles = new Set<string>(Object.values(files));
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  // The hook before writing also puts in the rows prelaid.ts laid out: without it, none are.
  const hooked = installPageCompaction();
  installNumberShaping(files.normal);
  configured = { widths: new TextWidths(files), files, hooked };
  return configured;
}

/** How far a render is, as the worker reports it: the stage and the share of the whole job done. */
export interface RenderProgress {
  /** measure: pdfmake measures every cell; layout: it places the rows on pages; render: it writes the pages. */
  stage: 'measure' | 'layout' | 'render';
  /** 0–100, never going back. */
  percent: number;
}

export interface RenderOptions {
  onProgress?: (progress: RenderProgress) => void;
  /** Tests and the bench compare against pdfmake's own path: no one-line marking. */
  plain?: boolean;
  /**
   * The document built anew, for the render done again the plain way should a prelaid row not
   * get its lines (pdfmake keeps what it did to a document: the same one cannot go through twice).
   */
  rebuild?: () => PdfDocument;
}

/** Where each stage starts and ends in the percentage (shares of a 5,000-line report's time, measured). */
const STAGES = { measure: [0, 42], layout: [42, 74], render: [74, 99] } as const satisfies Record<RenderProgress['stage'], readonly [number, number]>;
/** Of the measure stage, the share of measuring the report rows here (prelaid.ts) before pdfmake measures the rest. */
const PRELAID_SHARE = 0.9;
/** Of the layout stage, the share of placing the rows (the rest: every page's footer). */
const ROWS_SHARE = 0.85;

/**
 * Progress signals for pdfmake, which reports only its last stage: the cell reads of its
 * measuring pass (it reads `body[row]` once per cell while preparing and once while measuring),
 * the rows its layout asks the table layout's line widths for, and its own per-item callback
 * while writing. Answers a function that detaches what needs detaching.
 */
function watchProgress(doc: PdfDocument, report: (progress: RenderProgress) => void, reported = -1): () => void {
  /** The last percentage reported (the report rows' measuring may have reported some already). */
  let percent = reported;
  const measuredFrom = Math.max(0, reported);
  let stage: RenderProgress['stage'] = 'measure';
  const emit = (next: RenderProgress['stage'], fraction: number) => {
    if (STAGES[next][0] < STAGES[stage][0]) return;
    stage = next;
    const [start, to] = STAGES[next];
    const from = next === 'measure' ? Math.max(start, measuredFrom) : start;
    const value = Math.floor(from + (to - from) * Math.min(1, Math.max(0, fraction)));
    if (value <= percent) return;
    percent = value;
    report({ stage, percent });
  };
  const tables = doc.content.filter((node): node is PdfContent & { table: { body: unknown[][] }; layout?: unknown } => typeof node === 'object' && 'table' in node);
  const cells = tables.reduce((sum, table) => sum + table.table.body.length * (table.table.body[0]?.length ?? 0), 0);
  const rows = tables.reduce((sum, table) => sum + table.table.body.length, 0);
  let reads = 0;
  let laidOut = 0;
  /** The tables' own body arrays, put back once measuring is over (no trap on layout's many reads). */
  const bodies: (() => void)[] = [];
  const measured = () => {
    for (const restore of bodies.splice(0)) restore();
  };
  for (const table of tables) {
    const body = table.table.body;
    bodies.push(() => (table.table.body = body));
    table.table.body = new Proxy(body, {
      get(target, key, receiver) {
        if (stage === 'measure' && typeof key === 'string' && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57) {
          reads += 1;
          // The first pass (preparing) is quick; the second (measuring) is the slow one.
          if (reads > cells && (reads - cells) % 64 === 0) emit('measure', (reads - cells) / cells);
        }
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const layout = table.layout;
    if (layout && typeof layout === 'object' && typeof (layout as PdfTableLayout).hLineWidth === 'function') {
      const lineWidth = (layout as PdfTableLayout).hLineWidth as (row: number, ...rest: unknown[]) => number;
      let seen = -1;
      table.layout = {
        ...(layout as PdfTableLayout),
        hLineWidth: (row: number, ...rest: unknown[]) => {
          if (bodies.length > 0) measured();
          if (row > seen) {
            laidOut += row - Math.max(seen, 0);
            seen = row;
            if (laidOut % 16 === 0) emit('layout', ROWS_SHARE * (laidOut / rows));
          }
          return lineWidth(row, ...rest);
        },
      } as PdfTableLayout;
    }
  }
  // After the rows, pdfmake lays out each page's footer (and header), then writes.
  for (const part of ['header', 'footer'] as const) {
    const made = doc[part];
    if (!made) continue;
    // pdfmake passes a third argument (the page size): everything is handed on.
    doc[part] = (...args: Parameters<typeof made>) => {
      measured();
      const [page, pages] = args;
      emit('layout', ROWS_SHARE + (1 - ROWS_SHARE) * (page / Math.max(pages, 1)));
      return (made as (...all: unknown[]) => PdfContent)(...(args as unknown[]));
    };
  }
  const pdf = pdfmake as unknown as { setProgressCallback(callback: ((fraction: number) => void) | undefined): void };
  pdf.setProgressCallback((fraction) => emit('render', fraction));
  return () => pdf.setProgressCallback(undefined);
}

/**
 * A builder's document → the PDF's bytes. The compiler checks here that ours fit pdfmake's type.
 * The document is this thread's own (a worker builds it from the job): cells are marked in place.
 */
export async function renderPdf(doc: PdfDocument, options: RenderOptions = {}): Promise<Buffer> {
  const { widths, files, hooked } = configure();
  let token: string | null = null;
  let reported = -1;
  if (!options.plain) {
    markOneLineCells(doc, widths);
    const { onProgress } = options;
    // Most of the measuring is the report rows' own (prelaid.ts): the first part of the stage.
    const share = Math.floor(STAGES.measure[1] * PRELAID_SHARE);
    const onRow = onProgress
      ? (fraction: number) => {
          const percent = Math.floor(share * fraction);
          if (percent <= reported) return;
          reported = percent;
          onProgress({ stage: 'measure', percent });
        }
      : undefined;
    if (hooked) token = prelayTables(doc, files, onRow).token;
  }
  const detach = options.onProgress ? watchProgress(doc, options.onProgress, reported) : () => undefined;
  try {
    const definition: TDocumentDefinitions = doc;
    // pdfmake reads its progress callback when the document is created.
    const output = pdfmake.createPdf(definition);
    detach();
    const pdf = await output.getBuffer();
    if (prelaidComplete(token)) return pdf;
    // A placeholder left without its row's lines: never a page with blank rows; rendered as before instead.
    if (!options.rebuild) throw new Error('PDF: baris laporan tidak tersusun');
    return await renderPdf(options.rebuild(), { ...options, plain: true, rebuild: undefined });
  } finally {
    detach();
    dropPrelaid(token);
  }
}

let warmed = false;

/**
 * Starts the PDF worker and has it load pdfmake, the fonts and its code once (a one-page
 * document), so the first report printed after the server started does not wait ~1 s for that.
 * Called when a report screen lists its rows; does nothing after the first time.
 */
export function warmPdfWorker(): void {
  if (warmed) return;
  warmed = true;
  renderPdfJob(pdfJob('productRecap', [], { filters: [], printedBy: '', printedAt: new Date() })).catch(() => undefined);
}

/** PDF jobs handed to the worker and not answered yet: a new one waits behind them. */
export function pdfJobsWaiting(): number {
  return pending.size;
}

/** The worker beside this module (server/worker-script.ts); null when it is not there. */
const workerScript = (): { source: string; eval: boolean } | null => workerScriptBeside(import.meta.url, 'pdf-worker');

interface Pending {
  job: PdfJob;
  onProgress: ((progress: RenderProgress) => void) | undefined;
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
  for (const { job, onProgress, resolve, reject } of jobs) renderInline(job, onProgress).then(resolve, reject);
}

/** On this thread; a builder that throws rejects rather than throwing at the caller. */
function renderInline(job: PdfJob, onProgress?: (progress: RenderProgress) => void): Promise<Buffer> {
  return Promise.resolve(job).then((j) => renderPdf(buildDocument(j), { rebuild: () => buildDocument(j), ...(onProgress ? { onProgress } : {}) }));
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
    if ('progress' in answer) {
      job.onProgress?.(answer.progress);
      return;
    }
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
 * `onProgress` hears the worker's progress (nothing while the job waits behind another).
 */
export function renderPdfJob(job: PdfJob, options: { onProgress?: (progress: RenderProgress) => void } = {}): Promise<Buffer> {
  const { onProgress } = options;
  const thread = pdfWorker();
  if (!thread) return renderInline(job, onProgress);
  const id = nextId++;
  // Referenced while it has work, so a process waiting for a PDF does not exit under it.
  thread.ref();
  const settle = () => {
    if (pending.size === 0) worker?.unref();
  };
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, {
      job,
      onProgress,
      resolve: (pdf) => {
        resolve(pdf);
        settle();
      },
      reject: (error) => {
        reject(error);
        settle();
      },
    });
    thread.postMessage({ id, job, progress: onProgress !== undefined } satisfies PdfWorkerRequest);
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
