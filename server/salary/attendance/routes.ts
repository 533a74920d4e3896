import type { FastifyInstance } from 'fastify';
import type { SalaryRouteDeps } from '../deps';

/** Attendance (Absensi, issue 17 section 1): the phone's check-in/out, imports, corrections, recap. */
export function registerAttendanceRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  void app;
  void deps;
}
