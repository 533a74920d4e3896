import { describe, expect, it } from 'vitest';
import { LUNCH_TEXTS, mealQrText } from '../../../common/contract/luncheon';
import { cameraProblem, videoConstraints } from '../../../renderer/src/luncheon/scanner/camera';
import {
  acceptsCodes,
  claimOutcome,
  effectOf,
  INITIAL_SCAN,
  scanStep,
  type ScanEvent,
  type ScanState,
} from '../../../renderer/src/luncheon/scanner/cycle';
import { LUNCHEON_TEXTS } from '../../../renderer/src/luncheon/texts';

const QR = mealQrText(42, 'ABCD2345');
const run = (events: ScanEvent[], from: ScanState = INITIAL_SCAN) => events.reduce(scanStep, from);

describe('scan cycle', () => {
  it('claims a decoded meal code once, shows the popup, and is ready again when it closes', () => {
    const pending = scanStep(INITIAL_SCAN, { type: 'decoded', text: QR });
    expect(pending).toEqual({ phase: 'pending', seq: 1, code: { idk: 42, kodemakan: 'ABCD2345' } });
    expect(effectOf(INITIAL_SCAN, pending)).toBe('claim');
    expect(acceptsCodes(pending)).toBe(false);

    const popup = scanStep(pending, { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'Dewi Lestari' } });
    expect(popup).toEqual({ phase: 'popup', seq: 2, popup: { kind: 'success', name: 'Dewi Lestari' } });
    expect(effectOf(pending, popup)).toBe('popup');

    const ready = scanStep(popup, { type: 'popupClosed', seq: 2 });
    expect(ready).toEqual({ phase: 'scanning', seq: 2 });
    expect(acceptsCodes(ready)).toBe(true);
    expect(effectOf(popup, ready)).toBeNull();
  });

  it('ignores every code while a claim is pending or its popup is shown (no second claim for the same person)', () => {
    const pending = scanStep(INITIAL_SCAN, { type: 'decoded', text: QR });
    expect(scanStep(pending, { type: 'decoded', text: QR })).toBe(pending);
    expect(scanStep(pending, { type: 'decoded', text: mealQrText(7, 'ZZZZ9999') })).toBe(pending);
    const popup = scanStep(pending, { type: 'answered', seq: 1, outcome: { kind: 'refused', message: LUNCH_TEXTS.alreadyTaken } });
    expect(popup).toMatchObject({ phase: 'popup', popup: { kind: 'failure', message: LUNCH_TEXTS.alreadyTaken } });
    expect(scanStep(popup, { type: 'decoded', text: QR })).toBe(popup);
    expect(effectOf(popup, scanStep(popup, { type: 'decoded', text: QR }))).toBeNull();
  });

  it('claims the same code again after the popup closed (the repeat gets the server\'s refusal)', () => {
    const again = run([
      { type: 'decoded', text: QR },
      { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'Dewi' } },
      { type: 'popupClosed', seq: 2 },
      { type: 'decoded', text: QR },
    ]);
    expect(again).toEqual({ phase: 'pending', seq: 3, code: { idk: 42, kodemakan: 'ABCD2345' } });
  });

  it('answers a code that is not {idk}:{code} with the format message and no claim', () => {
    const popup = scanStep(INITIAL_SCAN, { type: 'decoded', text: 'https://example.com/menu' });
    expect(popup).toEqual({ phase: 'popup', seq: 1, popup: { kind: 'failure', message: LUNCHEON_TEXTS.badFormat } });
    expect(effectOf(INITIAL_SCAN, popup)).toBe('popup');
    expect(LUNCHEON_TEXTS.badFormat).toBe(LUNCH_TEXTS.badFormat);
  });

  it('drops late answers and timers of an earlier step', () => {
    const pending = run([
      { type: 'decoded', text: QR },
      { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'A' } },
      { type: 'popupClosed', seq: 2 },
      { type: 'decoded', text: QR },
    ]);
    expect(scanStep(pending, { type: 'answered', seq: 1, outcome: { kind: 'claimed', name: 'A' } })).toBe(pending);
    expect(scanStep(pending, { type: 'popupClosed', seq: 2 })).toBe(pending);
    const popup = scanStep(pending, { type: 'answered', seq: 3, outcome: { kind: 'refused', message: 'x' } });
    expect(scanStep(popup, { type: 'popupClosed', seq: 3 })).toBe(popup);
    expect(scanStep(popup, { type: 'retry', seq: 4 })).toBe(popup);
  });

  it('goes offline when the server cannot be reached and retries the same code by itself', () => {
    const pending = scanStep(INITIAL_SCAN, { type: 'decoded', text: QR });
    const offline = scanStep(pending, { type: 'answered', seq: 1, outcome: { kind: 'unreachable' } });
    expect(offline).toEqual({ phase: 'offline', seq: 1, code: { idk: 42, kodemakan: 'ABCD2345' } });
    expect(effectOf(pending, offline)).toBe('offline');
    expect(acceptsCodes(offline)).toBe(false);
    expect(scanStep(offline, { type: 'decoded', text: mealQrText(7, 'ZZZZ9999') })).toBe(offline);

    const retried = scanStep(offline, { type: 'retry', seq: 1 });
    expect(retried).toEqual({ phase: 'pending', seq: 2, code: { idk: 42, kodemakan: 'ABCD2345' } });
    expect(effectOf(offline, retried)).toBe('claim');
    // A second retry timer of the same outage is ignored once the claim is on its way.
    expect(scanStep(retried, { type: 'retry', seq: 1 })).toBe(retried);
    const done = scanStep(retried, { type: 'answered', seq: 2, outcome: { kind: 'claimed', name: 'Dewi' } });
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
