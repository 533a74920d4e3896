import { formatDate } from '../../../../common/format';
import type { ProjectBodyInput, ProjectRelease, ProjectRow } from '../../../../common/contract/project';
import type { CheckedForm } from '../../shell/master/submit';
import type { ExecutorOption } from './api';
import { PROJECT_TEXTS as T } from './texts';
import { parseNumberInput } from '../../../../common/number-input';

/** A product as a row holds it; `stock` is unknown (null) for a row loaded from a saved project. */
export interface RowProduct {
  id: string;
  name: string;
  code: string;
  unit: string;
  stock: number | null;
}

export interface ProductRow {
  key: string;
  product: RowProduct | null;
  qty: string;
}

export interface ProjectValues {
  idsurvey: string;
  executor: ExecutorOption | null;
  date_keluar: string;
  desc: string;
  rows: ProductRow[];
}

/** The form's fields in the seed's order (section 3: idsurvey, idpelaksana, date_keluar, desc, kebutuhan). */
export const PROJECT_FIELDS = ['idsurvey', 'idpelaksana', 'date_keluar', 'desc', 'kebutuhan'] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];
export type ProjectErrors = Partial<Record<ProjectField, string>>;

let rowCount = 0;
export function emptyProductRow(): ProductRow {
  rowCount += 1;
  return { key: `barang-${rowCount}`, product: null, qty: '' };
}

export const emptyProject = (today: string): ProjectValues => ({ idsurvey: '', executor: null, date_keluar: today, desc: '', rows: [emptyProductRow()] });

export function rowToProject(row: ProjectRow): ProjectValues {
  const rows = row.kebutuhan.map((item) => ({ ...emptyProductRow(), product: { ...item.produk, stock: null }, qty: String(item.qty) }));
  return {
    idsurvey: row.survey.id,
    executor: row.pelaksana.firstname ? { id: row.pelaksana.id, name: row.pelaksana.firstname, idk: row.pelaksana.idk, division: '' } : null,
    date_keluar: row.date_keluar,
    desc: row.desc,
    rows: rows.length > 0 ? rows : [emptyProductRow()],
  };
}

/** Seed section 5: rows never drop below one; removing the last one leaves one empty row. */
export function withoutRow(rows: readonly ProductRow[], key: string): ProductRow[] {
  const next = rows.filter((row) => row.key !== key);
  return next.length > 0 ? next : [emptyProductRow()];
}

/**
 * Seed section 5 on picking a product: stock 0 or less is refused ('Stock Barang Kosong !!'), as is
 * one already on another row; otherwise the row takes it with its stock as the quantity.
 */
export function pickProduct(rows: readonly ProductRow[], key: string, product: RowProduct): { rows: ProductRow[] } | { refused: string } {
  if (product.stock !== null && product.stock <= 0) return { refused: T.stockEmpty };
  if (rows.some((row) => row.key !== key && row.product?.id === product.id)) return { refused: T.duplicateProduct };
  return { rows: rows.map((row) => (row.key === key ? { ...row, product, qty: product.stock !== null ? String(product.stock) : row.qty } : row)) };
}

/**
 * Seed section 5: survey, executor and notes are required ('Lengkapi Data Anda !!'); the rows with
 * a product go, each with a whole quantity of at least 1.
 */
export function checkProject(values: ProjectValues): CheckedForm<ProjectBodyInput, ProjectErrors> {
  const errors: ProjectErrors = {};
  if (!values.idsurvey) errors.idsurvey = T.incomplete;
  if (!values.executor) errors.idpelaksana = T.incomplete;
  if (!values.desc.trim()) errors.desc = T.incomplete;
  if (Object.keys(errors).length > 0) return { ok: false, errors, alert: T.incomplete };
  const chosen = values.rows.filter((row) => row.product !== null);
  if (chosen.length === 0) return { ok: false, errors: { kebutuhan: T.noProducts }, alert: T.noProducts };
  // Whole units as typed ('1.250'); '2,5' is not read as 25 but refused.
  const quantity = (typed: string) => {
    const reading = parseNumberInput(typed, 'count');
    return reading.ok && reading.value !== null && reading.value >= 1 ? reading.value : null;
  };
  if (chosen.some((row) => quantity(row.qty) === null)) return { ok: false, errors: { kebutuhan: T.qtyInvalid }, alert: null };
  return {
    ok: true,
    body: {
      idsurvey: values.idsurvey,
      idpelaksana: values.executor?.id ?? '',
      date_keluar: values.date_keluar,
      desc: values.desc.trim(),
      kebutuhan: chosen.map((row) => ({ idproduk: row.product?.id ?? '', qty: quantity(row.qty) ?? 0 })),
    },
  };
}

/** The server's `error.fields` ('kebutuhan.0.qty' → kebutuhan) on the form's fields. */
export function serverProjectErrors(fields: Record<string, string> | undefined): ProjectErrors {
  const errors: ProjectErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = key.replace(/^body\./, '').split('.')[0] as ProjectField;
    if ((PROJECT_FIELDS as readonly string[]).includes(name) && !(name in errors)) errors[name] = message;
  }
  return errors;
}

export type ReleaseStage = 'none' | 'waitingAdmin' | 'waitingSatpam' | 'waitingBoth' | 'released';

/** Where a project's outgoing-goods request stands (seed section 4: admin and guard each confirm). */
export function releaseStage(release: ProjectRelease | null): ReleaseStage {
  if (!release) return 'none';
  if (release.status === 'released') return 'released';
  const admin = release.otorisasi.admin.status === 1;
  const satpam = release.otorisasi.satpam.status === 1;
  if (!admin && !satpam) return 'waitingBoth';
  return admin ? 'waitingSatpam' : 'waitingAdmin';
}

/** Seed: once the admin or the guard confirmed, the project is fixed. */
export const confirmedOnce = (release: ProjectRelease | null): boolean => release !== null && (release.otorisasi.admin.status === 1 || release.otorisasi.satpam.status === 1);

/** 'YYYY-MM-DD' as '20 Nov 2026'. */
export function projectDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00Z`, 'DD MMM YYYY', 'UTC') : '-';
}
