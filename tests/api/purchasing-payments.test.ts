import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUPPORTED_IMAGE_OR_PDF_MESSAGE } from '../../common/contract/files';
import { terbilang } from '../../common/terbilang';
import { readPdf } from '../support/pdf';
import { FAKE_PDF, PROOF_PNG, PurchasingClient, TINY_PDF } from '../support/purchasing';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { fetchBytes } from '../support/warehouse';

/**
 * Payments through the real server (issue 5 section 3): the proof (an image or a PDF, by content),
 * the balance and status the server derives, overpayment refused, concurrent payments for the
 * remaining balance (exactly one passes, on both databases), and the PO and receipt PDFs.
 */

let t: TestServer;
let p: PurchasingClient;

beforeAll(async () => {
  t = await startTestServer();
  p = new PurchasingClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t?.close();
});

/** A PO of `qty` × 100.000 rupiah (no tax, no shipping): its grand total is qty × 100.000. */
async function poOf(qty: number): Promise<{ id: string; no_transaksi: string; grand_total: number }> {
  const s = await p.setting(1);
  return p.addPo({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: s.products[0] ?? '', qty, harga: 100_000 }] });
}

describe('proof upload', () => {
  it('accepts an image or a PDF by content and answers its path, which serves the same bytes', async () => {
    const png = await p.proof(PROOF_PNG);
    expect(png).toMatch(/^\/api\/files\/payment\/[0-9a-f-]{36}\.png$/);
    const pdf = await p.proof(TINY_PDF);
    expect(pdf).toMatch(/^\/api\/files\/payment\/[0-9a-f-]{36}\.pdf$/);
    const served = await fetchBytes(t.url, pdf, p.token);
    expect(served.status).toBe(200);
    expect(served.type).toBe('application/pdf');
    expect(Buffer.from(served.data).equals(Buffer.from(TINY_PDF.data))).toBe(true);
  });

  it('refuses anything else with 415 whatever its name says, and a call without a file with 400', async () => {
    const fake = await p.uploadProof(FAKE_PDF);
    expect(fake.status).toBe(415);
    expect(fake.body.error).toMatchObject({ code: 'UNSUPPORTED_MEDIA', message: UNSUPPORTED_IMAGE_OR_PDF_MESSAGE, fields: { file: UNSUPPORTED_IMAGE_OR_PDF_MESSAGE } });
    // A PDF cut off before its end marker is not a PDF either.
    const cut = await p.uploadProof({ ...TINY_PDF, data: TINY_PDF.data.subarray(0, 40) });
    expect(cut.status).toBe(415);
    const none = await p.api<{ error: { fields: Record<string, string> } }>('POST', '/api/purchasing/pembelian/uploadPembayaran', {});
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ file: 'File wajib diunggah' });
  });
});

