import type { FastifyInstance } from 'fastify';
import type { SalaryRouteDeps } from '../deps';

/** Statutory settings and the dated rate table under /api/salary/statutory (contract: common/contract/statutory.ts). */
export function registerStatutoryRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  void app;
  void deps;
}
