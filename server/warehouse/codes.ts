import { and, eq, ne, sql } from 'drizzle-orm';
import { NO_PRODUCT_CODE, productCodeTaken, WAREHOUSE_CODE_PREFIX } from '../../common/contract/warehouse';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { uniqueViolation } from '../resource/routes';
import { products, warehouseCodeSequence, warehouses } from './tables';

/**
 * Codes are unique among active rows, ignoring letter case (issue 24; migration 0019's partial
 * unique indexes hold it under concurrency): product codes, where '-' (none) may repeat, and
 * warehouse codes, where a blank one gets the next number.
 */

const PRODUCT_CODE_INDEX = 'products_code_active';

const codeConflict = (code: string): AppError => {
  const message = productCodeTaken(code);
  return new AppError('CONFLICT', message, { code: message });
};

/** 409 naming the code when another active product has it; '-' is no code. */
export async function assertProductCodeFree(tx: Db, code: string, exceptId?: string): Promise<void> {
  if (code === NO_PRODUCT_CODE) return;
  const conditions = [eq(products.status, 'active'), sql`lower(${products.code}) = lower(${code})`];
  if (exceptId) conditions.push(ne(products.id, exceptId));
  const [taken] = await tx.select({ id: products.id }).from(products).where(and(...conditions)).limit(1);
  if (taken) throw codeConflict(code);
}

/** Two saves racing past the check meet at the unique index: the loser gets the same 409 (other errors pass). */
export function productCodeConflict(error: unknown, code: string): unknown {
  return uniqueViolation(error) === PRODUCT_CODE_INDEX ? codeConflict(code) : error;
}

/** The next free warehouse code from the sequence ('GD-0001'); a number someone typed by hand is skipped. */
export async function nextWarehouseCode(tx: Db): Promise<string> {
  for (;;) {
    const [next] = await tx.select({ n: sql<string>`nextval(${`${warehouseCodeSequence.schema ?? 'public'}.${warehouseCodeSequence.seqName ?? ''}`}::regclass)::text` }).from(sql`(select 1) as one`);
    if (!next) throw new Error('warehouse code sequence gave nothing');
    const code = `${WAREHOUSE_CODE_PREFIX}${next.n.padStart(4, '0')}`;
    const [taken] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.status, 'active'), sql`lower(${warehouses.code}) = lower(${code})`))
      .limit(1);
    if (!taken) return code;
  }
}
