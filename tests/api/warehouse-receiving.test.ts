import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PO_RECEIVED_NO_DELETE, type PurchaseRow } from '../../common/contract/purchasing';
import { STOCK_DOCUMENT_NUMBER } from '../../common/contract/stock-documents';
import { RECEIPT_QTY_MESSAGE } from '../../common/contract/warehouse-receiving';
import { poBody } from '../support/purchasing';
import { ReceivingClient, type Paged } from '../support/receiving';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import type { ErrorBody } from '../support/warehouse';

/**
 * Goods arriving from POs (issue 13 section 1) through the real server: partial arrivals, each a
 * BD- receipt and a 'receipt' ledger entry into the chosen warehouse; over-receipt refused with
 * the remainder; the PO leaving the list once complete (statusGudang next); the arrival history;
 * the PO's receiving status on the Purchasing list; a PO with arrivals neither deleted nor cut
 * below what arrived; and parallel arrivals on one line never exceeding the order.
 */

let t: TestServer;
let r: ReceivingClient;

beforeAll(async () => {
  t = await startTestServer();
  r = new ReceivingClient(t.url, await login(t.url, ADMIN.email, ADMIN.password));
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await r.expectStockClean();
});

const TODAY = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

async function poListRow(number: string): Promise<PurchaseRow> {
  const res = await r.api<Paged<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=${encodeURIComponent(number)}`);
  expect(res.status).toBe(200);
  const row = res.body.data.find((po) => po.no_transaksi === number);
  if (!row) throw new Error(`PO ${number} not on the Purchasing list`);
  return row;
}

describe('receiving a PO', () => {
  it('receives a PO in partial arrivals until it leaves the list; the ledger, the lines, the history and the PO list follow', async () => {
    const s = await r.receivingSetting(2);
    const [first, second] = s.products as [string, string];
    const other = await r.addMaster('warehouse', `Gudang Lain ${s.tag}`, { code: '', address: 'Jl. Lain' });
    const po = await r.addPo({
      supplier: s.supplier,
      receiver: s.receiver,
      no_transaksi: `TRX-${s.tag}`,
      tanggal_transaksi: '2026-03-02',
      lines: [
        { id_produk: first, qty: 10, harga: 1000 },
        { id_produk: second, qty: 4, harga: 2000 },
      ],
    });
    expect(po.status_penerimaan).toBe('belum datang');

    const listed = await r.toReceive(s.tag);
    expect(listed.pagination).toMatchObject({ total: 1, per_page: 5 });
    expect(listed.data[0]).toMatchObject({ id: po.id, no_transaksi: `TRX-${s.tag}`, tanggal_transaksi: '2026-03-02', supplier: { nama_perusahaan: `Supplier ${s.tag}` }, status_penerimaan: 'belum datang' });

    const before = await r.lines(po.id);
    expect(before.purchase).toMatchObject({ id: po.id, no_transaksi: `TRX-${s.tag}` });
    expect(before.data.map((l) => l.product)).toEqual([
      expect.objectContaining({ _id: first, name: `Produk ${s.tag} 1`, qty: 10, qty_diterima: 0, sisa: 10, status_gudang: 'belum', satuan: `Satuan ${s.tag}`, warehouse: { id: s.warehouse, name: `Gudang ${s.tag}` } }),
      expect.objectContaining({ _id: second, qty: 4, sisa: 4, status_gudang: 'belum' }),
    ]);
    expect((await r.arrivals(po.id, first)).data).toEqual([]);

    // First arrival: 4 of 10, dated, into the product's own warehouse.
    const one = await r.receiveOk(po.id, first, 4, { date: '2026-03-05' });
    expect(one).toMatchObject({ qty_diterima: 4, sisa: 6, status_gudang: 'belum' });
    expect(one.numbers).toHaveLength(1);
    expect(one.numbers[0]).toMatch(STOCK_DOCUMENT_NUMBER);
    expect(one.numbers[0]?.startsWith('BD-')).toBe(true);
    expect(await r.balance(first, s.warehouse)).toBe(4);
    expect(await r.statusGudang(po.id, first)).toEqual({ next: false, status_gudang: 'belum', status_penerimaan: 'sebagian' });
    expect((await poListRow(`TRX-${s.tag}`)).status_penerimaan).toBe('sebagian');
    expect((await r.po(po.id)).status_penerimaan).toBe('sebagian');

    // The rest of the first product, no date: today in Jakarta.
    const two = await r.receiveOk(po.id, first, 6);
    expect(two).toMatchObject({ qty_diterima: 10, sisa: 0, status_gudang: 'sudah' });
    const arrivals = await r.arrivals(po.id, first);
    expect(arrivals.qty).toBe(10);
    expect(arrivals.stock_sisa).toBe('0');
    expect(arrivals.data.map((a) => [a.number, a.date, a.stock_in, a.stock_sisa, a.warehouse.id])).toEqual([
      [one.numbers[0], '2026-03-05', 4, '6', s.warehouse],
      [two.numbers[0], TODAY(), 6, '0', s.warehouse],
    ]);
    expect(await r.statusGudang(po.id, first)).toMatchObject({ next: false, status_gudang: 'sudah' });
    expect((await r.lines(po.id)).data[0]?.product).toMatchObject({ qty_diterima: 10, sisa: 0, status_gudang: 'sudah' });
    expect((await r.toReceive(s.tag)).data).toHaveLength(1);

    // The second product into another warehouse: the PO is complete and leaves the list.
    await r.receiveOk(po.id, second, 4, { date: '2026-03-06', warehouse: other });
    expect(await r.balance(second, other)).toBe(4);
    expect(await r.balance(second, s.warehouse)).toBe(0);
    expect(await r.statusGudang(po.id, second)).toEqual({ next: true, status_gudang: 'sudah', status_penerimaan: 'lengkap' });
    expect((await r.toReceive(s.tag)).data).toEqual([]);
    expect((await poListRow(`TRX-${s.tag}`)).status_penerimaan).toBe('lengkap');
    const detail = await r.po(po.id);
    expect(detail.product.map((l) => [l.qty_diterima, l.status_gudang])).toEqual([
      [10, 'sudah'],
      [4, 'sudah'],
    ]);

    // The product's stock card shows the receipts by their numbers.
    const stockDetail = await r.detail(first);
    expect(stockDetail.data.stock).toBe(10);

    // 'Riwayat': newest first, 5 per page, searchable by product, PO and receipt number.
    const history = await r.history(s.tag);
    expect(history.pagination).toMatchObject({ total: 3, per_page: 5 });
    expect(history.data.map((h) => [h.product.name, h.stock, h.date, h.no_transaksi])).toEqual([
      [`Produk ${s.tag} 2`, 4, '2026-03-06', `TRX-${s.tag}`],
      [`Produk ${s.tag} 1`, 6, TODAY(), `TRX-${s.tag}`],
      [`Produk ${s.tag} 1`, 4, '2026-03-05', `TRX-${s.tag}`],
    ]);
    expect(history.data[0]?.warehouse.name).toBe(`Gudang Lain ${s.tag}`);
    expect((await r.history(`Produk ${s.tag} 2`)).data).toHaveLength(1);
    expect((await r.history(one.numbers[0] ?? '')).data.map((h) => h.stock)).toEqual([4]);
    expect((await r.history(s.tag, '&sort=stock|asc')).data.map((h) => h.stock)).toEqual([4, 4, 6]);
    const modal = await r.api<Paged<{ date: string; stock_in: number }>>('GET', `/api/warehouse/warehouse/product/stockincome/history?purchase=${po.id}&product=${first}`);
    expect(modal.status).toBe(200);
    expect(modal.body.data.map((a) => [a.date, a.stock_in])).toEqual([
      ['2026-03-05', 4],
      [TODAY(), 6],
    ]);
    expect(modal.body.pagination).toMatchObject({ total: 2, per_page: 5 });
  });

  it('lists POs to receive 5 per page by transaction date (newest first), searchable by number and supplier; lines page and search too', async () => {
    const s = await r.receivingSetting(6);
    const days = ['2026-03-01', '2026-03-04', '2026-03-02', '2026-03-06', '2026-03-03', '2026-03-05'];
    for (const [i, day] of days.entries()) {
      await r.addPo({ supplier: s.supplier, receiver: s.receiver, no_transaksi: `TRX-${s.tag}-${i}`, tanggal_transaksi: day, lines: [{ id_produk: s.products[0] ?? '', qty: 2, harga: 1000 }] });
    }
    const page1 = await r.toReceive(s.tag);
    expect(page1.pagination).toMatchObject({ total: 6, last_page: 2, per_page: 5 });
    expect(page1.data.map((p) => p.tanggal_transaksi)).toEqual(['2026-03-06', '2026-03-05', '2026-03-04', '2026-03-03', '2026-03-02']);
    expect((await r.toReceive(s.tag, '&page=2')).data.map((p) => p.tanggal_transaksi)).toEqual(['2026-03-01']);
    expect((await r.toReceive(`TRX-${s.tag}-4`)).data.map((p) => p.no_transaksi)).toEqual([`TRX-${s.tag}-4`]);
    expect((await r.toReceive(`supplier ${s.tag}`)).pagination?.total).toBe(6);
    expect((await r.api<ErrorBody>('GET', '/api/warehouse/pembelian/all?sort=harga|asc')).status).toBe(400);

    const big = await r.addPo({ supplier: s.supplier, receiver: s.receiver, lines: s.products.map((id) => ({ id_produk: id, qty: 1, harga: 1000 })) });
    const lines = await r.lines(big.id);
    expect(lines.pagination).toMatchObject({ total: 6, last_page: 2, per_page: 5 });
    expect((await r.lines(big.id, 'page=2')).data.map((l) => l.product.name)).toEqual([`Produk ${s.tag} 6`]);
    expect((await r.lines(big.id, `filter=${encodeURIComponent(`${s.tag} 3`)}`)).data.map((l) => l.product.name)).toEqual([`Produk ${s.tag} 3`]);
    expect((await r.api('GET', '/api/warehouse/pembelian/get_report/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses more than is still to come (409 with the remainder), bad amounts and dates (400), unknown POs, products and warehouses; nothing half-written', async () => {
    const s = await r.receivingSetting(2);
    const [first, second] = s.products as [string, string];
    const po = await r.addPo({ supplier: s.supplier, receiver: s.receiver, tanggal_transaksi: '2026-03-02', lines: [{ id_produk: first, qty: 5, harga: 1000 }] });

    const tooMuch = await r.receive(po.id, first, 6);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error?.message).toBe(`Jumlah melebihi sisa pesanan: sisa 5 Satuan ${s.tag}`);
    await r.receiveOk(po.id, first, 3, { date: '2026-03-03' });
    const stillTooMuch = await r.receive(po.id, first, 3);
    expect(stillTooMuch.status).toBe(409);
    expect(stillTooMuch.body.error?.message).toBe(`Jumlah melebihi sisa pesanan: sisa 2 Satuan ${s.tag}`);

    for (const bad of ['0', '-1', '1.5', 'abc', '']) {
      const res = await r.receive(po.id, first, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error?.fields?.['stock'], bad).toBe(RECEIPT_QTY_MESSAGE);
    }
    const badDate = await r.receive(po.id, first, 1, { date: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error?.fields?.['date']).toBe('Tanggal tidak valid');
    expect((await r.receive(po.id, first, 1, { date: '03/05/2026' })).status).toBe(400);
    const future = await r.receive(po.id, first, 1, { date: '2099-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.error?.fields?.['date']).toBe('Tanggal datang tidak boleh setelah hari ini');
    const beforePo = await r.receive(po.id, first, 1, { date: '2026-03-01' });
    expect(beforePo.body.error?.fields?.['date']).toBe('Tanggal datang tidak boleh sebelum tanggal PO');
    const noWarehouse = await r.receive(po.id, first, 1, { warehouse: '00000000-0000-4000-8000-000000000000' });
    expect(noWarehouse.status).toBe(400);
    expect(noWarehouse.body.error?.fields?.['warehouse']).toBe('Warehouse tidak ditemukan');
    expect((await r.receive(po.id, second, 1)).status).toBe(404);
    // A product deleted since it was ordered, and then its warehouse: the clerk picks another one.
    const picks = await r.picks(`${s.tag}x`);
    const retired = await r.addProduct(picks, { name: `Produk Lama ${s.tag}` });
    const poRetired = await r.addPo({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: retired.id, qty: 2, harga: 1000 }] });
    await r.deleteProduct(retired.id);
    expect((await r.api('PUT', `/api/warehouse/warehouse/update/${picks.warehouse}`, { status: 'deleted' })).status).toBe(200);
    const noDefault = await r.receive(poRetired.id, retired.id, 1);
    expect(noDefault.status).toBe(400);
    expect(noDefault.body.error?.fields?.['warehouse']).toBe('Gudang produk ini sudah dihapus; pilih gudang penerima');
    expect((await r.receive(poRetired.id, retired.id, 2, { warehouse: s.warehouse })).status).toBe(200);
    expect(await r.balance(retired.id, s.warehouse)).toBe(2);
    expect((await r.receive('00000000-0000-4000-8000-000000000000', first, 1)).status).toBe(404);
    expect((await r.api('GET', `/api/warehouse/laporan/statusGudang/${po.id}/${second}`)).status).toBe(404);

    // Nothing of the refused calls was written.
    expect((await r.arrivals(po.id, first)).data.map((a) => a.stock_in)).toEqual([3]);
    expect(await r.balance(first, s.warehouse)).toBe(3);

    await r.receiveOk(po.id, first, 2);
    const complete = await r.receive(po.id, first, 1);
    expect(complete.status).toBe(409);
    expect(complete.body.error?.message).toBe('Barang ini sudah lengkap diterima');
  });

  it('fills a product ordered on two lines in their order, a receipt per line', async () => {
    const s = await r.receivingSetting(2);
    const [first, second] = s.products as [string, string];
    const po = await r.addPo({
      supplier: s.supplier,
      receiver: s.receiver,
      lines: [
        { id_produk: first, qty: 3, harga: 1000 },
        { id_produk: second, qty: 1, harga: 1000 },
        { id_produk: first, qty: 4, harga: 1200 },
      ],
    });
    const lines = await r.lines(po.id);
    expect(lines.data.map((l) => [l.product._id, l.product.qty])).toEqual([
      [first, 7],
      [second, 1],
    ]);
    const spanning = await r.receiveOk(po.id, first, 5);
    expect(spanning).toMatchObject({ qty_diterima: 5, sisa: 2, status_gudang: 'belum' });
    expect(spanning.numbers).toHaveLength(2);
    expect((await r.po(po.id)).product.map((l) => [l.qty_diterima, l.status_gudang])).toEqual([
      [3, 'sudah'],
      [0, 'belum'],
      [2, 'belum'],
    ]);
    expect((await r.arrivals(po.id, first)).data.map((a) => [a.stock_in, a.stock_sisa])).toEqual([
      [3, '4'],
      [2, '2'],
    ]);
    expect((await r.receive(po.id, first, 3)).body.error?.message).toBe(`Jumlah melebihi sisa pesanan: sisa 2 Satuan ${s.tag}`);
    expect(await r.balance(first, s.warehouse)).toBe(5);
  });
});

describe('a PO the warehouse received', () => {
  it('cannot be deleted, nor its received lines cut below what arrived, removed or swapped; other edits keep the arrivals', async () => {
    const s = await r.receivingSetting(3);
    const [first, second, third] = s.products as [string, string, string];
    const spec = { supplier: s.supplier, receiver: s.receiver, no_transaksi: `TRX-${s.tag}`, lines: [
      { id_produk: first, qty: 10, harga: 1000 },
      { id_produk: second, qty: 5, harga: 1000 },
    ] };
    const po = await r.addPo(spec);
    await r.receiveOk(po.id, first, 6);

    const deleted = await r.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${po.id}`, { status: 'deleted' });
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe(PO_RECEIVED_NO_DELETE);

    const edit = (lines: { id_produk: string; qty: number; harga: number }[]) => r.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${po.id}`, poBody({ ...spec, lines }));
    const cut = await edit([{ id_produk: first, qty: 5, harga: 1000 }, { id_produk: second, qty: 5, harga: 1000 }]);
    expect(cut.status).toBe(409);
    expect(cut.body.error.message).toBe(`Qty Produk ${s.tag} 1 tidak boleh kurang dari yang sudah diterima gudang (6 Satuan ${s.tag})`);
    const removed = await edit([{ id_produk: second, qty: 5, harga: 1000 }]);
    expect(removed.status).toBe(409);
    expect(removed.body.error.message).toBe(`Produk ${s.tag} 1 sudah diterima gudang (6 Satuan ${s.tag}): barisnya tidak bisa dihapus atau diganti produk lain`);
    const swapped = await edit([{ id_produk: third, qty: 10, harga: 1000 }, { id_produk: second, qty: 5, harga: 1000 }]);
    expect(swapped.status).toBe(409);
    expect((await r.po(po.id)).product.map((l) => [l.id_produk, l.qty, l.qty_diterima])).toEqual([
      [first, 10, 6],
      [second, 5, 0],
    ]);

    // Down to exactly what arrived: the line is complete; the unreceived line goes, a new one comes.
    const ok = await edit([{ id_produk: third, qty: 2, harga: 3000 }, { id_produk: first, qty: 6, harga: 1500 }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = await r.po(po.id);
    expect(after.product.map((l) => [l.id_produk, l.qty, l.price, l.qty_diterima, l.status_gudang])).toEqual([
      [third, 2, 3000, 0, 'belum'],
      [first, 6, 1500, 6, 'sudah'],
    ]);
    expect(after.status_penerimaan).toBe('sebagian');
    expect((await r.arrivals(po.id, first)).data.map((a) => a.stock_in)).toEqual([6]);
    expect((await r.toReceive(`TRX-${s.tag}`)).data).toHaveLength(1);

    // Raised again: the line is open once more.
    const raised = await edit([{ id_produk: third, qty: 2, harga: 3000 }, { id_produk: first, qty: 8, harga: 1500 }]);
    expect(raised.status).toBe(200);
    expect((await r.lines(po.id)).data.map((l) => [l.product.name, l.product.sisa, l.product.status_gudang])).toEqual([
      [`Produk ${s.tag} 3`, 2, 'belum'],
      [`Produk ${s.tag} 1`, 2, 'belum'],
    ]);

    // A PO with no arrivals is still deleted as before.
    const fresh = await r.addPo({ ...spec, no_transaksi: `TRX-${s.tag}-2` });
    expect((await r.api('PUT', `/api/purchasing/pembelian/update/${fresh.id}`, { status: 'deleted' })).status).toBe(200);
  });
});

describe('parallel arrivals', () => {
  it('never receive more than was ordered when clerks confirm the same line at once', async () => {
    const s = await r.receivingSetting(1);
    const [product] = s.products as [string];
    const po = await r.addPo({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: product, qty: 10, harga: 1000 }] });
    const answers = await Promise.all(Array.from({ length: 12 }, () => r.receive(po.id, product, 3)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const lines = await r.lines(po.id);
    expect(lines.data[0]?.product).toMatchObject({ qty_diterima: 9, sisa: 1 });
    expect(await r.balance(product, s.warehouse)).toBe(9);
    const numbers = answers.flatMap((a) => (a.status === 200 ? a.body.data.numbers : []));
    expect(new Set(numbers).size).toBe(3);

    // The last unit, raced by five: one gets it.
    const last = await Promise.all(Array.from({ length: 5 }, () => r.receive(po.id, product, 1)));
    expect(last.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await r.statusGudang(po.id, product)).toMatchObject({ next: true, status_penerimaan: 'lengkap' });
  });

  it('an arrival racing a delete of its PO: one of them wins, never both', async () => {
    const s = await r.receivingSetting(1);
    const [product] = s.products as [string];
    for (let round = 0; round < 4; round += 1) {
      const po = await r.addPo({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: product, qty: 5, harga: 1000 }] });
      const [arrival, deletion] = await Promise.all([r.receive(po.id, product, 2), r.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${po.id}`, { status: 'deleted' })]);
      if (arrival.status === 200) {
        expect(deletion.status).toBe(409);
        expect(deletion.body.error.message).toBe(PO_RECEIVED_NO_DELETE);
        expect((await r.po(po.id)).status_penerimaan).toBe('sebagian');
      } else {
        expect(arrival.status).toBe(404);
        expect(deletion.status).toBe(200);
        expect((await r.api('GET', `/api/purchasing/pembelian/get/${po.id}`)).status).toBe(404);
      }
    }
  });

  it('needs the warehouse module', async () => {
    expect((await r.api('GET', '/api/warehouse/pembelian/all', undefined, 'not-a-token')).status).toBe(401);
  });
});
