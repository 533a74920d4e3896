import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, z } from '../../common/contract';
import { divisions } from '../../server/employee/tables';
import { registerEndpoint } from '../../server/http/endpoint';
import { recordMovements, setOpeningStock, verifyStock } from '../../server/warehouse/stock';
import { categories, products, stockBalances, stockLedger, units, variants, warehouses } from '../../server/warehouse/tables';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

/**
 * The stock ledger (server/warehouse/stock.ts) on a real server and database: balances never go
 * below zero however many requests race for them, the ledger is immutable, and the check finds a
 * balance that disagrees with it. The stock flows of a later issue will call `recordMovements`;
 * until then a test-only endpoint stands in for the first stock-out service.
 */

const stockOut = defineEndpoint({
  method: 'POST',
  path: '/api/test/stock-out',
  summary: 'Uji: keluarkan stok',
  access: { kind: 'module', module: 'warehouse' },
  body: z.object({ productId: z.uuid(), warehouseId: z.uuid(), quantity: z.number().int().min(1) }),
  response: z.object({ status: z.literal('ok') }),
});

let t: TestServer;
let token: string;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startTestServer({
    routes: (app) => {
      registerEndpoint(app, stockOut, async ({ body, auth }) => {
        await db().transaction((tx) =>
          recordMovements(
            tx,
            [{ productId: body.productId, warehouseId: body.warehouseId, quantity: -body.quantity, kind: 'goods_out', reference: 'test:stock-out' }],
            { userId: auth?.user.id ?? null, at: new Date() },
          ),
        );
        return { status: 'ok' as const };
      });
    },
  });
  token = await login(t.url, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
});

afterEach(async () => {
  const verified = await call<{ ok: boolean; differences: unknown[] }>(t.url, 'GET', '/api/warehouse/stock/verify', { token });
  expect(verified.status).toBe(200);
  expect(verified.body.differences).toEqual([]);
  expect(verified.body.ok).toBe(true);
});

