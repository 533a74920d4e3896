import { useCallback, useEffect, useRef, useState } from 'react';
import { acceptsCodes, effectOf, INITIAL_SCAN, OFFLINE_RETRY_MS, POPUP_MS, scanStep, type ClaimOutcome, type MealCode, type ScanEvent, type ScanState } from './cycle';
import { markDecoded, markPopup } from './timing';

/**
 * Runs the pure scan cycle (cycle.ts): keeps its state, starts the claim for each new pending
 * attempt, and the popup and offline timers. Effects start in `dispatch`, not in React effects,
 * so each attempt sends exactly one request (StrictMode's double effects cannot repeat it).
 */
export function useScanCycle(claim: (code: MealCode) => Promise<ClaimOutcome>) {
  const [state, setState] = useState<ScanState>(INITIAL_SCAN);
  const current = useRef<ScanState>(INITIAL_SCAN);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const disposed = useRef(false);
  const claimRef = useRef(claim);
  useEffect(() => {
    claimRef.current = claim;
  });

  const dispatch = useCallback((event: ScanEvent) => {
    if (disposed.current) return;
    const previous = current.current;
    const next = scanStep(previous, event);
    if (next === previous) return;
    current.current = next;
    setState(next);
    if (event.type === 'decoded') markDecoded();
    const effect = effectOf(previous, next);
    clearTimeout(timer.current);
    if (effect === 'claim' && next.phase === 'pending') {
      const { seq, code } = next;
      void claimRef.current(code).then((outcome) => dispatch({ type: 'answered', seq, outcome, at: performance.now() }));
    } else if (effect === 'popup') {
      const { seq } = next;
      timer.current = setTimeout(() => dispatch({ type: 'popupClosed', seq }), POPUP_MS);
    } else if (effect === 'offline') {
      const { seq } = next;
      timer.current = setTimeout(() => dispatch({ type: 'retry', seq }), OFFLINE_RETRY_MS);
    }
  }, []);

  // The network is back: try the waiting claim at once instead of at the next retry.
  useEffect(() => {
    const online = () => {
      const now = current.current;
      if (now.phase === 'offline') dispatch({ type: 'retry', seq: now.seq });
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [dispatch]);

  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      clearTimeout(timer.current);
    };
  }, []);

  // The popup is committed to the page: the end of decode-to-popup.
  const popupSeq = state.phase === 'popup' ? state.seq : null;
  useEffect(() => {
    if (popupSeq !== null) markPopup();
  }, [popupSeq]);

  const decoded = useCallback((text: string) => dispatch({ type: 'decoded', text, at: performance.now() }), [dispatch]);
  return { state, decoded, accepting: acceptsCodes(state) };
}
