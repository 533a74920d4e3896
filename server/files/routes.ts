import type { FastifyInstance } from 'fastify';
import { FILE_AREA_ACCESS, fileEndpoints, type FileAreaAccess } from '../../common/contract/files';
import { moduleByKey } from '../../common/modules';
import { canOpenModule, isSuperadmin } from '../../common/roles';
import type { AuthContext } from '../auth/context';
import { registerEndpoint } from '../http/endpoint';
import { forbidden, notFound, unauthenticated } from '../http/errors';
import type { FileStore } from './store';

/** Whether the user may read files of an area with this access (the central check's rules, for a file area). */
function mayRead(user: AuthContext['user'], access: FileAreaAccess, adminEmail: string | null): boolean {
  switch (access.kind) {
    case 'session':
      return true;
    case 'module':
      return [access.module, ...(access.alsoFor ?? [])].some((module) => canOpenModule(user, module, adminEmail));
    case 'role':
      return access.roles.includes(user.role) || (access.roles.includes('superadmin') && isSuperadmin(user, adminEmail));
  }
}

/** The 403's message: whose files these are. */
function refusal(access: FileAreaAccess): string {
  if (access.kind === 'module') return `File ini hanya dapat dibuka oleh pengguna modul ${moduleByKey(access.module).title}.`;
  if (access.kind === 'role' && access.roles.includes('superadmin')) return 'File ini hanya dapat dibuka oleh Super Admin.';
  return 'Anda tidak punya hak akses ke file ini.';
}

/**
 * GET /api/files/:area/:name: a stored file with its type, for a signed-in user of the module that
 * owns the area (FILE_AREA_ACCESS). Access is checked before the store is asked, so a refused
 * user learns nothing of which names exist.
 */
export function registerFileRoutes(app: FastifyInstance, deps: { files: FileStore; adminEmail: string | null }): void {
  registerEndpoint(app, fileEndpoints.get, async ({ params, reply, auth }) => {
    if (!auth) throw unauthenticated();
    const access = FILE_AREA_ACCESS[params.area];
    if (!mayRead(auth.user, access, deps.adminEmail)) throw forbidden(refusal(access));
    const stored = await deps.files.read(params.area, params.name);
    if (!stored) throw notFound('File tidak ditemukan');
    void reply.type(stored.mime).headers({
      // Stored names never change content, so a day of private caching is safe.
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    return stored.data;
  });
}
