import { parseMealQr } from '../../../../common/contract/luncheon';
import { describeError } from '../../session/logic';
import { LUNCHEON_TEXTS } from '../texts';

/**
 * The scanner's cycle as a pure state machine (no timers, no React), so it is unit-tested:
 * scanning → a code decodes → pending (one claim) → popup (2 s) → scanning again.
 * While a claim is pending or the server is unreachable, every decoded code is ignored. While a
 * popup is up, the next person's (different) code is claimed at once, once the popup has been
 * readable for POPUP_MIN_MS: the queue moves at the pace people step up, not at the popup's 2 s.
 * A code that just had its popup is remembered until its popup cycle plus REPEAT_GRACE_MS has
 * passed: a QR still in front of the camera is neither claimed nor shown again in that time.
 * The seed waited 3 s before claiming and 2 s before restarting the camera; we claim at once and
 * keep the camera running.
 */

/** Seed 001 section 8: the popups close after 2 s. */
export const POPUP_MS = 2000;
/** A popup stays this long before the next person's code replaces it, so it can be read. */
export const POPUP_MIN_MS = 500;
/** After its popup closed, a served code is still not claimed again for this long (the phone is being lowered). */
export const REPEAT_GRACE_MS = 3000;
/** While the server cannot be reached, the pending claim is tried again this often. */
export const OFFLINE_RETRY_MS = 3000;

export interface MealCode {
  idk: number;
  kodemakan: string;
}

export type ScanPopup = { kind: 'success'; name: string } | { kind: 'failure'; message: string };

/** How a claim call ended. */
export type ClaimOutcome = { kind: 'claimed'; name: string } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

/**
 * `seq` grows by one on every new claim attempt and every popup, so a late answer or timer of an
 * earlier step is recognised and dropped.
 */
/**
 * A claim's answer → its outcome: the employee's name, the server's refusal ('Makanan Anda Sudah
 * Diambil!'), or unreachable (the bridge's UNAVAILABLE) for the offline alert.
 */
export function claimOutcome(answer: { data: { userdetail: { nama: string } } } | { error: unknown }): ClaimOutcome {
  if ('data' in answer) return { kind: 'claimed', name: answer.data.userdetail.nama };
  const { error } = answer;
  if (error && typeof error === 'object' && 'code' in error && error.code === 'UNAVAILABLE') return { kind: 'unreachable' };
  return { kind: 'refused', message: describeError(error) };
}

/** A code whose popup was shown, ignored until `until` (ms on the events' clock). */
export interface ServedCode {
  text: string;
  until: number;
}

export type ScanState =
  | { phase: 'scanning'; seq: number; served: ServedCode[] }
  | { phase: 'pending'; seq: number; code: MealCode; text: string; served: ServedCode[] }
  | { phase: 'popup'; seq: number; popup: ScanPopup; since: number; served: ServedCode[] }
  | { phase: 'offline'; seq: number; code: MealCode; text: string; served: ServedCode[] };

/** `at`: a monotonic clock in ms (performance.now() on the screen, plain numbers in tests). */
export type ScanEvent =
  | { type: 'decoded'; text: string; at: number }
  | { type: 'answered'; seq: number; outcome: ClaimOutcome; at: number }
  | { type: 'retry'; seq: number }
  | { type: 'popupClosed'; seq: number };

export const INITIAL_SCAN: ScanState = { phase: 'scanning', seq: 0, served: [] };

const isServed = (served: ServedCode[], text: string, at: number): boolean => served.some((code) => code.text === text && at < code.until);

/** Remembers a code as just served (its popup starts at `at`) and forgets the ones whose time is up. */
function remember(served: ServedCode[], text: string, at: number): ServedCode[] {
  return [...served.filter((code) => code.until > at && code.text !== text), { text, until: at + POPUP_MS + REPEAT_GRACE_MS }];
}

function popupOf(state: ScanState, text: string, popup: ScanPopup, at: number): ScanState {
  return { phase: 'popup', seq: state.seq + 1, popup, since: at, served: remember(state.served, text, at) };
}

export function scanStep(state: ScanState, event: ScanEvent): ScanState {
  switch (event.type) {
    case 'decoded': {
      if (!acceptsCodes(state) || isServed(state.served, event.text, event.at)) return state;
      if (state.phase === 'popup' && event.at - state.since < POPUP_MIN_MS) return state;
      const code = parseMealQr(event.text);
      // Not a meal code: say so, without a request.
      if (!code) return popupOf(state, event.text, { kind: 'failure', message: LUNCHEON_TEXTS.badFormat }, event.at);
      return { phase: 'pending', seq: state.seq + 1, code, text: event.text, served: state.served };
    }
    case 'answered': {
      if (state.phase !== 'pending' || state.seq !== event.seq) return state;
      const { outcome } = event;
      if (outcome.kind === 'unreachable') return { ...state, phase: 'offline' };
      const popup: ScanPopup = outcome.kind === 'claimed' ? { kind: 'success', name: outcome.name } : { kind: 'failure', message: outcome.message };
      return popupOf(state, state.text, popup, event.at);
    }
    case 'retry':
      if (state.phase !== 'offline' || state.seq !== event.seq) return state;
      return { ...state, phase: 'pending', seq: state.seq + 1 };
    case 'popupClosed':
      if (state.phase !== 'popup' || state.seq !== event.seq) return state;
      return { phase: 'scanning', seq: state.seq, served: state.served };
  }
}

/**
 * What the screen must start after a step: a claim call for a new pending attempt, the popup's
 * close timer, or the offline retry timer. Nothing when the step was ignored.
 */
export type ScanEffect = 'claim' | 'popup' | 'offline' | null;

export function effectOf(previous: ScanState, next: ScanState): ScanEffect {
  if (previous === next) return null;
  if (next.phase === 'pending') return 'claim';
  if (next.phase === 'popup') return 'popup';
  if (next.phase === 'offline') return 'offline';
  return null;
}

/** Whether frames should be decoded: while waiting for the next person, and while a popup is up (the next person may already be there). */
export const acceptsCodes = (state: ScanState): boolean => state.phase === 'scanning' || state.phase === 'popup';

/**
 * User Timing names a bench reads: a mark when a code decodes, a mark when its popup is on
 * screen, and the measure between them. Capped, so a scanner running all day keeps a bounded
 * performance timeline.
 */
export const SCAN_TIMING = {
  decoded: 'erp-scan-decoded',
  popup: 'erp-scan-popup',
  measure: 'erp-scan-decode-to-popup',
  /** Entries kept per name before the timeline is cleared. */
  cap: 500,
} as const;
