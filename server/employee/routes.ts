import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { employeeEndpoints, paginate, parseSort } from '../../common/contract';
import { applications } from '../auth/tables';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';

/**
 * The Employee module's routes. For now only the application list (the access entries a user can
 * be granted); the module's master data arrives with its own issue.
 */
export function registerEmployeeRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const sortable = { name: applications.name, description: applications.description } as const;

  registerEndpoint(app, employeeEndpoints.application.list, async ({ query }) => {
    const conditions: SQL[] = [eq(applications.status, 'active')];
    if (query.filter) {
      const like = `%${query.filter}%`;
      const match = or(ilike(applications.name, like), ilike(applications.description, like));
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const order = parseSort(query.sort)
      .filter((term) => term.field.toLowerCase() in sortable)
      .map((term) => {
        const column = sortable[term.field.toLowerCase() as keyof typeof sortable];
        return term.direction === 'desc' ? desc(column) : asc(column);
      });
    const select = db
      .select({ id: applications.id, Name: applications.name, Description: applications.description })
      .from(applications)
      .where(where)
      .orderBy(...(order.length > 0 ? order : [asc(applications.name)]));
    if (query.show === 'all') return { data: await select };
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(applications).where(where);
    const total = count?.n ?? 0;
    const data = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
    return { data, pagination: paginate(total, query.page, query.per_page) };
  });
}
