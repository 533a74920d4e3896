import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTarEntries, TarFormatError, TarWriter } from '../../server/backup/tar';

/** The backup file's tar (server/backup/tar.ts): what it writes, `tar` reads; what it reads back; what it refuses. */
async function* chunks(...parts: string[]): AsyncGenerator<Buffer> {
  for (const part of parts) yield Buffer.from(part);
}

describe('backup tar', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-tar-'));
  const file = path.join(dir, 'a.tar');
  const longName = `database/pgdata/${'sangat-panjang/'.repeat(8)}berkas.gz`;

  it('writes entries any tar lists and extracts, headers after their content, a manifest rewritten in place', async () => {
    const handle = await fs.promises.open(file, 'w');
    const writer = new TarWriter(handle);
    const at = new Date('2026-11-28T05:30:00Z');
    const manifestAt = await writer.reserved('manifest.json', 16, at);
    await writer.directory('database/pgdata/base', at);
    await writer.streamed(longName, chunks('isi ', 'berkas'), at);
    await writer.streamed('files/kosong.txt', chunks(), at);
    await writer.rewrite(manifestAt, Buffer.from('{"ok":true}     '));
    await writer.finish();
    await handle.close();

    const entries = await readTarEntries(file);
    expect(entries.map((e) => [e.name, e.type, e.size])).toEqual([
      ['manifest.json', 'file', 16],
      ['database/pgdata/base', 'directory', 0],
      [longName, 'file', 10],
      ['files/kosong.txt', 'file', 0],
    ]);
    const content = entries[2];
    expect(fs.readFileSync(file).subarray(content?.offset, (content?.offset ?? 0) + 10).toString()).toBe('isi berkas');
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(['manifest.json', 'database/pgdata/base/', longName, 'files/kosong.txt']);
    expect(execFileSync('tar', ['-xOf', file, 'manifest.json'], { encoding: 'utf8' })).toBe('{"ok":true}     ');
  });

  it('refuses a file cut short and a changed header', async () => {
    const bytes = fs.readFileSync(file);
    const cut = path.join(dir, 'cut.tar');
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 1024 - 512));
    await expect(readTarEntries(cut)).rejects.toBeInstanceOf(TarFormatError);
    const changed = Buffer.from(bytes);
    changed[1] = (changed[1] ?? 0) ^ 0x01;
    fs.writeFileSync(cut, changed);
    await expect(readTarEntries(cut)).rejects.toThrow(/bad header checksum/);
  });
});
