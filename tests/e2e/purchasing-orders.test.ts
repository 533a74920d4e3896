import fs from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseDetail, PurchaseRow } from '../../common/contract/purchasing';
import { formatNumber, formatRupiah } from '../../common/format';
import { purchaseTotals, type DiscountKind, type PoType } from '../../common/purchasing';
import { readPdf } from '../support/pdf';
import { PurchasingClient } from '../support/purchasing';
import { ADMIN, login } from '../support/server';
import { uniqueTag } from '../support/warehouse';
import { startE2E, type E2E } from './support/browser';
import { dismissToasts, formCardOpened, openFormCard, toastTexts } from './support/page';

/**
 * The Purchasing screens of renderer A (renderer/src/purchasing/{masters,orders}) in real Chromium
 * against the real server: suppliers and addresses through their screens (digits-only inputs,
 * the seed's toasts, the supplier detail), a PO of each type typed into 'Tambah Pembelian' with
 * discounts and shipping (the grand total shown equals the server's), the edit page, the paid
 * PO's refusals (checked before calling, and the server's 409), the detail modal and its PDF.
 * The steps run in order on one signed-in page.
 */
const SHOTS = '/tmp/shots';
let e2e: E2E;
let client: PurchasingClient;
let page: Page;
const tag = uniqueTag('E');
const products: { id: string; name: string }[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  client = new PurchasingClient(e2e.server.url, await login(e2e.server.url, ADMIN.email, ADMIN.password));
  const picks = await client.picks(tag);
  for (const [name, price] of [
    [`Pipa Galvanis ${tag}`, 45_000],
    [`Panel Surya ${tag}`, 1_250_000],
    [`Semen ${tag}`, 65_000],
  ] as const) {
    const row = await client.addProduct(picks, { name, code: `K-${name.split(' ')[0] ?? ''}`, price });
    products.push({ id: row.id, name });
  }
  // The line picker reads the Warehouse catalogue (product/pro), so the buyer has both modules.
  page = await e2e.signedInPage(await e2e.makeUser(['/purchasing', '/warehouse']), '/purchasing');
});
afterAll(async () => {
  await e2e?.close();
});

const form = (p: Page) => p.locator('.erp-master-form');
/** A form field by its body name (the generic form's ids end with it). */
const input = (p: Page, name: string) => form(p).locator(`[id$="-${name}"]`);
const tableRows = (p: Page) => p.locator('.erp-master-table tbody tr');
const rowOf = (p: Page, text: string) => tableRows(p).filter({ has: p.getByRole('cell', { name: text, exact: true }) });
const dialog = (p: Page, title: string) => p.locator('.bp6-dialog').filter({ has: p.locator('.bp6-dialog-header', { hasText: title }) });
const alertBox = (p: Page) => p.locator('.bp6-alert');

async function openForm(p: Page): Promise<void> {
  await openFormCard(p.locator('.erp-master-form-header'));
}

/** Types into a search picker and takes the menu entry with `text`. */
async function pick(p: Page, box: Locator, search: string, text: string): Promise<void> {
  await box.fill(search);
  const item = p.locator('.bp6-menu .bp6-menu-item').filter({ hasText: text }).first();
  await item.waitFor({ timeout: 10_000 });
  await item.click();
}

