import { parseMealQr } from '../../../../common/contract/luncheon';
import { describeError } from '../../session/logic';
import { LUNCHEON_TEXTS } from '../texts';

/**
 * The scanner's cycle as a pure state machine (no timers, no React), so it is unit-tested:
 * scanning → a code decodes → pending (one claim) → popup (2 s) → scanning again.
 * While a claim is pending, its popup is up or the server is unreachable, every decoded code is
 * ignored: the same person's QR, still in front of the camera, is not claimed twice in a row.
 * The seed waited 3 s before claiming and 2 s before restarting the camera; we claim at once and
 * keep the camera running, so the next person is served as soon as the popup closes.
 */

/** Seed 001 section 8: the popups close after 2 s. */
export const POPUP_MS = 2000;
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

export type ScanState =
  | { phase: 'scanning'; seq: number }
  | { phase: 'pending'; seq: number; code: MealCode }
  | { phase: 'popup'; seq: number; popup: ScanPopup }
  | { phase: 'offline'; seq: number; code: MealCode };

export type ScanEvent =
  | { type: 'decoded'; text: string }
  | { type: 'answered'; seq: number; outcome: ClaimOutcome }
  | { type: 'retry'; seq: number }
  | { type: 'popupClosed'; seq: number };

export const INITIAL_SCAN: ScanState = { phase: 'scanning', seq: 0 };

export function scanStep(state: ScanState, event: ScanEvent): ScanState {
  switch (event.type) {
    case 'decoded': {
      if (state.phase !== 'scanning') return state;
      const code = parseMealQr(event.text);
      // Not a meal code: say so, without a request.
      if (!code) return { phase: 'popup', seq: state.seq + 1, popup: { kind: 'failure', message: LUNCHEON_TEXTS.badFormat } };
      return { phase: 'pending', seq: state.seq + 1, code };
    }
    case 'answered': {
      if (state.phase !== 'pending' || state.seq !== event.seq) return state;
      const { outcome } = event;
      if (outcome.kind === 'unreachable') return { phase: 'offline', seq: state.seq, code: state.code };
      const popup: ScanPopup = outcome.kind === 'claimed' ? { kind: 'success', name: outcome.name } : { kind: 'failure', message: outcome.message };
      return { phase: 'popup', seq: state.seq + 1, popup };
    }
    case 'retry':
      if (state.phase !== 'offline' || state.seq !== event.seq) return state;
      return { phase: 'pending', seq: state.seq + 1, code: state.code };
    case 'popupClosed':
      if (state.phase !== 'popup' || state.seq !== event.seq) return state;
      return { phase: 'scanning', seq: state.seq };
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

/** Whether frames should be decoded: only while waiting for the next person. */
export const acceptsCodes = (state: ScanState): boolean => state.phase === 'scanning';

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
