import { fileUrl } from '../../../../common/contract/files';
import {
  PROGRESS_STAGES,
  type ProgressStage,
  type ProjectDocument,
  type ProjectImagePair,
  type ProjectLeftoverBalance,
  type ProjectLeftoverBody,
  type ProjectRelease,
} from '../../../../common/contract/project';
import { PROGRESS_TEXTS as T } from './texts';
import { parseNumberInput } from '../../../../common/number-input';

/**
 * Where a project row stands (seed 001 section 4 'Outgoing goods authorisation'): waiting for the
 * admin (admin status 0), then for the guard, or released (both 1: progress, report, leftovers).
 */
export type ReleaseStanding = 'none' | 'waitAdmin' | 'waitSatpam' | 'released';

export function releaseStanding(release: ProjectRelease | null): ReleaseStanding {
  if (!release) return 'none';
  if (release.status === 'released') return 'released';
  return release.otorisasi.admin.status === 0 ? 'waitAdmin' : 'waitSatpam';
}

/** The text the row shows while it waits; null once released (or without a request). */
export function waitingText(standing: ReleaseStanding): string | null {
  if (standing === 'waitAdmin') return T.waitingAdmin;
  if (standing === 'waitSatpam') return T.waitingSatpam;
  return null;
}

/**
 * A progress image as an <img> can load it: the server answers either the served path
 * ('/api/files/project/…') or the stored name, which lives in the 'project' files area.
 */
export function projectImageUrl(path: string): string {
  return path.startsWith('/') ? path : fileUrl('project', path);
}

/** The two image slots of one step: each the uploaded path, or null while empty. */
export type StageSlots = [string | null, string | null];

export function slotsOf(pair: ProjectImagePair | null): StageSlots {
  return pair ? [pair.file1, pair.file2] : [null, null];
}

/** Both images are there ('Lanjut' opens only then). */
export function slotsComplete(slots: StageSlots): slots is [string, string] {
  return slots[0] !== null && slots[1] !== null;
}

/** The step to open a location at: the first stage without its images, or the last when all are in. */
export function firstOpenStep(document: ProjectDocument | undefined): number {
  if (!document) return 0;
  const open = PROGRESS_STAGES.findIndex((stage) => document[stage] === null);
  return open === -1 ? PROGRESS_STAGES.length - 1 : open;
}

/** How many stages of a location are done, for the location picker ('2/3'). */
export function stagesDone(document: ProjectDocument | undefined): number {
  return document ? PROGRESS_STAGES.filter((stage) => document[stage] !== null).length : 0;
}

/** Whether a step's slots differ from what the server has (a new or replaced image must be saved). */
export function stageChanged(document: ProjectDocument | undefined, stage: ProgressStage, slots: StageSlots): boolean {
  const stored = document?.[stage] ?? null;
  return !stored || stored.file1 !== slots[0] || stored.file2 !== slots[1];
}

/**
 * The slots a refused save names (400 fields 'gambar.file1' / 'gambar.file2': a picture no longer
 * stored, e.g. replaced meanwhile from elsewhere): each to be emptied with the server's message.
 */
export function refusedSlots(fields: Record<string, string> | undefined): [string | null, string | null] {
  return [fields?.['gambar.file1'] ?? null, fields?.['gambar.file2'] ?? null];
}

/** A picked file the wizard accepts (seed: jpg, png, gif); the server checks the content again. */
export const PROGRESS_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif';

/** The name an uploaded image travels under: the compressed JPEG as .jpg, an untouched file as picked. */
export function uploadName(original: string, compressed: boolean): string {
  if (!compressed) return original;
  const base = original.replace(/\.[^.]+$/, '') || 'progress';
  return `${base}.jpg`;
}

// ---- 'Barang Sisa' ----

/** The dialog's typed quantities by product id (text as typed, '' for none). */
export type LeftoverQuantities = Record<string, string>;

export interface LeftoverErrors {
  items?: string;
  id_gudang?: string;
  /** Per product id. */
  qty?: Record<string, string>;
}

export type LeftoverCheck = { ok: true; body: ProjectLeftoverBody } | { ok: false; errors: LeftoverErrors };

/**
 * The dialog's values as the server's body: rows with a quantity above 0 (each whole, at most what
 * may still come back), at least one of them, and a warehouse.
 */
export function checkLeftovers(balances: readonly ProjectLeftoverBalance[], quantities: LeftoverQuantities, warehouseId: string, keterangan: string): LeftoverCheck {
  const errors: LeftoverErrors = {};
  const qtyErrors: Record<string, string> = {};
  const items: { idproduk: string; qty: number }[] = [];
  for (const balance of balances) {
    const typed = (quantities[balance.produk.id] ?? '').trim();
    if (typed === '') continue;
    // Whole units as Indonesians type them ('1.250'); '2,5' or '-1' gets the reader's own message.
    const reading = parseNumberInput(typed, 'count');
    if (!reading.ok || reading.value === null) {
      qtyErrors[balance.produk.id] = reading.ok ? 'Jumlah harus bilangan bulat' : reading.message;
      continue;
    }
    const qty = reading.value;
    if (qty > balance.returnable) {
      qtyErrors[balance.produk.id] = T.leftoverTooMany(balance.produk.name, balance.returnable);
      continue;
    }
    if (qty > 0) items.push({ idproduk: balance.produk.id, qty });
  }
  if (Object.keys(qtyErrors).length > 0) errors.qty = qtyErrors;
  else if (items.length === 0) errors.items = T.leftoverEmpty;
  if (!warehouseId) errors.id_gudang = T.warehouseRequired;
  if (errors.qty || errors.items || errors.id_gudang) return { ok: false, errors };
  return { ok: true, body: { id_gudang: warehouseId, items, keterangan: keterangan.trim() } };
}
