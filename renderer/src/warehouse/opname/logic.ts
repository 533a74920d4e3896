import { OPNAME_MESSAGES } from '../../../../common/contract/warehouse-opname';
import { formatNumber } from '../../../../common/format';
import { parseAmount } from '../documents/logic';
import type { DraftRow } from '../documents/RowEditor';
import type { OpnameDocument } from './api';

/** Seed 001 section 5: product, system stock, field stock and warehouse are all needed. */
export function opnameRowProblem(row: DraftRow, system: number | undefined): string | null {
  if (!row.product || !row.warehouseId || parseAmount(row.amount) === null || system === undefined) return OPNAME_MESSAGES.incomplete;
  return null;
}

export function opnameDrafts(document: OpnameDocument): DraftRow[] {
  return document.data.map((line) => ({
    key: line.id,
    savedId: line.id,
    product: line.product,
    warehouseId: line.warehouse.id,
    amount: String(line.stock_real),
    note: '',
    saved: { productId: line.product.id, warehouseId: line.warehouse.id, amount: line.stock_real, note: '' },
  }));
}

/** +3, -2, 0. */
export const signed = (n: number): string => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

/** Rows whose balance moved since they were counted (the figures posting will use). */
export const movedLines = (document: OpnameDocument) => document.data.filter((line) => line.stock_now !== null && line.stock_now !== line.stock_data);
