import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import decode, { init } from '@jsquash/jpeg/decode.js';
import type { Pixels } from './detect';

/**
 * JPEG decoding in WebAssembly (libjpeg-turbo's decoder as MozJPEG builds it, from Squoosh through
 * @jsquash/jpeg): a phone selfie decodes in ~5 ms here against ~25 ms in jpeg-js, and the busy
 * morning's check-ins (issue 28) wait on the image thread for this. WebAssembly is no native addon
 * (ARCHITECTURE): it runs the same in Node and in Electron.
 */

declare module '@jsquash/jpeg/decode.js' {
  /** The package's code takes a compiled module first (its utils.js, initEmscriptenModule); its .d.ts leaves that out. */
  export function init(module: WebAssembly.Module, moduleOptionOverrides: { print(text: string): void; printErr(text: string): void }): Promise<void>;
}

let ready: Promise<void> | null = null;

/** The decoder's .wasm from its package; inside a packed desktop app, from the unpacked copy (electron-builder.yml asarUnpack). */
function wasmPath(): string {
  const file = createRequire(import.meta.url).resolve('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm');
  return file.replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
}

/** Compiled once per thread, at the first JPEG. */
function loaded(): Promise<void> {
  ready ??= (async () => {
    const module = await WebAssembly.compile(await fs.readFile(wasmPath()));
    // Its libjpeg warnings ('Premature end of JPEG file') would go to the server's stderr; the refusal says enough.
    await init(module, { print: () => undefined, printErr: () => undefined });
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/**
 * The pixels of a JPEG, or null when the file does not decode. A decoder that cannot load is an
 * error of the server, thrown as it is: never told to the user as a broken picture.
 */
export async function decodeJpeg(bytes: Uint8Array): Promise<Pixels | null> {
  await loaded();
  try {
    // The decoder takes an ArrayBuffer of its own; a Buffer is often a view into Node's shared pool.
    const image = await decode(new Uint8Array(bytes).buffer);
    return { width: image.width, height: image.height, data: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength) };
  } catch {
    return null;
  }
}
