import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../support/pdf';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { fetchBytes, uniqueTag, WarehouseClient, type ErrorBody, type ProductRow, type QrCode } from '../support/warehouse';

/**
 * QR codes (issue 4 section 4) through the real server: one active code per unit in stock,
 * numbered from one sequence so no code is ever handed out twice; regeneration adds codes for
 * added units and retires the surplus (unprinted newest first, then printed newest), never
 * reactivating a retired one; print flags one by one and in a batch; the label PDF, one page a code.
 */

let t: TestServer;
let w: WarehouseClient;

beforeAll(async () => {
  t = await startTestServer();
  w = new WarehouseClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await w.expectStockClean();
});

async function product(stock: number): Promise<ProductRow> {
  const tag = uniqueTag();
  return w.addProduct(await w.picks(tag), { name: `Produk QR ${tag}`, stock });
}

async function regenerate(id: string): Promise<QrCode[]> {
  const res = await w.api<{ status: string; data: QrCode[] }>('PUT', `/api/warehouse/product/regenerateqr/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function setStock(row: ProductRow, stock: number): Promise<void> {
  const res = await w.updateProduct(row.id, { ...WarehouseClient.formOf(row), stock });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const numberOf = (code: string) => Number(code.slice(2));
const codesOf = (rows: QrCode[]) => rows.map((r) => r.code);

describe('regeneration', () => {
  it("gives one code per unit, 'QR' + 8 digits, unprinted, oldest first; the detail lists the same", async () => {
    const row = await product(3);
    const codes = await regenerate(row.id);
    expect(codes).toHaveLength(3);
    for (const c of codes) {
      expect(c.code).toMatch(/^QR\d{8}$/);
      expect(c.print).toBe(0);
    }
    const numbers = codes.map((c) => numberOf(c.code));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect((await w.detail(row.id)).qrcode).toEqual(codes);
    // Nothing changed: the same codes again.
    expect(await regenerate(row.id)).toEqual(codes);
  });

  it('follows the stock up and down: new codes for added units; the surplus retired (unprinted newest first, then printed newest), never reused', async () => {
    const row = await product(3);
    const first = codesOf(await regenerate(row.id));
    await setStock(row, 5);
    const five = codesOf(await regenerate(row.id));
    expect(five.slice(0, 3)).toEqual(first);
    expect(numberOf(five[3] ?? '')).toBeGreaterThan(numberOf(first[2] ?? ''));

    const [c1, c2, c3, c4, c5] = five as [string, string, string, string, string];
    // Printed: c1, c2, c3. Unprinted: c4, c5.
    expect((await w.api('PUT', `/api/warehouse/product/print/${row.id}`, { codes: [c1, c2, c3] })).status).toBe(200);

    await setStock(row, 4);
    expect(codesOf(await regenerate(row.id))).toEqual([c1, c2, c3, c4]);
    await setStock(row, 2);
    // c4 (the last unprinted) goes first, then the newest printed (c3).
    expect(await regenerate(row.id)).toEqual([
      { code: c1, print: 1 },
      { code: c2, print: 1 },
    ]);

    await setStock(row, 5);
    const again = codesOf(await regenerate(row.id));
    expect(again.slice(0, 2)).toEqual([c1, c2]);
    const fresh = again.slice(2);
    expect(fresh).toHaveLength(3);
    for (const code of fresh) {
      expect(five).not.toContain(code);
      expect(numberOf(code)).toBeGreaterThan(numberOf(c5));
    }
    // A retired code is gone for good: it cannot be flagged or printed.
    expect((await w.api('PUT', `/api/warehouse/product/print/${row.id}/${c5}`)).status).toBe(404);
    expect((await fetchBytes(t.url, `/api/warehouse/product/qrlabel/${row.id}?codes=${c3}`, w.token)).status).toBe(404);
  });

  it('codes are unique across products', async () => {
    const [a, b] = [await product(4), await product(4)];
    const all = [...codesOf(await regenerate(a.id)), ...codesOf(await regenerate(b.id))];
    expect(new Set(all).size).toBe(8);
  });

  it('two parallel regenerations of one product leave exactly one code per unit', async () => {
    const row = await product(30);
    const [x, y] = await Promise.all([regenerate(row.id), regenerate(row.id)]);
    expect(x).toHaveLength(30);
    expect(y).toEqual(x);
  });

  it('a large stock gets its codes in one go', async () => {
    const row = await product(5000);
    const codes = await regenerate(row.id);
    expect(codes).toHaveLength(5000);
    expect(new Set(codesOf(codes)).size).toBe(5000);
  });

  it('answers 404 for a deleted or unknown product', async () => {
    const row = await product(1);
    await w.deleteProduct(row.id);
    expect((await w.api('PUT', `/api/warehouse/product/regenerateqr/${row.id}`)).status).toBe(404);
    expect((await w.api('PUT', '/api/warehouse/product/regenerateqr/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('print flags', () => {
  it("one code (the seed's call): flagged 1; unknown code, another product's code: 404", async () => {
    const [row, other] = [await product(2), await product(1)];
    const [c1, c2] = codesOf(await regenerate(row.id)) as [string, string];
    const [foreign] = codesOf(await regenerate(other.id)) as [string];
    expect((await w.api('PUT', `/api/warehouse/product/print/${row.id}/${c2}`)).status).toBe(200);
    expect((await w.detail(row.id)).qrcode).toEqual([
      { code: c1, print: 0 },
      { code: c2, print: 1 },
    ]);
    // Flagging again is harmless.
    expect((await w.api('PUT', `/api/warehouse/product/print/${row.id}/${c2}`)).status).toBe(200);
    const unknown = await w.api<ErrorBody>('PUT', `/api/warehouse/product/print/${row.id}/QR99999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Kode QR tidak ditemukan');
    expect((await w.api('PUT', `/api/warehouse/product/print/${row.id}/${foreign}`)).status).toBe(404);
    expect((await w.detail(other.id)).qrcode).toEqual([{ code: foreign, print: 0 }]);
  });

  it("a batch flags only the product's active codes and says how many; none selected is 400 'Select Data Qrcode'", async () => {
    const [row, other] = [await product(3), await product(1)];
    const [c1, , c3] = codesOf(await regenerate(row.id)) as [string, string, string];
    const [foreign] = codesOf(await regenerate(other.id)) as [string];
    const res = await w.api<{ status: string; updated: number }>('PUT', `/api/warehouse/product/print/${row.id}`, { codes: [c1, c3, c3, foreign, 'QR00000000'] });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(2);
    expect((await w.detail(row.id)).qrcode.map((c) => c.print)).toEqual([1, 0, 1]);
    expect((await w.detail(other.id)).qrcode.map((c) => c.print)).toEqual([0]);

    const none = await w.api<ErrorBody>('PUT', `/api/warehouse/product/print/${row.id}`, { codes: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.fields?.['codes']).toBe('Select Data Qrcode');
  });
});

