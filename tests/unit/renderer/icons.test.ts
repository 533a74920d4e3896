import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../common/modules';
import { BUNDLED_ICONS, BUNDLED_ICONS_LARGE } from '../../../renderer/src/shell/icons';

describe('bundled icons', () => {
  it('include every module card icon, so the home screen never fetches the full icon set', () => {
    for (const module of MODULES) expect(BUNDLED_ICONS).toContain(module.icon);
  });

  it('list the same names in both sizes (16px for buttons, 20px for cards and empty states)', () => {
    expect([...BUNDLED_ICONS_LARGE].sort()).toEqual([...BUNDLED_ICONS].sort());
  });

  it('resolve every listed name to real paths (a typo in the glob would drop it silently)', () => {
    expect(BUNDLED_ICONS).toEqual(expect.arrayContaining(['home', 'key', 'log-out', 'lock', 'eye-open', 'eye-off']));
    expect(BUNDLED_ICONS.length).toBe(77);
  });
});
