import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../common/modules';
import { canOpenModule, isSuperadmin, type AccessSubject } from '../../../common/roles';

const staff = (access: string[]): AccessSubject => ({ role: 'user', email: 'staf@erp.test', access: access.map((name) => ({ name })) });

describe('module access', () => {
  it('needs the module’s access name in the list', () => {
    expect(canOpenModule(staff(['/employee']), 'employee', null)).toBe(true);
    expect(canOpenModule(staff(['/employee']), 'warehouse', null)).toBe(false);
    expect(canOpenModule(staff(['/EMPLOYEE']), 'employee', null)).toBe(true);
    // Certificate opens at /sertifikat but is granted as '/certificate'.
    expect(canOpenModule(staff(['/certificate']), 'certificate', null)).toBe(true);
  });

  it('lets a superadmin and the configured admin email into everything', () => {
    const boss: AccessSubject = { role: 'superadmin', email: 'bos@erp.test', access: [] };
    const admin: AccessSubject = { role: 'user', email: 'Admin@ERP.local', access: [] };
    for (const module of MODULES) {
      expect(canOpenModule(boss, module.key, null)).toBe(true);
      expect(canOpenModule(admin, module.key, 'admin@erp.local')).toBe(true);
    }
    expect(isSuperadmin(admin, null)).toBe(false);
  });

  it('registers the eight modules of the seed, each with its own entry path and access name', () => {
    expect(MODULES.map((m) => m.title)).toEqual(['Employee', 'Warehouse', 'Luncheon', 'Survey', 'Production', 'Certificate', 'Purchasing', 'Sallary']);
    expect(new Set(MODULES.map((m) => m.path)).size).toBe(8);
    expect(new Set(MODULES.map((m) => m.accessName)).size).toBe(8);
  });
});
