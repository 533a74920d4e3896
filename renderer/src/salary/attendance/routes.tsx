import type { ModuleRoute } from '../../shell/types';

/** Attendance screens (Absensi, issue 17 section 1). */
export const attendanceRoutes: readonly ModuleRoute[] = [];
