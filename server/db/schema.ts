// Every table of every module, for drizzle-kit (migrations) and the typed database handle.
export * from '../auth/tables';
export * from '../employee/tables';
export { auditLog } from './audit';
export * from '../luncheon/tables';
export * from '../warehouse/tables';
export * from '../purchasing/tables';
export * from '../warehouse/flow-tables';
export * from '../settings/tables';
export * from '../survey/tables';
export * from '../survey/project-tables';
export * from '../production/tables';
export * from '../certificate/tables';
export * from '../salary/attendance/tables';
export * from '../salary/payroll/tables';
export * from '../salary/statutory/tables';
