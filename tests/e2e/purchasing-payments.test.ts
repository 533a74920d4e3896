import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_IMAGE_OR_PDF_MESSAGE } from '../../common/contract/files';
import { companyToday } from '../../common/calendar';
import type { PurchaseRow } from '../../common/contract/purchasing';
import { formatRupiah } from '../../common/format';
import { terbilang } from '../../common/terbilang';
import { readPdf } from '../support/pdf';
import { PurchasingClient, TINY_PDF } from '../support/purchasing';
import { ADMIN, login } from '../support/server';
import { TINY_PNG } from '../support/uploads';
import { startE2E, type E2E, type TestUser } from './support/browser';
import { dismissToasts, recordRequests, toastTexts } from './support/page';

/**
 * The payment screen (renderer/src/purchasing/payments) in real Chromium against the real server:
 * a PO made through the API is paid in part with a photo, refused a text file posing as a PDF
 * (415 shown), refused an amount above the balance before anything is sent, then paid off with a
 * PDF (badge to lunas, the form gone), and one payment's receipt is downloaded and read.
 */
const SHOTS = '/tmp/shots';
let e2e: E2E;
let client: PurchasingClient;
let user: TestUser;
let page: Page;
let po: PurchaseRow;
let supplierName = '';

beforeAll(async () => {
  e2e = await startE2E();
  fs.mkdirSync(SHOTS, { recursive: true });
  client = new PurchasingClient(e2e.server.url, await login(e2e.server.url, ADMIN.email, ADMIN.password));
  const s = await client.setting(2);
  supplierName = `Supplier ${s.tag}`;
  const [first = '', second = ''] = s.products;
  // 10 × 10.000 + 5 × 20.000 = 200.000; PPN 11 % → 222.000; 5 % discount → 210.900; ongkir 7.500 → 218.400.
  po = await client.addPo({
    supplier: s.supplier,
    receiver: s.receiver,
    lines: [
      { id_produk: first, qty: 10, harga: 10_000 },
      { id_produk: second, qty: 5, harga: 20_000 },
    ],
    ppn: 11,
    diskon: 5,
    jenis_diskon: '%',
    ongkir: 7_500,
    tanggal_transaksi: '2026-03-02',
    tanggal_jatuh_tempo: '2026-04-01',
    no_transaksi: `PO-${s.tag}`,
  });
  user = await e2e.makeUser(['/purchasing']);
  page = await e2e.signedInPage(user, `/purchasing/pembayaran/${po.id}`);
});
afterAll(async () => {
  await e2e?.close();
});

const form = (p: Page) => p.locator('.payment-form');
const status = (p: Page) => p.getByTestId('payment-status');
const remaining = (p: Page) => p.getByTestId('payment-remaining');
const historyRows = (p: Page) => p.locator('.payment-table tbody tr.payment-row');



async function attach(p: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await p.getByTestId('payment-attachment-input').setInputFiles(file);
  await expect.poll(() => form(p).locator('.payment-attachment-name').innerText()).toBe(file.name);
}

async function downloaded(p: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([p.waitForEvent('download', { timeout: 30_000 }), click()]);
  const file = `${SHOTS}/${download.suggestedFilename()}`;
  await download.saveAs(file);
  return { download, bytes: fs.readFileSync(file) };
}

