import { describe, expect, it } from 'vitest';
import { LUNCH_TEXTS, mealQrText } from '../../../common/contract/luncheon';
import { cameraProblem, videoConstraints } from '../../../renderer/src/luncheon/scanner/camera';
import {
  acceptsCodes,
  claimOutcome,
  effectOf,
  INITIAL_SCAN,
  POPUP_MIN_MS,
  POPUP_MS,
  REPEAT_GRACE_MS,
  scanStep,
  type ScanEvent,
  type ScanState,
} from '../../../renderer/src/luncheon/scanner/cycle';
import { LUNCHEON_TEXTS } from '../../../renderer/src/luncheon/texts';

const QR = mealQrText(42, 'ABCD2345');
const run = (events: ScanEvent[], from: ScanState = INITIAL_SCAN) => events.reduce(scanStep, from);

describe('scan cycle', () => {
  const OTHER = mealQrText(7, 'ZZZZ9999');
  const CODE = { idk: 42, kodemakan: 'ABCD2345' };

  it('claims a decoded meal code once, shows the popup, and is ready again when it closes', () => {
    const pending = scanStep(INITIAL_SCAN, { type: 'decoded', text: QR, at: 0 });
    expect(pending).toEqual({ phase: 'pending', seq: 1, code: CODE, text: QR, served: [] });
    expect(effectOf(INITIAL_SCAN, pending)).toBe('claim');
    expect(acceptsCodes(pending)).toBe(false);

    const popup = scanStep(pending, { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'Dewi Lestari' }, at: 80 });
    expect(popup).toMatchObject({ phase: 'popup', seq: 2, popup: { kind: 'success', name: 'Dewi Lestari' }, since: 80 });
    expect(effectOf(pending, popup)).toBe('popup');

    const ready = scanStep(popup, { type: 'popupClosed', seq: 2 });
    expect(ready).toMatchObject({ phase: 'scanning', seq: 2 });
    expect(acceptsCodes(ready)).toBe(true);
    expect(effectOf(popup, ready)).toBeNull();
  });

  it('ignores every code while a claim is pending (no second claim for the same person)', () => {
    const pending = scanStep(INITIAL_SCAN, { type: 'decoded', text: QR, at: 0 });
    expect(scanStep(pending, { type: 'decoded', text: QR, at: 50 })).toBe(pending);
    expect(scanStep(pending, { type: 'decoded', text: OTHER, at: 60 })).toBe(pending);
  });

  it('does not claim or show the same code again within its popup cycle plus the grace', () => {
    const popup = run([
      { type: 'decoded', text: QR, at: 0 },
      { type: 'answered', seq: 1, outcome: { kind: 'refused', message: LUNCH_TEXTS.alreadyTaken }, at: 100 },
    ]);
    expect(popup).toMatchObject({ phase: 'popup', popup: { kind: 'failure', message: LUNCH_TEXTS.alreadyTaken } });
    // Still in front of the camera during the popup, and after it closed, within the grace.
    expect(scanStep(popup, { type: 'decoded', text: QR, at: 1500 })).toBe(popup);
    const ready = scanStep(popup, { type: 'popupClosed', seq: 2 });
    const lastIgnored = 100 + POPUP_MS + REPEAT_GRACE_MS - 1;
    expect(scanStep(ready, { type: 'decoded', text: QR, at: lastIgnored })).toBe(ready);
    // Once the grace is over the code is claimed again (the server answers with its refusal).
    expect(scanStep(ready, { type: 'decoded', text: QR, at: lastIgnored + 1 })).toMatchObject({ phase: 'pending', seq: 3, code: CODE });
  });

  it("claims the next person's code while the popup is still up, once the popup could be read", () => {
    const popup = run([
      { type: 'decoded', text: QR, at: 0 },
      { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'Dewi' }, at: 100 },
    ]);
    expect(acceptsCodes(popup)).toBe(true);
    expect(scanStep(popup, { type: 'decoded', text: OTHER, at: 100 + POPUP_MIN_MS - 1 })).toBe(popup);
    const next = scanStep(popup, { type: 'decoded', text: OTHER, at: 100 + POPUP_MIN_MS });
    expect(next).toMatchObject({ phase: 'pending', seq: 3, code: { idk: 7, kodemakan: 'ZZZZ9999' } });
    expect(effectOf(popup, next)).toBe('claim');
    // The first popup's close timer no longer applies; the first person is still remembered.
    expect(scanStep(next, { type: 'popupClosed', seq: 2 })).toBe(next);
    const second = scanStep(next, { type: 'answered', seq: 3, outcome: { kind: 'claimed', name: 'Budi' }, at: 700 });
    expect(scanStep(second, { type: 'decoded', text: QR, at: 1500 })).toBe(second);
  });

  it('answers a code that is not {idk}:{code} with the format message and no claim, once', () => {
    const popup = scanStep(INITIAL_SCAN, { type: 'decoded', text: 'https://example.com/menu', at: 0 });
    expect(popup).toMatchObject({ phase: 'popup', seq: 1, popup: { kind: 'failure', message: LUNCHEON_TEXTS.badFormat } });
    expect(effectOf(INITIAL_SCAN, popup)).toBe('popup');
    expect(scanStep(popup, { type: 'decoded', text: 'https://example.com/menu', at: 900 })).toBe(popup);
    expect(LUNCHEON_TEXTS.badFormat).toBe(LUNCH_TEXTS.badFormat);
  });

  it('drops late answers and timers of an earlier step', () => {
    const pending = run([
      { type: 'decoded', text: QR, at: 0 },
      { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'A' }, at: 50 },
      { type: 'popupClosed', seq: 2 },
      { type: 'decoded', text: OTHER, at: 2100 },
    ]);
    expect(scanStep(pending, { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'A' }, at: 2150 })).toBe(pending);
    expect(scanStep(pending, { type: 'popupClosed', seq: 2 })).toBe(pending);
    const popup = scanStep(pending, { type: 'answered', seq: 3, outcome: { kind: 'refused', message: 'x' }, at: 2200 });
    expect(scanStep(popup, { type: 'popupClosed', seq: 3 })).toBe(popup);
    expect(scanStep(popup, { type: 'retry', seq: 4 })).toBe(popup);
  });

  it('goes offline when the server cannot be reached and retries the same code by itself', () => {
    const pending = scanStep(INITIAL_SCAN, { type: 'decoded', text: QR, at: 0 });
    const offline = scanStep(pending, { type: 'answered', seq: 1, outcome: { kind: 'unreachable' }, at: 30 });
    expect(offline).toEqual({ phase: 'offline', seq: 1, code: CODE, text: QR, served: [] });
    expect(effectOf(pending, offline)).toBe('offline');
    expect(acceptsCodes(offline)).toBe(false);
    expect(scanStep(offline, { type: 'decoded', text: OTHER, at: 40 })).toBe(offline);

    const retried = scanStep(offline, { type: 'retry', seq: 1 });
    expect(retried).toEqual({ phase: 'pending', seq: 2, code: CODE, text: QR, served: [] });
    expect(effectOf(offline, retried)).toBe('claim');
    // A second retry timer of the same outage is ignored once the claim is on its way.
    expect(scanStep(retried, { type: 'retry', seq: 1 })).toBe(retried);
    const done = scanStep(retried, { type: 'answered', seq: 2, outcome: { kind: 'claimed', name: 'Dewi' }, at: 3100 });
    expect(done).toMatchObject({ phase: 'popup', popup: { kind: 'success', name: 'Dewi' } });
  });
});

