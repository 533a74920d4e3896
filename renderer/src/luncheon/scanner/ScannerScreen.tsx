import './scanner.css';
import { Button, Callout, Card, Classes, Dialog, H3, H4, Icon, Intent, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import { useCallback, useRef } from 'react';
import { useLunchClaimMutation } from '../api';
import { LUNCHEON_TEXTS } from '../texts';
import { useScannerCamera } from './camera';
import { claimOutcome, type MealCode, type ScanState } from './cycle';
import { useQrCamera } from './useQrCamera';
import { useScanCycle } from './useScanCycle';

/** The status line under the instructions, by camera state. */
const CAMERA_LINE = { live: LUNCHEON_TEXTS.ready, starting: LUNCHEON_TEXTS.cameraStarting, error: LUNCHEON_TEXTS.cameraTitle } as const;

/** The popup of a finished scan, and the offline alert: no buttons, they go by themselves. */
function ScanDialog({ state }: { state: ScanState }) {
  const popup = state.phase === 'popup' ? state.popup : null;
  const offline = state.phase === 'offline';
  let content = null;
  if (popup?.kind === 'success') {
    content = (
      <>
        <Icon icon="tick-circle" size={72} intent={Intent.SUCCESS} />
        <H3>{LUNCHEON_TEXTS.successTitle}</H3>
        <p className="luncheon-popup-text">{LUNCHEON_TEXTS.successText(popup.name)}</p>
      </>
    );
  } else if (popup?.kind === 'failure') {
    content = (
      <>
        <Icon icon="error" size={72} intent={Intent.DANGER} />
        <H3>{LUNCHEON_TEXTS.failureTitle}</H3>
        <p className="luncheon-popup-text">{popup.message}</p>
      </>
    );
  } else if (offline) {
    content = (
      <>
        <Icon icon="offline" size={72} intent={Intent.WARNING} />
        <p className="luncheon-popup-text">{LUNCHEON_TEXTS.offlineText}</p>
        <p className={`luncheon-popup-note ${Classes.TEXT_MUTED}`}>
          <Spinner size={SpinnerSize.SMALL} /> {LUNCHEON_TEXTS.offlineRetrying}
        </p>
      </>
    );
  }
  return (
    <Dialog
      isOpen={content !== null}
      className={`luncheon-popup luncheon-popup-${popup?.kind ?? (offline ? 'offline' : 'none')}`}
      portalClassName="luncheon-popup-portal"
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      isCloseButtonShown={false}
      // Information only: the page behind stays usable (the next popup is seldom far away while
      // a code is held up), so neither focus nor clicks are taken.
      autoFocus={false}
      enforceFocus={false}
      shouldReturnFocusOnClose={false}
      // Instant in and out (a name Blueprint's fade CSS does not know): one person every few seconds.
      transitionName="luncheon-popup"
      transitionDuration={0}
      aria-live="assertive"
    >
      <div className="luncheon-popup-body" role="alert">
        {content}
      </div>
    </Dialog>
  );
}

/**
 * Scanner QRCode (seed 001 "Luncheon screens"): the canteen PC's camera reads each employee's
 * meal QR and claims today's lunch at once; the popup says who may eat (or why not) for 2 s,
 * then the next person steps up. Decoding runs in a worker, off the UI thread.
 */
export function ScannerScreen() {
  const video = useRef<HTMLVideoElement>(null);
  const overlay = useRef<HTMLCanvasElement>(null);
  const { deviceId, loaded } = useScannerCamera();
  const [claimLunch] = useLunchClaimMutation();
  const claim = useCallback(async (code: MealCode) => claimOutcome(await claimLunch(code)), [claimLunch]);
  const cycle = useScanCycle(claim);
  const camera = useQrCamera({ video, overlay, deviceId, ready: loaded, active: cycle.accepting, onDecoded: cycle.decoded });
  const pending = cycle.state.phase === 'pending';

  return (
    <div className="luncheon-scanner">
      <Card className="luncheon-scanner-help" compact>
        <H4>{LUNCHEON_TEXTS.scannerTitle}</H4>
        <ol className="luncheon-steps">
          {LUNCHEON_TEXTS.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Callout className="luncheon-scanner-status" intent={pending ? Intent.PRIMARY : Intent.NONE} icon={null}>
          {pending ? (
            <span className="luncheon-processing" role="status">
              <Spinner size={SpinnerSize.SMALL} /> {LUNCHEON_TEXTS.processing}
            </span>
          ) : (
            <span className="luncheon-ready">
              <Icon icon={camera.status.kind === 'live' ? 'camera' : 'disable'} /> {CAMERA_LINE[camera.status.kind]}
            </span>
          )}
        </Callout>
      </Card>

      <Card className="luncheon-camera-card" compact>
        <div className={`luncheon-camera luncheon-camera-${camera.status.kind}`}>
          <video ref={video} className="luncheon-video" muted playsInline aria-label={LUNCHEON_TEXTS.cameraLabel} />
          <canvas ref={overlay} className="luncheon-overlay" aria-hidden="true" />
          {camera.status.kind === 'starting' && (
            <div className="luncheon-camera-state">
              <Spinner size={SpinnerSize.STANDARD} aria-label={LUNCHEON_TEXTS.cameraStarting} />
            </div>
          )}
          {camera.status.kind === 'error' && (
            <div className="luncheon-camera-state">
              <NonIdealState
                icon="camera"
                title={LUNCHEON_TEXTS.cameraTitle}
                description={camera.status.message}
                action={<Button icon="refresh" text={LUNCHEON_TEXTS.retry} onClick={camera.restart} />}
              />
            </div>
          )}
          {pending && (
            <div className="luncheon-camera-state luncheon-camera-pending" role="status">
              <Spinner size={SpinnerSize.LARGE} />
              <span>{LUNCHEON_TEXTS.processing}</span>
            </div>
          )}
        </div>
      </Card>

      <ScanDialog state={cycle.state} />
    </div>
  );
}
