import type { FrameResult } from './decode';

/** What the main thread and the decoder worker exchange; no zxing here, so the screen's bundle stays small. */

/** Main thread → decoder worker: one video frame (transferred, not copied). */
export interface DecodeRequest {
  id: number;
  frame: ImageBitmap;
}

/** Decoder worker → main thread: the frame's result, in the frame's pixel space. */
export interface DecodeReply extends FrameResult {
  id: number;
  width: number;
  height: number;
  /** Milliseconds the worker spent on the frame (read-back and decode). */
  took: number;
  /** A failure other than "no QR here" (e.g. no OffscreenCanvas): the screen keeps trying. */
  error?: string;
}

/** The frame size to grab: the video scaled down so its longer side is at most `max` pixels. */
export function frameSize(videoWidth: number, videoHeight: number, max = 640): { width: number; height: number } {
  const longer = Math.max(videoWidth, videoHeight);
  if (longer <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / longer);
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
}
