import type { FastifyInstance } from 'fastify';
import { registerAttendanceRoutes } from './attendance/routes';
import type { SalaryRouteDeps } from './deps';
import { registerPayrollRoutes } from './payroll/routes';

/**
 * The Sallary module (issue 17): attendance under /api/attendance (where the phones already send
 * reports) and payroll under /api/salary. Each half lives in its own folder.
 */
export function registerSalaryRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  registerAttendanceRoutes(app, deps);
  registerPayrollRoutes(app, deps);
}
