import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_OF_CODE, type ErrorBody, type ErrorCode } from '../../common/contract';

/** A refusal the client should read: maps to the API error envelope with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Data tidak ditemukan') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'Anda tidak punya hak akses.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sesi anda telah berakhir. Silakan masuk lagi.') =>
  new AppError('UNAUTHENTICATED', message);

/**
 * A 400 with a message per field, in the one format every validation failure uses (the central
 * handler for contract validation, and handlers that validate a body themselves).
 */
export function validationError(fields: Record<string, string>): AppError {
  const listed = Object.entries(fields).map(([field, text]) => `${field} (${text})`);
  const message = listed.length > 0 ? `Data tidak valid: ${listed.join(', ')}` : 'Data yang dikirim tidak valid';
  return new AppError('VALIDATION', message, fields);
}

/** Where an issue points, as a field key: 'name', 'items.0.qty'; '_' for the whole input. */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '_';
}

/** zod issues (from a `safeParse`) as a validation error: the first message per field. */
export function zodValidationError(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldKey(issue.path)] ??= issue.message;
  return validationError(fields);
}

const body = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) in our envelope. */
function codeForStatus(status: number): ErrorCode {
  if (status === 413) return 'TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_ATTEMPTS';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  return 'VALIDATION';
}

const MESSAGE_FOR_STATUS: Partial<Record<ErrorCode, string>> = {
  TOO_LARGE: 'Data yang dikirim terlalu besar',
  UNSUPPORTED_MEDIA: 'Jenis data tidak didukung',
  VALIDATION: 'Data yang dikirim tidak valid',
};

/** One error handler for the whole API: per-field messages for 400, never a stack trace to the client. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(STATUS_OF_CODE[error.code]).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalid = zodValidationError(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter((part) => part !== ''),
          message: issue.message ?? 'tidak valid',
        })),
      );
      return reply.status(400).send(body(invalid.code, invalid.message, invalid.fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.status(500).send(body('INTERNAL', 'Terjadi kesalahan pada server'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      return reply.status(status).send(body(code, MESSAGE_FOR_STATUS[code] ?? error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Terjadi kesalahan pada server'));
  });
}

/**
 * What Fastify's router answers itself, before any hook or the error handler runs (given to Fastify
 * as its `frameworkErrors` option): a path that does not decode ('%E0%A4%A') and a path parameter
 * over its length, in the same envelope as every other refusal instead of Fastify's English body
 * that echoes the URL back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(body('VALIDATION', 'Alamat (URL) tidak valid'));
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body('VALIDATION', 'Alamat (URL) terlalu panjang'));
  } else {
    request.log.error({ err: error }, 'router error');
    void reply.status(500).send(body('INTERNAL', 'Terjadi kesalahan pada server'));
  }
}
