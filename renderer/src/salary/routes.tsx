import { ModuleUnavailable } from '../shell/states';
import type { ModuleRoute } from '../shell/types';
import { attendanceRoutes } from './attendance/routes';
import { payrollRoutes } from './payroll/routes';

/** Sallary module screens (issue 17): attendance first, then payroll. */
export const routes: readonly ModuleRoute[] = [...attendanceRoutes, ...payrollRoutes];

/** What the module's entry path shows. */
export const entry = <ModuleUnavailable />;
