import fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

/**
 * The few parts of the POSIX ustar format a backup file needs, written and read at known offsets
 * (so a reader jumps from header to header without reading the contents, and a header can be
 * written after its content, whose size a compressor only tells at the end). Any `tar` program
 * lists and extracts the result.
 */

export const BLOCK = 512;

export interface TarEntry {
  name: string;
  type: 'file' | 'directory';
  size: number;
  /** Where the content starts in the archive. */
  offset: number;
}

const paddedSize = (size: number): number => Math.ceil(size / BLOCK) * BLOCK;

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

/** A ustar header; names longer than 100 bytes are split into prefix and name at a '/'. */
export function tarHeader(name: string, size: number, type: TarEntry['type'], mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  let base = name;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    base = name.slice(cut + 1);
    prefix = name.slice(0, cut);
    if (cut <= 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`tar: name too long: ${name}`);
  }
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, type === 'directory' ? 0o755 : 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12);
  header.write(type === 'directory' ? '5' : '0', 156, 1, 'ascii');
  header.write('ustar\0' + '00', 257, 8, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  // The checksum is computed with its own field as spaces.
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return header;
}

/** Writes entries one after another; `position` is where the next header goes. */
export class TarWriter {
  position = 0;
  constructor(private readonly handle: FileHandle) {}

  async write(data: Uint8Array): Promise<void> {
    let written = 0;
    while (written < data.byteLength) {
      const { bytesWritten } = await this.handle.write(data, written, data.byteLength - written, this.position + written);
      written += bytesWritten;
    }
    this.position += data.byteLength;
  }

  async directory(name: string, mtime: Date): Promise<void> {
    await this.write(tarHeader(name.endsWith('/') ? name : `${name}/`, 0, 'directory', mtime));
  }

  /**
   * An entry whose content comes as chunks of unknown total size: the header block is reserved,
   * the content written, then the header filled in. `onChunk` sees every stored byte (checksums).
   */
  async streamed(name: string, chunks: AsyncIterable<Uint8Array>, mtime: Date, onChunk?: (chunk: Uint8Array) => void): Promise<number> {
    const headerAt = this.position;
    await this.write(Buffer.alloc(BLOCK));
    let size = 0;
    for await (const chunk of chunks) {
      onChunk?.(chunk);
      await this.write(chunk);
      size += chunk.byteLength;
    }
    await this.padTo(size);
    await this.handle.write(tarHeader(name, size, 'file', mtime), 0, BLOCK, headerAt);
    return size;
  }

  /** An entry of a known size whose content is written later with `rewrite` (the manifest). */
  async reserved(name: string, size: number, mtime: Date): Promise<number> {
    await this.write(tarHeader(name, size, 'file', mtime));
    const at = this.position;
    await this.write(Buffer.alloc(paddedSize(size)));
    return at;
  }

  async rewrite(offset: number, data: Uint8Array): Promise<void> {
    await this.handle.write(data, 0, data.byteLength, offset);
  }

  private async padTo(size: number): Promise<void> {
    const padding = paddedSize(size) - size;
    if (padding > 0) await this.write(Buffer.alloc(padding));
  }

  /** Two zero blocks end the archive. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
  }
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = header.toString('ascii', offset, offset + length).replace(/\0.*$/s, '').trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function readString(header: Buffer, offset: number, length: number): string {
  const end = header.indexOf(0, offset);
  return header.toString('utf8', offset, end === -1 || end > offset + length ? offset + length : end);
}

export class TarFormatError extends Error {}

/**
 * The entries of an archive, read header by header. A header whose checksum is wrong, content
 * that runs past the end of the file, or a missing end marker (a truncated file) throws
 * TarFormatError.
 */
export async function readTarEntries(file: string): Promise<TarEntry[]> {
  const handle = await fs.open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const entries: TarEntry[] = [];
    const header = Buffer.alloc(BLOCK);
    let position = 0;
    for (;;) {
      if (position + BLOCK > fileSize) throw new TarFormatError('archive ends without its end marker');
      await handle.read(header, 0, BLOCK, position);
      if (header.every((byte) => byte === 0)) return entries;
      const stored = readOctal(header, 148, 8);
      const copy = Buffer.from(header);
      copy.fill(0x20, 148, 156);
      let sum = 0;
      for (const byte of copy) sum += byte;
      if (sum !== stored) throw new TarFormatError(`bad header checksum at ${position}`);
      const prefix = readString(header, 345, 155);
      const base = readString(header, 0, 100);
      const name = prefix ? `${prefix}/${base}` : base;
      const size = readOctal(header, 124, 12);
      const typeflag = String.fromCharCode(header[156] ?? 0);
      const offset = position + BLOCK;
      if (offset + size > fileSize) throw new TarFormatError(`entry ${name} runs past the end of the archive`);
      if (typeflag === '5') entries.push({ name: name.replace(/\/$/, ''), type: 'directory', size: 0, offset });
      else if (typeflag === '0' || typeflag === '\0') entries.push({ name, type: 'file', size, offset });
      position = offset + paddedSize(size);
    }
  } finally {
    await handle.close();
  }
}
