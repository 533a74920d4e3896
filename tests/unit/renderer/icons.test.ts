import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../common/modules';
import { APP_ICON_PATHS, BUNDLED_ICONS, BUNDLED_ICONS_LARGE } from '../../../renderer/src/shell/appIcons';
import { SHELL_ICONS, SHELL_ICONS_LARGE } from '../../../renderer/src/shell/icons';

describe('bundled icons', () => {
  it('put every module card icon in the initial download, in both sizes (sidebar 16px, card 28px)', () => {
    for (const module of MODULES) {
      expect(SHELL_ICONS).toContain(module.icon);
      expect(SHELL_ICONS_LARGE).toContain(module.icon);
    }
  });

  it('put the sign-in screen, home and shell icons in the initial download', () => {
    expect(SHELL_ICONS).toEqual(expect.arrayContaining(['home', 'key', 'log-out', 'lock', 'eye-open', 'eye-off', 'cog', 'offline', 'refresh', 'error', 'tick-circle']));
    // Empty, error and no-access states draw their icon large.
    expect(SHELL_ICONS_LARGE).toEqual(expect.arrayContaining(['lock', 'search', 'wrench', 'offline', 'error', 'info-sign']));
  });

  it('keep the modules’ icons out of the initial download, once each', () => {
    for (const name of APP_ICON_PATHS[16].keys()) expect(SHELL_ICONS).not.toContain(name);
    for (const name of APP_ICON_PATHS[20].keys()) expect(SHELL_ICONS_LARGE).not.toContain(name);
    expect(new Set(BUNDLED_ICONS).size).toBe(BUNDLED_ICONS.length);
  });

  it('resolve every listed name to real paths in both sizes (a typo in a glob would drop it silently)', () => {
    expect([...BUNDLED_ICONS].sort()).toEqual([...BUNDLED_ICONS_LARGE].sort());
    expect(BUNDLED_ICONS.length).toBe(94);
    for (const paths of [...APP_ICON_PATHS[16].values(), ...APP_ICON_PATHS[20].values()]) expect(paths.length).toBeGreaterThan(0);
  });

  it('bundle every icon a screen names, so no screen falls back to Blueprint’s 280 kB chunk of every path', () => {
    const blueprintNames = new Set(fs.readdirSync('node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths').map((file) => file.replace(/\.js$/, '')));
    const bundled = new Set<string>(BUNDLED_ICONS);
    const missing = new Set<string>();
    // The value given to an icon prop or field: icon="add", icon={ok ? 'tick' : 'cross'}, icon: 'add', rightIcon="…".
    const iconValue = /\bicon\w*\s*[=:]\s*(\{[^}]*\}|"[^"]*"|'[^']*'|[^,)\n]*)/gi;
    const visit = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name)) {
          for (const [, value = ''] of fs.readFileSync(file, 'utf8').matchAll(iconValue)) {
            for (const [, name = ''] of value.matchAll(/['"]([a-z0-9-]+)['"]/g)) {
              if (blueprintNames.has(name) && !bundled.has(name)) missing.add(`${name} (${file})`);
            }
          }
        }
      }
    };
    visit('renderer/src');
    expect([...missing]).toEqual([]);
  });
});
