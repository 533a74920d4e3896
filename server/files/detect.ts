import type { ImageExtension, ImageMime } from '../../common/contract/files';

export interface DetectedImage {
  mime: ImageMime;
  extension: ImageExtension;
}

const startsWith = (bytes: Buffer, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { signature: readonly number[]; image: DetectedImage }[] = [
  { signature: [0xff, 0xd8, 0xff], image: { mime: 'image/jpeg', extension: 'jpg' } },
  { signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], image: { mime: 'image/png', extension: 'png' } },
  { signature: ascii('GIF87a'), image: { mime: 'image/gif', extension: 'gif' } },
  { signature: ascii('GIF89a'), image: { mime: 'image/gif', extension: 'gif' } },
  { signature: ascii('BM'), image: { mime: 'image/bmp', extension: 'bmp' } },
];

/** The image kind by its leading bytes (never by name or declared type); null for anything else. */
export function detectImage(bytes: Buffer): DetectedImage | null {
  return SIGNATURES.find(({ signature }) => startsWith(bytes, signature))?.image ?? null;
}
