import type { ModuleRoute } from '../../shell/types';

/** Payroll screens (Gaji, issue 17 section 2). */
export const payrollRoutes: readonly ModuleRoute[] = [];
