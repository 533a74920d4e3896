import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { systemEndpoints } from '../common/contract';
import { installAccessCheck } from './auth/access';
import type { Clock } from './auth/context';
import { registerAuthRoutes } from './auth/routes';
import { registerAuditRoutes } from './audit/routes';
import { registerBackupServiceRoutes } from './backup/service/routes';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { createDiskFileStore, registerFileRoutes, type FileStore } from './files';
import { registerEmployeeRoutes } from './employee/routes';
import { registerReportRoutes } from './employee/reports';
import { registerLuncheonRoutes } from './luncheon/routes';
import { registerWarehouseRoutes } from './warehouse/routes';
import { registerPurchasingRoutes } from './purchasing/routes';
import { registerProductionRoutes } from './production/routes';
import { registerProjectRoutes } from './survey/projects';
import { registerSurveyRoutes, tileOrigin } from './survey/routes';
import { registerCompanyRoutes } from './settings/company';
import { registerCertificateRoutes } from './certificate/routes';
import { registerSalaryRoutes } from './salary/routes';
import { registerEndpoint } from './http/endpoint';
import { responseSerializerCompiler } from './http/response-serializer';
import { installSecurityHeaders } from './http/security-headers';
import { prettyStream, QuietRequestLog } from './logging';
import { AppError, frameworkErrors, installErrorHandler } from './http/errors';
import { attachRealtime } from './realtime/socket';
import { SERVER_VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are stored; modules get it from their deps, tests read it here. */
    files: FileStore;
  }
}

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** Injected so tests can move time (session expiry); defaults to the wall clock. */
  clock?: Clock;
  logger?: boolean;
  /** Serve HTTPS with this certificate and key (server/tls.ts); unset: plain HTTP. */
  https?: { cert: string; key: string };
  /** How often an open socket's session is checked again (server/realtime/socket.ts); tests shorten it. */
  realtimeSessionCheckMs?: number;
  /** The daily backup's timer (server/backup/service); default: on for an embedded database kept on disk. */
  backupSchedule?: boolean;
  /**
   * Every answer also through zod's encode of its contract, compared with the compiled serializer's
   * (server/http/response-serializer.ts); default: on under vitest (the test suites), off otherwise.
   */
  checkResponses?: boolean;
}

/** Builds the HTTP app: plugins, the central access check, every module's routes, docs and the web UI. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  // Spread, not written inline: Fastify's types then keep the http.Server flavour every module is
  // typed with; an https.Server hands the same request and reply objects to the routes.
  const httpsOption = options.https ? { https: options.https } : {};
  const app = Fastify({
    ...httpsOption,
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(config.logFormat === 'pretty' ? { stream: prettyStream() } : {}) },
    logController: new QuietRequestLog(),
    // Behind the desktop app or an office LAN; X-Forwarded-For is trusted only from loopback proxies.
    trustProxy: '127.0.0.1',
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors,
  });
  // On shutdown, answers still in flight tell keep-alive clients to hang up, so close() does not
  // wait for their idle connections to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: options.checkResponses ?? Boolean(process.env.VITEST) }));
  installErrorHandler(app);

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Blueprint positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The survey map's tiles (MAP_TILE_URL's origin, {s} subdomains as a wildcard).
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.mapTileUrl)],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain-HTTP office installs must not be told to upgrade.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  // Parses multipart only where a route reads it (registerEndpoint, for endpoints with files).
  await app.register(fastifyMultipart);
  const files = createDiskFileStore(path.join(config.dataDir, 'files'));
  app.decorate('files', files);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ERP Back Office API', version: SERVER_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  installAccessCheck(app, { db: database.db, clock, adminEmail: config.adminEmail });

  registerEndpoint(app, systemEndpoints.health, async ({ reply }) => {
    const reachable = await database.ping();
    if (!reachable) void reply.status(503);
    return {
      status: reachable ? ('ok' as const) : ('degraded' as const),
      version: SERVER_VERSION,
      database: { kind: database.kind, reachable },
    };
  });
  registerAuthRoutes(app, { db: database.db, clock, adminEmail: config.adminEmail });
  registerAuditRoutes(app, { db: database.db, adminEmail: config.adminEmail });
  registerBackupServiceRoutes(app, {
    database,
    dataDir: config.dataDir,
    clock,
    schedule: options.backupSchedule ?? Boolean(database.embedded?.dataDir),
    protocol: options.https ? 'https' : 'http',
  });
  registerFileRoutes(app, { files, adminEmail: config.adminEmail });
  registerEmployeeRoutes(app, { db: database.db, clock, files, adminEmail: config.adminEmail });
  registerReportRoutes(app, { db: database.db, clock, files });
  registerLuncheonRoutes(app, { db: database.db, clock, mealCodeSecret: config.mealCodeSecret });
  registerWarehouseRoutes(app, { db: database.db, clock, files });
  registerPurchasingRoutes(app, { db: database.db, clock, files });
  registerSurveyRoutes(app, { db: database.db, clock, files, mapTileUrl: config.mapTileUrl });
  registerProjectRoutes(app, { db: database.db, clock, adminEmail: config.adminEmail });
  registerCompanyRoutes(app, { db: database.db, clock, files });
  registerCertificateRoutes(app, { db: database.db, clock, files, adminEmail: config.adminEmail });
  registerSalaryRoutes(app, { db: database.db, clock, files, adminEmail: config.adminEmail });
  // Production announces its changes on the socket, so the realtime server is made before its routes.
  const io = await attachRealtime(app, {
    db: database.db,
    clock,
    redisUrl: config.redisUrl,
    adminEmail: config.adminEmail,
    ...(options.realtimeSessionCheckMs ? { sessionCheckMs: options.realtimeSessionCheckMs } : {}),
  });
  registerProductionRoutes(app, { db: database.db, clock, files, adminEmail: config.adminEmail, io });

  await serveRenderer(app, config.rendererDir ?? defaultRendererDir());
  return app;
}

function defaultRendererDir(): string {
  return path.resolve(process.cwd(), 'dist', 'renderer');
}

/** The built renderer at / for the web mode; unknown non-API paths get index.html (client routes). */
async function serveRenderer(app: FastifyInstance, dir: string): Promise<void> {
  const hasRenderer = fs.existsSync(path.join(dir, 'index.html'));
  if (hasRenderer) {
    // wildcard: files are looked up per request, so a rebuilt renderer is served without a restart.
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // Vite names every file under assets/ by its content: a browser keeps it for good instead of
      // asking again on each open (a screen's ~50 chunks were ~50 revalidations before its data was
      // asked for). index.html is always asked again, so a new build is picked up at once.
      setHeaders: (reply, filePath) => {
        const immutable = path.relative(dir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (/assets/x.js, /favicon.ico) is a 404, not the app page, so a broken build shows as one.
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/socket.io') &&
      !/\.[A-Za-z0-9]+$/.test(pathname);
    if (isPage && hasRenderer) return reply.type('text/html').sendFile('index.html');
    if (isPage) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('Tampilan web belum dibangun. Jalankan `npm run build` lalu mulai ulang server.');
    }
    throw new AppError('NOT_FOUND', 'Alamat tidak ditemukan');
  });
}
