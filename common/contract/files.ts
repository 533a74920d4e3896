import { defineEndpoint, type EndpointAccess } from './endpoint';
import { z } from './zod';

/** Where stored files live, one folder each; later modules add theirs. */
export const FILE_AREAS = ['employee', 'report', 'product', 'payment', 'company', 'survey', 'project', 'production', 'certificate', 'attendance'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** Who may read an area's files: as an endpoint's access, but never public. */
export type FileAreaAccess = Exclude<EndpointAccess, { kind: 'public' }>;

/**
 * Who may read each area's stored files (issue 24): the module that owns the records pointing at
 * them, and whoever else's screens show them. Anyone else signed in gets 403, whatever the name.
 * The server's own printouts read the store directly and are not limited by this.
 */
export const FILE_AREA_ACCESS: Readonly<Record<FileArea, FileAreaAccess>> = {
  // Karyawan photos (the superadmin's Pelaporan threads show them too: a superadmin passes everything).
  employee: { kind: 'module', module: 'employee' },
  // Pelaporan images: only the superadmin lists reports.
  report: { kind: 'role', roles: ['superadmin'] },
  // Product photos: only Warehouse's screens show them.
  product: { kind: 'module', module: 'warehouse' },
  // Payment proofs.
  payment: { kind: 'module', module: 'purchasing' },
  // The logo of the letterhead every module prints.
  company: { kind: 'session' },
  // Survey photos and signatures; a released project's progress photos.
  survey: { kind: 'module', module: 'survey' },
  project: { kind: 'module', module: 'survey' },
  // RAB images of production orders.
  production: { kind: 'module', module: 'production' },
  // Certificate scans (the Karyawan detail lists an employee's certificates, never their scans).
  certificate: { kind: 'module', module: 'certificate' },
  // Attendance selfies: Sallary's daily attendance.
  attendance: { kind: 'module', module: 'salary' },
};

/** The image kinds uploads accept (recognised by content on the server). */
export const IMAGE_TYPES = [
  { mime: 'image/jpeg', extension: 'jpg' },
  { mime: 'image/png', extension: 'png' },
  { mime: 'image/gif', extension: 'gif' },
  { mime: 'image/bmp', extension: 'bmp' },
] as const;
export type ImageMime = (typeof IMAGE_TYPES)[number]['mime'];
export type ImageExtension = (typeof IMAGE_TYPES)[number]['extension'];

/** A PDF document: accepted where an endpoint takes 'image-or-pdf' (payment proofs). */
export const PDF_TYPE = { mime: 'application/pdf', extension: 'pdf' } as const;
/**
 * A table file where an endpoint takes 'sheet' (fingerprint exports, holiday lists): CSV text or an
 * Excel workbook. Read by the route, never stored.
 */
export const CSV_TYPE = { mime: 'text/csv', extension: 'csv' } as const;
export const XLSX_TYPE = { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' } as const;
/** Every kind a received file can be (only images and PDFs are stored). */
export type StoredMime = ImageMime | typeof PDF_TYPE.mime | typeof CSV_TYPE.mime | typeof XLSX_TYPE.mime;
export type StoredExtension = ImageExtension | typeof PDF_TYPE.extension | typeof CSV_TYPE.extension | typeof XLSX_TYPE.extension;

/** A stored name: a random UUID and the file's extension, so names cannot be guessed or climb folders. */
export const STORED_FILE_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|bmp|pdf)$/;

export const UNSUPPORTED_IMAGE_MESSAGE = 'File harus gambar (JPG, PNG, GIF atau BMP)';
export const UNSUPPORTED_IMAGE_OR_PDF_MESSAGE = 'File harus gambar (JPG, PNG, GIF atau BMP) atau PDF';
export const UNSUPPORTED_PNG_MESSAGE = 'File harus gambar PNG';
export const UNSUPPORTED_SHEET_MESSAGE = 'File harus CSV atau Excel (xlsx)';

/** 'Ukuran file maksimal 5 MB' for 5 MiB: the limit as users read it (KB below one MB). */
export function tooLargeMessage(maxBytes: number): string {
  const [amount, unit] = maxBytes >= 1024 * 1024 ? [maxBytes / (1024 * 1024), 'MB'] : [maxBytes / 1024, 'KB'];
  return `Ukuran file maksimal ${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}

/** The authenticated path a stored file is served from. */
export function fileUrl(area: FileArea, name: string): string {
  return `/api/files/${area}/${name}`;
}

export const fileParams = z.object({
  area: z.enum(FILE_AREAS, { message: 'Area file tidak dikenal' }),
  name: z.string().regex(STORED_FILE_NAME, { message: 'Nama file tidak valid' }),
});

export const fileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/files/:area/:name',
    summary: 'Ambil file tersimpan (foto, scan, bukti bayar); jawaban berupa isi file. Setiap area hanya untuk modul pemiliknya (403 bagi yang lain)',
    // Signed in here; the area's own access (FILE_AREA_ACCESS) is checked by the route before the file is looked up.
    access: { kind: 'session' },
    params: fileParams,
    // The body is the file itself, not JSON; the route sends it directly.
    response: z.unknown(),
  }),
} as const;

/**
 * A body's entries as the text parts of a multipart form, the same in both bridges: strings as
 * they are, numbers and booleans written out, a list as repeated parts, null and undefined left out.
 */
export function formTextEntries(body: unknown): [string, string][] {
  const entries: [string, string][] = [];
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) add(name, item);
      return;
    }
    entries.push([name, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  };
  if (body !== null && typeof body === 'object') {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) add(name, value);
  }
  return entries;
}
