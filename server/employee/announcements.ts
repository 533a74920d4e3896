import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementEndpoints, type AnnouncementRow } from '../../common/contract';
import type { Clock } from '../auth/context';
import { users } from '../auth/tables';
import { writeAuditBy } from '../db/audit';
import type { Db } from '../db/client';
import { registerEndpoint } from '../http/endpoint';
import { unauthenticated } from '../http/errors';
import { escapeLike, selectPage } from '../resource/routes';
import { announcements } from './tables';

/** The most rows a show=all call returns (the home screen pages; this only bounds a careless caller). */
const SHOW_ALL_LIMIT = 500;

const rowSelection = {
  id: announcements.id,
  title: announcements.title,
  desc: announcements.description,
  createdAt: announcements.createdAt,
  author: users.username,
};

function toRow(raw: { id: string; title: string; desc: string; createdAt: Date; author: string | null }): AnnouncementRow {
  return { id: raw.id, title: raw.title, desc: raw.desc, created_at: raw.createdAt.toISOString(), author: raw.author ?? '' };
}

/** Pengumuman: a superadmin sends one (audited); every signed-in user lists them, newest first. */
export function registerAnnouncementRoutes(app: FastifyInstance, deps: { db: Db; clock?: Clock }): void {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  registerEndpoint(app, announcementEndpoints.add, async ({ body, auth }) => {
    if (!auth) throw unauthenticated();
    const now = clock();
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(announcements)
        .values({
          title: body.title,
          description: body.desc,
          createdAt: now,
          createdBy: auth.user.id,
          updatedAt: now,
          updatedBy: auth.user.id,
        })
        .returning({ id: announcements.id, title: announcements.title, desc: announcements.description, createdAt: announcements.createdAt });
      if (!inserted) throw new Error('insert returned nothing');
      await writeAuditBy(tx, auth, now, { entity: 'announcement', entityId: inserted.id, action: 'add', changedFields: ['title', 'desc'] });
      return inserted;
    });
    return { status: 'ok' as const, data: toRow({ ...row, author: auth.user.username }) };
  });

  registerEndpoint(app, announcementEndpoints.list, async ({ query }) => {
    const text = query.filter?.trim();
    const pattern = text ? `%${escapeLike(text)}%` : null;
    const where = and(
      eq(announcements.status, 'active'),
      pattern ? or(ilike(announcements.title, pattern), ilike(announcements.description, pattern)) : undefined,
    );
    // Newest first; the id breaks ties so pages never overlap.
    const select = db
      .select(rowSelection)
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.createdBy))
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id));
    if (query.show === 'all') return { data: (await select.limit(SHOW_ALL_LIMIT)).map(toRow) };
    const { rows, pagination } = await selectPage(db, select, announcements, where, query);
    return { data: rows.map(toRow), pagination };
  });
}