describe('claimOutcome', () => {
  it('reads the name of a claim, the server\'s message of a refusal, and UNAVAILABLE as unreachable', () => {
    const data = { status: 'ok' as const, userdetail: { nama: 'Dewi Lestari', idk: 42 }, waktu_makan: '2026-11-21T05:00:00.000Z' };
    expect(claimOutcome({ data })).toEqual({ kind: 'claimed', name: 'Dewi Lestari' });
    expect(claimOutcome({ error: { code: 'CONFLICT', message: LUNCH_TEXTS.alreadyTaken, status: 409 } })).toEqual({
      kind: 'refused',
      message: LUNCH_TEXTS.alreadyTaken,
    });
    expect(claimOutcome({ error: { code: 'UNAVAILABLE', message: 'Server tidak dapat dihubungi', status: 0 } })).toEqual({ kind: 'unreachable' });
    expect(claimOutcome({ error: { code: 'INTERNAL', message: '', status: 500 } })).toMatchObject({ kind: 'refused' });
  });
});

describe('camera', () => {
  it('says why the camera could not be opened, and which failures are retried by themselves', () => {
    expect(cameraProblem({ name: 'NotAllowedError' })).toEqual({ message: LUNCHEON_TEXTS.cameraDenied, retryable: false });
    expect(cameraProblem({ name: 'NotFoundError' })).toEqual({ message: LUNCHEON_TEXTS.cameraMissing, retryable: true });
    expect(cameraProblem({ name: 'NotReadableError' })).toEqual({ message: LUNCHEON_TEXTS.cameraBusy, retryable: true });
    expect(cameraProblem(new Error('x'))).toEqual({ message: LUNCHEON_TEXTS.cameraBusy, retryable: true });
  });

  it('asks for the chosen camera exactly, or the default one', () => {
    expect(videoConstraints('cam-2')).toMatchObject({ deviceId: { exact: 'cam-2' } });
    expect(videoConstraints(null)).not.toHaveProperty('deviceId');
  });
});
