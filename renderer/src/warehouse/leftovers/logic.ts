import type { LeftoverFieldsInput, LeftoverRow } from '../../../../common/contract/warehouse-leftovers';
import type { CheckedForm } from '../../shell/master/submit';
import type { ProductOption } from '../products/api';
import { LEFTOVER_TEXTS as T } from './texts';
import { parseNumberInput } from '../../../../common/number-input';

/** The seed's field order (section 3: qty, id_gudang, id_unit, id_divisi, id_product, keterangan). */
export const LEFTOVER_FIELDS = ['qty', 'id_gudang', 'id_unit', 'id_divisi', 'id_product', 'keterangan'] as const;
export type LeftoverField = (typeof LEFTOVER_FIELDS)[number];
export type LeftoverErrors = Partial<Record<LeftoverField, string>>;

export interface LeftoverValues {
  qty: string;
  id_gudang: string;
  id_unit: string;
  id_divisi: string;
  id_product: ProductOption | null;
  keterangan: string;
}

export const emptyLeftover = (): LeftoverValues => ({ qty: '', id_gudang: '', id_unit: '', id_divisi: '', id_product: null, keterangan: '' });

export function rowToLeftover(row: LeftoverRow): LeftoverValues {
  return {
    qty: String(row.qty),
    id_gudang: row.warehouse.id,
    id_unit: row.unit.id,
    id_divisi: row.division.id,
    id_product: { id: row.produk.id, name: row.produk.name, code: row.produk.code },
    keterangan: row.keterangan,
  };
}

/** Seed section 5: amount, warehouse and product are required ('Lengkapi dulu semua'). */
export function checkLeftover(values: LeftoverValues): CheckedForm<LeftoverFieldsInput, LeftoverErrors> {
  const errors: LeftoverErrors = {};
  const qty = values.qty.trim();
  if (!qty) errors.qty = T.incomplete;
  if (!values.id_gudang) errors.id_gudang = T.incomplete;
  if (!values.id_product) errors.id_product = T.incomplete;
  const incomplete = Object.keys(errors).length > 0;
  // Whole units as typed ('1.250'); '12,5' or '-5' get the reader's own message (issue 27 §1).
  const reading = parseNumberInput(qty, 'count');
  if (!reading.ok) errors.qty = reading.message;
  else if (qty && (reading.value === null || reading.value < 1)) errors.qty = T.qtyInvalid;
  if (Object.keys(errors).length > 0 || !values.id_product || !reading.ok || reading.value === null) return { ok: false, errors, alert: incomplete ? T.incomplete : null };
  return {
    ok: true,
    body: {
      qty: reading.value,
      id_gudang: values.id_gudang,
      id_unit: values.id_unit,
      id_divisi: values.id_divisi,
      id_product: values.id_product.id,
      keterangan: values.keterangan.trim(),
    },
  };
}

export function serverLeftoverErrors(fields: Record<string, string> | undefined): LeftoverErrors {
  const errors: LeftoverErrors = {};
  for (const name of LEFTOVER_FIELDS) if (fields?.[name]) errors[name] = fields[name];
  return errors;
}
