import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyToday } from '../../common/calendar';
import { formatRupiah } from '../../common/format';
import { readPdf } from '../support/pdf';
import { PurchasingClient, type PoSpec } from '../support/purchasing';
import { ADMIN, login } from '../support/server';
import { PDF_FAILED_MESSAGE } from '../../server/purchasing/reports';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, toastTexts } from './support/page';

/**
 * The two purchase reports (renderer/src/purchasing/reports) in real Chromium against the real
 * server: a date range picked by hand, totals equal to the sum of the listed POs (or lines), the
 * real payment status on each row, search, the status filter, and the PDF and Excel exports.
 */
const SHOTS = '/tmp/shots';
let e2e: E2E;
let client: PurchasingClient;
let page: Page;
let tag = '';
/** The March POs (in range) by number: grand total, status, and their lines' totals. */
const march = new Map<string, { grandTotal: number; status: string; lineTotals: number[] }>();
let lunasNumber = '';

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  client = new PurchasingClient(e2e.server.url, await login(e2e.server.url, ADMIN.email, ADMIN.password));
  const s = await client.setting(3);
  tag = s.tag;
  const [p1 = '', p2 = '', p3 = ''] = s.products;
  const base = { supplier: s.supplier, receiver: s.receiver };
  const specs: (PoSpec & { pay?: 'all' | number })[] = [
    { ...base, jenis_po: 'Umum', tanggal_transaksi: '2026-03-03', lines: [{ id_produk: p1, qty: 2, harga: 10_000 }, { id_produk: p2, qty: 1, harga: 20_000 }], pay: 'all' },
    { ...base, jenis_po: 'Pipa', tanggal_transaksi: '2026-03-10', lines: [{ id_produk: p3, qty: 3, harga: 30_000, ukuran_asli: '3"', tebal: '2 mm' }], ongkir: 10_000, pay: 50_000 },
    { ...base, jenis_po: 'Termo', tanggal_transaksi: '2026-03-15', lines: [{ id_produk: p1, qty: 5, harga: 10_000, qty_zak: 2 }], ppn: 11 },
    { ...base, jenis_po: 'Solar Cell', tanggal_transaksi: '2026-03-20', lines: [{ id_produk: p2, qty: 10, harga: 20_000, diskon_1: 10, diskon_2: 5 }] },
    { ...base, jenis_po: 'Umum', tanggal_transaksi: '2026-03-25', lines: [{ id_produk: p3, qty: 1, harga: 30_000 }], diskon: 2_500, jenis_diskon: 'Rp' },
    { ...base, jenis_po: 'Umum', tanggal_transaksi: '2026-03-31', lines: [{ id_produk: p1, qty: 1, harga: 10_000 }] },
    // Outside the range.
    { ...base, jenis_po: 'Umum', tanggal_transaksi: '2026-02-27', lines: [{ id_produk: p1, qty: 9, harga: 10_000 }] },
  ];
  for (const [index, { pay, ...spec }] of specs.entries()) {
    const row = await client.addPo({ ...spec, tanggal_jatuh_tempo: spec.tanggal_transaksi, no_transaksi: `R-${tag}-${index + 1}` });
    if (pay) {
      const paid = await client.pay(row.id, pay === 'all' ? row.grand_total : pay, await client.proof());
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      if (pay === 'all') lunasNumber = row.no_transaksi;
    }
    const detail = await client.po(row.id);
    if (spec.tanggal_transaksi?.startsWith('2026-03')) {
      march.set(row.no_transaksi, { grandTotal: detail.grand_total, status: detail.status_pembayaran, lineTotals: detail.product.map((line) => line.total) });
    }
  }
  page = await e2e.signedInPage(await e2e.makeUser(['/purchasing']), '/purchasing/LaporanPembelian');
});
afterAll(async () => {
  await e2e?.close();
});

const rows = (p: Page) => p.locator('.report-table tbody tr');
const total = (p: Page) => p.getByTestId('report-total').innerText();
const rupiah = (text: string) => Number(text.replace(/[^\d-]/g, ''));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Types the range as the seed shows dates, DD/MM/YYYY. */
async function setRange(p: Page, from: string, until: string): Promise<void> {
  await p.getByLabel('Dari', { exact: true }).fill(from);
  await p.getByLabel('Sampai', { exact: true }).fill(until);
}

/** Every page of the table: each row's cells, going through the pages by 'Halaman berikutnya'. */
async function allRows(p: Page): Promise<string[][]> {
  const found: string[][] = [];
  for (;;) {
    await expect.poll(() => p.locator('.report-table').getAttribute('aria-busy')).toBe('false');
    for (const row of await rows(p).all()) found.push(await row.locator('td').allInnerTexts());
    const next = p.getByRole('button', { name: 'Halaman berikutnya' });
    if ((await next.count()) === 0 || (await next.isDisabled())) return found;
    const firstBefore = await rows(p).first().innerText();
    await next.click();
    await expect.poll(() => rows(p).first().innerText()).not.toBe(firstBefore);
  }
}

