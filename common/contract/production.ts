import { blankAsMissing, integerField, isCalendarDay, isDateInRange } from './fields';
import { PRODUCTION_STATUSES } from '../production';
import { defineEndpoint, type FileField } from './endpoint';
import { STORED_FILE_NAME, type FileArea } from './files';
import { listResponse, pageParam, pagination, perPageParam, statusOk } from './list';
import { z } from './zod';

/**
 * Production (seed 001 sections 2 'Production screen', 3 'Production order', 4 'Production
 * status', 5, 6, 7 'Production'; issue 15). A superadmin plans orders (from the office, or from a
 * project's needs); the order's division moves it through the status machine of
 * common/production.ts, writes work logs, and on 'selesai' the finished goods enter a chosen
 * warehouse ('production_output') while the composition's components leave it
 * ('production_use'), in one transaction. Every committed change is announced on the realtime
 * socket as PRODUCTION_EVENT to the order's division and to the superadmins.
 */

const productionAccess = { kind: 'module', module: 'production' } as const;
/** Planning (add, edit, delete) is the superadmin's (seed section 6). */
const plannerAccess = { kind: 'role', roles: ['superadmin'] } as const;

/** Seed section 9: the board loads up to 999 orders. */
export const PRODUCTION_PER_PAGE_MAX = 999;
export const PRODUCTION_QTY_MAX = 1_000_000;
export const PRODUCTION_MAX_IMAGES = 20;
export const PRODUCTION_MAX_ROWS = 100;
export const PRODUCTION_LOG_MAX = 2000;
export const PRODUCTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Seed section 5: a form with a required field empty (add composition, save production). */
export const PRODUCTION_INCOMPLETE = 'Lengkapi dulu data anda';
/** Seed section 5: 'Upload RAB' with no image chosen. */
export const PRODUCTION_IMAGES_MISSING = 'Lengkapi Data Gambar!';
/** Seed section 5: the confirm prompts. */
export const PRODUCTION_DELETE_PROMPT = 'Apakah anda yakin, ingin menghapus data tersebut?';
export const PRODUCTION_CANCEL_PROMPT = 'Apakah anda yakin, ingin membatalkan produksi tersebut?';
export const PRODUCTION_IMAGE_REMOVE_PROMPT = 'Apakah anda yakin, ingin menghapus?';
export const PRODUCTION_MISSING = 'Data produksi tidak ditemukan';
export const PRODUCTION_LOG_MISSING = 'Log produksi tidak ditemukan';
export const PRODUCTION_WAREHOUSE_REQUIRED = 'Warehouse wajib dipilih';
export const PRODUCTION_LOG_FORBIDDEN = 'Hanya pembuat log dengan role User yang dapat mengubah log ini';
export const PRODUCTION_LOG_ADD_FORBIDDEN = 'Hanya divisi pemilik produksi yang dapat menambah log';
export const PRODUCTION_DELETE_DONE = 'Produksi sudah selesai, tidak bisa dihapus';
export const PRODUCTION_STATUS_IN_EDIT = 'Status diubah lewat tombol status';

/** The realtime event of the board (seed section 7: 'receives message events carrying data'). */
export const PRODUCTION_EVENT = 'production';
/**
 * What a client emits to join its division's room (seed section 7: 'emits data with the division
 * id'). Its own division is accepted (the socket is already in it); any other is refused.
 */
export const PRODUCTION_JOIN_EVENT = 'join';
export const PRODUCTION_ACTIONS = ['add', 'update', 'status', 'cancel', 'delete', 'log', 'undo'] as const;
export type ProductionAction = (typeof PRODUCTION_ACTIONS)[number];


/** The answer to a join emit (the socket.io acknowledgement). */
export const productionJoinAck = z.object({ ok: z.boolean(), message: z.string().optional() });
export type ProductionJoinAck = z.infer<typeof productionJoinAck>;

/** The socket.io rooms the server emits production events to. */
export const divisionRoom = (divisionId: string) => `division:${divisionId}`;
export const SUPERADMIN_ROOM = 'superadmin';

const requiredId = (message: string) => z.preprocess(blankAsMissing, z.string({ message }).pipe(z.uuid({ message })));

/** An empty quantity field is the seed's incomplete form, not a zero. */
const quantity = integerField('Jumlah', { min: 1, max: PRODUCTION_QTY_MAX, messages: { type: PRODUCTION_INCOMPLETE, min: 'Jumlah minimal 1' } });

/**
 * The deadline as the seed sends it ('YYYY-MM-DDTHH:mm:ssZ') or a plain 'YYYY-MM-DD'; the date is
 * taken as written (the client writes its local date with a 'Z'). Blank, absent or a zero date
 * (year 0000 or 0001, which the seed's board shows blank): no deadline. Other years outside
 * 1900–2100 are typing errors.
 */