async function downloaded(p: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([p.waitForEvent('download', { timeout: 30_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file) };
}

async function poByNumber(number: string): Promise<PurchaseRow> {
  const res = await client.api<{ data: PurchaseRow[] }>('GET', `/api/purchasing/pembelian/all?filter=${encodeURIComponent(number)}&per_page=50`);
  const row = res.body.data.find((r) => r.no_transaksi === number);
  if (!row) throw new Error(`PO ${number} not found: ${JSON.stringify(res.body)}`);
  return row;
}

const SUPPLIER = `PT Sumber Baja ${tag}`;
const RECEIVER = `Gudang Proyek ${tag}`;

describe('Supplier and Alamat Pengiriman (/purchasing/supplier, /purchasing/alamat)', () => {
  const supplierFields: Record<string, string> = {
    nama_perusahaan: SUPPLIER,
    gelar: 'Bpk.',
    nama_depan: 'Hendra',
    nama_belakang: 'Wijaya',
    nama_panggilan: 'Hendra',
    nama_keluarga: 'Wijaya',
    alamat_penagihan: 'Jl. Industri Raya',
    nomer_alamat: '12',
    kelurahan: 'Cigondewah',
    kecamatan: 'Bandung Kulon',
    kabupaten: 'Bandung',
    provinsi: 'Jawa Barat',
    email: 'sales@sumberbaja.test',
    nama_bank: 'BCA',
    atas_nama: 'PT Sumber Baja',
    informasi_lain: 'Tempo 30 hari',
  };
  /** Typed with separators: the digits fields keep only the digits. */
  const supplierDigits: Record<string, [typed: string, kept: string]> = {
    rt: ['0-01', '001'],
    rw: ['002', '002'],
    kodepos: ['40 123', '40123'],
    npwp: ['01.234.567.8-901.000', '012345678901000'],
    mobile: ['0812-3456-7890', '081234567890'],
    telepon: ['(022) 612-3456', '0226123456'],
    fax: ['022 612 3457', '0226123457'],
    nomer_rekening: ['123-456-7890', '1234567890'],
  };

  it('the sidebar has the seed groups and hides the PO pages; /purchasing opens Pembelian', async () => {
    await page.waitForURL(/\/purchasing\/pembelian$/);
    const sidebar = page.locator('.erp-sidebar');
    expect(await sidebar.locator('.erp-sidebar-heading').allTextContents()).toEqual(['Pembelian', 'Pengaturan', 'Laporan']);
    expect(await sidebar.locator('a.erp-sidebar-item').allInnerTexts()).toEqual([
      'Purchasing',
      'Pembelian',
      'Supplier',
      'Alamat Pengiriman',
      'Laporan Pembelian',
      'Laporan Per Produk',
    ]);
  });

  it('adds a supplier with digits-only fields, shows its detail, edits and deletes one', async () => {
    await page.locator('.erp-sidebar').getByRole('link', { name: 'Supplier' }).click();
    await page.waitForURL(/\/purchasing\/supplier$/);
    await openForm(page);
    expect(await page.locator('.erp-master-form-title').innerText()).toBe('Tambah Supplier');
    for (const [name, value] of Object.entries(supplierFields)) await input(page, name).fill(value);
    // Numbers written as people write them stay as typed on the screen (issue 27 §1); the digits are stored.
    for (const [name, [typed]] of Object.entries(supplierDigits)) {
      await input(page, name).pressSequentially(typed);
      expect(await input(page, name).inputValue()).toBe(typed);
      expect(await input(page, name).getAttribute('inputmode')).toBe('numeric');
    }
    // A letter is said at the field and kept, not dropped.
    await input(page, 'rw').fill('0O2');
    await expect.poll(() => form(page).getByText('Hanya angka', { exact: true }).count()).toBe(1);
    await input(page, 'rw').fill('002');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Supplier Data');
    await rowOf(page, SUPPLIER).waitFor();
    const suppliers = await client.api<{ data: Record<string, unknown>[] }>('GET', `/api/purchasing/supplier/all?filter=${encodeURIComponent(SUPPLIER)}`);
    const stored = suppliers.body.data.find((row) => row['nama_perusahaan'] === SUPPLIER);
    for (const [name, [, kept]] of Object.entries(supplierDigits)) expect(stored?.[name]).toBe(kept);
    await dismissToasts(page);

    // A second one with only what a supplier needs (issue 27 section 5), deleted again: an empty
    // form names the company, the address and the phone at their fields, nothing else.
    const other = `CV Hapus ${tag}`;
    await openForm(page);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form(page).locator('[aria-invalid="true"]').count()).toBe(3);
    expect(await input(page, 'telepon').getAttribute('aria-invalid')).toBe('true');
    expect(await form(page).innerText()).toContain('Alamat Penagihan wajib diisi');
    await input(page, 'nama_perusahaan').fill(other);
    await input(page, 'alamat_penagihan').fill('Jl. Pendek 1, Bandung');
    await input(page, 'mobile').fill('081234500011');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await rowOf(page, other).waitFor();
    await dismissToasts(page);

    await page.getByRole('button', { name: `Lihat detail ${SUPPLIER}` }).click();
    const detail = dialog(page, 'Detail Supplier');
    await detail.getByText('Bpk. Hendra Wijaya (Hendra)').waitFor();
    const text = await detail.innerText();
    expect(text).toContain('Jl. Industri Raya No. 12, RT 001 / RW 002, Kel. Cigondewah, Kec. Bandung Kulon, Bandung, Jawa Barat 40123');
    expect(text).toContain('BCA · 1234567890 · a.n. PT Sumber Baja');
    expect(text).toContain('012345678901000');
    await page.screenshot({ path: `${SHOTS}/purchasing-supplier-detail.png` });
    await detail.getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => detail.count()).toBe(0);

    await rowOf(page, SUPPLIER).getByRole('button', { name: 'Edit', exact: true }).click();
    await formCardOpened(page.locator('.erp-master-form-header'));
    await input(page, 'email').fill('purchasing@sumberbaja.test');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Supplier Data');
    await expect.poll(() => rowOf(page, SUPPLIER).innerText()).toContain('purchasing@sumberbaja.test');
    await dismissToasts(page);

    await rowOf(page, other).getByRole('button', { name: 'Hapus', exact: true }).click();
    await page.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Supplier Data');
    await expect.poll(() => rowOf(page, other).count()).toBe(0);
    await dismissToasts(page);
  });

  it('adds, edits and deletes delivery addresses', async () => {
    await page.locator('.erp-sidebar').getByRole('link', { name: 'Alamat Pengiriman' }).click();
    await page.waitForURL(/\/purchasing\/alamat$/);
    const fill = async (name: string) => {
      await openForm(page);
      await input(page, 'nama_perusahaan').fill(name);
      await input(page, 'alamat_pengiriman').fill('Jl. Raya Narogong Km 7, Bekasi');
      await input(page, 'telepon').pressSequentially('021-8250-123');
      expect(await input(page, 'telepon').inputValue()).toBe('021-8250-123');
      await input(page, 'fax').fill('0218250124');
      await input(page, 'handphone').fill('081298765432');
      await input(page, 'email').fill('gudang@erp.test');
      await input(page, 'nama_bank').fill('Mandiri');
      await input(page, 'atas_nama').fill('PT ERP Indonesia');
      await input(page, 'nomer_rekening').fill('9876543210');
      await input(page, 'id_identitas').fill('KTP-3273');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Alamat Penagihan Data');
      await rowOf(page, name).waitFor();
      await dismissToasts(page);
    };
    await fill(RECEIVER);
    const other = `Gudang Lama ${tag}`;
    await fill(other);

    await rowOf(page, RECEIVER).getByRole('button', { name: 'Edit', exact: true }).click();
    await formCardOpened(page.locator('.erp-master-form-header'));
    await input(page, 'alamat_pengiriman').fill('Jl. Raya Cileungsi No. 8, Bogor');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Edit Alamat Penagihan Data');
    await expect.poll(() => rowOf(page, RECEIVER).innerText()).toContain('Cileungsi');
    await dismissToasts(page);

    await rowOf(page, other).getByRole('button', { name: 'Hapus', exact: true }).click();
    await page.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Alamat Penagihan Data');
    await expect.poll(() => rowOf(page, other).count()).toBe(0);
    await dismissToasts(page);
  });
});

