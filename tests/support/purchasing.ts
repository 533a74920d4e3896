import { expect } from 'vitest';
import type { PurchaseBodyInput, PurchaseDetail, PurchaseRow } from '../../common/contract/purchasing';
import { purchaseTotals, type DiscountKind, type PoType } from '../../common/purchasing';
import type { CallResult } from './server';
import { callMultipart, TINY_PNG, type UploadFile } from './uploads';
import { uniqueTag, WarehouseClient, type ErrorBody } from './warehouse';

/**
 * What the Purchasing api tests share: suppliers, addresses and products made through their real
 * routes, PO payloads whose totals come from the one purchase maths (a test that wants other
 * figures sends them itself), proofs uploaded and payments made as the screens do.
 */

/** A small, complete PDF (header, one empty page, trailer): what a scanned proof looks like to the server. */
export const TINY_PDF: UploadFile = {
  data: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  name: 'bukti.pdf',
  type: 'application/pdf',
};
export const PROOF_PNG: UploadFile = { data: TINY_PNG, name: 'bukti.png', type: 'image/png' };
/** Text named like a PDF: refused by content. */
export const FAKE_PDF: UploadFile = { data: Buffer.from('bukan pdf, hanya teks\n'), name: 'bukti.pdf', type: 'application/pdf' };

export interface LineSpec {
  id_produk: string;
  qty: number;
  harga: number;
  diskon_1?: number;
  diskon_2?: number;
  ukuran_asli?: string;
  tebal?: string;
  qty_zak?: number;
}

export interface PoSpec {
  supplier: string;
  receiver: string;
  lines: LineSpec[];
  jenis_po?: PoType;
  ppn?: number;
  diskon?: number;
  jenis_diskon?: DiscountKind;
  ongkir?: number;
  tanggal_transaksi?: string;
  tanggal_jatuh_tempo?: string;
  no_transaksi?: string;
  no_reff_supplier?: string;
}

/** A PO payload as the form sends it. */
export interface PoPayload extends Omit<PurchaseBodyInput, 'kode_produk' | 'ppn' | 'diskon' | 'ongkir' | 'sub_total' | 'total' | 'grand_total'> {
  kode_produk: (LineSpec & { total_awal: number; total: number })[];
  ppn: number;
  diskon: number;
  jenis_diskon: DiscountKind;
  ongkir: number;
  sub_total: number;
  total: number;
  grand_total: number;
}

/** A PO payload as the form sends it, its totals computed by the shared maths. */
export function poBody(spec: PoSpec): PoPayload {
  const jenis_po = spec.jenis_po ?? 'Umum';
  const figures = { ppn: spec.ppn ?? 0, diskon: spec.diskon ?? 0, jenis_diskon: spec.jenis_diskon ?? ('%' as const), ongkir: spec.ongkir ?? 0 };
  const totals = purchaseTotals({ jenis_po, lines: spec.lines, ...figures });
  return {
    id_supplier: spec.supplier,
    id_penerima: spec.receiver,
    no_transaksi: spec.no_transaksi ?? '',
    no_reff_supplier: spec.no_reff_supplier ?? '',
    jenis_po,
    tanggal_transaksi: spec.tanggal_transaksi ?? '2026-03-02',
    tanggal_jatuh_tempo: spec.tanggal_jatuh_tempo ?? spec.tanggal_transaksi ?? '2026-03-02',
    attn: 'Mohon dikirim segera',
    memo: 'Memo uji',
    kode_produk: spec.lines.map((line, index) => ({
      ...line,
      total_awal: totals.lines[index]?.total_awal ?? 0,
      total: totals.lines[index]?.total ?? 0,
    })),
    ...figures,
    sub_total: totals.sub_total,
    total: totals.total,
    grand_total: totals.grand_total,
  };
}

