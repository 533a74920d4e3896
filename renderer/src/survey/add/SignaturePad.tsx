import { Button } from '@blueprintjs/core';
import { useEffect, useRef, type PointerEvent } from 'react';
import { SURVEY_TEXTS } from '../texts';

const T = SURVEY_TEXTS.add;
/** The stored picture's size: wide enough for a name, small enough for the 1 MB limit. */
const WIDTH = 360;
const HEIGHT = 140;

export interface SignaturePadProps {
  id: string;
  /** Whose signature, for the pad's accessible name. */
  whose: string;
  /** The PNG drawn so far, null while blank. */
  value: Blob | null;
  onChange: (png: Blob | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * A signature drawn with a mouse, pen or finger (pointer events), stored as a PNG as the phone app
 * sends it; 'Hapus tanda tangan' starts over. Each finished stroke hands the picture to the form.
 */
export function SignaturePad({ id, whose, value, onChange, disabled = false, invalid = false, describedBy }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  // The form was emptied (after a save): the pad too.
  useEffect(() => {
    if (value !== null) return;
    const context = canvas.current?.getContext('2d');
    context?.clearRect(0, 0, WIDTH, HEIGHT);
  }, [value]);

  const point = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    return [((event.clientX - box.left) / box.width) * WIDTH, ((event.clientY - box.top) / box.height) * HEIGHT];
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const [x, y] = point(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1c2127';
    context.beginPath();
    context.moveTo(x, y);
    // A tap leaves a dot.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const [x, y] = point(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    event.currentTarget.toBlob((png) => onChange(png), 'image/png');
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <div className="survey-pad">
      <canvas
        ref={canvas}
        id={id}
        width={WIDTH}
        height={HEIGHT}
        className={`survey-pad-canvas${invalid ? ' survey-pad-invalid' : ''}`}
        role="img"
        tabIndex={0}
        aria-label={T.signaturePad(whose)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button size="small" variant="minimal" icon="eraser" text={T.clearSignature} onClick={clear} disabled={disabled || value === null} />
    </div>
  );
}
