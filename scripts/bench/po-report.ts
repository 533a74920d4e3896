import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { PO_TYPES } from '../../common/purchasing';
import type { CompanyInfo, PerProductRow } from '../../common/print/purchasing';
import { pdfJob } from '../../server/print/jobs';
import { renderPdfJob, type RenderProgress } from '../../server/print/pdf';

/**
 * Time to build and render the 'Laporan Pembelian Per Produk' PDF (issue 5 section 6: pdfmake slows
 * down sharply on large tables; issue 12: under 2 s at 5,000 lines), rendered on the PDF worker as
 * the server does, with the progress the report screens follow. Besides the wall time it reports
 * the CPU time of the whole process (worker, GC threads, this thread) and the load average: on a
 * machine busy with other work the wall time says more about the neighbours than about the PDF.
 * `npm run bench -- reports` prints it; `npx tsx scripts/bench/po-report.ts [rows] [runs]` alone too.
 */
const COMPANY: CompanyInfo = { name: 'PT Contoh Bangun Jaya', address: 'Jl. Raya Industri No. 12, Cikarang, Bekasi 17530', phone: '021-8990 1234' };

const NAMES = ['Semen Gresik 50 kg', 'Pipa PVC Rucika AW 4 inch panjang 4 meter', 'Besi beton ulir 12 mm SNI', 'Cat tembok Dulux Weathershield 20 liter putih', 'Panel surya 450 Wp mono'];
const SUPPLIERS = ['PT Sumber Makmur Abadi', 'CV Baja Ringan Nusantara Jaya Perkasa', 'PT Surya Energi', 'Toko Bangunan Sinar'];

/**
 * Lines that look like a month of purchasing: varied names (some wrap), dates, codes and amounts.
 * `series` > 0 numbers the codes and POs differently (words the PDF thread has not shaped yet).
 */
export function perProductBenchRows(count: number, series = 0): PerProductRow[] {
  return Array.from({ length: count }, (_, i) => {
    const qty = 1 + ((i * 37) % 900);
    const harga = 2_500 + ((i * 7_919) % 2_000_000);
    return {
      tanggal_transaksi: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
      no_transaksi: `PO-${PO_TYPES[i % PO_TYPES.length]?.slice(0, 1) ?? 'U'}-${1_700_000_000 + series * 1_000_000 + Math.floor(i / 4)}`,
      product: { code: `KD-${String((i % 997) + series * 1_000).padStart(4, '0')}`, name: `${NAMES[i % NAMES.length] ?? ''} ${i}` },
      supplier: { nama_perusahaan: SUPPLIERS[i % SUPPLIERS.length] ?? '' },
      qty,
      satuan: i % 3 === 0 ? 'batang' : 'sak',
      harga,
      total_harga: qty * harga,
    };
  });
}

export interface PdfBenchFigures {
  /** Build + render on the PDF worker, as the server does it. */
  ms: number;
  /** CPU time of the whole process meanwhile (all threads). */
  cpuMs: number;
  /** The longest the server's own thread went without running a timer meanwhile. */
  largestPauseMs: number;
  /** When each stage the worker reported began (ms from the start): measure, layout, render. */
  stages: Partial<Record<RenderProgress['stage'], number>>;
  bytes: number;
  /** The 1-minute load average when it finished (other work on the machine). */
  load: number;
}

/**
 * Times the per-product report PDF for `rows` lines the way the server makes it (worker thread,
 * fonts warm). With `series` > 0 its codes and PO numbers are words the thread has not shaped
 * before (as a new report would be): the figure without the thread's shaped-word cache.
 */
export async function perProductPdfBench(rows = 5000, series = 0): Promise<PdfBenchFigures> {
  const data = perProductBenchRows(rows, series);
  const total = data.reduce((sum, row) => sum + row.total_harga, 0);
  const meta = { from: '2026-11-01', until: '2026-11-30', printedBy: 'Bench', printedAt: new Date(), total, company: COMPANY };
  // Warm up: the first render starts the worker and loads the fonts, which every later one reuses.
  await renderPdfJob(pdfJob('perProductReport', data.slice(0, 10), meta));
  const stages: PdfBenchFigures['stages'] = {};
  const cpu = process.cpuUsage();
  const began = performance.now();
  let finished = false;
  const onProgress = (progress: RenderProgress) => (stages[progress.stage] ??= performance.now() - began);
  const rendering = renderPdfJob(pdfJob('perProductReport', data, meta), { onProgress }).finally(() => (finished = true));
  let last = performance.now();
  let largestPauseMs = 0;
  while (!finished) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const now = performance.now();
    largestPauseMs = Math.max(largestPauseMs, now - last - 10);
    last = now;
  }
  const pdf = await rendering;
  const ms = performance.now() - began;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, largestPauseMs, stages, bytes: pdf.length, load: os.loadavg()[0] ?? 0 };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One run as the bench prints it: wall time, CPU time, where the stages began, size, the pause, the load. */
export function describeRun(figures: PdfBenchFigures): string {
  const { stages } = figures;
  const split =
    stages.measure !== undefined && stages.layout !== undefined && stages.render !== undefined
      ? `measure ${seconds(stages.layout - stages.measure)}, layout ${seconds(stages.render - stages.layout)}, write ${seconds(figures.ms - stages.render)}`
      : 'stages not reported';
  return `${seconds(figures.ms)} (CPU ${seconds(figures.cpuMs)}; ${split}; ${(figures.bytes / 1e6).toFixed(2)} MB; server thread's longest pause ${figures.largestPauseMs.toFixed(0)} ms; load average ${figures.load.toFixed(1)})`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = Number(process.argv[2] ?? 5000);
  const count = Number(process.argv[3] ?? 3);
  // '--fresh': every run with codes and PO numbers of its own (no word shaped by an earlier run).
  const fresh = process.argv.includes('--fresh');
  const runs: PdfBenchFigures[] = [];
  for (let run = 0; run < count; run += 1) {
    runs.push(await perProductPdfBench(rows, fresh ? run + 1 : 0));
    console.log(`  run ${run + 1}: ${describeRun(runs[run] as PdfBenchFigures)}`);
  }
  console.log(`Laporan pembelian per produk, ${rows} baris: ${runs.map((r) => seconds(r.ms)).join(', ')} (terbaik ${seconds(Math.min(...runs.map((r) => r.ms)))}; CPU terbaik ${seconds(Math.min(...runs.map((r) => r.cpuMs)))})`);
  process.exit(0);
}
