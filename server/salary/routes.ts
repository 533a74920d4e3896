import type { FastifyInstance } from 'fastify';
import { registerAttendanceRoutes } from './attendance/routes';
import type { SalaryRouteDeps } from './deps';
import { registerPayrollRoutes } from './payroll/routes';
import { registerStatutoryReportRoutes } from './statutory/reports';
import { registerStatutoryRoutes } from './statutory/routes';

/**
 * The Sallary module (issue 17): attendance under /api/attendance (where the phones already send
 * reports) and payroll under /api/salary; its statutory part (issue 18: BPJS, PPh 21, THR settings
 * and the files for BPJS and the tax office) under /api/salary/statutory. Each part in its own folder.
 */
export function registerSalaryRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  registerAttendanceRoutes(app, deps);
  registerPayrollRoutes(app, deps);
  registerStatutoryRoutes(app, deps);
  registerStatutoryReportRoutes(app, deps);
}
