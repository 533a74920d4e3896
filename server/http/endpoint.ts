import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { tooLargeMessage, UNSUPPORTED_IMAGE_MESSAGE, UNSUPPORTED_IMAGE_OR_PDF_MESSAGE, UNSUPPORTED_PNG_MESSAGE, UNSUPPORTED_SHEET_MESSAGE, type Endpoint, type EndpointAccess, type FileField, type FileFields } from '../../common/contract';
import { formTextNumbers } from '../../common/contract/fields';
import { z } from '../../common/contract/zod';
import type { AuthContext } from '../auth/context';
import { detectFile } from '../files/detect';
import type { ReceivedFile } from '../files/store';
import { AppError, fieldKey, validationError, zodValidationError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; read by the one central access check (auth/access.ts). */
    access?: EndpointAccess;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The files a multipart endpoint received, by its declared part names; an endpoint without files gets {}. */
export type ReceivedFiles<E> = E extends { files: infer F }
  ? F extends FileFields
    ? { [K in keyof F]?: ReceivedFile }
    : Record<never, never>
  : Record<never, never>;

export interface EndpointCall<E extends Endpoint> {
  params: E extends Endpoint<infer P> ? Parsed<P> : never;
  query: E extends Endpoint<z.ZodType, infer Q> ? Parsed<Q> : never;
  body: E extends Endpoint<z.ZodType, z.ZodType, infer B> ? Parsed<B> : never;
  /** The checked file parts of a multipart call (content is a kind the part accepts, size within its limit). */
  files: ReceivedFiles<E>;
  /** Null only on public endpoints; the access check guarantees it elsewhere. */
  auth: AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Output<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export const UNKNOWN_FILE_PART_MESSAGE = 'Bagian file tidak dikenal';
export const FILE_REQUIRED_MESSAGE = 'File wajib diunggah';
export const NUL_CHARACTER_MESSAGE = 'Tidak boleh berisi karakter NUL';

/**
 * The fields of an input that hold a NUL character (U+0000), which PostgreSQL cannot store in text
 * or jsonb (the query would fail with a 500), as field errors: 'name', 'kode_produk.0.name', the
 * query's or path's parameter name, '_' for a bare string. Walked without recursion, so a deeply
 * nested body cannot exhaust the stack; the first ten are enough to report.
 */
export function nulCharacterFields(input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0 && Object.keys(found).length < 10) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found[fieldKey(path)] = NUL_CHARACTER_MESSAGE;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) found[fieldKey(path)] = NUL_CHARACTER_MESSAGE;
        else pending.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return found;
}

/** Refuses an input holding a NUL character with a 400 naming its fields (see nulCharacterFields). */
function refuseNulCharacters(...inputs: unknown[]): void {
  const found = Object.assign({}, ...inputs.map(nulCharacterFields)) as Record<string, string>;
  if (Object.keys(found).length > 0) throw validationError(found);
}

/** What a refused file's 415 says: the kinds the part accepts. */
const unsupportedMessage = (spec: FileField): string =>
  spec.accept === 'image-or-pdf'
    ? UNSUPPORTED_IMAGE_OR_PDF_MESSAGE
    : spec.accept === 'png'
      ? UNSUPPORTED_PNG_MESSAGE
      : spec.accept === 'sheet'
        ? UNSUPPORTED_SHEET_MESSAGE
        : UNSUPPORTED_IMAGE_MESSAGE;

const tooLarge = (name: string, spec: FileField): AppError =>
  new AppError('TOO_LARGE', tooLargeMessage(spec.maxBytes), { [name]: tooLargeMessage(spec.maxBytes) });

/** Room for the text parts next to the files of one multipart request. */
const TEXT_PARTS_BYTES = 1024 * 1024;

/** Consumes a part nobody reads, so the parser moves on to the next one. */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of stream) void chunk;
}

const isFilePart = (part: Multipart): part is MultipartFile => part.type === 'file';

export const MULTIPART_BOUNDARY_MISMATCH_MESSAGE = 'Data multipart tidak valid: batas (boundary) tidak cocok';
export const MULTIPART_NO_BOUNDARY_MESSAGE = 'Data multipart tidak valid: Content-Type tidak menyebut batas (boundary)';
export const MULTIPART_TRUNCATED_MESSAGE = 'Data multipart tidak valid: data terputus sebelum selesai';
export const MULTIPART_INVALID_MESSAGE = 'Data multipart tidak valid';

/** The boundary a multipart Content-Type names (quoted or not), or null. */
function multipartBoundary(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary === '' ? null : boundary;
}

/**
 * Watches the raw body for the boundary line its Content-Type names, so a body the parser could
 * not finish is told apart: a boundary never seen is a mismatch, one seen is a body cut short.
 */