let serial = 0;
/** Masters and one product with `stock` units of opening stock in a new warehouse, written by the real services. */
async function productWithStock(stock: number): Promise<{ productId: string; warehouseId: string }> {
  serial += 1;
  const name = (kind: string) => `${kind} ${serial} ${Math.random().toString(36).slice(2, 8)}`;
  const [category] = await db().insert(categories).values({ name: name('Kategori') }).returning({ id: categories.id });
  const [variant] = await db().insert(variants).values({ name: name('Jenis') }).returning({ id: variants.id });
  const [unit] = await db().insert(units).values({ name: name('Satuan') }).returning({ id: units.id });
  const [warehouse] = await db().insert(warehouses).values({ code: String(serial), name: name('Gudang') }).returning({ id: warehouses.id });
  const [division] = await db().insert(divisions).values({ name: name('Divisi'), salary: 1 }).returning({ id: divisions.id });
  if (!category || !variant || !unit || !warehouse || !division) throw new Error('setup failed');
  const [product] = await db()
    .insert(products)
    .values({
      ids: Math.floor(Date.now() / 1000),
      name: name('Produk'),
      price: 15000,
      categoryId: category.id,
      variantId: variant.id,
      unitId: unit.id,
      divisionId: division.id,
      warehouseId: warehouse.id,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('setup failed');
  await db().transaction((tx) => setOpeningStock(tx, { id: product.id, warehouseId: warehouse.id, stock }, { userId: null, at: new Date() }));
  return { productId: product.id, warehouseId: warehouse.id };
}

const balanceOf = async (productId: string, warehouseId: string): Promise<number> => {
  const rows = await db()
    .select({ quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(sql`${stockBalances.productId} = ${productId} and ${stockBalances.warehouseId} = ${warehouseId}`);
  return rows[0]?.quantity ?? 0;
};

const ledgerSum = async (productId: string, warehouseId: string): Promise<number> => {
  const [row] = await db()
    .select({ total: sql<number>`coalesce(sum(${stockLedger.quantity}), 0)::int` })
    .from(stockLedger)
    .where(sql`${stockLedger.productId} = ${productId} and ${stockLedger.warehouseId} = ${warehouseId}`);
  return Number(row?.total ?? 0);
};

const productStock = async (productId: string): Promise<number> => {
  const [row] = await db().select({ stock: products.stock }).from(products).where(sql`${products.id} = ${productId}`);
  return row?.stock ?? -1;
};

describe('parallel stock withdrawals', () => {
  it('20 requests taking 1 unit each from a balance of 5: exactly 5 succeed, the balance ends at 0, never below', async () => {
    const { productId, warehouseId } = await productWithStock(5);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call<{ error?: { code: string; message: string } }>(t.url, 'POST', stockOut.path, { token, body: { productId, warehouseId, quantity: 1 } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.error?.message).toMatch(/tidak mencukupi/);
    expect(await balanceOf(productId, warehouseId)).toBe(0);
    expect(await ledgerSum(productId, warehouseId)).toBe(0);
    expect(await productStock(productId)).toBe(0);
  });

  it('20 requests taking 3 units each from a balance of 10: 3 succeed, 1 unit stays, the ledger sums to the balance', async () => {
    const { productId, warehouseId } = await productWithStock(10);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(t.url, 'POST', stockOut.path, { token, body: { productId, warehouseId, quantity: 3 } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await balanceOf(productId, warehouseId)).toBe(1);
    expect(await ledgerSum(productId, warehouseId)).toBe(1);
    expect(await productStock(productId)).toBe(1);
  });

  it('a withdrawal from a warehouse that never held the product is refused and writes nothing', async () => {
    const first = await productWithStock(4);
    const other = await productWithStock(0);
    const refused = await call<{ error: { message: string } }>(t.url, 'POST', stockOut.path, {
      token,
      body: { productId: first.productId, warehouseId: other.warehouseId, quantity: 1 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/tersedia 0, diminta 1/);
    expect(await ledgerSum(first.productId, other.warehouseId)).toBe(0);
    expect(await productStock(first.productId)).toBe(4);
  });
});

describe('opening stock from the product form', () => {
  it('raising, lowering and moving the opening stock leaves exactly the form’s number in the default warehouse', async () => {
    const { productId, warehouseId } = await productWithStock(7);
    const elsewhere = await productWithStock(0);
    const at = { userId: null, at: new Date() };
    await db().transaction((tx) => setOpeningStock(tx, { id: productId, warehouseId, stock: 12 }, at));
    expect(await balanceOf(productId, warehouseId)).toBe(12);
    await db().transaction((tx) => setOpeningStock(tx, { id: productId, warehouseId, stock: 3 }, at));
    expect(await balanceOf(productId, warehouseId)).toBe(3);
    // The default warehouse changes: the opening stock goes with it.
    await db().transaction((tx) => setOpeningStock(tx, { id: productId, warehouseId: elsewhere.warehouseId, stock: 5 }, at));
    expect(await balanceOf(productId, warehouseId)).toBe(0);
    expect(await balanceOf(productId, elsewhere.warehouseId)).toBe(5);
    expect(await productStock(productId)).toBe(5);
  });
});

describe('the ledger and its check', () => {
  it('refuses to change or delete a ledger row', async () => {
    const { productId } = await productWithStock(2);
    await expect(db().execute(sql`update ${stockLedger} set quantity = 99 where product_id = ${productId}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ${stockLedger} where product_id = ${productId}`)).rejects.toThrow();
    expect(await productStock(productId)).toBe(2);
  });

  it('refuses a balance below zero even when written past the service (the CHECK constraint)', async () => {
    const { productId, warehouseId } = await productWithStock(1);
    await expect(
      db().execute(sql`update ${stockBalances} set quantity = -1 where product_id = ${productId} and warehouse_id = ${warehouseId}`),
    ).rejects.toThrow();
    expect(await balanceOf(productId, warehouseId)).toBe(1);
  });

  it('reports a balance that disagrees with the ledger, and is clean again once it agrees', async () => {
    const { productId, warehouseId } = await productWithStock(6);
    await db().execute(sql`update ${stockBalances} set quantity = quantity + 2 where product_id = ${productId} and warehouse_id = ${warehouseId}`);
    const tampered = await verifyStock(db());
    expect(tampered.ok).toBe(false);
    expect(tampered.differences).toEqual([{ product_id: productId, warehouse_id: warehouseId, ledger: 6, recorded: 8, kind: 'balance' }]);
    const viaHttp = await call<{ ok: boolean; differences: unknown[] }>(t.url, 'GET', '/api/warehouse/stock/verify', { token });
    expect(viaHttp.body.ok).toBe(false);
    expect(viaHttp.body.differences).toHaveLength(1);
    await db().execute(sql`update ${stockBalances} set quantity = quantity - 2 where product_id = ${productId} and warehouse_id = ${warehouseId}`);
    expect((await verifyStock(db())).ok).toBe(true);
  });

  it('answers 403 to a non-superadmin asking for the check', async () => {
    const email = `gudang-${Date.now()}@erp.test`;
    await t.createUser({ email, password: 'rahasia-gudang-1', username: 'gudang', firstname: 'Staf', lastname: 'Gudang', role: 'user', access: ['/warehouse'] });
    const userToken = await login(t.url, email, 'rahasia-gudang-1');
    const refused = await call(t.url, 'GET', '/api/warehouse/stock/verify', { token: userToken });
    expect(refused.status).toBe(403);
  });
});
