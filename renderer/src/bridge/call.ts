import {
  fillPath,
  formTextEntries,
  tooLargeMessage,
  UNREACHABLE_MESSAGE,
  type ApiError,
  type Endpoint,
  type HttpMethod,
  type Result,
  type UploadFile,
  type z,
} from '../../../common/contract';

/** One HTTP request as both bridges send it: the path already filled, the query still an object. */
export interface PreparedRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** A multipart call: its file parts (the body's entries then travel as text parts). */
  files?: PreparedFile[];
}

export interface PreparedFile {
  field: string;
  file: UploadFile;
}

export const INVALID_INPUT_MESSAGE = 'Data yang diisi belum benar';
export const BAD_RESPONSE_MESSAGE = 'Jawaban server tidak sesuai. Coba muat ulang aplikasi.';

export function unreachable(): ApiError {
  return { code: 'UNAVAILABLE', message: UNREACHABLE_MESSAGE, status: 0 };
}

/** zod issues → the API's `fields` map ('password' → 'Kata sandi minimal 6 karakter'). */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function parsePart(schema: z.ZodType | undefined, value: unknown): { ok: true; value: unknown } | { ok: false; fields: Record<string, string> } {
  if (!schema) return { ok: true, value: undefined };
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: issuesToFields(parsed.error.issues) };
}

function queryValues(query: unknown): Record<string, string | number | boolean> | undefined {
  if (query === null || typeof query !== 'object') return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Checks params, query and body against the endpoint's schemas (the same ones the server checks),
 * so a wrong input is answered at once with the server's error shape, and fills the path.
 */
export function prepareRequest(endpoint: Endpoint, input: unknown): Result<PreparedRequest> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const fields: Record<string, string> = {};
  const parts = {
    params: parsePart(endpoint.params, params),
    query: parsePart(endpoint.query, query),
    body: parsePart(endpoint.body, body),
  };
  for (const part of Object.values(parts)) if (!part.ok) Object.assign(fields, part.fields);
  if (Object.keys(fields).length > 0) {
    return { ok: false, error: { code: 'VALIDATION', message: INVALID_INPUT_MESSAGE, fields, status: 400 } };
  }
  const value = (part: (typeof parts)[keyof typeof parts]): unknown => (part.ok ? part.value : undefined);
  let path: string;
  try {
    path = fillPath(endpoint.path, value(parts.params) as Record<string, unknown> | undefined);
  } catch {
    return { ok: false, error: { code: 'VALIDATION', message: INVALID_INPUT_MESSAGE, status: 400 } };
  }
  const request: PreparedRequest = { method: endpoint.method, path };
  const q = queryValues(value(parts.query));
  if (q) request.query = q;
  if (endpoint.body) request.body = value(parts.body);
  const files = prepareFiles(endpoint, (input as { files?: unknown } | null)?.files);
  if (!files.ok) return files;
  if (files.value.length > 0) request.files = files.value;
  return { ok: true, value: request };
}

const isUploadFile = (value: unknown): value is UploadFile =>
  value !== null && typeof value === 'object' && typeof (value as UploadFile).arrayBuffer === 'function' && typeof (value as UploadFile).size === 'number';

/**
 * The file parts the endpoint declares, present ones only (null or absent sends none). A file over
 * its limit is refused here with the server's 413 answer, so a large photo is not sent for nothing.
 */
function prepareFiles(endpoint: Endpoint, files: unknown): Result<PreparedFile[]> {
  const prepared: PreparedFile[] = [];
  if (files === undefined || files === null || !endpoint.files) return { ok: true, value: prepared };
  for (const [field, file] of Object.entries(files as Record<string, unknown>)) {
    if (file === undefined || file === null) continue;
    const spec = Object.hasOwn(endpoint.files, field) ? endpoint.files[field] : undefined;
    if (!spec || !isUploadFile(file)) {
      return { ok: false, error: { code: 'VALIDATION', message: INVALID_INPUT_MESSAGE, fields: { [field]: INVALID_INPUT_MESSAGE }, status: 400 } };
    }
    if (file.size > spec.maxBytes) {
      const message = tooLargeMessage(spec.maxBytes);
      return { ok: false, error: { code: 'TOO_LARGE', message, fields: { [field]: message }, status: 413 } };
    }
    prepared.push({ field, file });
  }
  return { ok: true, value: prepared };
}

/** The multipart body of a call with files (web mode): the body's entries as text parts, then the files. */
export async function multipartForm(request: PreparedRequest): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of formTextEntries(request.body)) form.append(name, value);
  for (const { field, file } of request.files ?? []) {
    // A browser File/Blob goes as it is; anything else that only reads as bytes is wrapped.
    const blob = file instanceof Blob ? file : new Blob([await file.arrayBuffer()], { type: file.type });
    form.append(field, blob, file.name ?? field);
  }
  return form;
}

/** Reads a 2xx body through the endpoint's response schema, so screens get what the types say. */
export function parseResponse<T>(endpoint: Endpoint, data: unknown): Result<T> {
  const parsed = endpoint.response.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data as T };
  console.error(`[bridge] ${endpoint.method} ${endpoint.path}: response does not match the contract`, parsed.error.issues);
  return { ok: false, error: { code: 'INTERNAL', message: BAD_RESPONSE_MESSAGE, status: 200 } };
}