interface LineCase {
  product: number;
  qty: string;
  harga: string;
  ukuran_asli?: string;
  tebal?: string;
  qty_zak?: string;
  diskon_1?: string;
  diskon_2?: string;
}
interface PoCase {
  type: PoType;
  number: string;
  lines: LineCase[];
  ppn: string;
  diskon: string;
  jenis_diskon: DiscountKind;
  ongkir: string;
}

const CASES: PoCase[] = [
  { type: 'Umum', number: `PO-${tag}-UMUM`, lines: [{ product: 2, qty: '3', harga: '12500' }, { product: 0, qty: '2', harga: '7333' }], ppn: '11', diskon: '5', jenis_diskon: '%', ongkir: '25000' },
  { type: 'Pipa', number: `PO-${tag}-PIPA`, lines: [{ product: 0, qty: '10', harga: '45250', ukuran_asli: '4"', tebal: '3 mm' }], ppn: '11', diskon: '15000', jenis_diskon: 'Rp', ongkir: '50000' },
  { type: 'Termo', number: `PO-${tag}-TERMO`, lines: [{ product: 2, qty: '4', harga: '150000', qty_zak: '2' }], ppn: '0', diskon: '2,5', jenis_diskon: '%', ongkir: '0' },
  {
    type: 'Solar Cell',
    number: `PO-${tag}-SOLAR`,
    lines: [{ product: 1, qty: '5', harga: '1250000', diskon_1: '10', diskon_2: '5' }, { product: 0, qty: '1', harga: '99999' }],
    ppn: '11',
    diskon: '100000',
    jenis_diskon: 'Rp',
    ongkir: '75000',
  },
];

