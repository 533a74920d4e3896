import type { FastifyInstance } from 'fastify';
import { fileEndpoints } from '../../common/contract/files';
import { registerEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import type { FileStore } from './store';

/** GET /api/files/:area/:name: a stored file with its type, for any signed-in user. */
export function registerFileRoutes(app: FastifyInstance, deps: { files: FileStore }): void {
  registerEndpoint(app, fileEndpoints.get, async ({ params, reply }) => {
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
