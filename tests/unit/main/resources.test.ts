import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCE_FILES } from '../../../main/resources';
import { builderConfig, root } from './builder-config';

/**
 * Every file the packaging (electron-builder.yml) and the main process name exists, so an
 * installer is never built without its icons and the window never opens without one.
 */
const config = builderConfig();
const exists = (relative: string) => fs.existsSync(path.join(root, relative));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(relative: string): { width: number; height: number } {
  const bytes = fs.readFileSync(path.join(root, relative));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The sizes an ICO file holds (0 in the directory means 256). */
function icoSizes(relative: string): number[] {
  const bytes = fs.readFileSync(path.join(root, relative));
  expect(bytes.readUInt16LE(2)).toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => bytes.readUInt8(6 + 16 * i) || 256);
}

describe('resources named by electron-builder.yml and the main process', () => {
  it('the build resources folder and both installer icons exist, at the sizes the installers need', () => {
    expect(config.directories?.buildResources).toBe('resources');
    expect(exists('resources')).toBe(true);
    expect(config.linux?.icon).toBe('resources/icon.png');
    expect(pngSize('resources/icon.png')).toEqual({ width: 512, height: 512 });
    expect(config.win?.icon).toBe('resources/icon.ico');
    expect(icoSizes('resources/icon.ico')).toEqual(expect.arrayContaining([16, 32, 48, 256]));
  });

  it('every packed file pattern and unpacked module points at something that exists (dist/ once built)', () => {
    const bases = [...(config.files ?? []), ...(config.asarUnpack ?? [])].map((pattern) => pattern.replace(/\/\*\*.*$/, ''));
    expect(bases).toEqual(expect.arrayContaining(['dist', 'resources', 'package.json', 'node_modules/@electric-sql/pglite']));
    // dist/ is the build's output: a unit run before `npm run build` has none yet.
    const missing = bases.filter((base) => base !== 'dist' && !exists(base));
    expect(missing).toEqual([]);
  });

  it('the main process\'s own resource files exist, inside what is packed', () => {
    for (const file of Object.values(RESOURCE_FILES)) {
      expect(exists(file), file).toBe(true);
      expect(file.startsWith('resources/')).toBe(true);
    }
    expect(pngSize(RESOURCE_FILES.windowIcon)).toEqual({ width: 256, height: 256 });
  });
});
