import { describe, expect, it } from 'vitest';
import type { PurchaseDetail } from '../../../common/contract/purchasing';
import {
  paymentReceiptDocument,
  perProductReportDocument,
  purchaseOrderColumns,
  purchaseOrderDocument,
  purchaseReportDocument,
  receiptNumber,
  remainingAfter,
  reportDay,
  terbilangRupiah,
  type CompanyInfo,
  type PerProductRow,
  type PurchasePayment,
  type PurchaseReportRow,
} from '../../../common/print';
import { purchaseTotals, type PoType } from '../../../common/purchasing';
import { renderPdf } from '../../../server/print/pdf';
import { readPdf } from '../../support/pdf';

/**
 * The Purchasing printouts rendered to real PDFs and read back as text (tests/support/pdf.ts):
 * every figure is written out by hand here, not recomputed by the code under test.
 */
const RENDER_TIMEOUT = 60_000;

const A4_PORTRAIT = { width: 595.28, height: 841.89 };

const COMPANY: CompanyInfo = { name: 'PT Maju Bangun Sejahtera', address: 'Jl. Raya Industri No. 12, Cikarang, Bekasi 17530', phone: '021-8990 1234' };

interface LineFixture {
  code: string;
  name: string;
  satuan: string;
  qty: number;
  price: number;
  ukuran_asli?: string;
  tebal?: string;
  qty_zak?: number;
  diskon_1?: number;
  diskon_2?: number;
}

function purchase(type: PoType, lines: LineFixture[], charges: { ppn: number; diskon: number; jenis_diskon: '%' | 'Rp'; ongkir: number }, payments: PurchasePayment[] = []): PurchaseDetail {
  const totals = purchaseTotals({ jenis_po: type, lines: lines.map((line) => ({ qty: line.qty, harga: line.price, diskon_1: line.diskon_1 ?? 0, diskon_2: line.diskon_2 ?? 0 })), ...charges });
  const paid = payments.reduce((sum, payment) => sum + payment.nominal_pembayaran, 0);
  return {
    id: '9b0f3c4e-0000-4000-8000-000000000001',
    no_transaksi: 'PO-2026-0042',
    no_reff_supplier: 'SJ/778/XI',
    jenis_po: type,
    tanggal_transaksi: '2026-11-03',
    tanggal_jatuh_tempo: '2026-12-03',
    supplier: { id: 's1', nama_perusahaan: 'PT Sumber Makmur Abadi', email: 'sales@sumbermakmur.co.id' },
    penerima: { id: 'r1', nama_perusahaan: 'Gudang Proyek Cikarang', alamat_pengiriman: 'Kawasan Jababeka Blok C-7, Cikarang Utara' },
    sub_total: totals.sub_total,
    ppn: charges.ppn,
    total: totals.total,
    diskon: charges.diskon,
    jenis_diskon: charges.jenis_diskon,
    ongkir: charges.ongkir,
    grand_total: totals.grand_total,
    sisa_pembayaran: totals.grand_total - paid,
    status_pembayaran: paid === 0 ? 'belum lunas' : 'bayar sebagian',
    status_penerimaan: 'belum datang',
    attn: 'Kirim sebelum 10 November 2026',
    memo: 'Sertakan surat jalan',
    created_at: '2026-11-03T02:00:00.000Z',
    product: lines.map((line, index) => ({
      id: `line-${index}`,
      id_produk: `product-${index}`,
      name: line.name,
      code: line.code,
      satuan: line.satuan,
      qty: line.qty,
      price: line.price,
      ukuran_asli: line.ukuran_asli ?? '',
      tebal: line.tebal ?? '',
      qty_zak: line.qty_zak ?? 0,
      diskon_1: line.diskon_1 ?? 0,
      diskon_2: line.diskon_2 ?? 0,
      total_awal: totals.lines[index]?.total_awal ?? 0,
      total: totals.lines[index]?.total ?? 0,
      qty_diterima: 0,
      status_gudang: 'belum' as const,
    })),
    pembayaran: payments,
  };
}