async function downloaded(p: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([p.waitForEvent('download', { timeout: 30_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file) };
}

describe("'Laporan Pembelian'", () => {
  it('opens on this month, with the shortcut chosen', async () => {
    await page.locator('.report-title', { hasText: 'Laporan Pembelian' }).waitFor();
    // This month in the company's day (Jakarta), whatever zone this machine runs in.
    const [year, month] = companyToday().split('-');
    expect(await page.getByLabel('Dari', { exact: true }).inputValue()).toBe(`01/${month}/${year}`);
    expect(await page.getByRole('button', { name: 'Bulan Ini' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("takes a day from the browser's calendar behind the field's button, shown as DD/MM/YYYY", async () => {
    const from = page.getByLabel('Dari', { exact: true });
    const field = from.locator('xpath=ancestor::span[contains(@class, "erp-date-field")]');
    await field.getByRole('button', { name: 'Pilih tanggal' }).click();
    await page.keyboard.press('Escape');
    // The calendar writes into the field's hidden native date input, as a pick would.
    await field.locator('input[type="date"]').fill('2026-03-01');
    expect(await from.inputValue()).toBe('01/03/2026');
  });

  it('lists the POs of a hand-picked range with their real status; the total is the sum of the listed POs', async () => {
    await setRange(page, '01/03/2026', '31/03/2026');
    await expect.poll(() => total(page)).toBe(formatRupiah(sum([...march.values()].map((po) => po.grandTotal))));
    expect(await page.getByRole('button', { name: 'Bulan Ini' }).getAttribute('aria-pressed')).toBe('false');
    expect(await rows(page).count()).toBe(5);
    expect(await page.locator('.erp-master-info').innerText()).toBe('Menampilkan 1–5 dari 6 data');
    await page.screenshot({ path: `${SHOTS}/purchasing-report.png` });

    const listed = await allRows(page);
    expect(listed).toHaveLength(6);
    // Oldest first: NO., Tanggal, No. TRX, Jenis TRX, Supplier, Status, Total.
    expect(listed.map((cells) => cells[1])).toEqual(['03/03/2026', '10/03/2026', '15/03/2026', '20/03/2026', '25/03/2026', '31/03/2026']);
    expect(listed.map((cells) => cells[3])).toEqual(['Umum', 'Pipa', 'Termo', 'Solar Cell', 'Umum', 'Umum']);
    for (const cells of listed) {
      const po = march.get(cells[2] ?? '');
      expect(po, cells.join(' | ')).toBeDefined();
      expect(cells[4]).toBe(`Supplier ${tag}`);
      expect(cells[5]).toBe(po?.status);
      expect(rupiah(cells[6] ?? '')).toBe(po?.grandTotal);
    }
    expect(listed.find((cells) => cells[2] === lunasNumber)?.[5]).toBe('lunas');
    expect(new Set(listed.map((cells) => cells[5]))).toEqual(new Set(['lunas', 'bayar sebagian', 'belum lunas']));
    expect(rupiah(await total(page))).toBe(sum(listed.map((cells) => rupiah(cells[6] ?? ''))));
  });

  it('searches within the range; the total follows', async () => {
    await page.getByRole('searchbox', { name: 'Cari no. transaksi atau supplier' }).fill(lunasNumber);
    // (The table was left on page 2, which also has one row: wait for the total, then count.)
    await expect.poll(() => total(page)).toBe(formatRupiah(march.get(lunasNumber)?.grandTotal ?? -1));
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().innerText()).toContain(lunasNumber);
    await page.getByRole('searchbox', { name: 'Cari no. transaksi atau supplier' }).fill('');
    await expect.poll(() => page.locator('.erp-master-info').innerText()).toBe('Menampilkan 1–5 dari 6 data');
  });

  it("refuses a range that runs backwards without asking the server", async () => {
    await setRange(page, '31/03/2026', '01/03/2026');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Tanggal akhir tidak boleh sebelum tanggal awal' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cetak' }).isDisabled()).toBe(true);
    await setRange(page, '01/03/2026', '31/03/2026');
    await expect.poll(() => total(page)).toBe(formatRupiah(sum([...march.values()].map((po) => po.grandTotal))));
  });

  it("'Cetak' downloads the A4 landscape PDF with the range's rows and the same total", async () => {
    const { download, bytes } = await downloaded(page, () => page.getByRole('button', { name: 'Cetak', exact: true }).click());
    expect(download.suggestedFilename()).toBe('laporan-pembelian-2026-03-01-2026-03-31.pdf');
    const pdf = await readPdf(bytes);
    expect(pdf.pages[0]?.widthPt).toBeGreaterThan(pdf.pages[0]?.heightPt ?? Infinity);
    const text = pdf.pages.map((p) => p.text).join('\n');
    expect(text).toContain('Laporan Pembelian Barang');
    for (const number of march.keys()) expect(text).toContain(number);
    expect(text).not.toContain(`R-${tag}-7`);
    expect(text).toContain(formatRupiah(sum([...march.values()].map((po) => po.grandTotal))).replace('Rp ', ''));
  });

  it("while the PDF is made, 'Cetak' reads 'Proses...' and a bar says 'Menyiapkan PDF...' with the seconds (indeterminate: the server has not answered yet); the table stays usable; the bar goes once the file is there", async () => {
    // Held back before it reaches the server, which therefore has no progress to tell yet.
    const pdfRequest = /\/api\/purchasing\/pembelian\/report\/export\?.*format=pdf/;
    await page.route(pdfRequest, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    const progress = page.getByTestId('pdf-progress');
    try {
      const { download } = await downloaded(page, async () => {
        await page.getByRole('button', { name: 'Cetak', exact: true }).click();
        await progress.waitFor();
        expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
        await expect.poll(() => progress.innerText()).toMatch(/^Menyiapkan PDF\.\.\. [1-9] dtk$/);
        expect(await page.locator('.report-actions').getByRole('button', { name: 'Proses...' }).isDisabled()).toBe(true);
        await page.screenshot({ path: `${SHOTS}/purchasing-report-pdf-progress.png` });
        // Sorting the table still works while the PDF is being made.
        const firstBefore = await rows(page).first().innerText();
        await page.getByRole('columnheader', { name: /Total/ }).getByRole('button').click();
        await page.getByRole('columnheader', { name: /Total/ }).getByRole('button').click();
        await expect.poll(() => rows(page).first().innerText()).not.toBe(firstBefore);
      });
      expect(download.suggestedFilename()).toBe('laporan-pembelian-2026-03-01-2026-03-31.pdf');
    } finally {
      await page.unroute(pdfRequest);
    }
    await expect.poll(() => progress.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cetak', exact: true }).isEnabled()).toBe(true);
  });

  it("'Excel' downloads a non-empty .xlsx with one row per PO", async () => {
    const { download, bytes } = await downloaded(page, () => page.getByRole('button', { name: 'Excel' }).click());
    expect(download.suggestedFilename()).toBe('laporan-pembelian-2026-03-01-2026-03-31.xlsx');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((row) => cells.push(JSON.stringify(row.values)));
    for (const number of march.keys()) expect(cells.join('\n')).toContain(number);
  });
});

describe("'Laporan Pembelian Per Produk'", () => {
  const lineTotals = () => [...march.values()].flatMap((po) => po.lineTotals);

  it('opens on the last 30 days; a hand-picked range lists the lines with the sum of them as total', async () => {
    await page.locator('.erp-sidebar').getByRole('link', { name: 'Laporan Per Produk' }).click();
    await page.locator('.report-title', { hasText: 'Laporan Pembelian Per Produk' }).waitFor();
    expect(await page.getByRole('button', { name: '30 Hari' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Status Pembayaran').inputValue()).toBe('');

    await setRange(page, '01/03/2026', '31/03/2026');
    await expect.poll(() => total(page)).toBe(formatRupiah(sum(lineTotals())));
    await page.screenshot({ path: `${SHOTS}/purchasing-report-per-product.png` });
    const listed = await allRows(page);
    expect(listed).toHaveLength(lineTotals().length);
    expect(sum(listed.map((cells) => rupiah(cells[8] ?? '')))).toBe(sum(lineTotals()));
    expect(listed.every((cells) => cells[5] === `Supplier ${tag}`)).toBe(true);
    expect(listed[0]?.[4]).toBe(`Produk ${tag} 1`);
  });

  it('filters by payment status (Lunas / Belum Lunas)', async () => {
    await page.getByLabel('Status Pembayaran').selectOption({ label: 'Lunas' });
    await expect.poll(() => total(page)).toBe(formatRupiah(sum(march.get(lunasNumber)?.lineTotals ?? [])));
    expect((await allRows(page)).map((cells) => cells[2])).toEqual([lunasNumber, lunasNumber]);
    await page.getByLabel('Status Pembayaran').selectOption({ label: 'Belum Lunas' });
    const unpaid = [...march.entries()].filter(([number]) => number !== lunasNumber).flatMap(([, po]) => po.lineTotals);
    await expect.poll(() => total(page)).toBe(formatRupiah(sum(unpaid)));
    await page.getByLabel('Status Pembayaran').selectOption({ label: 'Semua' });
    await expect.poll(() => total(page)).toBe(formatRupiah(sum(lineTotals())));
  });

  it("'Cetak Rekap' reads 'Proses...' while busy, then downloads the PDF of the lines", async () => {
    await page.route('**/api/purchasing/pembelian/export/perproduk', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      (async () => {
        await page.getByRole('button', { name: 'Cetak Rekap' }).click();
        await expect.poll(() => page.locator('.report-actions').getByRole('button', { name: 'Proses...' }).count()).toBe(1);
      })(),
    ]);
    await page.unroute('**/api/purchasing/pembelian/export/perproduk');
    expect(download.suggestedFilename()).toBe('laporan-pembelian-per-produk-2026-03-01-2026-03-31.pdf');
    const file = `${SHOTS}/${download.suggestedFilename()}`;
    await download.saveAs(file);
    const pdf = await readPdf(fs.readFileSync(file));
    expect(pdf.pages[0]?.widthPt).toBeGreaterThan(pdf.pages[0]?.heightPt ?? Infinity);
    const text = pdf.pages.map((p) => p.text).join('\n');
    expect(text).toContain('Kode Transaksi');
    expect(text).toContain(`Produk ${tag} 1`);
    expect(text).toContain(formatRupiah(sum(lineTotals())).replace('Rp ', ''));
    await expect.poll(() => page.getByRole('button', { name: 'Cetak Rekap' }).count()).toBe(1);
  });

  it("shows the server's own progress of the PDF (stage, percent, lines, seconds) until the file is there", async () => {
    // The server makes the file at once; the answer is held back 2 s on its way to the page,
    // while the screen keeps asking the server how far the job is (done: 100%).
    const fileRequest = /\/api\/purchasing\/pembelian\/export\/perproduk\/file\?.*format=pdf/;
    let job = '';
    await page.route(fileRequest, async (route) => {
      job = new URL(route.request().url()).searchParams.get('job') ?? '';
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fulfill({ response });
    });
    const progress = page.getByTestId('pdf-progress');
    try {
      await downloaded(page, async () => {
        await page.getByRole('button', { name: 'Cetak Rekap' }).click();
        await progress.waitFor();
        await expect.poll(() => progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
        expect(await progress.innerText()).toMatch(new RegExp(`^Menyiapkan PDF\\.\\.\\. 100% · PDF selesai, membuka\\.\\.\\. · ${lineTotals().length} baris · \\d+ dtk$`));
        // The status filter still narrows the table meanwhile.
        await page.getByLabel('Status Pembayaran').selectOption({ label: 'Lunas' });
        await expect.poll(() => total(page)).toBe(formatRupiah(sum(march.get(lunasNumber)?.lineTotals ?? [])));
      });
    } finally {
      await page.unroute(fileRequest);
    }
    expect(job).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await expect.poll(() => progress.count()).toBe(0);
    await page.getByLabel('Status Pembayaran').selectOption({ label: 'Semua' });
    await expect.poll(() => total(page)).toBe(formatRupiah(sum(lineTotals())));
  });

  it('a PDF the server could not make: the bar goes and a red toast says why, in Indonesian', async () => {
    await dismissToasts(page);
    const fileRequest = /\/api\/purchasing\/pembelian\/export\/perproduk\/file\?/;
    await page.route(fileRequest, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: PDF_FAILED_MESSAGE } }) }),
    );
    try {
      await page.getByRole('button', { name: 'Cetak Rekap' }).click();
      await expect.poll(() => toastTexts(page)).toContain('Laporan tidak dapat dicetak');
      await expect.poll(() => toastTexts(page)).toContain(PDF_FAILED_MESSAGE);
      expect(await page.locator('.bp6-toast.bp6-intent-danger').count()).toBe(1);
    } finally {
      await page.unroute(fileRequest);
    }
    await expect.poll(() => page.getByTestId('pdf-progress').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cetak Rekap' }).isEnabled()).toBe(true);
    await dismissToasts(page);
  });

  it("'Excel' downloads a non-empty .xlsx of the lines", async () => {
    const { download, bytes } = await downloaded(page, () => page.getByRole('button', { name: 'Excel' }).click());
    expect(download.suggestedFilename()).toBe('laporan-pembelian-per-produk-2026-03-01-2026-03-31.xlsx');
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    let lines = 0;
    book.worksheets[0]?.eachRow((row) => {
      if (JSON.stringify(row.values).includes(`Produk ${tag}`)) lines += 1;
    });
    expect(lines).toBe(lineTotals().length);
  });
});
