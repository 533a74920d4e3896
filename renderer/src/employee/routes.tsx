import type { IconName } from '@blueprintjs/core';
import { Navigate } from 'react-router-dom';
import { EMPLOYEE_RESOURCES, divisionResource } from '../../../common/contract/employee';
import { MasterScreen } from '../shell/master/MasterScreen';
import type { ModuleRoute } from '../shell/types';
import { KaryawanScreen } from './karyawan/KaryawanScreen';
import { KARYAWAN_TEXTS } from './karyawan/texts';
import { USER_TEXTS } from './users/texts';
import { lazyScreen } from '../shell/lazyComponent';

// Loaded when first opened: only a superadmin ever sees it, and it brings @blueprintjs/select.
const UsersScreen = lazyScreen(() => import('./users/UsersScreen').then((module) => module.UsersScreen));

/** Sidebar headings: the master lists, then the people (employee records and their accounts). */
const EMPLOYEE_GROUPS = { master: 'Master', people: 'Karyawan' } as const;

/**
 * Employee module screens, shown in its sidebar (seed 000 "Employee module"). The four master
 * lists are declarations in common/contract/employee.ts rendered by the one generic screen.
 */
export const routes: readonly ModuleRoute[] = [
  ...EMPLOYEE_RESOURCES.map((resource) => ({
    path: resource.path,
    label: resource.menuLabel,
    icon: resource.icon as IconName,
    group: EMPLOYEE_GROUPS.master,
    element: <MasterScreen resource={resource} />,
  })),
  // Seed 000 section 2 item 5: the employee records, with their own screen (form sections, photo, salary items).
  { path: 'karyawan', label: KARYAWAN_TEXTS.menu, icon: 'people', group: EMPLOYEE_GROUPS.people, element: <KaryawanScreen /> },
  // Seed 000: the User menu, superadmin only (the shell hides it from and refuses it to others).
  { path: 'users', label: USER_TEXTS.menu, icon: 'user', group: EMPLOYEE_GROUPS.people, superadminOnly: true, element: <UsersScreen /> },
];

/** Seed 000: "/employee redirects to /employee/division" (relative to the module's entry path). */
export const entry = <Navigate to={divisionResource.path} replace />;
