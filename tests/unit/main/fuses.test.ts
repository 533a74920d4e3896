import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Electron's security checklist, item 19: the fuses electron-builder flips in the packaged app
 * (electron-builder.yml, `electronFuses`), and the facts about this app that make them safe to flip.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const config = fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8');

/** The `key: value` lines of a top-level YAML section (comments and blank lines skipped). */
function section(yaml: string, name: string): Record<string, string> {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => line.replace(/\s+#.*$/, '') === `${name}:`);
  if (start === -1) throw new Error(`electron-builder.yml has no ${name} section`);
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    const content = line.replace(/\s+#.*$/, '').replace(/^\s*#.*$/, '');
    if (content.trim() === '') continue;
    if (!/^\s/.test(content)) break;
    const match = /^\s+([A-Za-z][A-Za-z0-9]*):\s*(\S+)$/.exec(content);
    if (!match?.[1] || match[2] === undefined) throw new Error(`unexpected line in ${name}: ${line}`);
    entries[match[1]] = match[2];
  }
  return entries;
}

/** A top-level scalar, e.g. `asar: true`. */
function topLevel(yaml: string, key: string): string | undefined {
  return new RegExp(`^${key}:\\s*(\\S+)`, 'm').exec(yaml)?.[1];
}

describe('electron fuses of the packaged app', () => {
  it('are set as the security checklist asks, every one written out (a misspelt key would fail here)', () => {
    // The names are electron-builder 26's FuseOptionsV1 keys (app-builder-lib configuration.d.ts).
    expect(section(config, 'electronFuses')).toEqual({
      runAsNode: 'false',
      enableCookieEncryption: 'true',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      loadBrowserProcessSpecificV8Snapshot: 'false',
      grantFileProtocolExtraPrivileges: 'false',
    });
  });

  it('have the asar they rely on: the app is packed in one, with its integrity recorded', () => {
    // onlyLoadAppFromAsar without an asar would leave Electron nothing to load.
    expect(topLevel(config, 'asar')).toBe('true');
    // enableEmbeddedAsarIntegrityValidation with the hash left out would refuse to start.
    expect(topLevel(config, 'disableAsarIntegrity')).toBeUndefined();
  });
});

describe('runAsNode off leaves the app working', () => {
  const files = (folder: string): string[] =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => `${folder}/${name.split(path.sep).join('/')}`);

  it('the standalone server is started with utilityProcess.fork, which does not need ELECTRON_RUN_AS_NODE', () => {
    const index = fs.readFileSync(path.join(root, 'main/index.ts'), 'utf8');
    expect(index).toContain('utilityProcess.fork(modulePath, args, options)');
  });

  it('neither main nor the server it embeds uses child_process (its fork of process.execPath needs ELECTRON_RUN_AS_NODE)', () => {
    const using = [...files('main'), ...files('server')].filter((file) =>
      /from ['"](node:)?child_process['"]|require\(['"](node:)?child_process['"]\)|ELECTRON_RUN_AS_NODE/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(using).toEqual([]);
  });
});
