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
