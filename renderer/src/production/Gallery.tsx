import { Button, ButtonGroup, Overlay2, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useStoredImage } from '../shell/images/useStoredImage';
import { PRODUCTION_TEXTS as T } from './texts';

const MIN_ZOOM = 1;
const MAX_ZOOM = 5;
const ZOOM_STEP = 0.5;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

export interface GalleryProps {
  /** The images' fetch addresses (`url` of each RAB image); null closes the gallery. */
  images: readonly string[] | null;
  start: number;
  onClose: () => void;
}

/**
 * The full-screen, zoomable RAB image gallery (seed 001 section 2 'full-screen zoomable image
 * gallery'): previous/next (arrow keys), zoom with the buttons, the mouse wheel or +/-, drag to
 * move a zoomed image, Escape closes.
 */
export function Gallery({ images, start, onClose }: GalleryProps) {
  const [at, setAt] = useState(start);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);
  const count = images?.length ?? 0;
  const isOpen = images !== null && count > 0;

  useEffect(() => {
    setAt(start);
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  }, [start, images]);

  const go = (to: number) => {
    if (count === 0) return;
    setAt((to + count) % count);
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  };
  const zoomTo = (next: number) => {
    const zoomed = clampZoom(next);
    setZoom(zoomed);
    if (zoomed === 1) setOffset({ x: 0, y: 0 });
  };

  useEffect(() => {
    if (!isOpen) return;
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') go(at + 1);
      else if (event.key === 'ArrowLeft') go(at - 1);
      else if (event.key === '+' || event.key === '=') zoomTo(zoom + ZOOM_STEP);
      else if (event.key === '-') zoomTo(zoom - ZOOM_STEP);
      else if (event.key === '0') zoomTo(1);
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  });

  const wheel = (event: WheelEvent) => zoomTo(zoom + (event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP));
  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (zoom === 1) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: offset };
  };
  const pointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    setOffset({ x: start.from.x + (event.clientX - start.x) / zoom, y: start.from.y + (event.clientY - start.y) / zoom });
  };
  const pointerUp = () => {
    drag.current = null;
  };

  const current = images?.[at] ?? null;
  return (
    <Overlay2 isOpen={isOpen} onClose={onClose} hasBackdrop canEscapeKeyClose canOutsideClickClose={false} className="production-gallery-overlay" autoFocus enforceFocus>
      <div className="production-gallery" role="dialog" aria-modal aria-label={T.galleryTitle}>
        <div className="production-gallery-bar">
          <span className="production-gallery-count" aria-live="polite">
            {T.imageOf(at + 1, count)}
          </span>
          <ButtonGroup>
            <Button icon="zoom-out" aria-label={T.zoomOut} title={T.zoomOut} disabled={zoom <= MIN_ZOOM} onClick={() => zoomTo(zoom - ZOOM_STEP)} />
            <Button text={`${Math.round(zoom * 100)}%`} aria-label={T.zoomReset} title={T.zoomReset} onClick={() => zoomTo(1)} className="production-gallery-zoom" />
            <Button icon="zoom-in" aria-label={T.zoomIn} title={T.zoomIn} disabled={zoom >= MAX_ZOOM} onClick={() => zoomTo(zoom + ZOOM_STEP)} />
          </ButtonGroup>
          <Button icon="cross" variant="minimal" aria-label={T.close} title={T.close} onClick={onClose} className="production-gallery-close" />
        </div>
        <div
          className={`production-gallery-stage${zoom > 1 ? ' production-gallery-zoomed' : ''}`}
          onWheel={wheel}
          onPointerDown={pointerDown}
          onPointerMove={pointerMove}
          onPointerUp={pointerUp}
          onPointerCancel={pointerUp}
          onDoubleClick={() => zoomTo(zoom === 1 ? 2 : 1)}
        >
          {current && <GalleryImage path={current} alt={T.imageOf(at + 1, count)} zoom={zoom} offset={offset} />}
        </div>
        {count > 1 && (
          <>
            <Button icon="chevron-left" large className="production-gallery-prev" aria-label={T.previous} title={T.previous} onClick={() => go(at - 1)} />
            <Button icon="chevron-right" large className="production-gallery-next" aria-label={T.next} title={T.next} onClick={() => go(at + 1)} />
          </>
        )}
      </div>
    </Overlay2>
  );
}

function GalleryImage({ path, alt, zoom, offset }: { path: string; alt: string; zoom: number; offset: { x: number; y: number } }) {
  const { url, loading } = useStoredImage(path);
  if (!url) return loading ? <Spinner /> : <p className="production-gallery-missing">{T.noImages}</p>;
  return (
    <img
      src={url}
      alt={alt}
      draggable={false}
      className="production-gallery-image"
      data-zoom={zoom}
      style={{ transform: `scale(${zoom}) translate(${offset.x}px, ${offset.y}px)` }}
    />
  );
}
