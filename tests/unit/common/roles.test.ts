import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../common/modules';
import { accessNamesOf, moduleByAccessName, type ModuleKey } from '../../../common/modules';
import { canCall, canOpenModule, isSuperadmin, type ModuleSubject } from '../../../common/roles';

const staff = (modules: ModuleKey[]): ModuleSubject => ({ role: 'user', email: 'staf@erp.test', modules });

describe('module access', () => {
  it('needs the module’s key among the grants', () => {
    expect(canOpenModule(staff(['employee']), 'employee', null)).toBe(true);
    expect(canOpenModule(staff(['employee']), 'warehouse', null)).toBe(false);
    expect(canOpenModule(staff([]), 'employee', null)).toBe(false);
  });

  it('computes the seed’s access names from the keys, and reads them back', () => {
    // Certificate opens at /sertifikat but is named '/certificate' in the access list; Sallary is '/sallary'.
    expect(accessNamesOf(['salary', 'certificate', 'employee'])).toEqual([{ name: '/certificate' }, { name: '/employee' }, { name: '/sallary' }]);
    expect(moduleByAccessName('/EMPLOYEE')?.key).toBe('employee');
    expect(moduleByAccessName('/purchasing-x')).toBeNull();
  });

  it('lets a superadmin and the configured admin email into everything', () => {
    const boss: ModuleSubject = { role: 'superadmin', email: 'bos@erp.test', modules: [] };
    const admin: ModuleSubject = { role: 'user', email: 'Admin@ERP.local', modules: [] };
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

  it('mirrors an endpoint\'s declared access: module users read the applications, only the superadmin writes them', () => {
    const clerk = staff(['employee']);
    expect(canCall(clerk, { kind: 'module', module: 'employee' }, null)).toBe(true);
    expect(canCall(clerk, { kind: 'module', module: 'salary', alsoFor: ['employee'] }, null)).toBe(true);
    expect(canCall(clerk, { kind: 'role', roles: ['superadmin'] }, null)).toBe(false);
    expect(canCall({ ...clerk, email: 'admin@erp.local' }, { kind: 'role', roles: ['superadmin'] }, 'admin@erp.local')).toBe(true);
    expect(canCall(staff([]), { kind: 'session' }, null)).toBe(true);
  });
});
