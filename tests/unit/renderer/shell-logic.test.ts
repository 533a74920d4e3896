import { describe, expect, it } from 'vitest';
import { checkNewPassword, copyrightLine, emailChangeState, visibleRoutes } from '../../../renderer/src/shell/logic';
import type { ModuleRoute } from '../../../renderer/src/shell/types';

describe('copyrightLine (footer, since 2018)', () => {
  it('spans from 2018 to the current year, in Indonesian, with the company of Data Perusahaan', () => {
    expect(copyrightLine(2026, 'PT Contoh')).toBe('Hak Cipta © 2018–2026 PT Contoh');
  });

  it('shows a single year in 2018, and no made-up name while none is set', () => {
    expect(copyrightLine(2018, 'PT Contoh')).toBe('Hak Cipta © 2018 PT Contoh');
    expect(copyrightLine(2026, ' ')).toBe('Hak Cipta © 2018–2026');
  });
});

describe('visibleRoutes (sidebar)', () => {
  const routes: ModuleRoute[] = [
    { path: 'division', label: 'Divisi', icon: 'diagram-tree', element: null },
    { path: 'user', label: 'User', icon: 'user', element: null, superadminOnly: true },
  ];

  it('hides superadmin-only entries from everybody else', () => {
    expect(visibleRoutes(routes, false).map((r) => r.path)).toEqual(['division']);
  });

  it('shows everything to a superadmin, in order', () => {
    expect(visibleRoutes(routes, true).map((r) => r.path)).toEqual(['division', 'user']);
  });
});

describe('checkNewPassword (change-password dialog)', () => {
  it("keeps 'Simpan Perubahan' disabled while either field is empty", () => {
    expect(checkNewPassword('', '')).toBe('empty');
    expect(checkNewPassword('rahasia', '')).toBe('empty');
    expect(checkNewPassword('', 'rahasia')).toBe('empty');
  });

  it("flags different passwords ('Pastikan Password sama!')", () => {
    expect(checkNewPassword('rahasia1', 'rahasia2')).toBe('mismatch');
    expect(checkNewPassword('Rahasia', 'rahasia')).toBe('mismatch');
  });

  it('accepts identical passwords; length is left to the server', () => {
    expect(checkNewPassword('abc', 'abc')).toBe('ok');
  });
});

describe('emailChangeState (super-admin email dialog)', () => {
  it('enables the button only for a valid, different email', () => {
    expect(emailChangeState('baru@erp.local', 'admin@erp.local')).toBe('ok');
  });

  it('distinguishes empty, invalid and unchanged input', () => {
    expect(emailChangeState('  ', 'admin@erp.local')).toBe('empty');
    expect(emailChangeState('baru@', 'admin@erp.local')).toBe('invalid');
    expect(emailChangeState(' ADMIN@erp.local ', 'admin@erp.local')).toBe('same');
  });
});