describe('label PDF', () => {
  it('one 147×120 mm landscape page per code asked for, each with its code and the product name', async () => {
    const row = await product(4);
    const [c1, c2, , c4] = codesOf(await regenerate(row.id)) as [string, string, string, string];
    const res = await fetchBytes(t.url, `/api/warehouse/product/qrlabel/${row.id}?codes=${c4},${c1},${c2}`, w.token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(Buffer.from(res.data.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages } = await readPdf(res.data);
    expect(pages).toHaveLength(3);
    const mm = (pt: number) => Math.round((pt * 25.4) / 72);
    for (const page of pages) {
      expect([mm(page.widthPt), mm(page.heightPt)]).toEqual([147, 120]);
      expect(page.text).toContain(row.name);
    }
    expect(pages.map((p) => p.text.split('\n')[0])).toEqual([c4, c1, c2]);
    // Printing does not flag: the UI flags what actually printed.
    expect((await w.detail(row.id)).qrcode.every((c) => c.print === 0)).toBe(true);
  });

  it('answers 404 naming unknown codes, and 400 when none is asked for', async () => {
    const row = await product(1);
    const [c1] = codesOf(await regenerate(row.id)) as [string];
    const res = await w.api<ErrorBody>('GET', `/api/warehouse/product/qrlabel/${row.id}?codes=${c1},QR00000001x,QRX`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Kode QR tidak ditemukan: QR00000001x, QRX');
    expect((await w.api<ErrorBody>('GET', `/api/warehouse/product/qrlabel/${row.id}?codes=`)).status).toBe(400);
    const blank = await w.api<ErrorBody>('GET', `/api/warehouse/product/qrlabel/${row.id}?codes=,,`);
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields?.['codes']).toBe('Select Data Qrcode');
  });
});
