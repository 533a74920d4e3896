import type { ModuleKey } from '../modules';
import type { Role } from '../roles';
import { z } from './zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint. The server enforces it centrally; the renderer only mirrors it. */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'session' }
  /** `alsoFor`: other modules whose users read it too (Purchasing's product picker reads Warehouse's list). */
  | { kind: 'module'; module: ModuleKey; alsoFor?: readonly ModuleKey[] }
  | { kind: 'role'; roles: readonly Role[] };

/** The kinds of file a part accepts (see FileField). */
export type FileAccept = 'image' | 'image-or-pdf' | 'png' | 'sheet';

/**
 * A file part of a multipart endpoint. The server recognises the kind by the file's bytes, never
 * by its name or declared type (a non-image is refused with 415), and refuses a larger file with 413.
 */
export interface FileField {
  /**
   * 'image': JPEG, PNG, GIF or BMP; 'image-or-pdf' also a PDF (payment proofs); 'png': a PNG only
   * (signatures drawn on a phone); 'sheet': CSV text or an xlsx workbook (imports).
   */
  accept: FileAccept;
  maxBytes: number;
  required: boolean;
}

export type FileFields = Readonly<Record<string, FileField>>;

/** A file as a caller hands it over: a browser Blob/File satisfies this (common has no DOM types). */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
  readonly name?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * One call of the API: the server registers its route from this, the renderer's Bridge calls it
 * from this, and /api/docs describes it from this. `path` uses `:name` placeholders.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  access: EndpointAccess;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Present on a multipart/form-data call: its file parts. The body schema then describes the
   * text parts, which arrive as strings (a numeric field takes a plain digit string there, see formTextNumbers).
   */
  files?: FileFields;
  response: R;
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  const F extends FileFields | undefined = undefined,
>(endpoint: Omit<Endpoint<P, Q, B, R>, 'files'> & { files?: F }): Omit<Endpoint<P, Q, B, R>, 'files'> & { files: F } {
  // The file part names stay literal, so a caller's `files` is checked by name.
  return endpoint as Omit<Endpoint<P, Q, B, R>, 'files'> & { files: F };
}

type Maybe<K extends string, S extends z.ZodType> = S extends z.ZodUndefined ? { [key in K]?: undefined } : { [key in K]: z.input<S> };

/** The file parts a caller passes to a multipart endpoint, by name; null or absent sends none. */
type FilesInput<E> = E extends { files: infer F }
  ? F extends FileFields
    ? { files?: { [K in keyof F]?: UploadFile | null } }
    : { files?: undefined }
  : { files?: undefined };

/** What a caller passes: params, query and body as the endpoint declares them, and files for a multipart call. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? Maybe<'params', P> & Maybe<'query', Q> & Maybe<'body', B> & FilesInput<E>
    : never;

export type EndpointOutput<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** '/api/x/:id' + {id: 7} → '/api/x/7' (values URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as strings, skipping empty ones, so both bridges send the same URL. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
