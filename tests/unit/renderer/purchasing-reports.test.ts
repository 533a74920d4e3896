import { describe, expect, it } from 'vitest';
import type { Result } from '../../../common/contract';
import type { PrintOutcome } from '../../../common/ipc';
import type { PrintingApi } from '../../../renderer/src/bridge/printing';
import {
  activeShortcut,
  defaultPerProductRange,
  defaultPurchaseRange,
  lastDays,
  monthRange,
  newPrintJobId,
  pdfBuildView,
  PER_PRODUCT_SHORTCUTS,
  PURCHASE_REPORT_SHORTCUTS,
  rangeProblem,
  reportFilename,
} from '../../../renderer/src/purchasing/reports/logic';
import { printOrDownload } from '../../../renderer/src/shell/print/output';

/** The report screens' date ranges and how their PDFs go out (renderer/src/purchasing/reports). */

const TODAY = '2026-03-15';

describe('report date ranges', () => {
  it("'Laporan Pembelian' opens on this calendar month", () => {
    expect(defaultPurchaseRange(TODAY)).toEqual({ date_start: '2026-03-01', date_end: '2026-03-31' });
    expect(monthRange('2024-02-10')).toEqual({ date_start: '2024-02-01', date_end: '2024-02-29' });
    expect(monthRange('2026-01-10', 1)).toEqual({ date_start: '2025-12-01', date_end: '2025-12-31' });
  });

  it('the per-product report opens on the last 30 days, with 7/30/90-day shortcuts (seed section 9)', () => {
    expect(defaultPerProductRange(TODAY)).toEqual({ date_start: '2026-02-13', date_end: '2026-03-15' });
    expect(PER_PRODUCT_SHORTCUTS.map((s) => s.range(TODAY))).toEqual([lastDays(TODAY, 7), lastDays(TODAY, 30), lastDays(TODAY, 90)]);
    expect(lastDays(TODAY, 7)).toEqual({ date_start: '2026-03-08', date_end: '2026-03-15' });
    expect(lastDays(TODAY, 90)).toEqual({ date_start: '2025-12-15', date_end: '2026-03-15' });
  });

  it("'Laporan Pembelian' shortcuts: this month, last month, three months, this year", () => {
    expect(PURCHASE_REPORT_SHORTCUTS.map((s) => [s.label, s.range(TODAY)])).toEqual([
      ['Bulan Ini', { date_start: '2026-03-01', date_end: '2026-03-31' }],
      ['Bulan Lalu', { date_start: '2026-02-01', date_end: '2026-02-28' }],
      ['3 Bulan Terakhir', { date_start: '2026-01-01', date_end: '2026-03-31' }],
      ['Tahun Ini', { date_start: '2026-01-01', date_end: '2026-12-31' }],
    ]);
  });

  it('marks the shortcut a range came from, and none for a hand-picked one', () => {
    expect(activeShortcut(defaultPerProductRange(TODAY), PER_PRODUCT_SHORTCUTS, TODAY)).toBe('days30');
    expect(activeShortcut(defaultPurchaseRange(TODAY), PURCHASE_REPORT_SHORTCUTS, TODAY)).toBe('thisMonth');
    expect(activeShortcut({ date_start: '2026-03-02', date_end: '2026-03-03' }, PER_PRODUCT_SHORTCUTS, TODAY)).toBeNull();
  });

  it('does not ask for a range without both days or running backwards', () => {
    expect(rangeProblem({ date_start: '2026-03-01', date_end: '2026-03-01' })).toBeNull();
    expect(rangeProblem({ date_start: '', date_end: '2026-03-01' })).toBe('Isi tanggal awal dan akhir');
    expect(rangeProblem({ date_start: '2026-03-02', date_end: '2026-03-01' })).toBe('Tanggal akhir tidak boleh sebelum tanggal awal');
  });

  it('names the exported files after the report and its range', () => {
    expect(reportFilename('laporan-pembelian', { date_start: '2026-03-01', date_end: '2026-03-31' }, 'xlsx')).toBe('laporan-pembelian-2026-03-01-2026-03-31.xlsx');
  });
});

describe('printOrDownload', () => {
  const api = (outcome: Result<PrintOutcome>, available = true, jobs: string[] = []): PrintingApi => ({
    available,
    printers: async () => ({ ok: true, value: [] }),
    printPdf: async (path, printer, query) => {
      jobs.push(`${printer} ${path} ${JSON.stringify(query ?? {})}`);
      return outcome;
    },
    pdf: async () => ({ ok: false, error: { code: 'INTERNAL', message: 'PDF gagal dibuat', status: 500 } }),
  });
  const bridge = { file: async (): Promise<Result<Blob>> => ({ ok: false, error: { code: 'INTERNAL', message: 'not used', status: 500 } }) };

  it('prints on the report printer in the desktop app', async () => {
    const jobs: string[] = [];
    const outcome = await printOrDownload(bridge, '/api/purchasing/pembelian/report/export?date_start=2026-03-01&format=pdf', 'x.pdf', api({ ok: true, value: { printed: true } }, true, jobs));
    expect(outcome).toEqual({ ok: true, printed: true });
    expect(jobs).toEqual(['report /api/purchasing/pembelian/report/export {"date_start":"2026-03-01","format":"pdf"}']);
  });

  it("says why a print failed rather than downloading (the printer's fault, not a missing one)", async () => {
    const outcome = await printOrDownload(bridge, '/api/x', 'x.pdf', api({ ok: true, value: { printed: false, code: 'PRINT_FAILED', message: 'Kertas habis' } }));
    expect(outcome).toEqual({ ok: false, message: 'Kertas habis' });
  });

  it('downloads instead when no report printer is chosen, and reports a failed download', async () => {
    const outcome = await printOrDownload(bridge, '/api/x', 'x.pdf', api({ ok: true, value: { printed: false, code: 'NO_PRINTER', message: 'Belum ada printer' } }));
    expect(outcome).toEqual({ ok: false, message: 'PDF gagal dibuat' });
  });
});

describe('the PDF progress under the print button', () => {
  it('names each job with 32 URL-safe random characters, as the server accepts them', () => {
    const id = newPrintJobId((bytes) => bytes.map((_, i) => i * 11));
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newPrintJobId()).not.toBe(newPrintJobId());
  });

  it("shows the server's stage, percentage, rows and the seconds waited", () => {
    expect(pdfBuildView({ stage: 'layout', percent: 47, rows: 5000, elapsed_ms: 1200 }, 1_900)).toEqual({
      value: 0.47,
      caption: 'Menyiapkan PDF... 47% · Menyusun halaman · 5.000 baris · 1 dtk',
    });
    expect(pdfBuildView({ stage: 'queued', percent: 3, rows: 12, elapsed_ms: 100 }, 300).caption).toBe('Menyiapkan PDF... 3% · Menunggu giliran cetak · 12 baris · 0 dtk');
    expect(pdfBuildView({ stage: 'query', percent: 0, rows: null, elapsed_ms: 10 }, 50).caption).toBe('Menyiapkan PDF... 0% · Membaca data laporan · 0 dtk');
  });

  it('claims no figures the server did not give: an indeterminate bar with the seconds', () => {
    expect(pdfBuildView(null, 3_400)).toEqual({ value: null, caption: 'Menyiapkan PDF... 3 dtk' });
    expect(pdfBuildView({ stage: 'failed', percent: 40, rows: 10, elapsed_ms: 5 }, 800)).toEqual({ value: null, caption: 'Menyiapkan PDF... 0 dtk' });
  });
});
