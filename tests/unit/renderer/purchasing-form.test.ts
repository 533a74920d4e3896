import { Intent } from '@blueprintjs/core';
import { describe, expect, it } from 'vitest';
import type { PurchaseDetail } from '../../../common/contract/purchasing';
import { purchaseTotals } from '../../../common/purchasing';
import { supplierFacts } from '../../../renderer/src/purchasing/masters/logic';
import {
  activeShortcut,
  detailToForm,
  emptyLine,
  emptyPurchaseForm,
  lineExtras,
  liveTotals,
  parsePercent,
  parseQty,
  parseRupiah,
  removeLine,
  showDate,
  statusBadge,
  storedAmounts,
  termRange,
  validatePurchase,
  type PurchaseFormValues,
} from '../../../renderer/src/purchasing/orders/logic';
import { emptyForm, validateForm } from '../../../renderer/src/shell/master/logic';
import { supplierResource } from '../../../common/contract/purchasing';
import { visibleRoutes } from '../../../renderer/src/shell/logic';

/** The 'Tambah Pembelian' form's rules (renderer/src/purchasing/orders/logic.ts), seed 001 sections 5 and 9. */

const SUPPLIER = { id: '00000000-0000-4000-8000-000000000001', nama_perusahaan: 'PT Sumber Baja', email: 'sales@sumber.test' };
const RECEIVER = '00000000-0000-4000-8000-000000000002';
const PRODUCT = { id: '00000000-0000-4000-8000-000000000003', name: 'Panel Surya', code: 'PS-1', unit: 'Unit', price: 1_250_000 };
const TODAY = '2026-01-31';

function filled(patch: Partial<PurchaseFormValues> = {}): PurchaseFormValues {
  return {
    ...emptyPurchaseForm(TODAY),
    supplier: SUPPLIER,
    id_penerima: RECEIVER,
    lines: [{ ...emptyLine(0), product: PRODUCT, qty: '5', harga: '1250000' }],
    ...patch,
  };
}

describe('typing numbers', () => {
  it('reads qty, prices and percentages as Indonesians type them; never truncated or rounded (issue 27 §1)', () => {
    expect(parseQty('1.250')).toBe(1250);
    expect(parseQty('2,9')).toBe(0);
    expect(parseQty('')).toBe(0);
    expect(parseRupiah('1.250.000')).toBe(1_250_000);
    expect(parseRupiah('1500,5')).toBe(0);
    expect(parseRupiah('')).toBe(0);
    expect(parsePercent('')).toBe(0);
    expect(parsePercent('2,5')).toBe(2.5);
  });

  it('names a number that does not read at its field instead of sending another', () => {
    const checked = validatePurchase(filled({ lines: [{ ...emptyLine(0), product: PRODUCT, qty: '2,5', harga: '1.250.000abc' }], ongkir: '-5' }));
    expect(checked).toMatchObject({ ok: false, errors: { 'kode_produk.0.qty': 'Tidak boleh ada desimal', 'kode_produk.0.harga': 'Hanya angka', ongkir: 'Tidak boleh negatif' } });
    const grouped = validatePurchase(filled({ lines: [{ ...emptyLine(0), product: PRODUCT, qty: '1.000', harga: '1.250.000' }] }));
    expect(grouped.ok && grouped.body.kode_produk[0]).toMatchObject({ qty: 1000, harga: 1_250_000 });
  });

  it('a digits field of the generic master form sends the digits of what was written, and refuses a letter', () => {
    const base = { ...emptyForm(supplierResource), nama_perusahaan: 'PT Uji', alamat_penagihan: 'Jl. Uji 1' };
    const checked = validateForm(supplierResource, { ...base, mobile: '0812-3456 7890', npwp: '01.234.567.8-901.000' });
    expect(checked.ok && checked.body).toMatchObject({ mobile: '081234567890', npwp: '012345678901000' });
    expect(validateForm(supplierResource, { ...base, mobile: '0812abc' })).toMatchObject({ ok: false, errors: { mobile: 'Hanya angka' } });
  });
});

describe('payment term', () => {
  it('defaults to today–today with Hari Ini pressed', () => {
    const form = emptyPurchaseForm(TODAY);
    expect([form.tanggal_transaksi, form.tanggal_jatuh_tempo]).toEqual(['2026-01-31', '2026-01-31']);
    expect(activeShortcut(form, TODAY)).toBe('today');
    expect(form.jenis_po).toBe('Umum');
  });

  it('shortcuts run from today: 1 Minggu, 1 Bulan (kept inside the month), 3 Bulan', () => {
    expect(termRange('week', TODAY)).toEqual({ from: '2026-01-31', until: '2026-02-07' });
    expect(termRange('month', TODAY)).toEqual({ from: '2026-01-31', until: '2026-02-28' });
    expect(termRange('quarter', TODAY)).toEqual({ from: '2026-01-31', until: '2026-04-30' });
    expect(activeShortcut({ tanggal_transaksi: '2026-01-31', tanggal_jatuh_tempo: '2026-02-28' }, TODAY)).toBe('month');
    expect(activeShortcut({ tanggal_transaksi: '2026-01-30', tanggal_jatuh_tempo: '2026-02-28' }, TODAY)).toBeNull();
  });

  it('shows API dates as DD/MM/YYYY', () => {
    expect(showDate('2026-03-02')).toBe('02/03/2026');
  });
});

