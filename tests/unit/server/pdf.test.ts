import { describe, expect, it } from 'vitest';
import { productRecapDocument, qrLabelDocument, type ProductRecapRow } from '../../../common/print';
import { pdfJob, type PdfJob } from '../../../server/print/jobs';
import { renderPdf, renderPdfJob, safePdfFilename } from '../../../server/print/pdf';
import { readPdf } from '../../support/pdf';

describe('renderPdf', () => {
  it('renders three QR labels as three 147×120 mm landscape pages, each with its code', async () => {
    const codes = ['QR-000101-0001', 'QR-000101-0002', 'QR-000102-0001'];
    const pdf = await renderPdf(qrLabelDocument(codes.map((code) => ({ code, productName: 'Pipa PVC Rucika 4 inch' }))));

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages } = await readPdf(pdf);
    expect(pages).toHaveLength(3);
    for (const [index, page] of pages.entries()) {
      expect(page.widthPt).toBeCloseTo(416.69, 1);
      expect(page.heightPt).toBeCloseTo(340.16, 1);
      expect(page.text).toContain(codes[index]);
      expect(page.text).toContain('Pipa PVC Rucika 4 inch');
    }
  });

  it('renders a 200-row recap on several A4 pages, each numbered "Halaman n dari N"', async () => {
    const rows: ProductRecapRow[] = Array.from({ length: 200 }, (_, i) => ({
      name: `Produk ${i + 1}`,
      code: `KD-${i + 1}`,
      category: 'Pipa',
      variant: 'PVC',
      unit: 'batang',
      price: 15000 + i,
      stock: i,
      warehouse: 'Gudang Utama',
    }));
    const pdf = await renderPdf(productRecapDocument(rows, { filters: [], printedBy: 'budi@contoh.co.id', printedAt: new Date('2026-11-21T08:05:09Z') }));

    const { pages } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThan(3);
    for (const [index, page] of pages.entries()) {
      // A4 landscape.
      expect(page.widthPt).toBeCloseTo(841.89, 1);
      expect(page.heightPt).toBeCloseTo(595.28, 1);
      expect(page.text).toContain(`Halaman ${index + 1} dari ${pages.length}`);
      // The header row repeats on every page.
      expect(page.text).toContain('NO. Nama Produk Kode/Merk Kategori Jenis Harga Stok Gudang');
    }
    const all = pages.map((page) => page.text).join('\n');
    expect(all).toContain('Rekap Produk');
    expect(all).toContain('Semua produk');
    expect(all).toContain('200 Produk 200 KD-200 Pipa PVC Rp 15.199 199 batang Gudang Utama');
    expect(all).toContain('Dicetak 21/11/2026 - 15:05:09 WIB oleh budi@contoh.co.id');
  });

  it('keeps a download name safe inside the content-disposition header', () => {
    expect(safePdfFilename('Rekap "Produk"/2026')).toBe('Rekap _Produk_2026.pdf');
    expect(safePdfFilename('label.pdf')).toBe('label.pdf');
  });
});

describe('renderPdfJob (the PDF worker thread)', () => {
  const rows = (count: number): ProductRecapRow[] =>
    Array.from({ length: count }, (_, i) => ({ name: `Produk ${i + 1}`, code: `KD-${i + 1}`, category: 'Pipa', variant: 'PVC', unit: 'batang', price: 1000 + i, stock: i, warehouse: 'Gudang' }));

  it('renders the same document as the inline renderer, built in the worker from the job’s arguments', async () => {
    const printedAt = new Date('2026-11-21T08:05:09Z');
    const pdf = await renderPdfJob(pdfJob('productRecap', rows(30), { filters: ['Nama Produk "pipa"'], printedBy: 'budi', printedAt }));
    const { pages } = await readPdf(pdf);
    expect(pages[0]?.text).toContain('Filter: Nama Produk "pipa"');
    expect(pages[0]?.text).toContain('Produk 20');
    expect(pages.map((page) => page.text).join('\n')).toContain('Produk 30');
    // The Date crossed to the worker intact: the printed time is the job's, in Jakarta time.
    expect(pages[0]?.text).toContain('21/11/2026 - 15:05:09');
  });

  it('keeps this thread free while a long report renders', async () => {
    const began = performance.now();
    const rendering = renderPdfJob(pdfJob('productRecap', rows(3000), { filters: [], printedBy: 'budi', printedAt: new Date() }));
    // Timers keep firing on this thread while the worker renders: the largest gap stays small.
    let last = performance.now();
    let largestGap = 0;
    let finished = false;
    void rendering.finally(() => (finished = true));
    while (!finished) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const now = performance.now();
      largestGap = Math.max(largestGap, now - last);
      last = now;
    }
    const pdf = await rendering;
    const took = performance.now() - began;
    expect((await readPdf(pdf)).pages.length).toBeGreaterThan(40);
    // The render took far longer than any pause this thread saw.
    expect(took).toBeGreaterThan(largestGap * 4);
  }, 60_000);

  it('passes a builder’s error back as a rejection', async () => {
    const broken = { builder: 'qrLabels', args: [null] } as unknown as PdfJob;
    await expect(renderPdfJob(broken)).rejects.toThrow();
  });
});