describe('payments', () => {
  it('partial then full: the server sets bayar sebagian, then lunas with nothing left; the history lists both', async () => {
    const po = await poOf(3);
    expect(po.grand_total).toBe(300_000);
    const proof = await p.proof(TINY_PDF);
    const first = await p.pay(po.id, 120_000, proof, { cara_pembayaran: 'Tunai', tanggal_pembayaran: '2026-03-04' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ status_pembayaran: 'bayar sebagian', sisa_pembayaran: 180_000 });

    const over = await p.pay(po.id, 180_001, proof);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'CONFLICT', message: 'Nominal melebihi sisa pembayaran (sisa Rp 180.000)' });

    const rest = await p.pay(po.id, 180_000, await p.proof());
    expect(rest.body.data).toEqual({ status_pembayaran: 'lunas', sisa_pembayaran: 0 });
    const detail = await p.po(po.id);
    expect(detail).toMatchObject({ status_pembayaran: 'lunas', sisa_pembayaran: 0 });
    expect(detail.pembayaran).toEqual([
      expect.objectContaining({ tanggal_pembayaran: '2026-03-04', cara_pembayaran: 'Tunai', nominal_pembayaran: 120_000, memo: 'Pembayaran uji', lampiran: proof, created_by: expect.any(String) }),
      expect.objectContaining({ cara_pembayaran: 'Transfer Bank', nominal_pembayaran: 180_000 }),
    ]);

    const after = await p.pay(po.id, 1, proof);
    expect(after.status).toBe(409);
    expect(after.body.error?.message).toBe('PO sudah lunas');
  });

  it('refuses an attachment that is not a stored payment proof, a zero amount, an unknown method or day, an unknown PO', async () => {
    const po = await poOf(1);
    const proof = await p.proof();
    const notStored = await p.pay(po.id, 1_000, '/api/files/payment/00000000-0000-4000-8000-000000000000.png');
    expect(notStored.status).toBe(400);
    expect(Object.keys(notStored.body.error?.fields ?? {})).toEqual(['lampiran']);
    const otherArea = await p.pay(po.id, 1_000, proof.replace('/payment/', '/product/'));
    expect(otherArea.status).toBe(400);
    expect((await p.pay(po.id, 0, proof)).status).toBe(400);
    expect((await p.pay(po.id, 1_000, proof, { cara_pembayaran: 'Bitcoin' })).status).toBe(400);
    expect((await p.pay(po.id, 1_000, proof, { tanggal_pembayaran: '2026-13-01' })).status).toBe(400);
    expect((await p.pay('00000000-0000-4000-8000-000000000000', 1_000, proof)).status).toBe(404);
    // Nothing of that was recorded.
    expect(await p.po(po.id)).toMatchObject({ status_pembayaran: 'belum lunas', sisa_pembayaran: 100_000, pembayaran: [] });
  });

  it('several payments of the remaining balance sent at the same moment: exactly one passes', async () => {
    const po = await poOf(5);
    const proof = await p.proof();
    expect((await p.pay(po.id, 100_000, proof)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 8 }, () => p.pay(po.id, 400_000, proof)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const detail = await p.po(po.id);
    expect(detail).toMatchObject({ status_pembayaran: 'lunas', sisa_pembayaran: 0 });
    expect(detail.pembayaran.map((x) => x.nominal_pembayaran)).toEqual([100_000, 400_000]);

    // Two halves at once both fit: both pass, and the balance is the sum of both.
    const other = await poOf(2);
    const halves = await Promise.all([p.pay(other.id, 100_000, proof), p.pay(other.id, 100_000, proof)]);
    expect(halves.map((r) => r.status)).toEqual([200, 200]);
    expect(await p.po(other.id)).toMatchObject({ status_pembayaran: 'lunas', sisa_pembayaran: 0 });
  });
});

describe('printouts', () => {
  it('prints the PO (amounts hidden with hide=1) and a receipt with the amount in words', async () => {
    const po = await poOf(2);
    const payment = await p.pay(po.id, 125_000, await p.proof());
    expect(payment.status).toBe(200);
    const detail = await p.po(po.id);
    const paymentId = detail.pembayaran[0]?.id ?? '';

    const full = await fetchBytes(t.url, `/api/purchasing/pembelian/print/${po.id}`, p.token);
    expect(full.status).toBe(200);
    expect(full.type).toBe('application/pdf');
    const fullText = (await readPdf(full.data)).pages.map((page) => page.text).join('\n');
    expect(fullText).toContain(po.no_transaksi);
    expect(fullText).toContain('Rp 200.000');

    const hidden = await fetchBytes(t.url, `/api/purchasing/pembelian/print/${po.id}?hide=1`, p.token);
    expect(hidden.status).toBe(200);
    const hiddenText = (await readPdf(hidden.data)).pages.map((page) => page.text).join('\n');
    expect(hiddenText).toContain(po.no_transaksi);
    expect(hiddenText).not.toContain('Rp 200.000');

    const receipt = await fetchBytes(t.url, `/api/purchasing/pembelian/receipt/${po.id}/${paymentId}`, p.token);
    expect(receipt.status).toBe(200);
    const receiptText = (await readPdf(receipt.data)).pages.map((page) => page.text).join('\n').replace(/\s+/g, ' ');
    expect(receiptText).toContain('Rp 125.000');
    expect(receiptText.toLowerCase()).toContain(terbilang(125_000).toLowerCase());

    expect((await fetchBytes(t.url, `/api/purchasing/pembelian/receipt/${po.id}/00000000-0000-4000-8000-000000000000`, p.token)).status).toBe(404);
    expect((await fetchBytes(t.url, '/api/purchasing/pembelian/print/00000000-0000-4000-8000-000000000000', p.token)).status).toBe(404);
  });
});
