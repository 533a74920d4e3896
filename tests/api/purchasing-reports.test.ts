import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_IMAGE_MESSAGE } from '../../common/contract/files';
import { DEFAULT_COMPANY } from '../../common/contract/settings';
import { readPdf } from '../support/pdf';
import { PROOF_PNG, PurchasingClient, TINY_PDF } from '../support/purchasing';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { callMultipart } from '../support/uploads';
import { fetchBytes, uniqueTag, type ErrorBody } from '../support/warehouse';

/**
 * The Purchasing reports through the real server (issue 5 section 5): 'Laporan Pembelian' with the
 * real status and a total over every matching PO (equal to the sum of the listed rows), 'Laporan
 * Pembelian Per Produk' with its status filter, both exported as PDF and Excel with the same rows;
 * and the company record the printouts read.
 */

let t: TestServer;
let p: PurchasingClient;

interface ReportRow {
  id: string;
  tglTrx: string;
  noTrx: string;
  jenisPO: string;
  namaPerusahaan: string;
  status: string;
  total: number;
}
interface PerProductRow {
  tanggal_transaksi: string;
  no_transaksi: string;
  product: { code: string; name: string };
  supplier: { nama_perusahaan: string };
  qty: number;
  satuan: string;
  harga: number;
  total_harga: number;
}
interface ReportPage<T> {
  data: T[];
  pagination: { total: number; last_page: number; per_page: number };
  total: number;
}

/** The fixture: seven POs of one tag in March 2026 (one in February), one paid fully, one in part. */
let tag = '';
const grandTotals: number[] = [];
let lunasNumber = '';
let partNumber = '';

beforeAll(async () => {
  t = await startTestServer();
  p = new PurchasingClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
  const s = await p.setting(2);
  tag = s.tag;
  const [first = '', second = ''] = s.products;
  const days = ['2026-03-01', '2026-03-03', '2026-03-05', '2026-03-08', '2026-03-13', '2026-03-21', '2026-03-31'];
  const rows = [];
  for (const [index, day] of days.entries()) {
    const row = await p.addPo({
      supplier: s.supplier,
      receiver: s.receiver,
      jenis_po: index % 2 === 0 ? 'Umum' : 'Pipa',
      lines: [
        { id_produk: first, qty: index + 1, harga: 10_000 },
        { id_produk: second, qty: 2, harga: 25_000 + index * 1_000 },
      ],
      ppn: 11,
      ongkir: 1_000,
      tanggal_transaksi: day,
      tanggal_jatuh_tempo: '2026-04-30',
      no_transaksi: `R-${tag}-${index}`,
    });
    rows.push(row);
    grandTotals.push(row.grand_total);
  }
  // Outside the range: never counted.
  await p.addPo({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: first, qty: 1, harga: 999_000 }], tanggal_transaksi: '2026-02-28', no_transaksi: `R-${tag}-feb` });
  const proof = await p.proof(TINY_PDF);
  const [lunas, part] = [rows[1], rows[4]];
  if (!lunas || !part) throw new Error('fixture');
  expect((await p.pay(lunas.id, lunas.grand_total, proof)).status).toBe(200);
  expect((await p.pay(part.id, 1_000, proof)).status).toBe(200);
  lunasNumber = lunas.no_transaksi;
  partNumber = part.no_transaksi;
});
afterAll(async () => {
  await t?.close();
});

const MARCH = 'date_start=2026-03-01&date_end=2026-03-31';
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every page of a report, in order. */
async function allPages<T>(fetchPage: (page: number) => Promise<ReportPage<T>>): Promise<{ rows: T[]; totals: number[] }> {
  const first = await fetchPage(1);
  const rows = [...first.data];
  const totals = [first.total];
  for (let page = 2; page <= first.pagination.last_page; page += 1) {
    const next = await fetchPage(page);
    rows.push(...next.data);
    totals.push(next.total);
  }
  return { rows, totals };
}