describe('live figures', () => {
  it('are purchaseTotals of the typed lines (Solar Cell discounts in turn, PPN, Rp discount, shipping)', () => {
    const values = filled({
      jenis_po: 'Solar Cell',
      lines: [
        { ...emptyLine(0), product: PRODUCT, qty: '5', harga: '1250000', diskon_1: '10', diskon_2: '5' },
        { ...emptyLine(1), product: PRODUCT, qty: '1', harga: '99999' },
      ],
      ppn: '11',
      diskon: '100000',
      jenis_diskon: 'Rp',
      ongkir: '75000',
    });
    const expected = purchaseTotals({
      jenis_po: 'Solar Cell',
      lines: [
        { qty: 5, harga: 1_250_000, diskon_1: 10, diskon_2: 5 },
        { qty: 1, harga: 99_999, diskon_1: 0, diskon_2: 0 },
      ],
      ppn: 11,
      diskon: 100_000,
      jenis_diskon: 'Rp',
      ongkir: 75_000,
    });
    const live = liveTotals(values);
    expect(live.error).toBeNull();
    expect(live.totals).toEqual(expected);
    // 5 × 1.250.000 = 6.250.000; −10% = 5.625.000; −5% = 5.343.750.
    expect(live.lines[0]).toEqual({ total_awal: 6_250_000, total: 5_343_750 });
    expect(expected.grand_total % 100).toBe(0);
  });

  it('leaves a line without qty out, and says which field the maths refuses', () => {
    const values = filled({ lines: [{ ...emptyLine(0), product: PRODUCT, qty: '', harga: '5000' }, { ...emptyLine(1), product: PRODUCT, qty: '2', harga: '5000' }] });
    const live = liveTotals(values);
    expect(live.lines).toEqual([null, { total_awal: 10_000, total: 10_000 }]);
    expect(live.totals.sub_total).toBe(10_000);

    const solar = liveTotals(filled({ jenis_po: 'Solar Cell', lines: [{ ...emptyLine(0), qty: '', harga: '1' }, { ...emptyLine(1), qty: '1', harga: '1000', diskon_1: '12,345' }] }));
    expect(solar.error?.field).toBe('kode_produk.1.diskon_1');
    expect(liveTotals(filled({ diskon: '999999999', jenis_diskon: 'Rp' })).error?.field).toBe('diskon');
  });

  it('a blank discount, PPN and shipping count as 0', () => {
    const live = liveTotals(filled({ diskon: '', ppn: '', ongkir: '' }));
    expect(live.totals.grand_total).toBe(6_250_000);
  });
});

