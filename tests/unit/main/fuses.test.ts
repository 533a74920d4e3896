import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builderConfig, root } from './builder-config';

/**
 * Electron's security checklist, item 19: the fuses electron-builder flips in the packaged app
 * (electron-builder.yml, `electronFuses`), and the facts about this app that make them safe to flip.
 */

const config = builderConfig();

describe('electron fuses of the packaged app', () => {
  it('are set as the security checklist asks, every one written out (a misspelt key would fail here)', () => {
    // The names are electron-builder 26's FuseOptionsV1 keys (app-builder-lib configuration.d.ts).
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('have the asar they rely on: the app is packed in one, with its integrity recorded', () => {
    // onlyLoadAppFromAsar without an asar would leave Electron nothing to load.
    expect(config.asar).toBe(true);
    // enableEmbeddedAsarIntegrityValidation with the hash left out would refuse to start.
    expect(config.disableAsarIntegrity).toBeUndefined();
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
    // The one exception: an office PostgreSQL's backup runs PostgreSQL's own pg_dump and psql (the
    // db:backup / db:restore commands with DATABASE_URL); never Node, and never in the standalone app.
    expect(using).toEqual(['server/backup/postgres.ts']);
    const postgres = fs.readFileSync(path.join(root, 'server/backup/postgres.ts'), 'utf8');
    expect(postgres).not.toMatch(/process\.execPath|ELECTRON_RUN_AS_NODE/);
    expect([...postgres.matchAll(/(?:processOutput|spawn)\('([a-z_]+)'/g)].map((m) => m[1]).sort()).toEqual(['pg_dump', 'psql']);
  });
});
