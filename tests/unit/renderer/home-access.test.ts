import { describe, expect, it } from 'vitest';
import { MODULES, moduleByKey, type ModuleInfo, type ModuleKey } from '../../../common/modules';
import { decideCard } from '../../../renderer/src/home/access';

const user = (modules: ModuleKey[], role: 'user' | 'admin' | 'superadmin' = 'user') => ({ role, email: 'budi@erp.local', modules });

const enabled = (module: ModuleInfo): ModuleInfo => ({ ...module, enabled: true });

describe('decideCard (what clicking a home card does)', () => {
  it('refuses a module missing from the access list, even an unavailable one', () => {
    const warehouse = moduleByKey('warehouse');
    expect(decideCard(user(['employee']), warehouse)).toBe('no-access');
    expect(decideCard(user(['employee']), enabled(warehouse))).toBe('no-access');
  });

  it('says the menu is not available yet for a granted but disabled module', () => {
    expect(decideCard(user(['employee']), { ...moduleByKey('employee'), enabled: false })).toBe('unavailable');
  });

  it('opens a granted, enabled module', () => {
    expect(decideCard(user(['employee']), enabled(moduleByKey('employee')))).toBe('open');
  });

  it("uses the module's key, whatever its path (Certificate lives at /sertifikat)", () => {
    const certificate = enabled(moduleByKey('certificate'));
    expect(decideCard(user(['employee']), certificate)).toBe('no-access');
    expect(decideCard(user(['certificate']), certificate)).toBe('open');
  });

  it('lets a superadmin open every enabled module without an access list', () => {
    for (const module of MODULES) expect(decideCard(user([], 'superadmin'), enabled(module))).toBe('open');
  });

  it('does not treat an admin as a superadmin', () => {
    expect(decideCard(user([], 'admin'), enabled(moduleByKey('employee')))).toBe('no-access');
  });
});
