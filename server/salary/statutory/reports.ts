import type { FastifyInstance } from 'fastify';
import type { SalaryRouteDeps } from '../deps';

/** The files the office sends: BPJS recap, e-Bupot 21, 1721-A1 (contract: common/contract/statutory.ts). */
export function registerStatutoryReportRoutes(app: FastifyInstance, deps: SalaryRouteDeps): void {
  void app;
  void deps;
}
