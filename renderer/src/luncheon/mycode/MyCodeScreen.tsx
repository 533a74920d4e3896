import './mycode.css';
import { Button, Callout, Card, H4, Intent, NonIdealState, Spinner, SpinnerSize } from '@blueprintjs/core';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { SHELL_TEXTS } from '../../shell/texts';
import { MY_CODE_POLL_MS, useMyMealCodeQuery } from '../api';
import { LUNCHEON_TEXTS } from '../texts';

/** Big enough for a webcam across the counter; the quiet zone (margin 4) is what the spec asks. */
const QR_SIZE = 320;

/** The QR drawn on a canvas (no data: URL, so no CSP exception is needed). */
function MealQr({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, text, { margin: 4, width: QR_SIZE, errorCorrectionLevel: 'M' }).catch((error: unknown) => {
      console.error('[kodemakan] QR:', error);
    });
  }, [text]);
  return <canvas ref={canvas} className="luncheon-mycode-qr" role="img" aria-label={label} data-qr={text} width={QR_SIZE} height={QR_SIZE} />;
}

/**
 * 'Kode Makan Saya': today's meal QR of the signed-in employee, shown on a phone and held up to
 * the canteen scanner. It refreshes by itself, so a new day's code and 'sudah diambil' appear.
 */
export function MyCodeScreen() {
  const code = useMyMealCodeQuery(undefined, { pollingInterval: MY_CODE_POLL_MS, refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const data = code.currentData ?? code.data;

  let body;
  if (code.isError && !data) {
    body = (
      <NonIdealState
        icon="error"
        title={LUNCHEON_TEXTS.myCodeFailed}
        description={describeError(code.error)}
        action={<Button icon="refresh" text={SHELL_TEXTS.retry} onClick={() => void code.refetch()} />}
      />
    );
  } else if (!data) {
    body = (
      <div className="erp-content-state" role="status">
        <Spinner size={SpinnerSize.STANDARD} aria-label={SHELL_TEXTS.loading} />
      </div>
    );
  } else {
    body = (
      <>
        <p className="luncheon-mycode-name">{data.nama}</p>
        <MealQr text={data.qr} label={LUNCHEON_TEXTS.myCodeQrLabel(data.idk)} />
        <dl className="luncheon-mycode-facts">
          <dt>{LUNCHEON_TEXTS.myCodeEmployee}</dt>
          <dd>{data.idk}</dd>
          <dt>{LUNCHEON_TEXTS.myCodeCode}</dt>
          <dd className="luncheon-mycode-code">{data.kodemakan}</dd>
        </dl>
        <p className="luncheon-mycode-date">{LUNCHEON_TEXTS.myCodeFor(formatDate(`${data.tanggal}T00:00:00`, 'long'))}</p>
        <Callout
          className="luncheon-mycode-status"
          intent={data.sudah_ambil ? Intent.SUCCESS : Intent.PRIMARY}
          icon={data.sudah_ambil ? 'tick-circle' : 'info-sign'}
          compact
        >
          {data.sudah_ambil ? LUNCHEON_TEXTS.myCodeTaken : LUNCHEON_TEXTS.myCodeHint}
        </Callout>
      </>
    );
  }

  return (
    <div className="luncheon-mycode">
      <Card className="luncheon-mycode-card">
        <H4>{LUNCHEON_TEXTS.myCodeTitle}</H4>
        {body}
      </Card>
    </div>
  );
}