/** 3 × 12.500 + 10 × 1.287.750 = 12.915.000; PPN 11% 1.420.650; total 14.335.650; diskon 5% 716.783 (716.782,5 up); + 150.000 = 13.768.867 → 13.768.900. */
const UMUM = purchase(
  'Umum',
  [
    { code: 'KD-001', name: 'Semen Gresik 50 kg', satuan: 'sak', qty: 3, price: 12_500 },
    { code: 'KD-002', name: 'Besi beton ulir 12 mm', satuan: 'batang', qty: 10, price: 1_287_750 },
  ],
  { ppn: 11, diskon: 5, jenis_diskon: '%', ongkir: 150_000 },
);

/** 4 × 250.000 = 1.000.000; −10% = 900.000; −2,5% = 877.500; PPN 11% 96.525; total 974.025; diskon Rp 25.000 → 949.025 → 949.000. */
const SOLAR = purchase('Solar Cell', [{ code: 'SC-450', name: 'Panel surya 450 Wp', satuan: 'unit', qty: 4, price: 250_000, diskon_1: 10, diskon_2: 2.5 }], {
  ppn: 11,
  diskon: 25_000,
  jenis_diskon: 'Rp',
  ongkir: 0,
});

const PIPA = purchase('Pipa', [{ code: 'PP-004', name: 'Pipa PVC AW', satuan: 'batang', qty: 2, price: 150_000, ukuran_asli: '4"', tebal: '3,2 mm' }], {
  ppn: 0,
  diskon: 0,
  jenis_diskon: '%',
  ongkir: 0,
});

const TERMO = purchase('Termo', [{ code: 'TR-010', name: 'Termo semen instan', satuan: 'kg', qty: 5, price: 80_000, qty_zak: 10 }], { ppn: 0, diskon: 0, jenis_diskon: '%', ongkir: 0 });

async function pdfText(doc: Parameters<typeof renderPdf>[0]) {
  const { pages } = await readPdf(await renderPdf(doc));
  return { pages, text: pages.map((page) => page.text).join('\n') };
}

describe('the fixtures hold the hand-computed figures', () => {
  it('Umum, Solar Cell, Pipa and Termo totals', () => {
    expect([UMUM.sub_total, UMUM.total, UMUM.grand_total]).toEqual([12_915_000, 14_335_650, 13_768_900]);
    expect([SOLAR.product[0]?.total_awal, SOLAR.product[0]?.total, SOLAR.total, SOLAR.grand_total]).toEqual([1_000_000, 877_500, 974_025, 949_000]);
    expect(PIPA.grand_total).toBe(300_000);
    expect(TERMO.grand_total).toBe(400_000);
  });
});

describe('purchaseOrderColumns', () => {
  it("gives each PO type its columns (Umum's, plus Pipa's size, Termo's zak, Solar Cell's discounts)", () => {
    const headers = (type: PoType) => purchaseOrderColumns(type).map((column) => column.header);
    expect(headers('Umum')).toEqual(['No', 'Kode', 'Nama Produk', 'Qty', 'Satuan', 'Harga', 'Total']);
    expect(headers('Pipa')).toEqual(['No', 'Kode', 'Nama Produk', 'Ukuran Asli', 'Tebal', 'Qty', 'Satuan', 'Harga', 'Total']);
    expect(headers('Termo')).toEqual(['No', 'Kode', 'Nama Produk', 'Qty', 'Satuan', 'Qty Zak', 'Harga', 'Total']);
    expect(headers('Solar Cell')).toEqual(['No', 'Kode', 'Nama Produk', 'Qty', 'Satuan', 'Harga', 'Total Awal', 'Diskon 1 %', 'Diskon 2 %', 'Total']);
  });
});

