import zlib from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readResult, type CallResult } from './server';

/** A real 1×1 PNG (it decodes), for photo and report-image uploads. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A file part's content. */
export interface UploadFile {
  data: Uint8Array;
  name: string;
  type: string;
}

/** One part of a multipart body, in order: text, or a file. */
export interface FormPart {
  name: string;
  value: string | UploadFile;
}

/** Text parts from `fields` (each value as its string), then `file` as the 'file' part when there is one. */
export function formParts(fields: Record<string, unknown>, file?: UploadFile | null): FormPart[] {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
  if (file) parts.push({ name: 'file', value: file });
  return parts;
}

/** A multipart/form-data call (the phone's and the photo forms' way), bearer token optional. */
export async function callMultipart<T = Record<string, unknown>>(
  base: string,
  method: 'POST' | 'PUT',
  path: string,
  parts: readonly FormPart[],
  token: string | null,
): Promise<CallResult<T>> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.value.data)], { type: part.value.type }), part.value.name);
  }
  const response = await fetch(`${base}${path}`, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return readResult<T>(response);
}

/**
 * The names of the files a test server stored in one area (`<DATA_DIR>/files/<area>`), sorted.
 * TestServer does not expose its temporary DATA_DIR: the folder is the one holding `known`, a file
 * this server stored (stored names are random UUIDs).
 */
export function storedFiles(area: string, known: string): string[] {
  const name = known.split('/').pop() ?? '';
  const folder = fs
    .readdirSync(os.tmpdir())
    .filter((dir) => dir.startsWith('erp-test-'))
    .map((dir) => path.join(os.tmpdir(), dir, 'files', area))
    .find((dir) => fs.existsSync(path.join(dir, name)));
  if (!folder) throw new Error(`no files folder holds ${name}`);
  return fs.readdirSync(folder).sort();
}

/** One PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real width×height PNG, a colour gradient from `tint`, so a browser can decode, show and
 * re-encode it (photo pickers compress to JPEG) and screenshots show a picture.
 */
export function gradientPng(width: number, height: number, tint: [number, number, number] = [200, 255, 160]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set([Math.round((tint[0] * x) / width), Math.round((tint[1] * y) / height), tint[2]], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
