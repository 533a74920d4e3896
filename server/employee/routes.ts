import type { FastifyInstance } from 'fastify';
import { applicationResource, bankResource, divisionResource, positionResource, salaryStatusResource } from '../../common/contract';
import type { Clock } from '../auth/context';
// The applications table belongs to the auth module: a user's access list (login, the central
// module check) is built from it and user_applications references it. The Employee module only
// manages its rows through the generic master routes, so it imports the table rather than owning it.
import { refuseApplicationDelete, refuseApplicationRename } from '../auth/applications';
import { applications } from '../auth/tables';
import type { Db } from '../db/client';
import type { FileStore } from '../files';
import { registerResourceRoutes } from '../resource/routes';
import { registerAnnouncementRoutes } from './announcements';
import { registerEmployeeRecordRoutes } from './employees';
import { banks, divisions, positions, salaryStatuses } from './tables';

/** The Employee module's routes: its masters (division, position, bank, application, salary status) as generic resources, the announcements, and the employee records (Karyawan). */
export function registerEmployeeRoutes(app: FastifyInstance, deps: { db: Db; clock?: Clock; files: FileStore; adminEmail: string | null }): void {
  const { db, clock } = deps;
  registerResourceRoutes(app, { db, clock, resource: divisionResource, table: divisions });
  registerResourceRoutes(app, { db, clock, resource: positionResource, table: positions });
  registerResourceRoutes(app, { db, clock, resource: bankResource, table: banks });
  // Built-in module applications keep their name and row (access follows their key); writes are the superadmin's (contract).
  registerResourceRoutes(app, { db, clock, resource: applicationResource, table: applications, inUse: refuseApplicationDelete, refuseUpdate: refuseApplicationRename });
  registerResourceRoutes(app, { db, clock, resource: salaryStatusResource, table: salaryStatuses });
  registerAnnouncementRoutes(app, { db, clock });
  registerEmployeeRecordRoutes(app, { db, clock, files: deps.files, adminEmail: deps.adminEmail });
}
