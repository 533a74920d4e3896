import type { FastifyInstance } from 'fastify';
import type { SalaryRouteDeps } from '../deps';

/** Payroll (Gaji, issue 17 section 2): runs, payslips, the recap and the transfer list. */
export function registerPayrollRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  void app;
  void deps;
}