describe('validatePurchase', () => {
  it("asks 'Lengkapi data anda' without a supplier or Kirim Ke", () => {
    const noSupplier = validatePurchase(filled({ supplier: null }));
    expect(noSupplier).toEqual({ ok: false, alert: 'Lengkapi data anda', errors: { id_supplier: 'Lengkapi data anda' } });
    const noReceiver = validatePurchase(filled({ id_penerima: '' }));
    expect(noReceiver.ok === false && noReceiver.alert).toBe('Lengkapi data anda');
  });

  it('names the incomplete line fields and a due date before the transaction date', () => {
    const checked = validatePurchase(filled({ lines: [emptyLine(0)], tanggal_jatuh_tempo: '2026-01-30' }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.alert).toBeNull();
    expect(Object.keys(checked.errors).sort()).toEqual(['kode_produk.0.harga', 'kode_produk.0.id_produk', 'kode_produk.0.qty', 'tanggal_jatuh_tempo']);
  });

  it('builds the payload with the computed totals and only the type’s own line fields', () => {
    const checked = validatePurchase(
      filled({
        jenis_po: 'Pipa',
        no_transaksi: ' PO-1 ',
        lines: [{ ...emptyLine(0), product: PRODUCT, qty: '2', harga: '45.250', ukuran_asli: '4"', tebal: '3 mm', qty_zak: '9', diskon_1: '10' }],
        ppn: '11',
        diskon: '',
        ongkir: '50000',
      }),
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const body = checked.body;
    expect(body.no_transaksi).toBe('PO-1');
    expect(body.kode_produk).toEqual([
      { id_produk: PRODUCT.id, qty: 2, harga: 45_250, ukuran_asli: '4"', tebal: '3 mm', qty_zak: 0, diskon_1: 0, diskon_2: 0, total_awal: 90_500, total: 90_500 },
    ]);
    expect(body.diskon).toBe(0);
    expect({ sub_total: body.sub_total, total: body.total, grand_total: body.grand_total }).toEqual({ sub_total: 90_500, total: 100_455, grand_total: 150_500 });
  });
});

describe('lines and columns', () => {
  it('each PO type has its own columns (seed screen 2)', () => {
    expect(lineExtras('Umum')).toEqual([]);
    expect(lineExtras('Pipa')).toEqual(['ukuran_asli', 'tebal']);
    expect(lineExtras('Termo')).toEqual(['qty_zak']);
    expect(lineExtras('Solar Cell')).toEqual(['diskon_1', 'diskon_2', 'total_awal']);
  });

  it('removing the last line leaves one empty line', () => {
    const lines = [{ ...emptyLine(3), qty: '2' }];
    expect(removeLine(lines, 0, 9)).toEqual([emptyLine(9)]);
    expect(removeLine([emptyLine(1), emptyLine(2)], 0, 9)).toEqual([emptyLine(2)]);
  });
});

const DETAIL: PurchaseDetail = {
  id: '00000000-0000-4000-8000-000000000009',
  no_transaksi: 'PO-9',
  no_reff_supplier: 'REF-9',
  jenis_po: 'Termo',
  tanggal_transaksi: '2026-03-02',
  tanggal_jatuh_tempo: '2026-04-02',
  supplier: { ...SUPPLIER },
  penerima: { id: RECEIVER, nama_perusahaan: 'Gudang Proyek', alamat_pengiriman: 'Jl. Raya 1' },
  sub_total: 600_000,
  ppn: 0,
  total: 600_000,
  diskon: 2.5,
  jenis_diskon: '%',
  ongkir: 0,
  grand_total: 585_000,
  sisa_pembayaran: 585_000,
  status_pembayaran: 'belum lunas',
  status_penerimaan: 'belum datang',
  attn: 'Pesan',
  memo: 'Memo',
  created_at: '2026-03-02T03:00:00.000Z',
  product: [
    {
      id: 'l1',
      id_produk: PRODUCT.id,
      name: 'Semen',
      code: 'SM',
      satuan: 'Zak',
      qty: 4,
      price: 150_000,
      ukuran_asli: '',
      tebal: '',
      qty_zak: 2,
      diskon_1: 0,
      diskon_2: 0,
      total_awal: 600_000,
      total: 600_000,
      qty_diterima: 0,
      status_gudang: 'belum',
    },
  ],
  pembayaran: [],
};

describe('stored POs', () => {
  it('prefill the edit form, and recompute the same totals', () => {
    const values = detailToForm(DETAIL);
    expect(values.supplier).toEqual(SUPPLIER);
    expect(values.lines[0]).toMatchObject({ qty: '4', harga: '150.000', qty_zak: '2', diskon_1: '' });
    expect(values.diskon).toBe('2,5');
    expect(values.ppn).toBe('');
    expect(liveTotals(values).totals.grand_total).toBe(DETAIL.grand_total);
    expect(storedAmounts(DETAIL)).toEqual({ ppn: 0, diskon: 15_000 });
  });

  it('show the seed badges; any other status reads Undefined', () => {
    expect(statusBadge('belum lunas')).toEqual({ text: 'belum lunas', intent: Intent.WARNING });
    expect(statusBadge('bayar sebagian')).toEqual({ text: 'bayar sebagian', intent: Intent.PRIMARY });
    expect(statusBadge('lunas')).toEqual({ text: 'lunas', intent: Intent.SUCCESS });
    expect(statusBadge('dibatalkan')).toEqual({ text: 'Undefined', intent: Intent.NONE });
  });
});

describe('supplier detail', () => {
  it('reads contact, billing address with RT/RW and bank as one line each', () => {
    const facts = Object.fromEntries(
      supplierFacts({
        id: 's1',
        nama_perusahaan: 'PT Sumber Baja',
        gelar: 'Bpk.',
        nama_depan: 'Hendra',
        nama_belakang: 'Wijaya',
        nama_panggilan: 'Hendra',
        alamat_penagihan: 'Jl. Industri',
        nomer_alamat: '12',
        rt: '001',
        rw: '002',
        kelurahan: 'Cigondewah',
        kecamatan: 'Bandung Kulon',
        kabupaten: 'Bandung',
        provinsi: 'Jawa Barat',
        kodepos: '40123',
        nama_bank: 'BCA',
        nomer_rekening: '123',
        atas_nama: 'PT Sumber Baja',
        fax: null,
      }),
    );
    expect(facts.Kontak).toBe('Bpk. Hendra Wijaya (Hendra)');
    expect(facts['Alamat Penagihan']).toBe('Jl. Industri No. 12, RT 001 / RW 002, Kel. Cigondewah, Kec. Bandung Kulon, Bandung, Jawa Barat 40123');
    expect(facts['Rekening Bank']).toBe('BCA · 123 · a.n. PT Sumber Baja');
    expect(facts.Fax).toBe('');
  });
});

describe('sidebar', () => {
  it('never lists a hidden route (a PO’s edit, payment and detail pages), not even for a superadmin', () => {
    const routes = [
      { path: 'pembelian', label: 'Pembelian', icon: 'shopping-cart' as const, element: null },
      { path: 'editpembelian/:idBeli', label: 'Edit Pembelian', icon: 'edit' as const, hidden: true, element: null },
    ];
    expect(visibleRoutes(routes, false).map((r) => r.path)).toEqual(['pembelian']);
    expect(visibleRoutes(routes, true).map((r) => r.path)).toEqual(['pembelian']);
  });
});
