import type { IconName } from '@blueprintjs/core';
import { Navigate } from 'react-router-dom';
import { EMPLOYEE_RESOURCES, divisionResource } from '../../../common/contract/employee';
import { MasterScreen } from '../shell/master/MasterScreen';
import type { ModuleRoute } from '../shell/types';

/**
 * Employee module screens, shown in its sidebar (seed 000 "Employee module"). The four master
 * lists are declarations in common/contract/employee.ts rendered by the one generic screen.
 */
export const routes: readonly ModuleRoute[] = EMPLOYEE_RESOURCES.map((resource) => ({
  path: resource.path,
  label: resource.menuLabel,
  icon: resource.icon as IconName,
  element: <MasterScreen resource={resource} />,
}));

/** Seed 000: "/employee redirects to /employee/division" (relative to the module's entry path). */
export const entry = <Navigate to={divisionResource.path} replace />;
