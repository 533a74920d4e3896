import { expect } from 'vitest';
import { call, type CallResult } from './server';
import { callMultipart, formParts, type UploadFile } from './uploads';

/**
 * What the Warehouse api tests share: masters made through their real routes, a product form's
 * fields, multipart saves, and the ledger check every test ends with.
 */

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface ProductRow {
  id: string;
  ids: number;
  code: string;
  name: string;
  price: number;
  stock: number;
  category: { id: string; name: string };
  variant: { id: string; name: string };
  unit: { id: string; name: string };
  division: string;
  division_id: string;
  warehouse: string;
  warehouse_id: string;
  photo: string | null;
  status: string;
}

export interface ProductDetail extends ProductRow {
  komposisi: { produk: { id: string; name: string; code: string }; qty: number }[];
  balances: { warehouse: { id: string; name: string }; qty: number }[];
  stock_locked: boolean;
}

export interface QrCode {
  code: string;
  print: 0 | 1;
}

export interface ProductPage {
  data: ProductRow[];
  pagination?: { current_page: number; last_page: number; total: number; per_page: number; from: number | null; to: number | null; total_capped?: true };
}

/** The pickers of one product form: ids of a category, variant, unit, division and warehouse. */
export interface Picks {
  category: string;
  variant: string;
  unit: string;
  division: string;
  warehouse: string;
}

export type MasterKind = 'category' | 'variant' | 'unit' | 'warehouse';

/** Each master's add call (seed 001 section 7). */
const ADD_PATH: Record<MasterKind | 'division', string> = {
  category: '/api/warehouse/category/add',
  variant: '/api/warehouse/variant/add',
  unit: '/api/warehouse/unit/add',
  warehouse: '/api/warehouse/warehouse/add',
  division: '/api/employee/division/add',
};

/** Each master's update (and soft delete) call. */
export const UPDATE_PATH: Record<MasterKind, (id: string) => string> = {
  category: (id) => `/api/warehouse/category/${id}`,
  variant: (id) => `/api/warehouse/variant/update/${id}`,
  unit: (id) => `/api/warehouse/unit/update/${id}`,
  warehouse: (id) => `/api/warehouse/warehouse/update/${id}`,
};

export class WarehouseClient {
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, token: string = this.token): Promise<CallResult<T>> {
    return call<T>(this.base, method, path, { token, ...(body !== undefined ? { body } : {}) });
  }

  /** A master through its add route; answers its id. */
  async addMaster(kind: MasterKind | 'division', name: string, extra: Record<string, unknown> = {}): Promise<string> {
    const body = kind === 'division' ? { name, description: '', salary: 1, status: 'active' } : { name, description: '', ...extra };
    const res = await this.api<{ data: { id: string } }>('POST', ADD_PATH[kind], body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  /** A fresh set of masters named after `tag`. */
  async picks(tag: string): Promise<Picks> {
    return {
      category: await this.addMaster('category', `Kategori ${tag}`),
      variant: await this.addMaster('variant', `Jenis ${tag}`),
      unit: await this.addMaster('unit', `Satuan ${tag}`),
      division: await this.addMaster('division', `Divisi ${tag}`),
      warehouse: await this.addMaster('warehouse', `Gudang ${tag}`, { code: '', address: 'Jl. Gudang' }),
    };
  }

  /** POST product/add as the form sends it (multipart), with an optional photo. */
  addProductRaw(fields: Record<string, unknown>, file?: UploadFile | null): Promise<CallResult<{ status: string; data: ProductRow } & Partial<ErrorBody>>> {
    return callMultipart(this.base, 'POST', '/api/warehouse/product/add', formParts(fields, file), this.token);
  }

  async addProduct(picks: Picks, fields: Record<string, unknown>, file?: UploadFile | null): Promise<ProductRow> {
    const res = await this.addProductRaw({ code: '', price: 1000, stock: 0, ...picks, ...fields }, file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  /** PUT product/update/{id} with the whole record (multipart). */
  updateProduct(id: string, fields: Record<string, unknown>, file?: UploadFile | null): Promise<CallResult<{ status: string } & Partial<ErrorBody>>> {
    return callMultipart(this.base, 'PUT', `/api/warehouse/product/update/${id}`, formParts(fields, file), this.token);
  }

  /** The form's fields of a saved row, for an edit that changes only some. */
  static formOf(row: ProductRow): Record<string, unknown> {
    return {
      name: row.name,
      code: row.code,
      price: row.price,
      stock: row.stock,
      category: row.category.id,
      variant: row.variant.id,
      unit: row.unit.id,
      division: row.division_id,
      warehouse: row.warehouse_id,
    };
  }

  async detail(id: string): Promise<{ data: ProductDetail; qrcode: QrCode[] }> {
    const res = await this.api<{ data: { data: ProductDetail; qrcode: QrCode[] } }>('GET', `/api/warehouse/product/pro/get/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  async deleteProduct(id: string): Promise<void> {
    const res = await this.api('PUT', `/api/warehouse/product/update/${id}`, { status: 'deleted' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  /** The balance of a product in a warehouse, as the stock forms read it (GET stock/balance). */
  async balance(productId: string, warehouseId: string): Promise<number> {
    const res = await this.api<{ data: { stock: number } }>('GET', `/api/warehouse/stock/balance?product=${productId}&warehouse=${warehouseId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.stock;
  }

  /** The ledger check every api test ends with (GET stock/verify as the superadmin). */
  async expectStockClean(): Promise<void> {
    const verified = await this.api<{ ok: boolean; differences: unknown[] }>('GET', '/api/warehouse/stock/verify');
    expect(verified.status).toBe(200);
    expect(verified.body.differences).toEqual([]);
    expect(verified.body.ok).toBe(true);
  }
}

let serial = 0;
/** A letters-only tag no other test in the file uses, so filters by it find only that test's rows. */
export function uniqueTag(prefix = 'T'): string {
  serial += 1;
  const letters = serial.toString(26).replace(/[0-9]/g, (d) => String.fromCharCode(113 + Number(d)));
  return `${prefix}${letters}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4)}`;
}

/** A GET answered with bytes (a photo, a PDF): status, content type and the body. */
export async function fetchBytes(base: string, path: string, token: string): Promise<{ status: number; type: string; data: Uint8Array }> {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', data: new Uint8Array(await response.arrayBuffer()) };
}