describe('Laporan Pembelian', () => {
  it('pages 5 POs at a time in the range, with the real status; the total is every matching PO and equals the sum of the listed rows', async () => {
    const fetchPage = async (page: number) => {
      const res = await p.api<ReportPage<ReportRow>>('GET', `/api/purchasing/pembelian/report?${MARCH}&filter=R-${tag}&page=${page}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const first = await fetchPage(1);
    expect(first.pagination).toMatchObject({ total: 7, per_page: 5, last_page: 2 });
    expect(first.data).toHaveLength(5);
    const { rows, totals } = await allPages(fetchPage);
    expect(rows.map((r) => r.tglTrx)).toEqual(['2026-03-01', '2026-03-03', '2026-03-05', '2026-03-08', '2026-03-13', '2026-03-21', '2026-03-31']);
    expect(totals).toEqual([sum(grandTotals), sum(grandTotals)]);
    expect(sum(rows.map((r) => r.total))).toBe(sum(grandTotals));
    expect(rows.find((r) => r.noTrx === lunasNumber)?.status).toBe('lunas');
    expect(rows.find((r) => r.noTrx === partNumber)?.status).toBe('bayar sebagian');
    expect(rows[0]).toMatchObject({ jenisPO: 'Umum', namaPerusahaan: `Supplier ${tag}` });
  });

  it('narrows by range and by the filter (status, type), the total following; sorts by total', async () => {
    const week = await p.api<ReportPage<ReportRow>>('GET', `/api/purchasing/pembelian/report?date_start=2026-03-02&date_end=2026-03-08&filter=R-${tag}`);
    expect(week.body.data.map((r) => r.tglTrx)).toEqual(['2026-03-03', '2026-03-05', '2026-03-08']);
    expect(week.body.total).toBe(sum(week.body.data.map((r) => r.total)));
    const lunas = await p.api<ReportPage<ReportRow>>('GET', `/api/purchasing/pembelian/report?${MARCH}&filter=lunas`);
    expect(lunas.body.data.map((r) => r.noTrx)).toContain(lunasNumber);
    expect(lunas.body.data.every((r) => r.status === 'lunas' || r.status === 'belum lunas')).toBe(true);
    const byTotal = await p.api<ReportPage<ReportRow>>('GET', `/api/purchasing/pembelian/report?${MARCH}&filter=R-${tag}&sort=total|desc&per_page=10`);
    expect(byTotal.body.data.map((r) => r.total)).toEqual([...grandTotals].sort((a, b) => b - a));
    const bad = await p.api<ErrorBody>('GET', `/api/purchasing/pembelian/report?date_start=2026-03-31&date_end=2026-03-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ date_end: 'Tanggal akhir tidak boleh sebelum tanggal awal' });
  });

  it('exports the same rows and total as PDF and Excel', async () => {
    const pdf = await fetchBytes(t.url, `/api/purchasing/pembelian/report/export?${MARCH}&filter=R-${tag}&format=pdf`, p.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = (await readPdf(pdf.data)).pages.map((page) => page.text).join('\n');
    expect(text).toContain('Laporan Pembelian Barang');
    for (let i = 0; i < 7; i += 1) expect(text).toContain(`R-${tag}-${i}`);
    expect(text).not.toContain(`R-${tag}-feb`);
    expect(text.replace(/\s+/g, ' ')).toContain(`Rp ${sum(grandTotals).toLocaleString('id-ID')}`);
    expect(text).toMatch(/Halaman 1/);

    const xlsx = await fetchBytes(t.url, `/api/purchasing/pembelian/report/export?${MARCH}&filter=R-${tag}&format=xlsx`, p.token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.data.buffer as ArrayBuffer);
    const cells: unknown[] = [];
    book.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
    expect(cells).toContain(`R-${tag}-6`);
    // Money stays a number, and the total is one.
    expect(cells).toContain(grandTotals[6]);
    expect(cells).toContain(sum(grandTotals));
  });
});

describe('Laporan Pembelian Per Produk', () => {
  const perProduct = (body: Record<string, unknown>) => p.api<ReportPage<PerProductRow> & Partial<ErrorBody>>('POST', '/api/purchasing/pembelian/report/perproduk', { date_start: '2026-03-01', date_end: '2026-03-31', filter: `R-${tag}`, ...body });

  it('lists the lines of the POs in the range, 5 a page; the total is every matching line and equals the sum of the rows', async () => {
    const first = await perProduct({});
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.pagination).toMatchObject({ total: 14, per_page: 5, last_page: 3 });
    expect(first.body.data[0]).toEqual({
      tanggal_transaksi: '2026-03-01',
      no_transaksi: `R-${tag}-0`,
      product: { code: `K${tag}1`, name: `Produk ${tag} 1` },
      supplier: { nama_perusahaan: `Supplier ${tag}` },
      qty: 1,
      satuan: `Satuan ${tag}`,
      harga: 10_000,
      total_harga: 10_000,
    });
    const { rows, totals } = await allPages(async (page) => (await perProduct({ page })).body);
    expect(rows).toHaveLength(14);
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBe(sum(rows.map((r) => r.total_harga)));
  });

  it("filters by payment status ('lunas'; 'belum' = not fully paid) and by product name", async () => {
    const lunas = await perProduct({ status: 'lunas', per_page: 50 });
    expect(new Set(lunas.body.data.map((r) => r.no_transaksi))).toEqual(new Set([lunasNumber]));
    const belum = await perProduct({ status: 'belum', per_page: 50 });
    expect(belum.body.data).toHaveLength(12);
    expect(belum.body.data.map((r) => r.no_transaksi)).toContain(partNumber);
    expect(lunas.body.total + belum.body.total).toBe((await perProduct({ per_page: 50 })).body.total);
    const byName = await perProduct({ filter: `Produk ${tag} 2`, per_page: 50 });
    expect(byName.body.data).toHaveLength(7);
    expect(byName.body.data.every((r) => r.product.name === `Produk ${tag} 2`)).toBe(true);
  });

  it("'Cetak Rekap' answers the file's URL; the file holds every matching line (PDF and Excel)", async () => {
    const res = await p.api<{ url: string }>('POST', '/api/purchasing/pembelian/export/perproduk', { date_start: '2026-03-01', date_end: '2026-03-31', status: 'belum', filter: `R-${tag}`, per_page: 5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/purchasing\/pembelian\/export\/perproduk\/file\?/);
    const pdf = await fetchBytes(t.url, res.body.url, p.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = (await readPdf(pdf.data)).pages.map((page) => page.text).join('\n');
    expect(text).toContain(partNumber);
    expect(text).not.toContain(lunasNumber);
    const belum = await perProduct({ status: 'belum', per_page: 50 });
    expect(text.replace(/\s+/g, ' ')).toContain(`Rp ${belum.body.total.toLocaleString('id-ID')}`);

    const excel = await p.api<{ url: string }>('POST', '/api/purchasing/pembelian/export/perproduk', { date_start: '2026-03-01', date_end: '2026-03-31', filter: `R-${tag}`, format: 'xlsx' });
    const xlsx = await fetchBytes(t.url, excel.body.url, p.token);
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.data.buffer as ArrayBuffer);
    let lines = 0;
    book.worksheets[0]?.eachRow((row) => {
      if (String(row.getCell(3).value ?? '').startsWith(`R-${tag}-`)) lines += 1;
    });
    expect(lines).toBe(14);
  });
});

describe('a 5,000-line report PDF', () => {
  /** 25 POs of 200 lines in May 2027, of one fresh supplier: 5,000 lines, their totals summed here. */
  let big = { tag: '', lines: 0, total: 0, first: '', last: '' };
  const MAY = { date_start: '2027-05-01', date_end: '2027-05-31' };

  beforeAll(async () => {
    const s = await p.setting(3);
    let total = 0;
    let lines = 0;
    for (let po = 0; po < 25; po += 1) {
      const spec = Array.from({ length: 200 }, (_, j) => {
        const n = po * 200 + j;
        const line = { id_produk: s.products[n % 3] ?? '', qty: 1 + (n % 9), harga: 1_000 + ((n * 37) % 50_000) };
        total += line.qty * line.harga;
        lines += 1;
        return line;
      });
      await p.addPo({ supplier: s.supplier, receiver: s.receiver, lines: spec, tanggal_transaksi: `2027-05-${String(1 + po).padStart(2, '0')}`, no_transaksi: `B-${s.tag}-${String(po).padStart(2, '0')}` });
    }
    big = { tag: s.tag, lines, total, first: `B-${s.tag}-00`, last: `B-${s.tag}-24` };
  }, 240_000);

  it('prints every line with the letterhead and header on the first page, and the header, last line and total on the last; its progress can be followed', async () => {
    const listed = await p.api<ReportPage<PerProductRow>>('POST', '/api/purchasing/pembelian/report/perproduk', { ...MAY, filter: big.tag, per_page: 5 });
    expect(listed.body.pagination.total).toBe(5_000);
    expect(listed.body.total).toBe(big.total);

    const job = `uji-${big.tag}`.replace(/[^A-Za-z0-9_-]/g, '');
    const address = await p.api<{ url: string }>('POST', '/api/purchasing/pembelian/export/perproduk', { ...MAY, filter: big.tag, job });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    expect(address.body.url).toContain(`job=${job}`);

    // While the PDF is made, its progress is readable by its owner (and by nobody else).
    const seen: { stage: string; percent: number }[] = [];
    const began = Date.now();
    const file = fetchBytes(t.url, address.body.url, p.token);
    let finished = false;
    void file.finally(() => (finished = true));
    while (!finished) {
      const status = await p.api<{ data: { stage: string; percent: number; rows: number | null } }>('GET', `/api/purchasing/pembelian/report/progress/${job}`);
      if (status.status === 200) seen.push(status.body.data);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pdf = await file;
    const took = Date.now() - began;
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const working = seen.filter((s) => s.stage !== 'done' && s.stage !== 'sending');
    expect(working.length, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(working.some((s) => ['measure', 'layout', 'render'].includes(s.stage) && s.percent > 3 && s.percent < 100), JSON.stringify(seen)).toBe(true);
    const percents = seen.map((s) => s.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    const progressNow = () => p.api<{ data: { stage: string; percent: number; rows: number | null; elapsed_ms: number } }>('GET', `/api/purchasing/pembelian/report/progress/${job}`);
    await expect.poll(async () => (await progressNow()).body.data.stage).toBe('done');
    const after = await progressNow();
    expect(after.body.data).toMatchObject({ stage: 'done', percent: 100, rows: 5_000 });
    expect(after.body.data.elapsed_ms).toBeLessThanOrEqual(took + 1_000);

    const user = await t.createUser({ email: `lain.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-lain-123', access: ['/purchasing'] });
    const other = await login(t.url, user.email, 'sandi-lain-123');
    expect((await p.api('GET', `/api/purchasing/pembelian/report/progress/${job}`, undefined, other)).status).toBe(404);
    expect((await p.api('GET', '/api/purchasing/pembelian/report/progress/tidak-ada-12345')).status).toBe(404);
    expect((await p.api('GET', '/api/purchasing/pembelian/report/progress/x')).status).toBe(400);

    const { pages } = await readPdf(pdf.data);
    expect(pages.length).toBeGreaterThan(100);
    const first = pages[0]?.text ?? '';
    const last = pages[pages.length - 1]?.text ?? '';
    const header = 'NO. Tanggal Kode Transaksi Kode Produk Nama Produk Nama Supplier Qty Harga Subtotal';
    // First page: letterhead, title, period and maker, the header row, the first line.
    // No company saved yet: the letterhead shows no made-up name (issue 27 §4).
    expect(first).not.toContain('Perusahaan Anda');
    expect(first).toContain('Laporan Pembelian Per Produk');
    expect(first).toMatch(/Dari : 01\/05\/2027\nSampai : 31\/05\/2027\nDibuat oleh : /);
    expect(first).toContain(header);
    expect(first).toContain(`1 01/05/2027 ${big.first}`);
    expect(first).toContain(`Halaman 1 dari ${pages.length}`);
    // Last page: the header again, the 5,000th line, the total in rupiah as the server counts it.
    expect(last).toContain(header);
    expect(last).toMatch(new RegExp(`5000 25/05/2027 ${big.last}`));
    expect(last).toContain(`Total Rp ${big.total.toLocaleString('id-ID')}`);
    expect(last).toContain(`Halaman ${pages.length} dari ${pages.length}`);
    expect(last).toMatch(/Dicetak \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2} WIB oleh /);
    // Every line is there once: the line numbers 1…5000 in order.
    const numbers = pages.flatMap((page) => [...page.text.matchAll(new RegExp(`^(\\d+) \\d{2}/05/2027 B-`, 'gm'))].map((m) => Number(m[1])));
    expect(numbers).toEqual(Array.from({ length: 5_000 }, (_, i) => i + 1));
  }, 180_000);
});

describe('company record', () => {
  it('answers the defaults until a superadmin saves it; the printouts then carry its name', async () => {
    const before = await p.api<{ data: { name: string; saved: boolean } }>('GET', '/api/settings/company');
    expect(before.body.data).toEqual({ ...DEFAULT_COMPANY, logo: null, saved: false });

    const user = await t.createUser({ email: `staf.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-staf-123', access: ['/purchasing'] });
    const token = await login(t.url, user.email, 'sandi-staf-123');
    expect((await p.api('GET', '/api/settings/company', undefined, token)).status).toBe(200);
    expect((await p.api('PUT', '/api/settings/company', { name: 'Bukan Admin' }, token)).status).toBe(403);

    // The logo is an image only: a PDF is refused by content.
    const pdfLogo = await callMultipart<ErrorBody>(t.url, 'PUT', '/api/settings/company', [{ name: 'name', value: 'PT Uji' }, { name: 'logo', value: TINY_PDF }], p.token);
    expect(pdfLogo.status).toBe(415);
    expect(pdfLogo.body.error.message).toBe(UNSUPPORTED_IMAGE_MESSAGE);

    const saved = await callMultipart<{ data: { name: string; address: string; logo: string | null; saved: boolean } }>(
      t.url,
      'PUT',
      '/api/settings/company',
      [
        { name: 'name', value: `PT Maju ${tag}` },
        { name: 'address', value: 'Jl. Soekarno-Hatta 1, Bandung' },
        { name: 'phone', value: '022-7000' },
        { name: 'logo', value: PROOF_PNG },
      ],
      p.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ name: `PT Maju ${tag}`, address: 'Jl. Soekarno-Hatta 1, Bandung', saved: true });
    expect(saved.body.data.logo).toMatch(/^\/api\/files\/company\/[0-9a-f-]{36}\.png$/);

    const pdf = await fetchBytes(t.url, `/api/purchasing/pembelian/report/export?${MARCH}&filter=R-${tag}`, p.token);
    expect((await readPdf(pdf.data)).pages[0]?.text).toContain(`PT Maju ${tag}`);
    // The PO printout carries the name, and renders with the logo embedded.
    const list = await p.api<{ data: { id: string }[] }>('GET', `/api/purchasing/pembelian/all?filter=R-${tag}-0`);
    const po = await fetchBytes(t.url, `/api/purchasing/pembelian/print/${list.body.data[0]?.id ?? ''}`, p.token);
    expect(po.status).toBe(200);
    expect((await readPdf(po.data)).pages.map((page) => page.text).join('\n')).toContain(`PT Maju ${tag}`);

    const removed = await p.api<{ data: { logo: string | null } }>('PUT', '/api/settings/company', { name: `PT Maju ${tag}`, remove_logo: true });
    expect(removed.body.data.logo).toBeNull();
  });
});
