import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formTextEntries, tooLargeMessage } from '../../../common/contract';
import { createDiskFileStore, detectImage, type ReceivedFile } from '../../../server/files';
import { jpegImage, jpegSizeOf } from '../../support/images';

describe('detectImage: by the leading bytes only', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0], 'image/jpeg', 'jpg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png', 'png'],
    ['GIF87a', [...Buffer.from('GIF87a'), 1], 'image/gif', 'gif'],
    ['GIF89a', [...Buffer.from('GIF89a'), 1], 'image/gif', 'gif'],
    ['BMP', [...Buffer.from('BM'), 0, 0], 'image/bmp', 'bmp'],
  ])('recognises %s', (_name, bytes, mime, extension) => {
    expect(detectImage(Buffer.from(bytes))).toEqual({ mime, extension });
  });

  it.each([
    ['text', Buffer.from('bukan gambar')],
    ['empty', Buffer.alloc(0)],
    ['a cut PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['GIF of an unknown version', Buffer.from('GIF90a')],
    ['SVG (script-capable, not accepted)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['JPEG bytes further in', Buffer.from([0x00, 0xff, 0xd8, 0xff])],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImage(bytes)).toBeNull();
  });
});

describe('tooLargeMessage', () => {
  it('says the limit as users read it', () => {
    expect(tooLargeMessage(5 * 1024 * 1024)).toBe('Ukuran file maksimal 5 MB');
    expect(tooLargeMessage(1.5 * 1024 * 1024)).toBe('Ukuran file maksimal 1.5 MB');
    expect(tooLargeMessage(512 * 1024)).toBe('Ukuran file maksimal 512 KB');
  });
});

describe('formTextEntries: a body as multipart text parts', () => {
  it('writes values out, repeats lists and leaves out empty ones', () => {
    expect(formTextEntries({ a: 'x', n: 3, yes: true, none: null, gone: undefined, list: [1, 2], obj: { k: 1 } })).toEqual([
      ['a', 'x'],
      ['n', '3'],
      ['yes', 'true'],
      ['list', '1'],
      ['list', '2'],
      ['obj', '{"k":1}'],
    ]);
    expect(formTextEntries(undefined)).toEqual([]);
  });
});

describe('disk FileStore', () => {
  let root: string;
  const jpeg: ReceivedFile = { data: jpegImage(8, 6), mime: 'image/jpeg', extension: 'jpg', filename: 'a.jpg' };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-files-'));
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stores under <root>/<area>/<uuid>.<ext> (a JPEG re-encoded, its size kept), leaves no temp file, reads and removes', async () => {
    const store = createDiskFileStore(root);
    const name = await store.save('employee', jpeg);
    expect(name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(fs.readdirSync(path.join(root, 'employee'))).toEqual([name]);
    const stored = await store.read('employee', name);
    expect(stored?.mime).toBe('image/jpeg');
    expect(jpegSizeOf(stored?.data ?? Buffer.alloc(0))).toEqual({ width: 8, height: 6 });
    expect(await store.read('report', name)).toBeNull();
    await store.remove('employee', name);
    await store.remove('employee', name);
    expect(await store.read('employee', name)).toBeNull();
  });

  it('never reads or removes outside its folders', async () => {
    fs.writeFileSync(path.join(root, 'secret.jpg'), 'x');
    const store = createDiskFileStore(path.join(root, 'files'));
    expect(await store.read('employee', '../../secret.jpg')).toBeNull();
    await store.remove('employee', '../../secret.jpg');
    expect(fs.existsSync(path.join(root, 'secret.jpg'))).toBe(true);
  });
});
