import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/support/browser';

/**
 * `npx tsx scripts/make-icons.ts`: the app's icons from resources/icon.svg (the same mark as the
 * web UI's favicon), drawn by Chromium so they match the browser's rendering. The outputs are
 * committed; run this only after changing the SVG.
 * - icon.png (512): Linux installers (electron-builder linux.icon)
 * - icon-256.png: the window icon (main/window-icon.ts) and the Windows taskbar
 * - icon.ico (16, 24, 32, 48, 64, 128, 256): the Windows installer and executable
 */
const dir = path.resolve(import.meta.dirname, '..', 'resources');
const svg = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');

async function render(size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  return png;
}

/** An ICO whose entries are PNGs (Windows Vista and later read them; the only form 256 px can take). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  fs.writeFileSync(path.join(dir, 'icon.png'), await render(512));
  fs.writeFileSync(path.join(dir, 'icon-256.png'), await render(256));
  const sizes = [16, 24, 32, 48, 64, 128, 256];
  const images = [];
  for (const size of sizes) images.push({ size, png: await render(size) });
  fs.writeFileSync(path.join(dir, 'icon.ico'), ico(images));
  console.log(`resources/: icon.png (512), icon-256.png, icon.ico (${sizes.join(', ')})`);
} finally {
  await browser.close();
}
