import { z } from './zod';

/** Error codes of the API envelope, one per HTTP status family ARCHITECTURE names. */
export const ERROR_CODES = [
  'VALIDATION', // 400
  'UNAUTHENTICATED', // 401
  'FORBIDDEN', // 403
  'NOT_FOUND', // 404
  'CONFLICT', // 409
  'TOO_LARGE', // 413
  'UNSUPPORTED_MEDIA', // 415
  'TOO_MANY_ATTEMPTS', // 429
  'INTERNAL', // 500
  'UNAVAILABLE', // server unreachable (set by the bridge, never by the server)
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBody>;
export type ApiError = ErrorBody['error'] & { status: number };

/** What crosses IPC and what the Bridge returns: results, never exceptions (Signal's pattern). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: ApiError): Result<never> => ({ ok: false, error });

export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Reads any JSON body into an ApiError; a body that is not our envelope becomes INTERNAL. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBody.safeParse(body);
  if (parsed.success) return { ...parsed.data.error, status };
  const code = (Object.entries(STATUS_OF_CODE).find(([, s]) => s === status)?.[0] ?? 'INTERNAL') as ErrorCode;
  return { code, message: 'Terjadi kesalahan pada server', status };
}

export const UNREACHABLE_MESSAGE = 'Server tidak dapat dihubungi. Periksa koneksi atau pengaturan server.';