export class PurchasingClient extends WarehouseClient {
  /** A supplier with every field the form requires; answers its id. */
  async addSupplier(name: string, extra: Record<string, string> = {}): Promise<string> {
    const res = await this.api<{ data: { id: string } }>('POST', '/api/purchasing/supplier/add', {
      nama_perusahaan: name,
      gelar: 'Bpk.',
      nama_depan: 'Budi',
      nama_belakang: 'Santoso',
      nama_panggilan: 'Budi',
      nama_keluarga: 'Santoso',
      alamat_penagihan: 'Jl. Industri No. 5',
      nomer_alamat: '5',
      rt: '001',
      rw: '002',
      kodepos: '40123',
      kelurahan: 'Cigondewah',
      kecamatan: 'Bandung Kulon',
      kabupaten: 'Bandung',
      provinsi: 'Jawa Barat',
      email: 'sales@supplier.test',
      npwp: '012345678901234',
      mobile: '081234567890',
      telepon: '0221234567',
      fax: '0221234568',
      nama_bank: 'BCA',
      atas_nama: name,
      nomer_rekening: '1234567890',
      informasi_lain: 'Pembayaran 30 hari',
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  async addAddress(name: string, extra: Record<string, string> = {}): Promise<string> {
    const res = await this.api<{ data: { id: string } }>('POST', '/api/purchasing/alamatPenagihan/add', {
      nama_perusahaan: name,
      alamat_pengiriman: 'Jl. Gudang Utama No. 1, Bandung',
      telepon: '0227654321',
      fax: '0227654322',
      handphone: '081298765432',
      email: 'gudang@erp.test',
      nama_bank: 'Mandiri',
      atas_nama: name,
      nomer_rekening: '9876543210',
      id_identitas: 'KTP-3273',
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  /** A supplier, a receiver and `count` products (prices 10.000, 20.000, …) named after a fresh tag. */
  async setting(count = 2): Promise<{ tag: string; supplier: string; receiver: string; products: string[] }> {
    const tag = uniqueTag();
    const picks = await this.picks(tag);
    const products: string[] = [];
    for (let i = 1; i <= count; i += 1) products.push((await this.addProduct(picks, { name: `Produk ${tag} ${i}`, code: `K${tag}${i}`, price: 10_000 * i })).id);
    return { tag, supplier: await this.addSupplier(`Supplier ${tag}`), receiver: await this.addAddress(`Gudang ${tag}`), products };
  }

  addPoRaw(body: unknown): Promise<CallResult<{ status: string; data: PurchaseRow } & Partial<ErrorBody>>> {
    return this.api('POST', '/api/purchasing/pembelian/add', body);
  }

  async addPo(spec: PoSpec): Promise<PurchaseRow> {
    const res = await this.addPoRaw(poBody(spec));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  async po(id: string): Promise<PurchaseDetail> {
    const res = await this.api<{ data: PurchaseDetail }>('GET', `/api/purchasing/pembelian/get/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  uploadProof(file: UploadFile): Promise<CallResult<{ status: string; message: string } & Partial<ErrorBody>>> {
    return callMultipart(this.base, 'POST', '/api/purchasing/pembelian/uploadPembayaran', [{ name: 'file', value: file }], this.token);
  }

  async proof(file: UploadFile = PROOF_PNG): Promise<string> {
    const res = await this.uploadProof(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.message;
  }

  /** PUT pembayaran/{id} as the payment form sends it (the amount as a string, a fixed sisa). */
  pay(
    id: string,
    amount: number,
    lampiran: string,
    extra: Record<string, unknown> = {},
  ): Promise<CallResult<{ status: string; data: { status_pembayaran: string; sisa_pembayaran: number } } & Partial<ErrorBody>>> {
    return this.api('PUT', `/api/purchasing/pembelian/pembayaran/${id}`, {
      tanggal_pembayaran: '2026-03-05',
      cara_pembayaran: 'Transfer Bank',
      nominal_pembayaran: String(amount),
      memo: 'Pembayaran uji',
      lampiran,
      sisa_pembayaran: 0,
      ...extra,
    });
  }
}