describe('purchaseOrderDocument', () => {
  it(
    'prints an Umum PO on A4 portrait: header, supplier and receiver, dates, every line, the totals and both signatures',
    async () => {
      const { pages, text } = await pdfText(purchaseOrderDocument(UMUM, COMPANY, { hideAmounts: false }));
      expect(pages).toHaveLength(1);
      expect(pages[0]?.widthPt).toBeCloseTo(A4_PORTRAIT.width, 1);
      expect(pages[0]?.heightPt).toBeCloseTo(A4_PORTRAIT.height, 1);

      expect(text).toContain('PURCHASE ORDER');
      expect(text).toContain('No. PO-2026-0042');
      expect(text).toContain('Jenis PO: Umum');
      for (const piece of ['Supplier', 'PT Sumber Makmur Abadi', 'sales@sumbermakmur.co.id', 'Kirim Ke', 'Gudang Proyek Cikarang', 'Kawasan Jababeka Blok C-7']) {
        expect(text).toContain(piece);
      }
      expect(text).toMatch(/Tanggal\s*:\s*03\/11\/2026/);
      expect(text).toMatch(/Jatuh Tempo\s*:\s*03\/12\/2026/);
      expect(text).toMatch(/No\. Reff Supplier\s*:\s*SJ\/778\/XI/);

      expect(text).toContain('No Kode Nama Produk Qty Satuan Harga Total');
      expect(text).toContain('1 KD-001 Semen Gresik 50 kg 3 sak Rp 12.500 Rp 37.500');
      expect(text).toContain('2 KD-002 Besi beton ulir 12 mm 10 batang Rp 1.287.750 Rp 12.877.500');

      expect(text).toContain('Subtotal Rp 12.915.000');
      expect(text).toContain('PPN (11%) Rp 1.420.650');
      expect(text).toContain('Total Rp 14.335.650');
      expect(text).toContain('Diskon (5%) -Rp 716.783');
      expect(text).toContain('Ongkos Kirim Rp 150.000');
      // 13.768.867 rounded to the nearest hundred: the rounding is printed so the column adds up.
      expect(text).toContain('Pembulatan Rp 33');
      expect(text).toContain('Grand Total Rp 13.768.900');

      expect(text).toContain('Pesan');
      expect(text).toContain('Kirim sebelum 10 November 2026');
      expect(text).toContain('Memo');
      expect(text).toContain('Sertakan surat jalan');
      // Signatures: each caption with the name under its line.
      expect(text).toMatch(/Supplier\s+PT Sumber Makmur Abadi\s+Pembeli\s+PT Maju Bangun Sejahtera/);

      // The company footer and the page number.
      expect(pages[0]?.text).toContain('Jl. Raya Industri No. 12, Cikarang, Bekasi 17530 · Telp. 021-8990 1234');
      expect(pages[0]?.text).toContain('Halaman 1 dari 1');
    },
    RENDER_TIMEOUT,
  );

  it(
    "prints each type's own columns and figures",
    async () => {
      const solar = await pdfText(purchaseOrderDocument(SOLAR, COMPANY, { hideAmounts: false }));
      expect(solar.text).toContain('No Kode Nama Produk Qty Satuan Harga Total Awal Diskon 1 % Diskon 2 % Total');
      expect(solar.text).toContain('1 SC-450 Panel surya 450 Wp 4 unit Rp 250.000 Rp 1.000.000 10 2,5 Rp 877.500');
      expect(solar.text).toContain('Diskon (Rp) -Rp 25.000');
      expect(solar.text).toContain('Pembulatan -Rp 25');
      expect(solar.text).toContain('Grand Total Rp 949.000');

      const pipa = await pdfText(purchaseOrderDocument(PIPA, COMPANY, { hideAmounts: false }));
      expect(pipa.text).toContain('No Kode Nama Produk Ukuran Asli Tebal Qty Satuan Harga Total');
      expect(pipa.text).toContain('1 PP-004 Pipa PVC AW 4" 3,2 mm 2 batang Rp 150.000 Rp 300.000');
      expect(pipa.text).toContain('PPN (0%) Rp 0');
      expect(pipa.text).not.toContain('Pembulatan');
      expect(pipa.text).toContain('Grand Total Rp 300.000');

      const termo = await pdfText(purchaseOrderDocument(TERMO, COMPANY, { hideAmounts: false }));
      expect(termo.text).toContain('No Kode Nama Produk Qty Satuan Qty Zak Harga Total');
      expect(termo.text).toContain('1 TR-010 Termo semen instan 5 kg 10 Rp 80.000 Rp 400.000');
      expect(termo.text).toContain('Grand Total Rp 400.000');
    },
    RENDER_TIMEOUT,
  );

  it(
    'leaves out every amount when hideAmounts is set: no Harga/Total columns, no totals block, no Rp anywhere',
    async () => {
      const { text } = await pdfText(purchaseOrderDocument(SOLAR, COMPANY, { hideAmounts: true }));
      expect(text).toContain('No Kode Nama Produk Qty Satuan Diskon 1 % Diskon 2 %');
      expect(text).toContain('1 SC-450 Panel surya 450 Wp 4 unit 10 2,5');
      expect(text).not.toContain('Rp');
      expect(text).not.toContain('Harga');
      expect(text).not.toContain('Grand Total');
      expect(text).not.toContain('Subtotal');
      // What the supplier still needs: the lines, the note and the signatures.
      expect(text).toContain('Kirim sebelum 10 November 2026');
      expect(text).toMatch(/Supplier\s+PT Sumber Makmur Abadi\s+Pembeli\s+PT Maju Bangun Sejahtera/);
    },
    RENDER_TIMEOUT,
  );

  it(
    'breaks a long PO onto numbered pages, the company footer on each',
    async () => {
      const lines = Array.from({ length: 80 }, (_, i) => ({ code: `KD-${i + 1}`, name: `Produk nomor ${i + 1}`, satuan: 'pcs', qty: 1, price: 1_000 }));
      const long = purchase('Umum', lines, { ppn: 0, diskon: 0, jenis_diskon: '%', ongkir: 0 });
      const { pages, text } = await pdfText(purchaseOrderDocument(long, COMPANY, { hideAmounts: false }));
      expect(pages.length).toBeGreaterThan(1);
      for (const [index, page] of pages.entries()) {
        expect(page.text).toContain(`Halaman ${index + 1} dari ${pages.length}`);
        expect(page.text).toContain('Jl. Raya Industri No. 12, Cikarang, Bekasi 17530');
        // The line table's header repeats on every page that carries lines.
        if (page.text.includes('KD-')) expect(page.text).toContain('No Kode Nama Produk Qty Satuan Harga Total');
      }
      expect(text).toContain('80 KD-80 Produk nomor 80 1 pcs Rp 1.000 Rp 1.000');
      expect(text).toContain('Grand Total Rp 80.000');
    },
    RENDER_TIMEOUT,
  );
});

