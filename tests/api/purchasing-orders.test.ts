import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PO_INCOMPLETE, PO_PAID_NO_DELETE, PO_PAID_NO_EDIT, TOTALS_MISMATCH, type PurchaseRow } from '../../common/contract/purchasing';
import { poBody, PurchasingClient } from '../support/purchasing';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { uniqueTag, type ErrorBody } from '../support/warehouse';

/**
 * Suppliers, delivery addresses and purchase orders through the real server (issue 5 sections 1,
 * 2): the masters as resources (409 while an active PO names them), POs of every type with exact
 * figures, totals recomputed and a disagreeing payload refused, generated transaction numbers,
 * the list, edit and delete only while 'belum lunas', and module access.
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

interface Page<T> {
  data: T[];
  pagination?: { current_page: number; last_page: number; total: number; per_page: number };
}

describe('suppliers and addresses', () => {
  it('adds a supplier with every field, lists it (5 per page, filter), reads it whole by supplier/get, refuses duplicates and bad formats', async () => {
    const tag = uniqueTag();
    const id = await p.addSupplier(`Supplier ${tag}`);
    const detail = await p.api<{ data: Record<string, string> }>('GET', `/api/purchasing/supplier/get/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id, nama_perusahaan: `Supplier ${tag}`, rt: '001', kodepos: '40123', npwp: '012345678901234', informasi_lain: 'Pembayaran 30 hari' });

    for (let i = 0; i < 5; i += 1) await p.addSupplier(`Supplier ${tag} ${i}`);
    const page = await p.api<Page<Record<string, string>>>('GET', `/api/purchasing/supplier/all?filter=${tag}`);
    expect(page.body.pagination).toMatchObject({ total: 6, per_page: 5, last_page: 2 });
    expect(page.body.data[0]).toMatchObject({ nama_perusahaan: `Supplier ${tag}`, email: 'sales@supplier.test', telepon: '0221234567' });
    // The picker's call: filter and per_page=10.
    const picker = await p.api<Page<unknown>>('GET', `/api/purchasing/supplier/all?filter=${tag}&per_page=10`);
    expect(picker.body.data).toHaveLength(6);

    const duplicate = await p.api<ErrorBody>('POST', '/api/purchasing/supplier/add', { ...detail.body.data, nama_perusahaan: `supplier ${tag}` });
    expect(duplicate.status).toBe(409);
    const badDigits = await p.api<ErrorBody>('POST', '/api/purchasing/supplier/add', { ...detail.body.data, nama_perusahaan: `Lain ${tag}`, npwp: '01.234' });
    expect(badDigits.status).toBe(400);
    expect(badDigits.body.error.fields?.['npwp']).toBe('NPWP hanya angka');
    expect((await p.api('GET', '/api/purchasing/supplier/get/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('needs only the company name, the address and one phone number of a supplier or delivery address (issue 27 section 5)', async () => {
    const tag = uniqueTag();
    // Nothing but the three: the rest is stored blank.
    const minimal = await p.api<{ data: Record<string, string> } & ErrorBody>('POST', '/api/purchasing/supplier/add', {
      nama_perusahaan: `Minimal ${tag}`,
      alamat_penagihan: 'Jl. Cikapundung 7, Bandung',
      mobile: '081234567890',
    });
    expect(minimal.status, JSON.stringify(minimal.body)).toBe(200);
    const stored = await p.api<{ data: Record<string, string> }>('GET', `/api/purchasing/supplier/get/${minimal.body.data['id']}`);
    expect(stored.body.data).toMatchObject({ nama_perusahaan: `Minimal ${tag}`, mobile: '081234567890', telepon: '', fax: '', rt: '', nama_panggilan: '', email: '' });
    // Telepon serves as the one phone too; an edit may keep only the three.
    const byPhone = await p.api('PUT', `/api/purchasing/supplier/update/${minimal.body.data['id']}`, { nama_perusahaan: `Minimal ${tag}`, alamat_penagihan: 'Jl. Baru 3', telepon: '0224567890' });
    expect(byPhone.status).toBe(200);

    const empty = await p.api<ErrorBody>('POST', '/api/purchasing/supplier/add', { nama_perusahaan: '', fax: '0221111111' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({
      nama_perusahaan: 'Nama Perusahaan wajib diisi',
      alamat_penagihan: 'Alamat Penagihan wajib diisi',
      telepon: 'Isi Telepon atau Handphone (salah satu wajib)',
    });
    const noPhone = await p.api<ErrorBody>('PUT', `/api/purchasing/supplier/update/${minimal.body.data['id']}`, { nama_perusahaan: `Minimal ${tag}`, alamat_penagihan: 'Jl. Baru 3', telepon: ' ' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error.fields).toEqual({ telepon: 'Isi Telepon atau Handphone (salah satu wajib)' });

    // The delivery address: name, address and Telepon or Handphone.
    const address = await p.api<ErrorBody>('POST', '/api/purchasing/alamatPenagihan/add', { nama_perusahaan: `Proyek ${tag}`, alamat_pengiriman: 'Jl. Soekarno-Hatta 100', handphone: '08129876543' });
    expect(address.status, JSON.stringify(address.body)).toBe(200);
    const addressMissing = await p.api<ErrorBody>('POST', '/api/purchasing/alamatPenagihan/add', { nama_perusahaan: `Proyek lain ${tag}`, email: 'bukan-email' });
    expect(addressMissing.status).toBe(400);
    expect(addressMissing.body.error.fields).toEqual({
      alamat_pengiriman: 'Alamat Pengiriman wajib diisi',
      telepon: 'Isi Telepon atau Handphone (salah satu wajib)',
      email: 'Email tidak valid',
    });
  });

  it('lists addresses paged and with show=all (the receiver picker), and updates one', async () => {
    const tag = uniqueTag();
    const id = await p.addAddress(`Gudang ${tag}`);
    const all = await p.api<Page<Record<string, string>>>('GET', `/api/purchasing/alamatPenagihan/all?show=all&filter=${tag}`);
    expect(all.body.pagination).toBeUndefined();
    expect(all.body.data).toEqual([expect.objectContaining({ id, nama_perusahaan: `Gudang ${tag}`, alamat_pengiriman: 'Jl. Gudang Utama No. 1, Bandung' })]);
    const updated = await p.api('PUT', `/api/purchasing/alamatPenagihan/update/${id}`, { ...all.body.data[0], alamat_pengiriman: 'Jl. Baru 2' });
    expect(updated.status).toBe(200);
    const again = await p.api<Page<Record<string, string>>>('GET', `/api/purchasing/alamatPenagihan/all?filter=${tag}`);
    expect(again.body.data[0]?.['alamat_pengiriman']).toBe('Jl. Baru 2');
  });

  it('refuses to delete a supplier or address an active PO names (409); once the PO is deleted they can go', async () => {
    const s = await p.setting(1);
    const po = await p.addPo({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: s.products[0] ?? '', qty: 1, harga: 1000 }] });
    const supplierDelete = await p.api<ErrorBody>('PUT', `/api/purchasing/supplier/update/${s.supplier}`, { status: 'deleted' });
    expect(supplierDelete.status).toBe(409);
    expect(supplierDelete.body.error.message).toBe('Supplier masih dipakai oleh PO aktif, tidak bisa dihapus');
    const addressDelete = await p.api<ErrorBody>('PUT', `/api/purchasing/alamatPenagihan/update/${s.receiver}`, { status: 'deleted' });
    expect(addressDelete.status).toBe(409);

    expect((await p.api('PUT', `/api/purchasing/pembelian/update/${po.id}`, { status: 'deleted' })).status).toBe(200);
    expect((await p.api('PUT', `/api/purchasing/supplier/update/${s.supplier}`, { status: 'deleted' })).status).toBe(200);
    expect((await p.api('PUT', `/api/purchasing/alamatPenagihan/update/${s.receiver}`, { status: 'deleted' })).status).toBe(200);
    // A deleted supplier cannot be picked any more.
    const refused = await p.addPoRaw(poBody({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: s.products[0] ?? '', qty: 1, harga: 1000 }] }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(PO_INCOMPLETE);
    expect(refused.body.error?.fields).toEqual({ id_supplier: 'Supplier tidak ditemukan', id_penerima: 'Alamat pengiriman tidak ditemukan' });
  });
});

describe('purchase orders: figures', () => {
  it('Umum: PPN 11 %, discount 5 % of the total (half up), shipping, grand total to the nearest 100; the PO reads back as saved', async () => {
    const s = await p.setting(2);
    const [first = '', second = ''] = s.products;
    const row = await p.addPo({
      supplier: s.supplier,
      receiver: s.receiver,
      lines: [
        { id_produk: first, qty: 3, harga: 12_500, ukuran_asli: '4"', diskon_1: 10 },
        { id_produk: second, qty: 2, harga: 20_000 },
      ],
      ppn: 11,
      diskon: 5,
      jenis_diskon: '%',
      ongkir: 15_000,
      tanggal_transaksi: '2026-03-02',
      tanggal_jatuh_tempo: '2026-04-01',
    });
    expect(row).toMatchObject({ sub_total: 77_500, total: 86_025, grand_total: 96_700, sisa_pembayaran: 96_700, status_pembayaran: 'belum lunas', ppn: 11, diskon: 5, jenis_diskon: '%', ongkir: 15_000 });
    const po = await p.po(row.id);
    expect(po).toMatchObject({
      jenis_po: 'Umum',
      tanggal_transaksi: '2026-03-02',
      tanggal_jatuh_tempo: '2026-04-01',
      supplier: { id: s.supplier, nama_perusahaan: `Supplier ${s.tag}`, email: 'sales@supplier.test' },
      penerima: { id: s.receiver, nama_perusahaan: `Gudang ${s.tag}`, alamat_pengiriman: 'Jl. Gudang Utama No. 1, Bandung' },
      attn: 'Mohon dikirim segera',
      memo: 'Memo uji',
      pembayaran: [],
    });
    // Name, code and unit copied from the product; the other types' columns are not kept on an Umum line.
    expect(po.product).toEqual([
      expect.objectContaining({ id_produk: first, name: `Produk ${s.tag} 1`, code: `K${s.tag}1`, satuan: `Satuan ${s.tag}`, qty: 3, price: 12_500, total_awal: 37_500, total: 37_500, ukuran_asli: '', diskon_1: 0, qty_diterima: 0, status_gudang: 'belum' }),
      expect.objectContaining({ id_produk: second, qty: 2, price: 20_000, total: 40_000 }),
    ]);
  });

  it('Solar Cell: two discounts in turn, discount in rupiah, 50 rounds up', async () => {
    const s = await p.setting(1);
    const row = await p.addPo({
      supplier: s.supplier,
      receiver: s.receiver,
      jenis_po: 'Solar Cell',
      lines: [{ id_produk: s.products[0] ?? '', qty: 4, harga: 1_250_000, diskon_1: 10, diskon_2: 2.5 }],
      ppn: 11,
      diskon: 70_125,
      jenis_diskon: 'Rp',
      ongkir: 50,
    });
    expect(row).toMatchObject({ sub_total: 4_387_500, total: 4_870_125, grand_total: 4_800_100, diskon: 70_125, jenis_diskon: 'Rp' });
    const [line] = (await p.po(row.id)).product;
    expect(line).toMatchObject({ total_awal: 5_000_000, total: 4_387_500, diskon_1: 10, diskon_2: 2.5 });
  });

  it('Pipa keeps size and thickness, Termo the quantity in zak', async () => {
    const s = await p.setting(1);
    const id = s.products[0] ?? '';
    const pipa = await p.addPo({ supplier: s.supplier, receiver: s.receiver, jenis_po: 'Pipa', lines: [{ id_produk: id, qty: 10, harga: 45_000, ukuran_asli: '4"', tebal: '3 mm', qty_zak: 9 }] });
    expect(pipa.grand_total).toBe(450_000);
    expect((await p.po(pipa.id)).product[0]).toMatchObject({ ukuran_asli: '4"', tebal: '3 mm', qty_zak: 0 });
    const termo = await p.addPo({ supplier: s.supplier, receiver: s.receiver, jenis_po: 'Termo', lines: [{ id_produk: id, qty: 7, harga: 33_333, qty_zak: 3, tebal: 'x' }], ppn: 11, ongkir: 2_500 });
    expect(termo).toMatchObject({ sub_total: 233_331, total: 258_997, grand_total: 261_500 });
    expect((await p.po(termo.id)).product[0]).toMatchObject({ qty_zak: 3, tebal: '' });
  });

  it('refuses a payload whose totals disagree with the maths (400 TOTALS_MISMATCH, a field per wrong figure), and stores nothing', async () => {
    const s = await p.setting(1);
    const body = poBody({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: s.products[0] ?? '', qty: 3, harga: 12_500 }], ppn: 11, ongkir: 1_000 });
    const tamperedGrand = await p.addPoRaw({ ...body, grand_total: body.grand_total - 100 });
    expect(tamperedGrand.status).toBe(400);
    expect(tamperedGrand.body.error).toMatchObject({ code: 'VALIDATION', message: TOTALS_MISMATCH, fields: { grand_total: 'Seharusnya Rp 42.600' } });

    const line = body.kode_produk[0];
    if (!line) throw new Error('no line');
    const tamperedLine = await p.addPoRaw({ ...body, kode_produk: [{ ...line, total: 1 }], sub_total: 1 });
    expect(tamperedLine.status).toBe(400);
    expect(tamperedLine.body.error?.fields).toMatchObject({ 'kode_produk.0.total': 'Seharusnya Rp 37.500', sub_total: 'Seharusnya Rp 37.500' });

    const tamperedTotal = await p.addPoRaw({ ...body, total: body.total + 1 });
    expect(tamperedTotal.body.error?.fields).toEqual({ total: 'Seharusnya Rp 41.625' });

    // The maths' own refusals: a percentage with three decimals, a discount above the total.
    const ppn = await p.addPoRaw({ ...body, ppn: 11.125 });
    expect(ppn.status).toBe(400);
    expect(Object.keys(ppn.body.error?.fields ?? {})).toEqual(['ppn']);
    const discount = await p.addPoRaw({ ...body, diskon: body.total + 1, jenis_diskon: 'Rp' });
    expect(discount.status).toBe(400);
    expect(discount.body.error?.fields).toEqual({ diskon: 'Diskon tidak boleh melebihi total' });

    const list = await p.api<Page<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=${s.tag}`);
    expect(list.body.data).toEqual([]);
  });

  it('refuses a due date before the transaction date, an unknown day, a deleted product, and a PO without supplier', async () => {
    const s = await p.setting(2);
    const line = { id_produk: s.products[0] ?? '', qty: 1, harga: 1_000 };
    const early = await p.addPoRaw(poBody({ supplier: s.supplier, receiver: s.receiver, lines: [line], tanggal_transaksi: '2026-03-10', tanggal_jatuh_tempo: '2026-03-09' }));
    expect(early.status).toBe(400);
    expect(early.body.error?.fields).toEqual({ tanggal_jatuh_tempo: 'Tanggal jatuh tempo tidak boleh sebelum tanggal transaksi' });
    const unknownDay = await p.addPoRaw(poBody({ supplier: s.supplier, receiver: s.receiver, lines: [line], tanggal_transaksi: '2026-02-30', tanggal_jatuh_tempo: '2026-03-01' }));
    expect(unknownDay.body.error?.fields).toEqual({ tanggal_transaksi: 'Tanggal transaksi tidak valid' });

    await p.deleteProduct(s.products[1] ?? '');
    const deletedProduct = await p.addPoRaw(poBody({ supplier: s.supplier, receiver: s.receiver, lines: [line, { ...line, id_produk: s.products[1] ?? '' }] }));
    expect(deletedProduct.status).toBe(400);
    expect(deletedProduct.body.error?.fields).toEqual({ 'kode_produk.1.id_produk': 'Produk tidak ditemukan' });

    const noSupplier = await p.addPoRaw({ ...poBody({ supplier: s.supplier, receiver: s.receiver, lines: [line] }), id_supplier: '' });
    expect(noSupplier.status).toBe(400);
    expect(noSupplier.body.error?.fields?.['id_supplier']).toBe(PO_INCOMPLETE);
  });
});

describe('purchase orders: numbers', () => {
  it('a blank transaction number and supplier reference become the current Unix seconds; a clash in the same second gets a suffix', async () => {
    const s = await p.setting(1);
    const spec = { supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: s.products[0] ?? '', qty: 1, harga: 500 }] };
    const before = Math.floor(Date.now() / 1000);
    const rows = await Promise.all([p.addPo(spec), p.addPo(spec), p.addPo(spec), p.addPo(spec)]);
    const after = Math.floor(Date.now() / 1000);
    const numbers = rows.map((r) => r.no_transaksi);
    expect(new Set(numbers).size).toBe(4);
    for (const number of numbers) {
      const [seconds = '', suffix] = number.split('-');
      expect(Number(seconds)).toBeGreaterThanOrEqual(before);
      expect(Number(seconds)).toBeLessThanOrEqual(after);
      if (suffix !== undefined) expect(Number(suffix)).toBeGreaterThanOrEqual(2);
    }
    for (const row of rows) {
      expect(Number(row.no_reff_supplier)).toBeGreaterThanOrEqual(before);
      expect(Number(row.no_reff_supplier)).toBeLessThanOrEqual(after);
    }
  });

  it('a typed transaction number is unique among active POs (409); a deleted PO frees it', async () => {
    const s = await p.setting(1);
    const number = `PO-${s.tag}`;
    const spec = { supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: s.products[0] ?? '', qty: 1, harga: 500 }], no_transaksi: number, no_reff_supplier: `REF-${s.tag}` };
    const first = await p.addPo(spec);
    expect(first).toMatchObject({ no_transaksi: number, no_reff_supplier: `REF-${s.tag}` });
    const again = await p.addPoRaw(poBody(spec));
    expect(again.status).toBe(409);
    expect(again.body.error?.fields).toEqual({ no_transaksi: 'No. Transaksi sudah dipakai PO lain' });
    expect((await p.api('PUT', `/api/purchasing/pembelian/update/${first.id}`, { status: 'deleted' })).status).toBe(200);
    expect((await p.addPoRaw(poBody(spec))).status).toBe(200);
  });
});

describe('purchase orders: list, edit, delete', () => {
  it('lists 5 per page, newest transaction date first, filtered by number, supplier or receiver, sortable', async () => {
    const s = await p.setting(1);
    const other = await p.addSupplier(`Lain ${s.tag}`);
    const product = s.products[0] ?? '';
    const days = ['2026-01-05', '2026-01-03', '2026-01-07', '2026-01-01', '2026-01-06', '2026-01-02'];
    for (const [index, day] of days.entries()) {
      await p.addPo({ supplier: index === 0 ? other : s.supplier, receiver: s.receiver, lines: [{ id_produk: product, qty: index + 1, harga: 1_000 }], tanggal_transaksi: day, no_transaksi: `TRX-${s.tag}-${index}` });
    }
    const page1 = await p.api<Page<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=Gudang ${s.tag}`);
    expect(page1.body.pagination).toMatchObject({ total: 6, per_page: 5, last_page: 2, current_page: 1 });
    expect(page1.body.data.map((r) => r.tanggal_transaksi)).toEqual(['2026-01-07', '2026-01-06', '2026-01-05', '2026-01-03', '2026-01-02']);
    const page2 = await p.api<Page<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=Gudang ${s.tag}&page=2`);
    expect(page2.body.data.map((r) => r.tanggal_transaksi)).toEqual(['2026-01-01']);

    const bySupplier = await p.api<Page<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=lain ${s.tag}`);
    expect(bySupplier.body.data.map((r) => r.no_transaksi)).toEqual([`TRX-${s.tag}-0`]);
    const byNumber = await p.api<Page<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=TRX-${s.tag}-4`);
    expect(byNumber.body.data).toHaveLength(1);
    const byTotal = await p.api<Page<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=Gudang ${s.tag}&sort=grand_total|asc&per_page=10`);
    expect(byTotal.body.data.map((r) => r.grand_total)).toEqual([1000, 2000, 3000, 4000, 5000, 6000]);
    const unknown = await p.api<ErrorBody>('GET', '/api/purchasing/pembelian/all?sort=harga|asc');
    expect(unknown.status).toBe(400);
  });

  it('edits a PO while belum lunas: lines replaced, totals recomputed; the same rules as add', async () => {
    const s = await p.setting(2);
    const [first = '', second = ''] = s.products;
    const row = await p.addPo({ supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: first, qty: 1, harga: 10_000 }], no_transaksi: `E-${s.tag}` });
    const edited = poBody({ supplier: s.supplier, receiver: s.receiver, jenis_po: 'Pipa', lines: [{ id_produk: second, qty: 5, harga: 7_000, ukuran_asli: '2"', tebal: '2 mm' }], ppn: 11, no_transaksi: `E-${s.tag}` });
    const res = await p.api('PUT', `/api/purchasing/pembelian/update/${row.id}`, edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const po = await p.po(row.id);
    expect(po).toMatchObject({ jenis_po: 'Pipa', sub_total: 35_000, total: 38_850, grand_total: 38_900, sisa_pembayaran: 38_900, no_transaksi: `E-${s.tag}` });
    expect(po.product).toEqual([expect.objectContaining({ id_produk: second, qty: 5, ukuran_asli: '2"', tebal: '2 mm', total: 35_000 })]);

    const tampered = await p.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${row.id}`, { ...edited, grand_total: 1 });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.message).toBe(TOTALS_MISMATCH);
    const invalid = await p.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${row.id}`, { ...edited, kode_produk: [] });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ kode_produk: 'Tambahkan minimal satu produk' });
    // Each refusal names its field, as on add.
    const { id_penerima: _dropped, ...withoutReceiver } = edited;
    const incomplete = await p.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${row.id}`, { ...withoutReceiver, id_supplier: '' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.fields).toEqual({ id_supplier: PO_INCOMPLETE, id_penerima: PO_INCOMPLETE });
    expect((await p.api('PUT', '/api/purchasing/pembelian/update/00000000-0000-4000-8000-000000000000', edited)).status).toBe(404);
  });

  it('after a payment neither edit nor delete (409 with the seed texts); before it, delete hides the PO', async () => {
    const s = await p.setting(1);
    const spec = { supplier: s.supplier, receiver: s.receiver, lines: [{ id_produk: s.products[0] ?? '', qty: 2, harga: 50_000 }] };
    const paid = await p.addPo(spec);
    expect((await p.pay(paid.id, 10_000, await p.proof())).status).toBe(200);
    const edit = await p.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${paid.id}`, poBody(spec));
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(PO_PAID_NO_EDIT);
    const remove = await p.api<ErrorBody>('PUT', `/api/purchasing/pembelian/update/${paid.id}`, { status: 'deleted' });
    expect(remove.status).toBe(409);
    expect(remove.body.error.message).toBe(PO_PAID_NO_DELETE);
    expect((await p.po(paid.id)).status_pembayaran).toBe('bayar sebagian');

    const unpaid = await p.addPo(spec);
    expect((await p.api('PUT', `/api/purchasing/pembelian/update/${unpaid.id}`, { status: 'deleted' })).status).toBe(200);
    expect((await p.api('GET', `/api/purchasing/pembelian/get/${unpaid.id}`)).status).toBe(404);
    expect((await p.api('PUT', `/api/purchasing/pembelian/update/${unpaid.id}`, { status: 'deleted' })).status).toBe(404);
    const list = await p.api<Page<PurchaseRow>>('GET', `/api/purchasing/pembelian/all?filter=${s.tag}`);
    expect(list.body.data.map((r) => r.id)).toEqual([paid.id]);
  });
});

describe('access', () => {
  it('needs the Purchasing module: 403 for a user without it, 200 once granted', async () => {
    const outsider = await t.createUser({ email: `luar.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-luar-123', access: ['/warehouse'] });
    const token = await login(t.url, outsider.email, 'sandi-luar-123');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', '/api/purchasing/supplier/all'],
      ['GET', `/api/purchasing/supplier/get/${id}`],
      ['GET', '/api/purchasing/alamatPenagihan/all'],
      ['GET', '/api/purchasing/pembelian/all'],
      ['POST', '/api/purchasing/pembelian/add'],
      ['GET', `/api/purchasing/pembelian/get/${id}`],
      ['PUT', `/api/purchasing/pembelian/update/${id}`],
      ['PUT', `/api/purchasing/pembelian/pembayaran/${id}`],
      ['GET', '/api/purchasing/pembelian/report?date_start=2026-01-01&date_end=2026-01-31'],
      ['POST', '/api/purchasing/pembelian/report/perproduk'],
      ['GET', `/api/purchasing/pembelian/print/${id}`],
    ] as const) {
      const res = await p.api<ErrorBody>(method, path, method === 'GET' ? undefined : {}, token);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const insider = await t.createUser({ email: `dalam.${uniqueTag().toLowerCase()}@erp.test`, password: 'sandi-dalam-123', access: ['/purchasing'] });
    const allowed = await p.api('GET', '/api/purchasing/pembelian/all', undefined, await login(t.url, insider.email, 'sandi-dalam-123'));
    expect(allowed.status).toBe(200);
  });
});