/** The grand total by the one purchase maths: what the form must show and the server store. */
function expectedGrandTotal(c: PoCase): number {
  return purchaseTotals({
    jenis_po: c.type,
    lines: c.lines.map((l) => ({ qty: Number(l.qty), harga: Number(l.harga), diskon_1: Number(l.diskon_1 ?? 0), diskon_2: Number(l.diskon_2 ?? 0) })),
    ppn: Number(c.ppn),
    diskon: Number(c.diskon.replace(',', '.')),
    jenis_diskon: c.jenis_diskon,
    ongkir: Number(c.ongkir),
  }).grand_total;
}

const lineInput = (p: Page, label: string, index: number) => form(p).getByLabel(`${label} ${index + 1}`, { exact: true });
const grandTotal = (p: Page) => form(p).getByTestId('grand-total');

describe('Pembelian (/purchasing/pembelian)', () => {
  it('refuses a PO without supplier or Kirim Ke at those fields, the focus on the first (no alert on top)', async () => {
    await page.locator('.erp-sidebar').getByRole('link', { name: 'Pembelian', exact: true }).click();
    await page.waitForURL(/\/purchasing\/pembelian$/);
    await openForm(page);
    expect(await page.locator('.erp-master-form-title').innerText()).toBe('Tambah Pembelian');
    // Defaults: PO type Umum, the term today–today with 'Hari Ini' pressed.
    expect(await form(page).locator('[id$="-jenis_po"]').inputValue()).toBe('Umum');
    expect(await form(page).getByRole('button', { name: 'Hari Ini' }).getAttribute('aria-pressed')).toBe('true');
    const from = await form(page).getByLabel('Dari', { exact: true }).inputValue();
    expect(await form(page).getByLabel('Sampai', { exact: true }).inputValue()).toBe(from);
    await form(page).getByRole('button', { name: '1 Minggu' }).click();
    expect(await form(page).getByRole('button', { name: '1 Minggu' }).getAttribute('aria-pressed')).toBe('true');
    expect(await form(page).getByLabel('Sampai', { exact: true }).inputValue()).not.toBe(from);

    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form(page).getByText('Lengkapi data anda', { exact: true }).count()).toBe(2);
    await expect.poll(() => form(page).locator('[id$="-id_supplier"]').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await alertBox(page).count()).toBe(0);
  });

  for (const c of CASES) {
    it(`creates a ${c.type} PO with discount and shipping: the grand total shown is the server's`, async () => {
      await openForm(page);
      await pick(page, form(page).locator('[id$="-id_supplier"]'), 'Sumber Baja', SUPPLIER);
      expect(await form(page).locator('[id$="-supplier_email"]').inputValue()).toBe('purchasing@sumberbaja.test');
      const receivers = form(page).locator('[id$="-id_penerima"]');
      await receivers.selectOption({ label: RECEIVER });
      await form(page).locator('[id$="-jenis_po"]').selectOption(c.type);
      await form(page).getByRole('button', { name: '1 Bulan' }).click();
      await form(page).locator('[id$="-no_transaksi"]').fill(c.number);
      await form(page).locator('[id$="-no_reff_supplier"]').fill(`REF-${c.number}`);

      for (const [index, line] of c.lines.entries()) {
        if (index > 0) await form(page).getByRole('button', { name: 'Tambah Produk' }).click();
        const product = products[line.product];
        if (!product) throw new Error('no product');
        await pick(page, lineInput(page, 'Produk', index), product.name.split(' ')[0] ?? '', product.name);
        // As Indonesians type them (issue 27 §1): a letter is said at the field and kept; the price is grouped while typed.
        await lineInput(page, 'Qty', index).fill('');
        await lineInput(page, 'Qty', index).pressSequentially(`${line.qty}x`);
        expect(await lineInput(page, 'Qty', index).inputValue()).toBe(`${line.qty}x`);
        await expect.poll(() => form(page).getByText('Hanya angka', { exact: true }).count()).toBe(1);
        await lineInput(page, 'Qty', index).press('Backspace');
        expect(await lineInput(page, 'Qty', index).inputValue()).toBe(line.qty);
        await lineInput(page, 'Harga', index).fill('');
        await lineInput(page, 'Harga', index).pressSequentially(line.harga);
        expect(await lineInput(page, 'Harga', index).inputValue()).toBe(formatNumber(Number(line.harga)));
        if (line.ukuran_asli) await lineInput(page, 'Ukuran Asli', index).fill(line.ukuran_asli);
        if (line.tebal) await lineInput(page, 'Tebal', index).fill(line.tebal);
        if (line.qty_zak) await lineInput(page, 'Qty Zak', index).fill(line.qty_zak);
        if (line.diskon_1) await lineInput(page, 'Diskon 1 %', index).fill(line.diskon_1);
        if (line.diskon_2) await lineInput(page, 'Diskon 2 %', index).fill(line.diskon_2);
      }
      await form(page).locator('[id$="-ppn"]').fill(c.ppn);
      await form(page).getByRole('button', { name: c.jenis_diskon, exact: true }).click();
      await form(page).locator('[id$="-diskon"]').fill(c.diskon);
      await form(page).locator('[id$="-ongkir"]').fill(c.ongkir);
      await form(page).locator('[id$="-attn"]').fill('Mohon dikirim sebelum tanggal 10');
      await form(page).locator('[id$="-memo"]').fill(`Memo ${c.type}`);

      const expected = expectedGrandTotal(c);
      await expect.poll(() => grandTotal(page).innerText()).toBe(formatRupiah(expected));
      const shown = await grandTotal(page).innerText();
      if (c.type === 'Solar Cell') await page.screenshot({ path: `${SHOTS}/purchasing-form-solar.png`, fullPage: true });

      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect.poll(() => toastTexts(page)).toContain('Berhasil Simpan Data');
      await dismissToasts(page);
      const stored = await poByNumber(c.number);
      expect(formatRupiah(stored.grand_total)).toBe(shown);
      expect(stored.jenis_po).toBe(c.type);
      expect(stored.status_pembayaran).toBe('belum lunas');
      // The form is empty again, ready for the next one.
      expect(await form(page).locator('[id$="-no_transaksi"]').inputValue()).toBe('');
    });
  }

  it('lists the POs newest first with their status badge and total', async () => {
    await rowOf(page, CASES[0]?.number ?? '').waitFor();
    const first = rowOf(page, CASES[0]?.number ?? '');
    const text = await first.innerText();
    expect(text).toContain(SUPPLIER);
    expect(text).toContain(RECEIVER);
    expect(text).toContain('belum lunas');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await tableRows(page).count()).toBeLessThanOrEqual(5);
  });

  it('edits a PO on its own page with Perbarui and returns to the list', async () => {
    const c = CASES[0];
    if (!c) throw new Error('no case');
    await rowOf(page, c.number).getByRole('button', { name: `Edit ${c.number}` }).click();
    await page.waitForURL(/\/purchasing\/editpembelian\/[0-9a-f-]+$/);
    const qty = lineInput(page, 'Qty', 0);
    await expect.poll(() => qty.inputValue()).toBe(c.lines[0]?.qty ?? '');
    expect(await form(page).locator('[id$="-id_supplier"]').inputValue()).toBe(SUPPLIER);
    expect(await form(page).locator('[id$="-no_transaksi"]').inputValue()).toBe(c.number);
    await qty.fill('7');
    const edited = expectedGrandTotal({ ...c, lines: c.lines.map((l, i) => (i === 0 ? { ...l, qty: '7' } : l)) });
    await expect.poll(() => grandTotal(page).innerText()).toBe(formatRupiah(edited));
    await page.getByRole('button', { name: 'Perbarui' }).click();
    await page.waitForURL(/\/purchasing\/pembelian$/);
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Update Data');
    await dismissToasts(page);
    expect((await poByNumber(c.number)).grand_total).toBe(edited);
  });

  it('shows the PO detail and prints its PDF (web: downloaded) with the grand total', async () => {
    const c = CASES[3];
    if (!c) throw new Error('no case');
    await page.getByRole('button', { name: `Lihat ${c.number}` }).click();
    const detail = dialog(page, 'Detail Pembelian');
    await detail.locator('.purchase-detail-invoice').waitFor();
    const stored = await poByNumber(c.number);
    const text = await detail.innerText();
    for (const expected of [c.number, SUPPLIER, RECEIVER, 'purchasing@sumberbaja.test', 'belum lunas', formatRupiah(stored.grand_total), 'Diskon 1 %', 'Total Awal', 'Sembunyikan harga saat cetak']) {
      expect(text).toContain(expected);
    }
    await page.screenshot({ path: `${SHOTS}/purchasing-detail.png` });

    const { download, bytes } = await downloaded(page, () => detail.getByRole('button', { name: 'Print' }).click());
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readPdf(bytes);
    const all = pdf.pages.map((p) => p.text).join('\n');
    expect(all).toContain(c.number);
    expect(all).toContain(formatRupiah(stored.grand_total).replace('Rp ', ''));

    // 'Sembunyikan harga saat cetak': the same PO without its amounts.
    await detail.getByText('Sembunyikan harga saat cetak').click();
    const hidden = await downloaded(page, () => detail.getByRole('button', { name: 'Print' }).click());
    const hiddenText = (await readPdf(hidden.bytes)).pages.map((p) => p.text).join('\n');
    expect(hiddenText).toContain(c.number);
    expect(hiddenText).not.toContain(formatRupiah(stored.grand_total).replace('Rp ', ''));

    // 'Payment' goes to the PO's payment page.
    await detail.getByRole('button', { name: 'Payment' }).click();
    await page.waitForURL(new RegExp(`/purchasing/pembayaran/${stored.id}$`));
    await page.goBack();
    await page.waitForURL(/\/purchasing\/pembelian$/);
  });

  it('detailpembelian/{id} opens that PO’s detail over the list', async () => {
    const stored = await poByNumber(CASES[1]?.number ?? '');
    await page.goto(`/purchasing/detailpembelian/${stored.id}`);
    const detail = dialog(page, 'Detail Pembelian');
    await expect.poll(() => detail.locator('.purchase-detail-invoice').innerText()).toBe(stored.no_transaksi);
    expect(await detail.innerText()).toContain('Ukuran Asli');
    await detail.getByRole('button', { name: 'Tutup' }).last().click();
    await page.waitForURL(/\/purchasing\/pembelian$/);
  });

  it('refuses edit and delete once paid: before calling, and from the server (409)', async () => {
    const paid = await poByNumber(CASES[2]?.number ?? '');
    const proof = await client.proof();
    expect((await client.pay(paid.id, 100_000, proof)).status).toBe(200);
    await page.reload();
    const row = rowOf(page, paid.no_transaksi);
    await expect.poll(() => row.innerText()).toContain('bayar sebagian');

    await row.getByRole('button', { name: `Hapus ${paid.no_transaksi}` }).click();
    await expect.poll(() => alertBox(page).innerText()).toContain('Tidak Bisa Dihapus, PO Sudah Dibayar');
    await alertBox(page).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => alertBox(page).count()).toBe(0);
    await row.getByRole('button', { name: `Edit ${paid.no_transaksi}` }).click();
    await expect.poll(() => alertBox(page).innerText()).toContain('Tidak Bisa Diedit, PO Sudah Dibayar');
    await alertBox(page).getByRole('button', { name: 'OK' }).click();
    expect(page.url()).toMatch(/\/purchasing\/pembelian$/);
    // Typed in, the edit page says the same and goes back.
    await page.goto(`/purchasing/editpembelian/${paid.id}`);
    await expect.poll(() => alertBox(page).innerText()).toContain('Tidak Bisa Diedit, PO Sudah Dibayar');
    await alertBox(page).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/purchasing\/pembelian$/);

    // Paid after the list was read: the screen still offers the delete, the server refuses it.
    const stale = await poByNumber(CASES[1]?.number ?? '');
    await rowOf(page, stale.no_transaksi).waitFor();
    expect((await client.pay(stale.id, 50_000, await client.proof())).status).toBe(200);
    await rowOf(page, stale.no_transaksi).getByRole('button', { name: `Hapus ${stale.no_transaksi}` }).click();
    await page.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Gagal Hapus Data');
    await expect.poll(() => toastTexts(page)).toContain('Tidak Bisa Dihapus, PO Sudah Dibayar');
    await dismissToasts(page);
    expect((await client.po(stale.id)).status_pembayaran).toBe('bayar sebagian');
  });

  it('deletes an unpaid PO after the confirm', async () => {
    const c = CASES[0];
    if (!c) throw new Error('no case');
    await rowOf(page, c.number).getByRole('button', { name: `Hapus ${c.number}` }).click();
    await expect.poll(() => alertBox(page).innerText()).toContain('KONFIRMASI HAPUS');
    await page.getByRole('button', { name: 'YA, HAPUS!' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil Hapus Data');
    await expect.poll(() => rowOf(page, c.number).count()).toBe(0);
    const list = await client.api<{ data: PurchaseDetail[] }>('GET', `/api/purchasing/pembelian/all?filter=${encodeURIComponent(c.number)}`);
    expect(list.body.data).toEqual([]);
  });
});

