import { SCAN_TIMING } from './cycle';

/**
 * User Timing marks of the scan cycle (read by the bench). The timeline is cleared once a name
 * reaches SCAN_TIMING.cap entries, so a scanner that runs all day does not grow it without end.
 */
export function markDecoded(): void {
  if (performance.getEntriesByName(SCAN_TIMING.decoded, 'mark').length >= SCAN_TIMING.cap) {
    performance.clearMarks(SCAN_TIMING.decoded);
    performance.clearMarks(SCAN_TIMING.popup);
    performance.clearMeasures(SCAN_TIMING.measure);
  }
  performance.mark(SCAN_TIMING.decoded);
}

/** The popup is on screen: marks it and measures from the last decode. */
export function markPopup(): void {
  performance.mark(SCAN_TIMING.popup);
  if (performance.getEntriesByName(SCAN_TIMING.decoded, 'mark').length > 0) {
    performance.measure(SCAN_TIMING.measure, SCAN_TIMING.decoded, SCAN_TIMING.popup);
  }
}