function watchBoundary(request: FastifyRequest): () => boolean {
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) return () => false;
  const needle = Buffer.from(`--${boundary}`, 'latin1');
  let tail: Buffer = Buffer.alloc(0);
  let seen = false;
  const onData = (chunk: Buffer): void => {
    const joined = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
    if (joined.includes(needle)) {
      seen = true;
      request.raw.off('data', onData);
      return;
    }
    tail = joined.subarray(Math.max(0, joined.length - needle.length + 1));
  };
  request.raw.on('data', onData);
  return () => seen;
}

/**
 * A malformed multipart body as the 400 a client can act on. The parser (busboy) throws plain
 * errors for a missing or wrong boundary and for a body that ends early; @fastify/multipart's own
 * refusals carry a status (limits 413, prototype names) and keep it, except a JSON part that does
 * not parse (its 406 is a 400 here: the data is invalid, not the content negotiation).
 */
function multipartParseError(error: unknown, boundarySeen: boolean, request: FastifyRequest): unknown {
  const failure = error as { code?: string; statusCode?: number; message?: string };
  if (failure.code === 'FST_INVALID_JSON_FIELD_ERROR') return new AppError('VALIDATION', `${MULTIPART_INVALID_MESSAGE}: bagian JSON tidak dapat dibaca`);
  if (failure.code === 'FST_PROTO_VIOLATION') return new AppError('VALIDATION', `${MULTIPART_INVALID_MESSAGE}: nama bagian tidak diizinkan`);
  if (typeof failure.statusCode === 'number' && failure.statusCode >= 400 && failure.statusCode < 500) return error;
  const message = failure.message ?? '';
  if (/boundary not found|boundary required/i.test(message) || !multipartBoundary(request.headers['content-type'])) {
    return new AppError('VALIDATION', MULTIPART_NO_BOUNDARY_MESSAGE);
  }
  if (/needle cannot have a length/i.test(message)) return new AppError('VALIDATION', `${MULTIPART_INVALID_MESSAGE}: batas (boundary) terlalu panjang`);
  if (/unexpected end|terminated early/i.test(message)) {
    return new AppError('VALIDATION', boundarySeen ? MULTIPART_TRUNCATED_MESSAGE : MULTIPART_BOUNDARY_MISMATCH_MESSAGE);
  }
  // Anything else the parser refused is still the body's fault; logged, so a new kind shows up.
  request.log.warn({ err: error }, 'multipart body refused');
  return new AppError('VALIDATION', MULTIPART_INVALID_MESSAGE);
}

/**
 * Reads a multipart request: text parts into an object (a repeated name becomes a list), each
 * declared file part with its size cap and a check of its content. Every part is consumed before
 * a refusal is thrown, so the client gets the answer rather than a reset connection.
 */
async function readMultipart(
  request: FastifyRequest,
  declared: FileFields,
): Promise<{ fields: Record<string, unknown>; files: Record<string, ReceivedFile> }> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, ReceivedFile> = {};
  const largest = Math.max(...Object.values(declared).map((f) => f.maxBytes));
  let refusal: AppError | null = null;
  const refuse = (error: AppError): void => {
    refusal ??= error;
  };
  // Attached right before the parser pipes the body (same tick), so it sees every chunk the parser sees.
  const boundarySeen = watchBoundary(request);
  try {
    for await (const part of request.parts({ limits: { fileSize: largest, fieldSize: TEXT_PARTS_BYTES } })) {
      if (!isFilePart(part)) {
        // Browsers send a multipart text part's line breaks as CRLF; a textarea's value has LF (as JSON bodies carry it).
        const value = (typeof part.value === 'string' ? part.value : String(part.value)).replace(/\r\n?/g, '\n');
        const before = fields[part.fieldname];
        fields[part.fieldname] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
        continue;
      }
      const spec: FileField | undefined = Object.hasOwn(declared, part.fieldname) ? declared[part.fieldname] : undefined;
      if (!spec || files[part.fieldname] || refusal) {
        if (!spec) refuse(validationError({ [part.fieldname]: UNKNOWN_FILE_PART_MESSAGE }));
        else if (files[part.fieldname]) refuse(validationError({ [part.fieldname]: 'File hanya boleh satu' }));
        await drain(part.file);
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        refuse(tooLarge(part.fieldname, spec));
        continue;
      }
      // The parser cuts a file at the cap and may end it without an error: truncated says so.
      if (part.file.truncated || data.length > spec.maxBytes) {
        refuse(tooLarge(part.fieldname, spec));
        continue;
      }
      // An empty part is what a form sends when no file was chosen.
      if (data.length === 0) continue;
      const kind = detectFile(data, spec.accept);
      if (!kind) {
        const message = unsupportedMessage(spec);
        refuse(new AppError('UNSUPPORTED_MEDIA', message, { [part.fieldname]: message }));
        continue;
      }
      files[part.fieldname] = { data, ...kind, filename: part.filename };
    }
  } catch (error) {
    // The parser reports a file over its cap again when asked for the next part.
    const over = error as { code?: string; part?: { fieldname?: string } };
    if (over.code !== 'FST_REQ_FILE_TOO_LARGE') {
      // A body the parser cannot read is refused as such, whatever an earlier part was refused for.
      throw multipartParseError(error, boundarySeen(), request);
    }
    const name = over.part?.fieldname ?? '';
    const spec = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (spec) refuse(tooLarge(name, spec));
    if (!refusal) throw error;
  }
  if (refusal) throw refusal;
  return { fields, files };
}

