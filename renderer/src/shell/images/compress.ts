/** Seed: "The upload quality is 0.7". */
export const UPLOAD_JPEG_QUALITY = 0.7;
/** Longest side of an uploaded image: enough for a photo on screen, small enough to send quickly. */
export const UPLOAD_MAX_SIDE = 1280;

export interface CompressOptions {
  quality?: number;
  maxSide?: number;
}

/** The size an image is drawn at: scaled down (never up) so its longest side is at most maxSide. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide || longest === 0) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Re-encodes a picked image as JPEG (quality 0.7, longest side 1280 px) through a canvas. A file
 * the browser cannot decode is returned as it is: the server then refuses it with its own message.
 */
export async function compressImage(file: Blob, options: CompressOptions = {}): Promise<Blob> {
  const quality = options.quality ?? UPLOAD_JPEG_QUALITY;
  const maxSide = options.maxSide ?? UPLOAD_MAX_SIDE;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: transparent PNG/GIF areas become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