export const productionDeadline = z.preprocess(
  blankAsMissing,
  z
    .string({ message: 'Deadline tidak valid' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, { message: 'Deadline harus berformat YYYY-MM-DD' })
    .transform((value) => value.slice(0, 10))
    .refine((d) => /^000[01]-/.test(d) || (isCalendarDay(d) && isDateInRange(d)), { message: 'Deadline tidak valid' })
    .transform((d) => (/^000[01]-/.test(d) ? null : d))
    .nullable()
    .optional(),
);

/** A RAB image as a save names it: the stored name the upload answered, or the row's {path}. */
const imageName = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && 'path' in value ? (value as { path: unknown }).path : value),
  z.string({ message: 'Gambar tidak valid' }).regex(STORED_FILE_NAME, { message: 'Gambar tidak valid' }),
);
const imageList = z
  .array(imageName, { message: 'Gambar tidak valid' })
  .max(PRODUCTION_MAX_IMAGES, { message: `Gambar maksimal ${PRODUCTION_MAX_IMAGES}` })
  .refine((names) => new Set(names).size === names.length, { message: 'Gambar tidak boleh dobel' });

/** POST dataproduction/add (the 'In Office' tab): product, division, quantity and at least one RAB image. */
export const productionAddBody = z.object({
  id_produk: requiredId(PRODUCTION_INCOMPLETE),
  id_divisi: requiredId(PRODUCTION_INCOMPLETE),
  qty: quantity,
  imagerab: imageList.min(1, { message: PRODUCTION_INCOMPLETE }),
  dateline: productionDeadline,
});
export type ProductionAddBody = z.infer<typeof productionAddBody>;
export type ProductionAddInput = z.input<typeof productionAddBody>;

/** One row of POST dataproduction/addfromproyek (the 'In Project' tab); RAB images are optional there. */
export const productionProjectRow = z.object({
  id_proyek: requiredId(PRODUCTION_INCOMPLETE),
  id_produk: requiredId(PRODUCTION_INCOMPLETE),
  id_divisi: requiredId(PRODUCTION_INCOMPLETE),
  qty: quantity,
  imagerab: imageList.default([]),
  dateline: productionDeadline,
});
export const productionAddFromProjectBody = z
  .array(productionProjectRow, { message: PRODUCTION_INCOMPLETE })
  .min(1, { message: PRODUCTION_INCOMPLETE })
  .max(PRODUCTION_MAX_ROWS, { message: `Baris maksimal ${PRODUCTION_MAX_ROWS}` });
export type ProductionAddFromProjectInput = z.input<typeof productionAddFromProjectBody>;

/**
 * PUT dataproduction/update/{id}: the add payload ('Update adds status', seed section 3). The
 * status moves only through updatestatus: a status that differs from the order's is refused.
 */
export const productionUpdateBody = productionAddBody.extend({
  imagerab: imageList,
  status: z.enum(PRODUCTION_STATUSES, { message: 'Status tidak dikenal' }).optional(),
});
export type ProductionUpdateInput = z.input<typeof productionUpdateBody>;

export const productionIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

export const productionStatusParams = z.object({
  id: z.uuid({ message: 'Id tidak valid' }),
  newStatus: z.enum(PRODUCTION_STATUSES, { message: 'Status tidak dikenal' }),
});
/** selesai needs the warehouse the finished goods enter (and the components leave): query or body. */
export const productionStatusQuery = z.object({ id_gudang: z.preprocess(blankAsMissing, z.uuid({ message: PRODUCTION_WAREHOUSE_REQUIRED }).optional()) });
export const productionStatusBody = z.preprocess(
  (value) => value ?? {},
  z.object({ id_gudang: z.preprocess(blankAsMissing, z.uuid({ message: PRODUCTION_WAREHOUSE_REQUIRED }).optional()) }),
);

export const productionLogAddBody = z.object({
  id_produksi: requiredId(PRODUCTION_INCOMPLETE),
  deskripsi: z.preprocess(
    blankAsMissing,
    z.string({ message: PRODUCTION_INCOMPLETE }).trim().min(1, { message: PRODUCTION_INCOMPLETE }).max(PRODUCTION_LOG_MAX, { message: `Deskripsi maksimal ${PRODUCTION_LOG_MAX} karakter` }),
  ),
});
export const productionLogUpdateBody = productionLogAddBody.pick({ deskripsi: true }).extend({ id_produksi: z.string().optional() });
export const productionLogParams = z.object({ idlog: z.uuid({ message: 'Id log tidak valid' }) });
export const productionLogDeleteParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }), idlog: z.uuid({ message: 'Id log tidak valid' }) });

