import { GOODS_OUT_MESSAGES } from '../../../../common/contract/warehouse-goods-out';
import type { DocumentProductOption } from '../documents/api';
import { amountProblem, parseAmount } from '../documents/logic';
import type { DraftRow } from '../documents/RowEditor';
import type { GoodsOutDocument } from './api';

/**
 * Seed 001 section 5, a goods-out row before it is saved: every field filled ('Lengkapi dulu data
 * anda'), something in the warehouse ('Stok barang sudah habis'), no more than there is ('Stok
 * digudang tidak mencukupi'). The server checks the balance again under its lock.
 */
export function goodsOutRowProblem(row: DraftRow, system: number | undefined): string | null {
  // '-5' or '12,5' is said as what it is (the field shows it too), not read as 5 or 125 (issue 27 §1).
  const unread = amountProblem(row.amount);
  if (unread) return unread;
  const amount = parseAmount(row.amount);
  if (!row.product || !row.warehouseId || amount === null || amount <= 0 || system === undefined) return GOODS_OUT_MESSAGES.incomplete;
  if (system <= 0) return GOODS_OUT_MESSAGES.soldOut;
  if (amount > system) return GOODS_OUT_MESSAGES.notEnough;
  return null;
}

/** Seed 001 section 5: a product with no stock at all cannot be picked ('Stock Barang Kosong !!'). */
export const refuseEmptyProduct = (product: DocumentProductOption): string | null => (product.stock <= 0 ? GOODS_OUT_MESSAGES.emptyProduct : null);

/** The saved lines as editor rows. */
export function goodsOutDrafts(document: GoodsOutDocument): DraftRow[] {
  return document.data.map((line) => ({
    key: line._id,
    savedId: line._id,
    product: line.product,
    warehouseId: line.warehouse.id,
    amount: String(line.stock),
    note: line.ket,
    saved: { productId: line.product.id, warehouseId: line.warehouse.id, amount: line.stock, note: line.ket },
  }));
}
