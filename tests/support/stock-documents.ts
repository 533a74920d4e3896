import { expect } from 'vitest';
import { uniqueTag, WarehouseClient, type Picks, type ProductRow } from './warehouse';

/**
 * What the goods-out and stock opname tests share: a product with stock in a warehouse, made
 * through the real product form, its balance as the forms read it, and the ledger's rows for a
 * document number.
 */

export interface HeaderRow {
  id: string;
  number: string;
  created_date: string;
  created_by: string;
  created_by_name: string;
  status: string;
  lines: number;
  state?: 'draft' | 'posted';
  posted_at?: string | null;
}

export interface Stocked {
  picks: Picks;
  product: ProductRow;
  /** The product's own warehouse, holding its opening stock. */
  warehouse: string;
  tag: string;
}

export class StockDocumentsClient extends WarehouseClient {
  /** A fresh product with `stock` units of opening stock in a fresh warehouse. */
  async stocked(stock: number, tag = uniqueTag('S')): Promise<Stocked> {
    const picks = await this.picks(tag);
    const product = await this.addProduct(picks, { name: `Produk ${tag}`, code: `K-${tag}`, stock });
    return { picks, product, warehouse: picks.warehouse, tag };
  }


  /** POST …/add of a header ('stock_out_user' or 'stockOpname'). */
  async header(base: 'stock_out_user' | 'stockOpname', createdDate?: string): Promise<HeaderRow> {
    const res = await this.api<{ data: HeaderRow }>('POST', `/api/warehouse/${base}/add`, createdDate ? { created_date: createdDate, status: 'active' } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }
}