export const productionListQuery = z.object({
  page: pageParam,
  per_page: perPageParam(PRODUCTION_PER_PAGE_MAX, PRODUCTION_PER_PAGE_MAX),
  status: z.enum(PRODUCTION_STATUSES, { message: 'Status tidak dikenal' }).optional(),
});
export type ProductionListQuery = z.input<typeof productionListQuery>;

/** GET manufacture/production?show=approved&division={id}: one division's orders in one state. */
export const manufactureQuery = z.object({
  show: z.enum(PRODUCTION_STATUSES, { message: 'Status tidak dikenal' }).default('approved'),
  division: z.preprocess(blankAsMissing, z.uuid({ message: 'Divisi tidak valid' }).optional()),
});

export const productionUploadQuery = z.object({
  /** The form's slot; answered back so the client puts the path where it belongs. */
  index: integerField('Index', { min: 0, max: 999, messages: 'Index tidak valid' }).default(0),
});

const ref = z.object({ id: z.string(), name: z.string() });

/** One component of the ordered product's composition, for the whole order. */
export const productionComponent = z.object({
  produk: ref.extend({ code: z.string() }),
  /** Per unit of the product (the composition's qty). */
  qty: z.number().int(),
  /** qty × the order's quantity: what 'selesai' takes out of stock. */
  needed: z.number().int(),
  /** The component's total stock now, all warehouses. */
  stock: z.number().int(),
});
export type ProductionComponent = z.infer<typeof productionComponent>;

export const productionImage = z.object({
  id: z.string(),
  /** The stored name (what the upload answered). */
  path: z.string(),
  /** Where a signed-in user fetches it. */
  url: z.string(),
});

export const productionLog = z.object({
  id: z.string(),
  deskripsi: z.string(),
  /** ISO date-time of writing. */
  date: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
});
export type ProductionLog = z.infer<typeof productionLog>;

/** A production order as the board shows it (seed section 3's entity, plus project link and stock). */
export const productionRow = z.object({
  id: z.string(),
  produk: ref.extend({
    code: z.string(),
    /** The product's total stock now. */
    stock: z.number().int(),
    komposisi: z.array(productionComponent),
  }),
  division: z.object({ id: z.string(), Name: z.string() }),
  qty: z.number().int(),
  status: z.enum(PRODUCTION_STATUSES),
  /** ISO date-time the order was made (the board's 'start'). */
  tanggalbuat: z.string(),
  /** The deadline, YYYY-MM-DD; null when none was given (shown blankAsMissing). */
  tanggalselesai: z.string().nullable(),
  imagerab: z.array(productionImage),
  /** Oldest first. */
  log: z.array(productionLog),
  /** The project the order was made for, null for an office order. */
  proyek: z.object({ id: z.string(), nama_proyek: z.string() }).nullable(),
  /** Where the finished goods went and when (set by 'selesai'). */
  gudang: ref.nullable(),
  finished_at: z.string().nullable(),
  created_by: z.string(),
  /**
   * The order's last status step while it may still be undone by someone (common/production.ts
   * decideUndo: not 'selesai', not already undone, within the window); null otherwise. The board
   * offers the undo to `by_id` until `until`.
   */
  undo: z.object({ from: z.enum(PRODUCTION_STATUSES), to: z.enum(PRODUCTION_STATUSES), by_id: z.string().nullable(), until: z.string() }).nullable(),
});

export const productionEvent = z.object({
  action: z.enum(PRODUCTION_ACTIONS),
  /** The order. */
  id: z.string(),
  division_id: z.string(),
  /** The order's status after the change (absent on delete). */
  status: z.enum(PRODUCTION_STATUSES).optional(),
  /** Who made the change (personName), for the toast. */
  by: z.string(),
  /** The order as it is after the change (on update, status and log): an open board patches it in without reading its page again. */
  row: productionRow.optional(),
});
export type ProductionEvent = z.infer<typeof productionEvent>;
export type ProductionRow = z.infer<typeof productionRow>;

/** A component short for moving to diproduksi: the step goes ahead, the board warns. */
export const productionShortage = z.object({
  produk: ref,
  needed: z.number().int(),
  stock: z.number().int(),
});
export type ProductionShortage = z.infer<typeof productionShortage>;

const rowData = z.object({ status: z.literal('ok'), data: productionRow });

/** Not required by the intake: the route answers a call without an image with the seed's 'Lengkapi Data Gambar!'. */
const rab: FileField = { accept: 'image', maxBytes: PRODUCTION_IMAGE_MAX_BYTES, required: false };

