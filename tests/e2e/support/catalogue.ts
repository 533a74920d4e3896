import { callOk } from '../../support/server';
import { callMultipart, formParts } from '../../support/uploads';

export interface CatalogueSpec {
  category: string;
  variant: string;
  unit: string;
  /** The products' division (an Employee division). */
  division: string;
  /** The first one is where the products are kept, with their opening stock. */
  warehouses: readonly [string, ...string[]];
  products: readonly { name: string; code: string; price: number; stock: number }[];
}

/**
 * The masters and products a stock-flow screen test starts from, made through the real routes as
 * the office would; answers every id by its name.
 */
export async function seedCatalogue(base: string, token: string, spec: CatalogueSpec): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const add = async (path: string, body: Record<string, unknown>) => (await callOk<{ data: { id: string } }>(base, 'POST', path, { token, body })).data.id;
  const master = { description: '', status: 'active' };
  ids[spec.category] = await add('/api/warehouse/category/add', { name: spec.category, ...master });
  ids[spec.variant] = await add('/api/warehouse/variant/add', { name: spec.variant, ...master });
  ids[spec.unit] = await add('/api/warehouse/unit/add', { name: spec.unit, ...master });
  for (const name of spec.warehouses) ids[name] = await add('/api/warehouse/warehouse/add', { name, address: '', ...master });
  ids[spec.division] = await add('/api/employee/division/add', { name: spec.division, salary: 3, ...master });
  for (const product of spec.products) {
    const fields = {
      ...product,
      category: ids[spec.category],
      variant: ids[spec.variant],
      unit: ids[spec.unit],
      division: ids[spec.division],
      warehouse: ids[spec.warehouses[0]],
      status: 'active',
    };
    const added = await callMultipart<{ data: { id: string } }>(base, 'POST', '/api/warehouse/product/add', formParts(fields), token);
    if (added.status !== 200) throw new Error(`product ${product.name}: ${added.status}`);
    ids[product.name] = added.body.data.id;
  }
  return ids;
}
