import path from 'node:path';
import { z } from '../common/contract/zod';
import type { LogFormat } from './logging';

/**
 * Server configuration from environment variables. Every variable has a documented default
 * (README "Configuration"); a bad value stops start-up with a message naming the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'harus diawali postgres:// atau postgresql://' })
    .optional(),
  ADMIN_EMAIL: z.email().default('admin@erp.local'),
  ADMIN_PASSWORD: z.string().min(8, { message: 'minimal 8 karakter' }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'harus diawali redis:// atau rediss://' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: readable lines in a terminal, JSON otherwise (server/logging.ts). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Where the built renderer lives; served at / for the web mode. */
  RENDERER_DIR: z.string().min(1).optional(),
  /** Key of the meal codes (luncheon); unset: a random key kept in the database. Same on every instance. */
  MEAL_CODE_SECRET: z.string().min(32, { message: 'minimal 32 karakter' }).optional(),
  /** The survey map's tile layer ({z}/{x}/{y}, optional {s}); its origin is allowed as an image source. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, { message: 'harus URL http(s) dengan {z}, {x} dan {y}' })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** HTTPS with this certificate and key (PEM, both or neither); unset: plain HTTP. */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** 1: without TLS_CERT_FILE, HTTPS with a self-signed certificate made once and kept in DATA_DIR. */
  TLS_SELF_SIGNED: z.enum(['0', '1', 'true', 'false'], { message: 'harus 1 atau 0' }).optional(),
})
  .refine((e) => (e.TLS_CERT_FILE === undefined) === (e.TLS_KEY_FILE === undefined), {
    path: ['TLS_KEY_FILE'],
    message: 'TLS_CERT_FILE dan TLS_KEY_FILE harus diisi berdua',
  });

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  redisUrl: string | null;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logFormat: LogFormat;
  rendererDir: string | null;
  mealCodeSecret: string | null;
  mapTileUrl: string;
  /** Null: plain HTTP. Files are read and checked at start (server/tls.ts). */
  tls: TlsSource | null;
}

export type TlsSource = { mode: 'files'; certFile: string; keyFile: string } | { mode: 'self-signed' };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // Empty strings count as unset, the way shells and .env files usually mean them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Konfigurasi tidak valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD ?? null,
    redisUrl: e.REDIS_URL ?? null,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    rendererDir: e.RENDERER_DIR ? path.resolve(e.RENDERER_DIR) : null,
    mealCodeSecret: e.MEAL_CODE_SECRET ?? null,
    mapTileUrl: e.MAP_TILE_URL,
    tls: tlsSource(e),
  };
}

function tlsSource(e: z.infer<typeof envSchema>): TlsSource | null {
  if (e.TLS_CERT_FILE && e.TLS_KEY_FILE) {
    return { mode: 'files', certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) };
  }
  return e.TLS_SELF_SIGNED === '1' || e.TLS_SELF_SIGNED === 'true' ? { mode: 'self-signed' } : null;
}
