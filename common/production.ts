/**
 * The production order's status machine (seed 001 section 4 'Production status', section 6; issue
 * 15 section 2): ONE table of steps that the server enforces under a row lock and the board's
 * buttons read, so a button is shown exactly when the server would take the step.
 *
 *   approved ('menunggu diproses') → diterbitkan → diproduksi → dipacking → selesai
 *   any state but selesai/dibatalkan → dibatalkan (cancel)
 *
 * selesai and dibatalkan are frozen: no status step, no edit, no work log.
 *
 * Decision (issue 15 section 2, written down in server/production/README.md): approved →
 * diterbitkan ('Terbitkan') is taken by the superadmin, who releases a planned order to its
 * division, or by the order's own division, which takes it up. Every later forward step belongs
 * to the order's division only (seed section 6: the superadmin has no status-advance button).
 * Cancel: the order's division (the seed's cancel button) or the superadmin (the planner may
 * withdraw an order).
 */

export const PRODUCTION_STATUSES = ['approved', 'diterbitkan', 'diproduksi', 'dipacking', 'selesai', 'dibatalkan'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/** The state a new order starts in. */
export const PRODUCTION_INITIAL_STATUS: ProductionStatus = 'approved';

/** How the board names a state (seed section 4: approved is shown as 'menunggu diproses'). */
export const PRODUCTION_STATUS_LABELS: Record<ProductionStatus, string> = {
  approved: 'menunggu diproses',
  diterbitkan: 'diterbitkan',
  diproduksi: 'diproduksi',
  dipacking: 'dipacking',
  selesai: 'selesai',
  dibatalkan: 'dibatalkan',
};

/** Blueprint intents, named here without importing Blueprint (common imports nothing). */
export type StatusIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

/** Seed section 4: diterbitkan red, diproduksi yellow, dipacking blue, selesai green, dibatalkan grey. */
export const PRODUCTION_STATUS_INTENTS: Record<ProductionStatus, StatusIntent> = {
  approved: 'none',
  diterbitkan: 'danger',
  diproduksi: 'warning',
  dipacking: 'primary',
  selesai: 'success',
  dibatalkan: 'none',
};

/** Read-only states: nothing about the order changes any more (status, edit, work logs). */
export const PRODUCTION_FROZEN_STATUSES: readonly ProductionStatus[] = ['selesai', 'dibatalkan'];

/**
 * Who takes a step: 'superadmin' (the planner) or 'division' (a user of the order's own division).
 * A superadmin who belongs to the order's division counts as both.
 */
export type ProductionActor = 'superadmin' | 'division';

export interface ProductionStep {
  from: ProductionStatus;
  to: ProductionStatus;
  kind: 'advance' | 'cancel';
  /** The button's text. */
  label: string;
  actors: readonly ProductionActor[];
}

const CANCEL_LABEL = 'Batalkan';

/** The forward steps, in order. */
const ADVANCES: readonly ProductionStep[] = [
  { from: 'approved', to: 'diterbitkan', kind: 'advance', label: 'Terbitkan', actors: ['superadmin', 'division'] },
  { from: 'diterbitkan', to: 'diproduksi', kind: 'advance', label: 'Produksi', actors: ['division'] },
  { from: 'diproduksi', to: 'dipacking', kind: 'advance', label: 'Packing', actors: ['division'] },
  { from: 'dipacking', to: 'selesai', kind: 'advance', label: 'Selesai', actors: ['division'] },
];

/** Every step of the machine: the forward ones, then cancel from each state that is not frozen. */
export const PRODUCTION_STEPS: readonly ProductionStep[] = [
  ...ADVANCES,
  ...PRODUCTION_STATUSES.filter((s) => !PRODUCTION_FROZEN_STATUSES.includes(s)).map(
    (from): ProductionStep => ({ from, to: 'dibatalkan', kind: 'cancel', label: CANCEL_LABEL, actors: ['superadmin', 'division'] }),
  ),
];

export function isProductionStatus(value: string): value is ProductionStatus {
  return (PRODUCTION_STATUSES as readonly string[]).includes(value);
}

export function isFrozen(status: ProductionStatus): boolean {
  return PRODUCTION_FROZEN_STATUSES.includes(status);
}

/** The step from `from` to `to`, or null when the machine has none (skipped, backwards, same state). */
export function stepBetween(from: ProductionStatus, to: ProductionStatus): ProductionStep | null {
  return PRODUCTION_STEPS.find((s) => s.from === from && s.to === to) ?? null;
}

/** The forward step out of `status` (the status button), or null from dipacking's end and the frozen states. */
export function nextStep(status: ProductionStatus): ProductionStep | null {
  return ADVANCES.find((s) => s.from === status) ?? null;
}

/** The cancel step out of `status`, or null once frozen (the cancel button is then hidden). */
export function cancelStep(status: ProductionStatus): ProductionStep | null {
  return stepBetween(status, 'dibatalkan');
}

/** The stock ledger's reference of an order's entries ('selesai': its output and the components used). */
export const PRODUCTION_REFERENCE_PREFIX = 'production:';
export const productionReference = (orderId: string): string => `${PRODUCTION_REFERENCE_PREFIX}${orderId}`;

/** How a document list (the stock card) names an order, which has no number of its own: its product and quantity. */
export function productionDocumentName(productName: string, qty: number): string {
  return productName ? `Produksi · ${productName} ×${qty}` : 'Produksi';
}

/** Who is looking at or acting on an order. */
export interface ProductionViewer {
  /** The superadmin role or the configured ADMIN_EMAIL. */
  superadmin: boolean;
  /** The user's division, null for an account without one. */
  divisionId: string | null;
}

/** The actors `viewer` is for an order of `divisionId`. */
export function actorsFor(viewer: ProductionViewer, divisionId: string): ProductionActor[] {
  const actors: ProductionActor[] = [];
  if (viewer.superadmin) actors.push('superadmin');
  if (viewer.divisionId !== null && viewer.divisionId === divisionId) actors.push('division');
  return actors;
}

/** Whether `viewer` sees the order at all: superadmins see every order, a division user their division's. */
export function canSeeOrder(viewer: ProductionViewer, order: { divisionId: string }): boolean {
  return actorsFor(viewer, order.divisionId).length > 0;
}

export function mayTake(step: ProductionStep, viewer: ProductionViewer, order: { divisionId: string }): boolean {
  const actors = actorsFor(viewer, order.divisionId);
  return step.actors.some((a) => actors.includes(a));
}

export const PRODUCTION_FROZEN_MESSAGE: Record<'selesai' | 'dibatalkan', string> = {
  selesai: 'Produksi sudah selesai, tidak bisa diubah',
  dibatalkan: 'Produksi sudah dibatalkan, tidak bisa diubah',
};
export const PRODUCTION_STEP_FORBIDDEN = 'Hanya divisi pemilik produksi yang dapat mengubah status ini';
export const PRODUCTION_STEP_SKIPPED = (from: ProductionStatus, to: ProductionStatus) =>
  `Status tidak bisa diubah dari ${PRODUCTION_STATUS_LABELS[from]} ke ${PRODUCTION_STATUS_LABELS[to]}`;

export function frozenMessage(status: ProductionStatus): string {
  return status === 'selesai' || status === 'dibatalkan' ? PRODUCTION_FROZEN_MESSAGE[status] : '';
}

/**
 * Why a step is refused: 'frozen' and 'skipped' are 409 (the order is not where the step starts;
 * also the answer to the second of two presses of one step), 'forbidden' is 403.
 */
export type StepDecision =
  | { ok: true; step: ProductionStep }
  | { ok: false; reason: 'frozen' | 'skipped' | 'forbidden'; message: string };

/** The one decision the server enforces and the buttons mirror. */
export function decideStep(viewer: ProductionViewer, order: { status: ProductionStatus; divisionId: string }, to: ProductionStatus): StepDecision {
  if (isFrozen(order.status)) return { ok: false, reason: 'frozen', message: frozenMessage(order.status) };
  const step = stepBetween(order.status, to);
  if (!step) return { ok: false, reason: 'skipped', message: PRODUCTION_STEP_SKIPPED(order.status, to) };
  if (!mayTake(step, viewer, order)) return { ok: false, reason: 'forbidden', message: PRODUCTION_STEP_FORBIDDEN };
  return { ok: true, step };
}

/** The status button of a row for `viewer`: the forward step when they may take it, else null. */
export function advanceFor(viewer: ProductionViewer, order: { status: ProductionStatus; divisionId: string }): ProductionStep | null {
  const step = nextStep(order.status);
  return step && mayTake(step, viewer, order) ? step : null;
}

/** The cancel button of a row for `viewer`, or null (frozen, or not theirs). */
export function cancelFor(viewer: ProductionViewer, order: { status: ProductionStatus; divisionId: string }): ProductionStep | null {
  const step = cancelStep(order.status);
  return step && mayTake(step, viewer, order) ? step : null;
}

/** Editing and deleting an order is the superadmin's (seed section 6); an edit only while not frozen. */
export function mayEditOrder(viewer: ProductionViewer, order: { status: ProductionStatus }): boolean {
  return viewer.superadmin && !isFrozen(order.status);
}

/** Delete is a soft delete; a finished order stays, because its ledger entries name it. */
export function mayDeleteOrder(viewer: ProductionViewer, order: { status: ProductionStatus }): boolean {
  return viewer.superadmin && order.status !== 'selesai';
}

/** Work logs are written by the order's division (the seed's add-log button), while not frozen. */
export function mayAddLog(viewer: ProductionViewer, order: { status: ProductionStatus; divisionId: string }): boolean {
  return !isFrozen(order.status) && actorsFor(viewer, order.divisionId).includes('division');
}

/**
 * A work log is edited and deleted by its author only, with role user (seed section 6: the buttons
 * appear only when the role equals User), while the order is not frozen. The superadmin does not
 * touch a division's logs; removing the whole order is theirs.
 */
export function mayChangeLog(
  user: { id: string; role: string },
  order: { status: ProductionStatus },
  log: { authorId: string | null },
): boolean {
  return !isFrozen(order.status) && user.role === 'user' && log.authorId === user.id;
}

/** A deadline (YYYY-MM-DD) before `today` (YYYY-MM-DD) on an order still running: the board marks it. */
export function isOverdue(order: { status: ProductionStatus; tanggalselesai: string | null }, today: string): boolean {
  return order.tanggalselesai !== null && !isFrozen(order.status) && order.tanggalselesai < today;
}

/**
 * Undoing a mistaken step (issue 27 section 5): the last status step of an order goes back to the
 * state it came from, within PRODUCTION_UNDO_WINDOW_MS of taking it, by the person who took it,
 * and only where no stock has moved for the order ('selesai' moves stock, so it is never undone;
 * a mistaken cancel is). The step's history is the audit log's `status:<to>` entries (with the
 * state it came from); an undo is an entry of its own, so an undone step cannot be undone again.
 */
export const PRODUCTION_UNDO_WINDOW_MS = 5 * 60 * 1000;

/** The last status step of an order, as the audit log recorded it. */
export interface TakenStep {
  from: ProductionStatus;
  to: ProductionStatus;
  /** The user who took it. */
  byId: string | null;
  at: Date;
}

export const PRODUCTION_UNDO_NONE = 'Tidak ada langkah yang bisa dibatalkan';
export const PRODUCTION_UNDO_TOO_LATE = 'Langkah hanya bisa dibatalkan dalam 5 menit setelah diambil';
export const PRODUCTION_UNDO_NOT_YOURS = 'Hanya yang mengambil langkah ini yang dapat membatalkannya';
export const PRODUCTION_UNDO_STOCK_MOVED = 'Stok sudah berpindah karena langkah ini, langkahnya tidak bisa dibatalkan';

/** When the undo window of `step` closes. */
export function undoDeadline(step: TakenStep): Date {
  return new Date(step.at.getTime() + PRODUCTION_UNDO_WINDOW_MS);
}

/**
 * Whether `userId` may undo `step` of an order now in `status` at `now`; every refusal is a 409.
 * `step` is the order's latest status entry (null when none, or when the latest was an undo).
 */
export function decideUndo(
  step: TakenStep | null,
  order: { status: ProductionStatus },
  userId: string,
  now: Date,
  stockMoved: boolean,
): { ok: true; to: ProductionStatus } | { ok: false; message: string } {
  if (!step || step.to !== order.status) return { ok: false, message: PRODUCTION_UNDO_NONE };
  if (stockMoved || step.to === 'selesai') return { ok: false, message: PRODUCTION_UNDO_STOCK_MOVED };
  if (step.byId !== userId) return { ok: false, message: PRODUCTION_UNDO_NOT_YOURS };
  if (now.getTime() >= undoDeadline(step).getTime()) return { ok: false, message: PRODUCTION_UNDO_TOO_LATE };
  return { ok: true, to: step.from };
}
