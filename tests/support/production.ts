import { expect } from 'vitest';
import type { ProductionAddInput, ProductionRow, ProductionShortage } from '../../common/contract/production';
import type { ProductionStatus } from '../../common/production';
import { login, type CallResult, type TestServer } from './server';
import { StockFlowClient } from './stock-flows';
import { callMultipart, TINY_PNG } from './uploads';
import { uniqueTag, type ErrorBody, type Picks, type ProductRow } from './warehouse';

/**
 * Production orders (issue 15) as the api tests make them: a product with a composition of
 * stocked components, a division with its own user, RAB images, orders and status steps.
 *
 *   const p = new ProductionClient(t, adminToken);
 *   const f = await p.fixture();                    // components stocked [20, 30], composition [2, 3]
 *   const order = await p.addOrder(f, { qty: 4 });  // approved, one RAB image
 *   await p.walk(order.id, f.worker.token, 'selesai', f.picks.warehouse);
 */

export interface Worker {
  token: string;
  id: string;
  email: string;
}

export interface ProductionFixture {
  picks: Picks;
  /** What is made (no stock of its own at first). */
  product: ProductRow;
  /** Its composition's components, in order, each with opening stock in picks.warehouse. */
  components: ProductRow[];
  /** Per unit of the product, in the order of `components`. */
  perUnit: number[];
  /** The order's division (= picks.division) and a user of it with role user. */
  division: string;
  worker: Worker;
  tag: string;
}

export type StatusAnswer = CallResult<{ status: 'ok'; data: ProductionRow; warnings: ProductionShortage[] } & Partial<ErrorBody>>;

/** The forward path of the machine, in order. */
export const FORWARD: readonly ProductionStatus[] = ['approved', 'diterbitkan', 'diproduksi', 'dipacking', 'selesai'];

let counter = 0;

export class ProductionClient extends StockFlowClient {
  constructor(
    readonly t: TestServer,
    adminToken: string,
  ) {
    super(t.url, adminToken);
  }

  /** An account of `role` in `division` with access to Production. */
  async worker(division: string | null, role: 'user' | 'admin' = 'user'): Promise<Worker> {
    counter += 1;
    const email = `produksi${counter}-${uniqueTag('W').toLowerCase()}@erp.test`;
    const password = `sandi-produksi-${counter}`;
    const user = await this.t.createUser({ email, password, role, access: ['/production'], divisionId: division, firstname: 'Pekerja', lastname: `${counter}` });
    return { token: await login(this.t.url, email, password), id: user.id, email };
  }

