import { expect } from 'vitest';
import type { LeftoverRow } from '../../common/contract/warehouse-leftovers';
import type { StockCard } from '../../common/contract/warehouse-stock-card';
import type { StockMoveRow } from '../../common/contract/warehouse-stock-move';
import { uniqueTag, WarehouseClient, type ErrorBody, type Picks, type ProductRow } from './warehouse';

/**
 * What the stock move, leftover and stock card api tests share: a product with opening stock in
 * one warehouse and a second warehouse to move it to, read-backs of balances and the card, and
 * the calls as the screens make them.
 */

export interface Stocked {
  picks: Picks;
  product: ProductRow;
  /** A second active warehouse. */
  other: string;
}

export class StockFlowClient extends WarehouseClient {
  /** A product with `stock` units of opening stock in its own warehouse, and another warehouse. */
  async stocked(stock: number, tag = uniqueTag()): Promise<Stocked> {
    const picks = await this.picks(tag);
    const product = await this.addProduct(picks, { name: `Barang ${tag}`, stock });
    const other = await this.addMaster('warehouse', `Gudang Lain ${tag}`, { code: '', address: '' });
    return { picks, product, other };
  }


  addMove(body: Record<string, unknown>) {
    return this.api<{ status: 'ok'; data: StockMoveRow } & Partial<ErrorBody>>('POST', '/api/warehouse/stockMove/add', body);
  }

  async move(body: Record<string, unknown>): Promise<StockMoveRow> {
    const res = await this.addMove(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  updateMove(id: string, body: Record<string, unknown>) {
    return this.api<{ status: 'ok' } & Partial<ErrorBody>>('PUT', `/api/warehouse/stockMove/update/${id}`, body);
  }

  async moves(query = ''): Promise<{ data: StockMoveRow[]; pagination?: { total: number; last_page: number; per_page: number } }> {
    const res = await this.api<{ data: StockMoveRow[]; pagination?: { total: number; last_page: number; per_page: number } }>('GET', `/api/warehouse/stockMove/${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  addLeftoverRaw(body: Record<string, unknown>) {
    return this.api<{ status: 'ok'; data: LeftoverRow } & Partial<ErrorBody>>('POST', '/api/warehouse/barangsisa/add', body);
  }

  async leftover(body: Record<string, unknown>): Promise<LeftoverRow> {
    const res = await this.addLeftoverRaw(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  async leftovers(query = ''): Promise<{ data: LeftoverRow[]; pagination?: { total: number; last_page: number; per_page: number } }> {
    const res = await this.api<{ data: LeftoverRow[]; pagination?: { total: number; last_page: number; per_page: number } }>('GET', `/api/warehouse/barangsisa/all${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  async card(query: string): Promise<StockCard> {
    const res = await this.api<StockCard>('GET', `/api/warehouse/stock/card?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
}
