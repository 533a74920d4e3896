import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backupServiceEndpoints } from '../../../common/contract/backup-service';
import type { Clock } from '../../auth/context';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../http/endpoint';
import { AppError, forbidden } from '../../http/errors';
import { isLoopbackHost } from '../../tls';
import { SERVER_VERSION } from '../../version';
import { createBackupService, type BackupService } from './service';

export interface BackupServiceDeps {
  database: Database;
  dataDir: string;
  clock: Clock;
  /** The daily schedule's timer; off for in-memory test servers, which have nothing on disk to lose. */
  schedule: boolean;
  /** The server's own scheme, for the local token file's address. */
  protocol: 'http' | 'https';
}

/** The CLI's call comes from this machine: a loopback address, or this server's own address. */
function fromThisMachine(request: FastifyRequest): boolean {
  const remote = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const local = (request.socket.localAddress ?? '').replace(/^::ffff:/, '');
  return isLoopbackHost(remote) || (remote !== '' && remote === local);
}

/** The Cadangan Data routes, the local route of `npm run db:backup`, the schedule and the token file. */
export function registerBackupServiceRoutes(app: FastifyInstance, deps: BackupServiceDeps): BackupService {
  const service = createBackupService({
    database: deps.database,
    dataDir: deps.dataDir,
    clock: deps.clock,
    appVersion: SERVER_VERSION,
    log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
  });

  registerEndpoint(app, backupServiceEndpoints.overview, async () => ({ data: await service.overview() }));
  registerEndpoint(app, backupServiceEndpoints.health, async () => ({ data: await service.health() }));
  registerEndpoint(app, backupServiceEndpoints.run, async () => ({ data: service.start('manual') }));
  registerEndpoint(app, backupServiceEndpoints.settings, async ({ body }) => ({ data: service.saveSettings(body) }));
  registerEndpoint(app, backupServiceEndpoints.local, async ({ body, request }) => {
    if (!fromThisMachine(request)) throw forbidden('Pencadangan lokal hanya dari komputer server.');
    const given = request.headers['x-backup-token'];
    if (!service.checkLocalToken(Array.isArray(given) ? given[0] : given)) throw new AppError('UNAUTHENTICATED', 'Token pencadangan lokal tidak cocok.');
    return service.runToEnd('cli', body.outDir);
  });

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return;
    // A wildcard address is reached on loopback; a specific one as it is.
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    service.publishLocalAccess(`${deps.protocol}://${host}:${address.port}`);
    if (deps.schedule) service.startSchedule();
  });
  app.addHook('onClose', async () => {
    await service.close();
  });
  return service;
}