describe('paying a PO', () => {
  it('shows the supplier, the balance, the dates and the number, with the form (date today, Tunai)', async () => {
    await expect.poll(() => page.locator('.payment-supplier').innerText()).toBe(supplierName);
    expect(po.grand_total).toBe(218_400);
    expect(await remaining(page).innerText()).toBe(formatRupiah(218_400));
    expect(await status(page).innerText()).toBe('belum lunas');
    const facts = await page.locator('.payment-facts').innerText();
    expect(facts).toContain('02/03/2026');
    expect(facts).toContain('01/04/2026');
    expect(facts).toContain(po.no_transaksi);
    // Today in the company's day (Jakarta), whatever zone this machine runs in; DD/MM/YYYY (seed
    // 001 section 9), not the browser locale's format.
    const shown = companyToday().split('-').reverse().join('/');
    expect(await page.getByLabel('Tanggal Pembayaran').inputValue()).toBe(shown);
    expect(await page.getByLabel('Cara Pembayaran').inputValue()).toBe('Tunai');
    expect(await page.getByText('TIDAK ADA DATA YANG DITAMPILKAN').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/purchasing-payment-empty.png` });
  });

  it('says what is missing, and an amount above the balance, before sending anything', async () => {
    const sent = recordRequests(page, /\/api\/purchasing\/pembelian\/(uploadPembayaran|pembayaran)/);
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect.poll(() => form(page).innerText()).toContain('Nominal wajib diisi');
    expect(await form(page).innerText()).toContain('Lampiran wajib diunggah');

    await page.getByLabel('Nominal').fill('218.401');
    expect(await page.getByLabel('Nominal').inputValue()).toBe('218.401');
    await attach(page, { name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect.poll(() => form(page).innerText()).toContain('Nominal melebihi sisa pembayaran (sisa Rp 218.400)');
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
  });

  it("shows the server's 415 for a text file named like a PDF, and records nothing", async () => {
    await page.getByLabel('Nominal').fill('100000');
    await attach(page, { name: 'bukti.pdf', mimeType: 'application/pdf', buffer: Buffer.from('bukan pdf, hanya teks\n') });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/uploadPembayaran')),
      page.getByRole('button', { name: 'Konfirmasi' }).click(),
    ]);
    expect(answer.status()).toBe(415);
    await expect.poll(() => toastTexts(page)).toContain('Gagal konfirmasi Data');
    await expect.poll(() => toastTexts(page)).toContain(UNSUPPORTED_IMAGE_OR_PDF_MESSAGE);
    expect(await form(page).innerText()).toContain(UNSUPPORTED_IMAGE_OR_PDF_MESSAGE);
    expect((await client.po(po.id)).pembayaran).toHaveLength(0);
    await dismissToasts(page);
  });

  it('takes the date typed as digits, slashes put in, and refuses an impossible day', async () => {
    const field = page.getByLabel('Tanggal Pembayaran');
    const before = await field.inputValue();
    expect(await field.getAttribute('placeholder')).toBe('DD/MM/YYYY');
    await field.selectText();
    await field.pressSequentially('31022026');
    expect(await field.inputValue()).toBe('31/02/2026');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.locator('xpath=..').getAttribute('class')).toContain('bp6-intent-danger');
    // Leaving the field puts the last valid day back: what is shown is what would be saved.
    await page.getByLabel('Memo').focus();
    expect(await field.inputValue()).toBe(before);
    expect(await field.getAttribute('aria-invalid')).toBeNull();
  });

  it('pays part with a photo (compressed to JPEG): bayar sebagian, the balance and the history follow', async () => {
    await page.getByLabel('Tanggal Pembayaran').fill('05/03/2026');
    await page.getByLabel('Cara Pembayaran').selectOption('Transfer Bank');
    await page.getByLabel('Nominal').fill('100000');
    await page.getByLabel('Memo').fill('DP pertama');
    await attach(page, { name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil konfirmasi Data');
    await expect.poll(() => status(page).innerText()).toBe('bayar sebagian');
    expect(await remaining(page).innerText()).toBe(formatRupiah(118_400));
    await expect.poll(() => historyRows(page).count()).toBe(1);
    const row = await historyRows(page).first().innerText();
    expect(row).toContain('Transfer Bank');
    expect(row).toContain('Rp 100.000');
    expect(row).toContain('DP pertama');
    expect(row).toContain('05/03/2026');
    expect(await page.locator('.payment-total-paid').innerText()).toBe('Rp 100.000');
    expect(await page.locator('.payment-grand-total').innerText()).toBe('Rp 218.400');
    // The form starts over for the next payment.
    expect(await page.getByLabel('Nominal').inputValue()).toBe('');
    expect(await page.getByLabel('Cara Pembayaran').inputValue()).toBe('Tunai');

    const saved = await client.po(po.id);
    expect(saved.status_pembayaran).toBe('bayar sebagian');
    expect(saved.sisa_pembayaran).toBe(118_400);
    expect(saved.pembayaran.map((p) => [p.nominal_pembayaran, p.cara_pembayaran, p.memo])).toEqual([[100_000, 'Transfer Bank', 'DP pertama']]);
    expect(saved.pembayaran[0]?.lampiran).toMatch(/\.jpg$/);
    expect(saved.pembayaran[0]?.tanggal_pembayaran).toMatch(/^2026-03-05/);
    await dismissToasts(page);
  });

  it('pays the rest with a PDF: lunas, and the form is gone', async () => {
    await page.getByLabel('Tanggal Pembayaran').fill('10/03/2026');
    await page.getByLabel('Cara Pembayaran').selectOption('Cek & Giro');
    await page.getByLabel('Nominal').fill('118400');
    await attach(page, { name: 'giro.pdf', mimeType: 'application/pdf', buffer: Buffer.from(TINY_PDF.data) });
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Berhasil konfirmasi Data');
    await expect.poll(() => status(page).innerText()).toBe('lunas');
    expect(await remaining(page).innerText()).toBe('Rp 0');
    expect(await page.locator('.payment-form').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Konfirmasi' }).count()).toBe(0);
    expect(await page.getByText('PO ini sudah lunas.').count()).toBe(1);
    await expect.poll(() => historyRows(page).count()).toBe(2);
    expect(await page.locator('.payment-total-paid').innerText()).toBe('Rp 218.400');
    const saved = await client.po(po.id);
    expect(saved.status_pembayaran).toBe('lunas');
    expect(saved.pembayaran.find((p) => p.nominal_pembayaran === 118_400)?.lampiran).toMatch(/\.pdf$/);
    await page.screenshot({ path: `${SHOTS}/purchasing-payment-lunas.png` });
    await dismissToasts(page);
  });

  it("opens a payment's detail with the amount in words and downloads its receipt", async () => {
    await historyRows(page).first().click();
    const dialog = page.locator('.payment-detail-dialog');
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('Rp 100.000');
    expect(text.toLowerCase()).toContain('seratus ribu rupiah');
    await page.screenshot({ path: `${SHOTS}/purchasing-payment-detail.png` });

    const { download, bytes } = await downloaded(page, () => dialog.getByRole('button', { name: 'Cetak Kwitansi' }).click());
    expect(download.suggestedFilename()).toBe(`kwitansi-${po.no_transaksi}-2026-03-05.pdf`);
    const pdf = await readPdf(bytes);
    const printed = pdf.pages.map((p) => p.text).join('\n').replace(/\s+/g, ' ');
    expect(printed).toContain('Rp 100.000');
    expect(printed.toLowerCase()).toContain(terbilang(100_000).toLowerCase());
    expect(printed).toContain(po.no_transaksi);
    expect(printed).toContain(supplierName);
    // The footer's Tutup (Blueprint's X is labelled 'Tutup' too since the label rewrite).
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Tutup' }).click();
  });

  it("downloads a payment's attachment from the history", async () => {
    const { download, bytes } = await downloaded(page, () => historyRows(page).nth(1).getByRole('button', { name: /Lampiran pembayaran/ }).click());
    expect(download.suggestedFilename()).toBe(`lampiran-${po.no_transaksi}.pdf`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('goes back to the PO list when opened directly', async () => {
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL(/\/purchasing\/pembelian$/);
  });
});
