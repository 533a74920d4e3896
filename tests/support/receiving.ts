import { expect } from 'vitest';
import type { ArrivalHistoryRow, ArrivalRow, ReceivingLineRow, ReceivingPurchaseRow } from '../../common/contract/warehouse-receiving';
import { PurchasingClient } from './purchasing';
import type { CallResult } from './server';
import { uniqueTag, type ErrorBody } from './warehouse';

/**
 * What the receiving tests share (issue 13 section 1): the warehouse's calls for goods arriving
 * from POs, as the receipt screen makes them.
 */

export interface Paged<T> {
  data: T[];
  pagination?: { current_page: number; last_page: number; total: number; per_page: number };
}

export interface ReceiptAnswer {
  status: string;
  data: { numbers: string[]; qty_diterima: number; sisa: number; status_gudang: 'belum' | 'sudah' };
}

export class ReceivingClient extends PurchasingClient {
  /** A supplier, a receiver and `count` products (stock 0) in one new warehouse, named after a fresh tag. */
  async receivingSetting(count = 2): Promise<{ tag: string; supplier: string; receiver: string; products: string[]; warehouse: string }> {
    const tag = uniqueTag();
    const picks = await this.picks(tag);
    const products: string[] = [];
    for (let i = 1; i <= count; i += 1) products.push((await this.addProduct(picks, { name: `Produk ${tag} ${i}`, code: `K${tag}${i}`, price: 10_000 * i })).id);
    return { tag, supplier: await this.addSupplier(`Supplier ${tag}`), receiver: await this.addAddress(`Gudang ${tag}`), products, warehouse: picks.warehouse };
  }

  /** PUT product/history/proses/{productId}/{purchaseId}?stock=&date=[&warehouse=]. */
  receive(purchaseId: string, productId: string, stock: number | string, extra: { date?: string; warehouse?: string } = {}): Promise<CallResult<ReceiptAnswer & Partial<ErrorBody>>> {
    const query = new URLSearchParams({ stock: String(stock), ...extra });
    return this.api('PUT', `/api/warehouse/product/history/proses/${productId}/${purchaseId}?${query.toString()}`);
  }

  async receiveOk(purchaseId: string, productId: string, stock: number, extra: { date?: string; warehouse?: string } = {}): Promise<ReceiptAnswer['data']> {
    const res = await this.receive(purchaseId, productId, stock, extra);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  async toReceive(filter: string, extra = ''): Promise<Paged<ReceivingPurchaseRow>> {
    const res = await this.api<Paged<ReceivingPurchaseRow>>('GET', `/api/warehouse/pembelian/all?filter=${encodeURIComponent(filter)}${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async lines(purchaseId: string, extra = ''): Promise<Paged<ReceivingLineRow> & { purchase: ReceivingPurchaseRow }> {
    const res = await this.api<Paged<ReceivingLineRow> & { purchase: ReceivingPurchaseRow }>('GET', `/api/warehouse/pembelian/get_report/${purchaseId}?${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async arrivals(purchaseId: string, productId: string): Promise<{ data: ArrivalRow[]; stock_sisa: string; qty: number }> {
    const res = await this.api<{ data: ArrivalRow[]; stock_sisa: string; qty: number }>('GET', `/api/warehouse/product/history_list/${purchaseId}/${productId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async statusGudang(purchaseId: string, productId: string): Promise<{ next: boolean; status_gudang: string; status_penerimaan: string }> {
    const res = await this.api<{ next: boolean; status_gudang: string; status_penerimaan: string }>('GET', `/api/warehouse/laporan/statusGudang/${purchaseId}/${productId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async history(filter: string, extra = ''): Promise<Paged<ArrivalHistoryRow>> {
    const res = await this.api<Paged<ArrivalHistoryRow>>('GET', `/api/warehouse/pembelian/history?filter=${encodeURIComponent(filter)}${extra}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

}
