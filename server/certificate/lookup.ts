import { companyToday } from '../../common/calendar';
import type { CertificateRow } from '../../common/contract/certificate';
import type { Db } from '../db/client';
import { certificatesOfEmployeeOn } from './routes';

/**
 * What other modules may read of certificates (the Employee module's 'Detail Informasi'), so they
 * never read the Certificate module's tables themselves.
 */

/** The employee's current (not renewed, not deleted) certificates with status and days left as of today in Jakarta, soonest expiry first. */
export async function certificatesOfEmployee(db: Db, employeeId: string, now: Date = new Date()): Promise<CertificateRow[]> {
  return certificatesOfEmployeeOn(db, employeeId, companyToday(now));
}
