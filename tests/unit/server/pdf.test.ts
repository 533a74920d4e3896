import { describe, expect, it } from 'vitest';
import { productRecapDocument, qrLabelDocument, type ProductRecapRow } from '../../../common/print';
import { renderPdf, safePdfFilename } from '../../../server/print/pdf';
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