describe("today is the company's day, not the PC's", () => {
  it("a PC set to UTC at 01:00 WIB on 1 April opens the PO term and 'Laporan Pembelian' on April, not March", async () => {
    // 31 March 18:00 UTC is already 1 April in Jakarta: the office's day, whatever the PC's zone.
    const { context, page: p } = await e2e.newPage({ timezoneId: 'UTC' });
    try {
      await p.clock.setFixedTime(new Date('2026-03-31T18:00:00Z'));
      const user = await e2e.makeUser(['/purchasing', '/warehouse']);
      await e2e.signIn(p, user.email, user.password);
      await p.waitForURL(/\/home$/);
      await p.goto('/purchasing/pembelian');
      await openForm(p);
      expect(await form(p).getByLabel('Dari', { exact: true }).inputValue()).toBe('01/04/2026');
      expect(await form(p).getByLabel('Sampai', { exact: true }).inputValue()).toBe('01/04/2026');
      expect(await form(p).getByRole('button', { name: 'Hari Ini' }).getAttribute('aria-pressed')).toBe('true');
      await form(p).getByRole('button', { name: '1 Bulan' }).click();
      await expect.poll(() => form(p).getByLabel('Sampai', { exact: true }).inputValue()).toBe('01/05/2026');

      await p.goto('/purchasing/LaporanPembelian');
      await p.locator('.report-title', { hasText: 'Laporan Pembelian' }).waitFor();
      expect(await p.getByLabel('Dari', { exact: true }).inputValue()).toBe('01/04/2026');
      expect(await p.getByLabel('Sampai', { exact: true }).inputValue()).toBe('30/04/2026');
    } finally {
      await context.close();
    }
  });
});
