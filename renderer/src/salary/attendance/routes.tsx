import type { IconName } from '@blueprintjs/core';
import { holidayResource, officeResource } from '../../../../common/contract/attendance';
import type { ModuleRoute } from '../../shell/types';
import { ATTENDANCE_TEXTS as T } from './texts';
import { lazyScreen } from '../../shell/lazyComponent';

// Loaded when first opened.
const RecapScreen = lazyScreen(() => import('./RecapScreen').then((module) => module.RecapScreen));
const DailyScreen = lazyScreen(() => import('./DailyScreen').then((module) => module.DailyScreen));
const ImportScreen = lazyScreen(() => import('./ImportScreen').then((module) => module.ImportScreen));
const WorkRuleScreen = lazyScreen(() => import('./WorkRuleScreen').then((module) => module.WorkRuleScreen));
const OfficeScreen = lazyScreen(() => import('./HolidayScreen').then((module) => module.OfficeScreen));
const HolidayScreen = lazyScreen(() => import('./HolidayScreen').then((module) => module.HolidayScreen));

/** Where the Sallary module opens: the recap. */
export const RECAP_PATH = 'absensi/rekap';

/** Attendance screens (Absensi, issue 17 section 1): the recap, a day's list, the import, and the three masters. */
export const attendanceRoutes: readonly ModuleRoute[] = [
  { path: RECAP_PATH, label: T.menuRecap, icon: 'calendar', group: T.groupAttendance, element: <RecapScreen /> },
  { path: 'absensi/harian', label: T.menuDaily, icon: 'camera', group: T.groupAttendance, element: <DailyScreen /> },
  { path: 'absensi/impor', label: T.menuImport, icon: 'import', group: T.groupAttendance, element: <ImportScreen /> },
  { path: officeResource.path, label: officeResource.menuLabel, icon: officeResource.icon as IconName, group: T.groupMaster, element: <OfficeScreen /> },
  { path: 'aturan-kerja', label: T.menuWorkRules, icon: 'time', group: T.groupMaster, element: <WorkRuleScreen /> },
  { path: holidayResource.path, label: holidayResource.menuLabel, icon: holidayResource.icon as IconName, group: T.groupMaster, element: <HolidayScreen /> },
];