export const productionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/production/dataproduction/list',
    summary:
      'Daftar produksi (per_page sampai 999, bawaan 999), deadline terdekat dulu lalu yang terbaru dibuat; superadmin melihat semua, pengguna divisi hanya divisinya',
    access: productionAccess,
    query: productionListQuery,
    response: z.object({ data: z.array(productionRow), pagination }),
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/production/dataproduction/add',
    summary: "Tambah produksi dari kantor (superadmin): produk, divisi, qty, minimal satu gambar RAB, deadline; status 'approved'",
    access: plannerAccess,
    body: productionAddBody,
    response: rowData,
  }),
  addFromProject: defineEndpoint({
    method: 'POST',
    path: '/api/production/dataproduction/addfromproyek',
    summary: 'Tambah produksi dari project (superadmin): daftar baris dengan id_proyek; semua baris tersimpan atau tidak sama sekali',
    access: plannerAccess,
    body: productionAddFromProjectBody,
    response: z.object({ status: z.literal('ok'), data: z.array(productionRow) }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/production/dataproduction/update/:id',
    summary: 'Ubah produksi (superadmin); 409 bila sudah selesai atau dibatalkan; status hanya lewat updatestatus',
    access: plannerAccess,
    params: productionIdParams,
    body: productionUpdateBody,
    response: rowData,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/production/dataproduction/delete/:id',
    summary: 'Hapus produksi (superadmin, soft delete); 409 bila sudah selesai (entri stoknya menyebut produksi ini)',
    access: plannerAccess,
    params: productionIdParams,
    response: statusOk,
  }),
  updateStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/production/dataproduction/updatestatus/:id/:newStatus',
    summary:
      "Langkah status (common/production.ts): 409 bila melompat, sudah berubah (tekan bersamaan) atau beku; 403 untuk divisi lain. Ke diproduksi: peringatan komponen kurang, tetap jalan. Ke selesai: id_gudang wajib; hasil masuk ('production_output'), komponen × qty keluar ('production_use') dalam satu transaksi; 409 menyebut komponen yang kurang dan tidak ada yang berubah",
    access: productionAccess,
    params: productionStatusParams,
    query: productionStatusQuery,
    body: productionStatusBody,
    response: rowData.extend({ warnings: z.array(productionShortage) }),
  }),
  undoStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/production/dataproduction/undostatus/:id',
    summary:
      'Batalkan langkah status terakhir (kembali ke status sebelumnya): hanya oleh yang mengambilnya, dalam 5 menit, dan bila stok belum berpindah; selain itu 409',
    access: productionAccess,
    params: productionIdParams,
    response: rowData,
  }),
  addLog: defineEndpoint({
    method: 'POST',
    path: '/api/production/dataproduction/log/add',
    summary: 'Tambah log pekerjaan (divisi pemilik produksi; 409 bila selesai atau dibatalkan)',
    access: productionAccess,
    body: productionLogAddBody,
    response: rowData,
  }),
  updateLog: defineEndpoint({
    method: 'PUT',
    path: '/api/production/dataproduction/log/update/:idlog',
    summary: 'Ubah log pekerjaan (hanya pembuatnya, role User; 409 bila produksi beku)',
    access: productionAccess,
    params: productionLogParams,
    body: productionLogUpdateBody,
    response: rowData,
  }),
  removeLog: defineEndpoint({
    method: 'DELETE',
    path: '/api/production/dataproduction/log/delete/:id/:idlog',
    summary: 'Hapus log pekerjaan (hanya pembuatnya, role User; 409 bila produksi beku)',
    access: productionAccess,
    params: productionLogDeleteParams,
    response: rowData,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/production/dataproduction/uploadimage',
    summary: "Unggah satu gambar RAB (bagian file \"files\": JPG/PNG/GIF/BMP dikenali dari isinya, maks 5 MB; tanpa gambar 400 'Lengkapi Data Gambar!'); jawabannya path dan index",
    access: productionAccess,
    query: productionUploadQuery,
    files: { files: rab },
    response: z.object({ status: z.literal('ok'), path: z.array(z.string()), index: z.number().int() }),
  }),
  manufacture: defineEndpoint({
    method: 'GET',
    path: '/api/production/manufacture/production',
    summary: 'Produksi satu divisi dalam satu status (show=approved bawaan); pengguna divisi hanya divisinya',
    access: productionAccess,
    query: manufactureQuery,
    response: listResponse(productionRow),
  }),
  warehouses: defineEndpoint({
    method: 'GET',
    path: '/api/production/gudang',
    summary: "Warehouse aktif untuk langkah 'selesai' (pilihan tujuan hasil produksi), urut nama",
    access: productionAccess,
    response: z.object({ data: z.array(ref) }),
  }),
} as const;

/** The files area RAB images are stored in. */
export const PRODUCTION_FILE_AREA: FileArea = 'production';