describe('payment receipt', () => {
  const first: PurchasePayment = { id: 'pay-1', tanggal_pembayaran: '2026-11-05', cara_pembayaran: 'Transfer Bank', nominal_pembayaran: 1_200_000, memo: 'DP pertama', lampiran: '/files/a.png', created_by: 'budi' };
  const second: PurchasePayment = { id: 'pay-2', tanggal_pembayaran: '2026-11-10', cara_pembayaran: 'Tunai', nominal_pembayaran: 2_500_000, memo: '', lampiran: '/files/b.png', created_by: 'budi' };
  // Listed newest first: the receipt still counts the payments in the order they were made.
  const paid = { ...UMUM, pembayaran: [second, first] };

  it('terbilangRupiah capitalises the words and adds Rupiah', () => {
    expect(terbilangRupiah(1_200_000)).toBe('# Satu Juta Dua Ratus Ribu Rupiah #');
    expect(terbilangRupiah(0)).toBe('# Nol Rupiah #');
    expect(terbilangRupiah(1_011)).toBe('# Seribu Sebelas Rupiah #');
    expect(terbilangRupiah(13_768_900)).toBe('# Tiga Belas Juta Tujuh Ratus Enam Puluh Delapan Ribu Sembilan Ratus Rupiah #');
    expect(terbilangRupiah(1_000_000_000_000_000)).toBe('# Diluar Batas #');
  });

  it('numbers a receipt by its place among the payments and knows what was left after it', () => {
    expect(receiptNumber(paid, first)).toBe('PO-2026-0042/1');
    expect(receiptNumber(paid, second)).toBe('PO-2026-0042/2');
    expect(remainingAfter(paid, first)).toBe(12_568_900);
    expect(remainingAfter(paid, second)).toBe(10_068_900);
  });

  it(
    'prints KWITANSI PEMBAYARAN with payer, purpose, amount, terbilang, method, memo and balance',
    async () => {
      const { pages, text } = await pdfText(paymentReceiptDocument(paid, first, COMPANY));
      expect(pages).toHaveLength(1);
      expect(pages[0]?.widthPt).toBeCloseTo(A4_PORTRAIT.width, 1);
      expect(text).toContain('KWITANSI PEMBAYARAN');
      expect(text).toContain('No. PO-2026-0042/1');
      expect(text).toMatch(/Telah diterima dari\s*:\s*PT Maju Bangun Sejahtera/);
      expect(text).toMatch(/Untuk pembayaran\s*:\s*Purchase Order PO-2026-0042 kepada PT Sumber Makmur Abadi/);
      expect(text).toMatch(/Uang sejumlah\s*:\s*Rp 1\.200\.000/);
      expect(text).toMatch(/Terbilang\s*:\s*# Satu Juta Dua Ratus Ribu Rupiah #/);
      expect(text).toMatch(/Tanggal pembayaran\s*:\s*05\/11\/2026/);
      expect(text).toMatch(/Cara pembayaran\s*:\s*Transfer Bank/);
      expect(text).toMatch(/Memo\s*:\s*DP pertama/);
      expect(text).toMatch(/Sisa pembayaran\s*:\s*Rp 12\.568\.900/);
      expect(text).toContain('Penerima, 05/11/2026');

      const later = await pdfText(paymentReceiptDocument(paid, second, COMPANY));
      expect(later.text).toMatch(/Terbilang\s*:\s*# Dua Juta Lima Ratus Ribu Rupiah #/);
      expect(later.text).toMatch(/Sisa pembayaran\s*:\s*Rp 10\.068\.900/);
      expect(later.text).toMatch(/Memo\s*:\s*-/);
    },
    RENDER_TIMEOUT,
  );
});

const REPORT_META = {
  from: '2026-11-01',
  until: '2026-11-30',
  printedBy: 'Budi Santoso',
  printedAt: new Date('2026-11-21T08:05:09Z'),
  company: COMPANY,
};
const A4_LANDSCAPE = { width: 841.89, height: 595.28 };

describe('reportDay', () => {
  it('reads an API day as DD/MM/YYYY whatever the time zone', () => {
    expect(reportDay('2026-01-05')).toBe('05/01/2026');
    expect(reportDay('2026-11-30T17:00:00.000Z')).toBe('30/11/2026');
    expect(reportDay('')).toBe('-');
  });
});

describe('purchaseReportDocument', () => {
  const rows: PurchaseReportRow[] = [
    { id: '1', tglTrx: '2026-11-02', noTrx: 'PO-1001', jenisPO: 'Umum', namaPerusahaan: 'PT Sumber Makmur Abadi', status: 'belum lunas', total: 1_234_500 },
    { id: '2', tglTrx: '2026-11-15', noTrx: 'PO-1002', jenisPO: 'Solar Cell', namaPerusahaan: 'PT Surya Energi', status: 'bayar sebagian', total: 949_000 },
    { id: '3', tglTrx: '2026-11-28', noTrx: 'PO-1003', jenisPO: 'Pipa', namaPerusahaan: 'CV Baja Ringan', status: 'lunas', total: 1_518_800 },
  ];

  it(
    "prints 'Laporan Pembelian Barang' on A4 landscape with the period, the maker, every PO, the real total and 'Halaman 1'",
    async () => {
      const { pages, text } = await pdfText(purchaseReportDocument(rows, { ...REPORT_META, total: 3_702_300 }));
      expect(pages).toHaveLength(1);
      expect(pages[0]?.widthPt).toBeCloseTo(A4_LANDSCAPE.width, 1);
      expect(pages[0]?.heightPt).toBeCloseTo(A4_LANDSCAPE.height, 1);
      expect(text).toContain('PT Maju Bangun Sejahtera');
      expect(text).toContain('Laporan Pembelian Barang');
      expect(text).toMatch(/Dari\s*:\s*01\/11\/2026/);
      expect(text).toMatch(/Sampai\s*:\s*30\/11\/2026/);
      expect(text).toMatch(/Dibuat oleh\s*:\s*Budi Santoso/);
      expect(text).toContain('No Tanggal No. TRX Jenis TRX Supplier Status Total');
      expect(text).toContain('1 02/11/2026 PO-1001 Umum PT Sumber Makmur Abadi belum lunas Rp 1.234.500');
      expect(text).toContain('2 15/11/2026 PO-1002 Solar Cell PT Surya Energi bayar sebagian Rp 949.000');
      expect(text).toContain('3 28/11/2026 PO-1003 Pipa CV Baja Ringan lunas Rp 1.518.800');
      expect(text).toContain('Total Rp 3.702.300');
      expect(text).toContain('Halaman 1 dari 1');
      expect(text).toContain('Dicetak 21/11/2026 - 15:05:09 WIB oleh Budi Santoso');
    },
    RENDER_TIMEOUT,
  );

  it(
    'says so when the period has no purchase, and still prints the total line',
    async () => {
      const { text } = await pdfText(purchaseReportDocument([], { ...REPORT_META, total: 0 }));
      expect(text).toContain('Belum ada data untuk ditampilkan.');
      expect(text).toContain('Total Rp 0');
    },
    RENDER_TIMEOUT,
  );
});

describe('perProductReportDocument', () => {
  const rows: PerProductRow[] = Array.from({ length: 250 }, (_, i) => ({
    tanggal_transaksi: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
    no_transaksi: `PO-${2000 + Math.floor(i / 2)}`,
    product: { code: `KD-${i + 1}`, name: `Semen Gresik 50 kg ${i + 1}` },
    supplier: { nama_perusahaan: 'PT Sumber Makmur Abadi' },
    qty: i + 1,
    satuan: 'sak',
    harga: 15_000,
    total_harga: (i + 1) * 15_000,
  }));
  // 15.000 × (1 + … + 250) = 15.000 × 31.375
  const total = 470_625_000;

  it(
    'prints every line on numbered A4 landscape pages, the header on each, the period and the total line',
    async () => {
      const { pages, text } = await pdfText(perProductReportDocument(rows, { ...REPORT_META, total }));
      expect(pages.length).toBeGreaterThan(3);
      for (const [index, page] of pages.entries()) {
        expect(page.widthPt).toBeCloseTo(A4_LANDSCAPE.width, 1);
        expect(page.heightPt).toBeCloseTo(A4_LANDSCAPE.height, 1);
        expect(page.text).toContain(`Halaman ${index + 1} dari ${pages.length}`);
        expect(page.text).toContain('NO. Tanggal Kode Transaksi Kode Produk Nama Produk Nama Supplier Qty Harga Subtotal');
      }
      expect(pages[0]?.text).toContain('Laporan Pembelian Per Produk');
      expect(pages[0]?.text).toMatch(/Dari\s*:\s*01\/11\/2026/);
      expect(pages[0]?.text).toMatch(/Sampai\s*:\s*30\/11\/2026/);
      expect(text).toContain('1 01/11/2026 PO-2000 KD-1 Semen Gresik 50 kg 1 PT Sumber Makmur Abadi 1 sak Rp 15.000 Rp 15.000');
      expect(text).toContain('250 26/11/2026 PO-2124 KD-250 Semen Gresik 50 kg 250 PT Sumber Makmur Abadi 250 sak Rp 15.000 Rp 3.750.000');
      for (let n = 1; n <= 250; n += 1) expect(text).toContain(`KD-${n} Semen Gresik 50 kg ${n} `);
      expect(pages.at(-1)?.text).toContain('Total Rp 470.625.000');
    },
    RENDER_TIMEOUT,
  );
});