/** Parses the body (and, for a multipart call, the files) of an endpoint that declares files. */
async function readFileEndpointInput(
  request: FastifyRequest,
  endpoint: Endpoint,
  declared: FileFields,
): Promise<{ body: unknown; files: Record<string, ReceivedFile> }> {
  const { fields, files }: { fields: unknown; files: Record<string, ReceivedFile> } = request.isMultipart()
    ? await readMultipart(request, declared)
    : { fields: request.body ?? {}, files: {} };
  const problems: Record<string, string> = { ...nulCharacterFields(fields) };
  let body: unknown = undefined;
  if (endpoint.body) {
    // Text parts are strings: a numeric field takes a plain digit string there (a JSON body's must be a number).
    const parsed = endpoint.body.safeParse(request.isMultipart() ? formTextNumbers(endpoint.body, fields) : fields);
    if (parsed.success) body = parsed.data;
    else Object.assign(problems, zodValidationError(parsed.error.issues).fields);
  }
  for (const [name, spec] of Object.entries(declared)) {
    if (spec.required && !files[name]) problems[name] ??= FILE_REQUIRED_MESSAGE;
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { body, files };
}

/** The body as /api/docs shows a multipart call: the text fields plus each file part as binary. */
function documentedMultipartBody(endpoint: Endpoint, declared: FileFields): z.ZodType {
  const text = endpoint.body instanceof z.ZodObject ? endpoint.body : z.object({});
  const fileParts = Object.fromEntries(
    Object.entries(declared).map(([name, spec]) => {
      const kinds = { 'image-or-pdf': 'Gambar JPG, PNG, GIF, BMP atau PDF', png: 'Gambar PNG', sheet: 'CSV atau Excel (xlsx)', image: 'Gambar JPG, PNG, GIF atau BMP' }[spec.accept];
      const part = z.string().meta({ format: 'binary', description: `${kinds}; ${tooLargeMessage(spec.maxBytes).toLowerCase()}` });
      return [name, spec.required ? part : part.optional()];
    }),
  );
  return text.extend(fileParts);
}

/** Validates params and query as usual; the body of a file endpoint is read and checked by the route itself. */
const fileRouteValidator: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler({ ...route, schema: route.schema as z.ZodType });

/**
 * Registers a route from its contract: path, schemas (validated and documented), and access.
 * The handler gets parsed input and returns the response the contract describes. An endpoint
 * with `files` takes multipart/form-data (text parts checked by the body schema) or plain JSON.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: EndpointCall<E>) => Promise<Output<E>>,
): void {
  const tag = endpoint.path.split('/')[2] ?? 'api';
  const declared = endpoint.files && Object.keys(endpoint.files).length > 0 ? endpoint.files : null;
  const fileLimit = declared ? Object.values(declared).reduce((sum, f) => sum + f.maxBytes, 0) + TEXT_PARTS_BYTES : 0;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    // After the access check (an app-wide onRequest hook), before the contract's validation. A path and a
    // query string are text: their numeric parameters take plain digit strings, turned into numbers here.
    preValidation: async (request) => {
      refuseNulCharacters(request.params, request.query, request.body);
      if (endpoint.params) request.params = formTextNumbers(endpoint.params, request.params);
      if (endpoint.query) request.query = formTextNumbers(endpoint.query, request.query);
    },
    // A JSON body to a file route may be as large as its files, so its refusal is our 413 envelope too.
    ...(declared ? { bodyLimit: fileLimit, validatorCompiler: fileRouteValidator } : {}),
    schema: {
      summary: endpoint.summary,
      tags: [tag],
      // The document's default is a bearer token; public calls (login, health) need none.
      ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(declared
        ? { consumes: ['multipart/form-data', 'application/json'], body: documentedMultipartBody(endpoint, declared) }
        : endpoint.body
          ? { body: endpoint.body }
          : {}),
      response: { 200: endpoint.response },
    },
    handler: async (request, reply) => {
      const input = declared ? await readFileEndpointInput(request, endpoint, declared) : { body: request.body, files: {} };
      return handler({
        params: request.params,
        query: request.query,
        body: input.body,
        files: input.files,
        auth: request.auth,
        request,
        reply,
      } as unknown as EndpointCall<E>);
    },
  });
}