  /** PUT product/komposisi as the warehouse's editor saves it. */
  async setComposition(productId: string, components: readonly { id: string; qty: number }[]): Promise<void> {
    const res = await this.api('PUT', '/api/warehouse/product/komposisi', { id_product: productId, Komposisi: components.map((c) => ({ id_product: c.id, qty: c.qty })) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** Masters, components with opening stock, the product with its composition, and a division user. */
  async fixture(options: { stocks?: readonly number[]; perUnit?: readonly number[] } = {}, tag = uniqueTag('R')): Promise<ProductionFixture> {
    const stocks = options.stocks ?? [20, 30];
    const perUnit = [...(options.perUnit ?? stocks.map((_, i) => i + 2))];
    const picks = await this.picks(tag);
    const components: ProductRow[] = [];
    for (const [index, stock] of stocks.entries()) components.push(await this.addProduct(picks, { name: `Komponen ${tag} ${index + 1}`, stock }));
    const product = await this.addProduct(picks, { name: `Rakitan ${tag}`, stock: 0 });
    await this.setComposition(
      product.id,
      components.map((c, i) => ({ id: c.id, qty: perUnit[i] ?? 1 })),
    );
    return { picks, product, components, perUnit, division: picks.division, worker: await this.worker(picks.division), tag };
  }

  /** POST uploadimage?index=n with one image as the 'files' part; answers the stored name. */
  uploadRaw(data: Uint8Array = TINY_PNG, index = 0, token = this.token, type = 'image/png') {
    return callMultipart<{ status: 'ok'; path: string[]; index: number } & Partial<ErrorBody>>(
      this.base,
      'POST',
      `/api/production/dataproduction/uploadimage?index=${index}`,
      [{ name: 'files', value: { data, name: 'rab.png', type } }],
      token,
    );
  }

  async upload(index = 0): Promise<string> {
    const res = await this.uploadRaw(TINY_PNG, index);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.index).toBe(index);
    return res.body.path[0]!;
  }

  /** The 'In Office' payload for the fixture (qty 1, one RAB image unless given). */
  async officeInput(f: ProductionFixture, overrides: Partial<ProductionAddInput> = {}): Promise<ProductionAddInput> {
    return { id_produk: f.product.id, id_divisi: f.division, qty: 1, imagerab: overrides.imagerab ?? [await this.upload()], dateline: '2026-12-31T00:00:00Z', ...overrides };
  }

  addRaw(body: unknown, token = this.token) {
    return this.api<{ status: 'ok'; data: ProductionRow } & Partial<ErrorBody>>('POST', '/api/production/dataproduction/add', body, token);
  }

  async addOrder(f: ProductionFixture, overrides: Partial<ProductionAddInput> = {}): Promise<ProductionRow> {
    const res = await this.addRaw(await this.officeInput(f, overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  addFromProjectRaw(rows: unknown, token = this.token) {
    return this.api<{ status: 'ok'; data: ProductionRow[] } & Partial<ErrorBody>>('POST', '/api/production/dataproduction/addfromproyek', rows, token);
  }

  updateRaw(id: string, body: unknown, token = this.token) {
    return this.api<{ status: 'ok'; data: ProductionRow } & Partial<ErrorBody>>('PUT', `/api/production/dataproduction/update/${id}`, body, token);
  }

  deleteRaw(id: string, token = this.token) {
    return this.api<{ status: 'ok' } & Partial<ErrorBody>>('DELETE', `/api/production/dataproduction/delete/${id}`, undefined, token);
  }

  /** PUT updatestatus/{id}/{newStatus}, the warehouse in the query when given. */
  step(id: string, to: ProductionStatus, token: string, warehouseId?: string): Promise<StatusAnswer> {
    const query = warehouseId ? `?id_gudang=${warehouseId}` : '';
    return this.api('PUT', `/api/production/dataproduction/updatestatus/${id}/${to}${query}`, undefined, token);
  }

  /** Steps the order forward from its status up to `to`, each step answered 200; the warehouse for 'selesai'. */
  async walk(id: string, token: string, to: ProductionStatus, warehouseId?: string): Promise<ProductionRow> {
    let row = await this.order(id);
    while (row.status !== to) {
      const next = FORWARD[FORWARD.indexOf(row.status) + 1];
      if (!next) throw new Error(`cannot walk from ${row.status} to ${to}`);
      const res = await this.step(id, next, token, next === 'selesai' ? warehouseId : undefined);
      expect(res.status, `${row.status}→${next}: ${JSON.stringify(res.body)}`).toBe(200);
      row = res.body.data;
    }
    return row;
  }

  async list(token = this.token, query = ''): Promise<{ data: ProductionRow[]; pagination: { total: number; per_page: number } }> {
    const res = await this.api<{ data: ProductionRow[]; pagination: { total: number; per_page: number } }>('GET', `/api/production/dataproduction/list${query}`, undefined, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  /** One order, read from the superadmin's board. */
  async order(id: string): Promise<ProductionRow> {
    const found = (await this.list()).data.find((row) => row.id === id);
    if (!found) throw new Error(`order ${id} not on the board`);
    return found;
  }

  addLogRaw(id: string, deskripsi: string, token: string) {
    return this.api<{ status: 'ok'; data: ProductionRow } & Partial<ErrorBody>>('POST', '/api/production/dataproduction/log/add', { id_produksi: id, deskripsi }, token);
  }

  updateLogRaw(logId: string, deskripsi: string, token: string) {
    return this.api<{ status: 'ok'; data: ProductionRow } & Partial<ErrorBody>>('PUT', `/api/production/dataproduction/log/update/${logId}`, { deskripsi }, token);
  }

  deleteLogRaw(id: string, logId: string, token: string) {
    return this.api<{ status: 'ok'; data: ProductionRow } & Partial<ErrorBody>>('DELETE', `/api/production/dataproduction/log/delete/${id}/${logId}`, undefined, token);
  }
}
