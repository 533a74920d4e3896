import { useEffect, useRef, useState, type RefObject } from 'react';
import { cameraProblem, videoConstraints, type CameraProblem } from './camera';
import type { ScanPoint } from './decode';
import { frameSize, type DecodeReply, type DecodeRequest } from './protocol';

/** A frame is grabbed this often while codes are accepted (about 8 a second). */
export const FRAME_INTERVAL_MS = 120;
/** A camera that failed (busy, unplugged) is opened again after this long. */
const CAMERA_RETRY_MS = 5000;
/** A frame the worker has not answered in this long is given up, so the loop never stalls. */
const FRAME_TIMEOUT_MS = 2000;
/** HTMLMediaElement.HAVE_CURRENT_DATA */
const HAVE_CURRENT_DATA = 2;
const DOT_COLOR = '#2d72d2';

export type CameraStatus = { kind: 'starting' } | { kind: 'live' } | ({ kind: 'error' } & CameraProblem);

export interface QrCameraOptions {
  video: RefObject<HTMLVideoElement | null>;
  /** Drawn over the video: the blue dots on the finder patterns. */
  overlay: RefObject<HTMLCanvasElement | null>;
  deviceId: string | null;
  /** False while the camera choice is still being read: nothing is opened yet. */
  ready: boolean;
  /** Frames are decoded only while true (the cycle waits for the next person). */
  active: boolean;
  onDecoded: (text: string) => void;
}

function drawDots(canvas: HTMLCanvasElement | null, width: number, height: number, points: readonly ScanPoint[]): void {
  if (!canvas) return;
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, width, height);
  const radius = Math.max(4, Math.round(Math.min(width, height) / 60));
  context.fillStyle = DOT_COLOR;
  for (const point of points) {
    context.beginPath();
    context.arc(point.x, point.y, radius, 0, Math.PI * 2);
    context.fill();
  }
}

/**
 * The live camera and the decoder worker. Frames go to the worker one at a time (the next only
 * after the last answered), so a slow PC decodes less often instead of queueing. Everything is
 * released on unmount or camera change: tracks stopped, worker terminated, timers cleared.
 */
export function useQrCamera({ video, overlay, deviceId, ready, active, onDecoded }: QrCameraOptions): { status: CameraStatus; restart: () => void } {
  const [status, setStatus] = useState<CameraStatus>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const activeRef = useRef(active);
  const decodedRef = useRef(onDecoded);
  useEffect(() => {
    activeRef.current = active;
    decodedRef.current = onDecoded;
  });

  useEffect(() => {
    const element = video.current;
    if (!element || !ready) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let tick: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let inFlight: { id: number; since: number } | null = null;
    let nextId = 0;
    const worker = new Worker(new URL('./decoder.worker.ts', import.meta.url), { type: 'module' });

    const fail = (problem: CameraProblem) => {
      if (stopped) return;
      setStatus({ kind: 'error', ...problem });
      if (problem.retryable) retry = setTimeout(() => setAttempt((n) => n + 1), CAMERA_RETRY_MS);
    };

    worker.onmessage = (event: MessageEvent<DecodeReply>) => {
      const reply = event.data;
      if (stopped || reply.id !== inFlight?.id) return;
      inFlight = null;
      if (reply.error) console.error('[scanner] decoder:', reply.error);
      // A frame that was on its way when the cycle stopped accepting: the dots of the code being
      // processed stay, and nothing is reported.
      if (!activeRef.current) return;
      drawDots(overlay.current, reply.width, reply.height, reply.points);
      if (reply.text !== null) decodedRef.current(reply.text);
    };
    worker.onerror = (event) => {
      console.error('[scanner] decoder worker:', event.message);
      inFlight = null;
    };

    const grab = () => {
      if (stopped) return;
      tick = setTimeout(grab, FRAME_INTERVAL_MS);
      if (inFlight && performance.now() - inFlight.since < FRAME_TIMEOUT_MS) return;
      inFlight = null;
      // Between people no frames are decoded; the dots stay on the code being processed.
      if (!activeRef.current) return;
      if (element.readyState < HAVE_CURRENT_DATA || element.videoWidth === 0) return;
      const size = frameSize(element.videoWidth, element.videoHeight);
      const id = (nextId += 1);
      inFlight = { id, since: performance.now() };
      createImageBitmap(element, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'low' }).then(
        (frame) => {
          if (stopped || inFlight?.id !== id) {
            frame.close();
            return;
          }
          const request: DecodeRequest = { id, frame };
          worker.postMessage(request, [frame]);
        },
        () => {
          if (inFlight?.id === id) inFlight = null;
        },
      );
    };

    const start = async () => {
      setStatus({ kind: 'starting' });
      if (!navigator.mediaDevices?.getUserMedia) {
        fail(cameraProblem({ name: 'TypeError' }));
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(deviceId), audio: false });
      } catch (error) {
        fail(cameraProblem(error));
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      // An unplugged camera ends its track: say so and open it again when it is back.
      for (const track of stream.getVideoTracks()) track.addEventListener('ended', () => fail(cameraProblem({ name: 'NotReadableError' })));
      element.srcObject = stream;
      try {
        await element.play();
      } catch (error) {
        // Interrupted by unmount or a camera change: nothing to report.
        if (stopped) return;
        fail(cameraProblem(error));
        return;
      }
      if (stopped) return;
      setStatus({ kind: 'live' });
      grab();
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(tick);
      clearTimeout(retry);
      worker.terminate();
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };
  }, [video, overlay, deviceId, ready, attempt]);

  return { status, restart: () => setAttempt((n) => n + 1) };
}
