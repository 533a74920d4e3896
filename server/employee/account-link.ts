import type { Db } from '../db/client';
import { employees } from './tables';

/**
 * What the auth module reads of the employee an account is linked to, on every request: the
 * division (an account follows its employee's moves at once, issue 24) and whether the employee
 * is still there (deleted, or Tanggal Keluar passed: the account stops). Exposed as a subquery the
 * auth module joins, so the employees table stays this module's own.
 */
export function linkedEmployees(db: Db) {
  return db
    .select({ id: employees.id, divisionId: employees.divisionId, leftOn: employees.leftOn, status: employees.status })
    .from(employees)
    .as('linked_employee');
}
