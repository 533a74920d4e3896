import type { Clock } from '../auth/context';
import type { Db } from '../db/client';
import type { FileStore } from '../files';

/** What the Sallary module's routes (attendance and payroll) are given by the app. */
export interface SalaryRouteDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  adminEmail: string | null;
}
