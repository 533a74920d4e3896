import { Navigate } from 'react-router-dom';
import type { ModuleRoute } from '../shell/types';
import { attendanceRoutes, RECAP_PATH } from './attendance/routes';
import { payrollRoutes } from './payroll/routes';

/** Sallary module screens (issue 17): attendance first, then payroll. */
export const routes: readonly ModuleRoute[] = [...attendanceRoutes, ...payrollRoutes];

/** What the module's entry path shows: the attendance recap. */
export const entry = <Navigate to={RECAP_PATH} replace />;
