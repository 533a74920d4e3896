import type { StockMoveFieldsInput, StockMoveRow } from '../../../../common/contract/warehouse-stock-move';
import type { CheckedForm } from '../../shell/master/submit';
import type { ProductOption } from '../products/api';
import { STOCK_MOVE_TEXTS as T } from './texts';
import { parseNumberInput } from '../../../../common/number-input';

/** The form's fields, in order (focus goes to the first with an error). */
export const STOCK_MOVE_FIELDS = ['created_date', 'product', 'from', 'to', 'amount', 'description'] as const;
export type StockMoveField = (typeof STOCK_MOVE_FIELDS)[number];
export type StockMoveErrors = Partial<Record<StockMoveField, string>>;

export interface StockMoveValues {
  created_date: string;
  product: ProductOption | null;
  from: string;
  to: string;
  amount: string;
  description: string;
}

export const emptyStockMove = (today: string): StockMoveValues => ({ created_date: today, product: null, from: '', to: '', amount: '', description: '' });

export function rowToStockMove(row: StockMoveRow): StockMoveValues {
  const product = row.product[0];
  return {
    created_date: row.created_date,
    product: product ? { id: product.id, name: product.name, code: product.code } : null,
    from: row.from[0]?.id ?? '',
    to: row.to[0]?.id ?? '',
    amount: String(row.amount),
    description: row.description,
  };
}

/** Seed section 5: from, to and product are required ('Lengkapi dulu semua'); from ≠ to; a whole amount above 0. */
export function checkStockMove(values: StockMoveValues): CheckedForm<StockMoveFieldsInput, StockMoveErrors> {
  const errors: StockMoveErrors = {};
  if (!values.product) errors.product = T.incomplete;
  if (!values.from) errors.from = T.incomplete;
  if (!values.to) errors.to = T.incomplete;
  const incomplete = Object.keys(errors).length > 0;
  if (!incomplete && values.from === values.to) errors.to = T.sameWarehouse;
  // Whole units as typed ('1.250'); '12,5' or '-5' get the reader's own message (issue 27 §1).
  const amount = parseNumberInput(values.amount, 'count');
  if (!amount.ok) errors.amount = amount.message;
  else if (amount.value === null || amount.value < 1) errors.amount = T.amountInvalid;
  if (Object.keys(errors).length > 0 || !values.product || !amount.ok || amount.value === null) return { ok: false, errors, alert: incomplete ? T.incomplete : null };
  return {
    ok: true,
    body: {
      created_date: values.created_date,
      product: values.product.id,
      from: values.from,
      to: values.to,
      amount: amount.value,
      description: values.description.trim(),
    },
  };
}

/** The server's field errors on the form's fields ('product', 'from', 'to', 'amount', …). */
export function serverStockMoveErrors(fields: Record<string, string> | undefined): StockMoveErrors {
  const errors: StockMoveErrors = {};
  for (const name of STOCK_MOVE_FIELDS) if (fields?.[name]) errors[name] = fields[name];
  return errors;
}
