import { Navigate } from 'react-router-dom';
import type { ModuleRoute } from '../shell/types';
import { attendanceRoutes, RECAP_PATH } from './attendance/routes';
import { payrollRoutes } from './payroll/routes';
import { statutoryRoutes } from './statutory/routes';

/** Sallary module screens (issue 17): attendance first, then payroll, then BPJS & tax (issue 18). */
export const routes: readonly ModuleRoute[] = [...attendanceRoutes, ...payrollRoutes, ...statutoryRoutes];

/** What the module's entry path shows: the attendance recap. */
export const entry = <Navigate to={RECAP_PATH} replace />;
