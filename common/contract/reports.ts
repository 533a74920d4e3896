import { defineEndpoint } from './endpoint';
import { sortParam } from './list';
import { z } from './zod';

/**
 * Reports (Laporan, seed 000 "Reports screen (Pelaporan)", sections 3, 4 and 7): an employee sends
 * a report from the phone (an image and a description); a superadmin reads them as one
 * conversation per employee and marks each item 'proses'.
 *
 * Status of an item:
 * - 'baru': received and not yet handled by anyone. The screen shows it with a "Baru" tag and a
 *   'Proses' button; nothing else about it is promised (no reply, no assignee).
 * - 'proses': a superadmin pressed 'Proses', i.e. took it up. Final: the button disappears and the
 *   server remembers who and when (processedBy/processedAt). Pressing it again changes nothing.
 */
export const REPORT_STATUSES = ['baru', 'proses'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_DESCRIPTION_MAX = 1000;
/** Largest report image; phones send a compressed photo, far below it. */
export const REPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Threads by their latest report, newest first (the seed's call) or oldest first. */
export const REPORT_SORTS = ['laporan.date|desc', 'laporan.date|asc'] as const;
export const REPORT_DEFAULT_SORT: (typeof REPORT_SORTS)[number] = 'laporan.date|desc';

/** The 409 of the intake call when the caller's account has no active employee behind it. */
export const REPORT_ACCOUNT_NOT_LINKED = 'Akun anda belum terhubung dengan data karyawan';

/** One report in a thread (seed 000 section 3: date, status, file, deskripsi, _id). */
export const reportItem = z.object({
  _id: z.string(),
  /** When it was sent, ISO 8601. */
  date: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** Authenticated path of the image (`/api/files/report/...`), null when there is none. */
  file: z.string().nullable(),
  deskripsi: z.string(),
});
export type ReportItem = z.infer<typeof reportItem>;

/** All reports of one employee; `_id` is the employee's id (the thread id updateStatus takes). */
export const reportThread = z.object({
  _id: z.string(),
  emp: z.object({
    firstname: z.string(),
    lastname: z.string(),
    /** Authenticated path of the employee's photo, null for the default avatar. */
    photo: z.string().nullable(),
  }),
  /** Oldest first, like a chat. */
  laporan: z.array(reportItem),
});
export type ReportThread = z.infer<typeof reportThread>;

export const reportListQuery = z.object({
  /** Matches the employee's name or any of the thread's descriptions; a matching thread comes whole. */
  filter: z.string().max(200).optional(),
  sort: sortParam.default(REPORT_DEFAULT_SORT),
});

export const reportThreadParams = z.object({ id: z.uuid({ message: 'Id pelapor tidak valid' }) });

export const reportStatusQuery = z.object({
  id_laporan: z.uuid({ message: 'Id laporan tidak valid' }),
  /** Only 'proses' can be set: an item never goes back to 'baru'. */
  status: z.literal('proses', { message: "Status hanya boleh 'proses'" }),
});

export const reportAddBody = z.object({
  deskripsi: z
    .string({ message: 'Deskripsi wajib diisi' })
    .trim()
    .min(1, { message: 'Deskripsi wajib diisi' })
    .max(REPORT_DESCRIPTION_MAX, { message: `Deskripsi maksimal ${REPORT_DESCRIPTION_MAX} karakter` }),
});

const superadminOnly = { kind: 'role', roles: ['superadmin'] } as const;

export const reportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/absent/lapor/list',
    summary: "Daftar Laporan per pelapor (superadmin); sort 'laporan.date|desc' (bawaan) atau 'laporan.date|asc'",
    access: superadminOnly,
    query: reportListQuery,
    response: z.object({ data: z.array(reportThread) }),
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/attendance/absent/lapor/updateStatus/:id',
    summary: "Proses satu Laporan (superadmin): id = pelapor, id_laporan = laporan; status 'proses'",
    access: superadminOnly,
    params: reportThreadParams,
    query: reportStatusQuery,
    response: z.object({ status: z.literal('ok'), data: reportItem }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/attendance/absent/lapor/add',
    summary: 'Kirim Laporan dari ponsel karyawan (multipart: deskripsi dan file gambar); akun harus terhubung dengan karyawan aktif',
    access: { kind: 'session' },
    body: reportAddBody,
    files: { file: { accept: 'image', maxBytes: REPORT_IMAGE_MAX_BYTES, required: true } },
    response: z.object({ status: z.literal('ok'), data: reportItem }),
  }),
} as const;
