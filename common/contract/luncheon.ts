import { COMPANY_TIME_ZONE } from '../calendar';
import { defineEndpoint } from './endpoint';
import { integerField } from './fields';
import { listQueryFor, listResponse } from './list';
import { z } from './zod';

/**
 * Luncheon (seed 001: routes /luncheon/scannermakan and /luncheon/listlunch, sections 4, 5, 7, 8).
 * An employee shows the QR `{idk}:{mealcode}`; the canteen scanner claims it. The meal code is an
 * HMAC of the employee number and the date in Asia/Jakarta under a server secret: it cannot be
 * guessed, is worthless the next day, and needs no table to check.
 */

/** The company's day: claims and codes roll over at midnight in Jakarta, whatever the PC's zone. */
export const LUNCH_TIME_ZONE = COMPANY_TIME_ZONE;
/** Page size of both lunch lists (seed 001 section 9). */
export const LUNCH_PAGE_SIZE = 10;
/** Length of a meal code: 8 characters of an alphabet without look-alikes (0/O, 1/I/L). */
export const MEAL_CODE_LENGTH = 8;
export const MEAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export const LUNCH_TEXTS = {
  alreadyTaken: 'Makanan Anda Sudah Diambil!',
  invalidCode: 'Kode makan tidak valid atau bukan untuk hari ini.',
  badFormat: 'QR code bukan kode makan (format: nomor karyawan:kode makan).',
  notEntitled: 'Karyawan ini tidak terdaftar makan siang.',
  employeeInactive: 'Karyawan tidak ditemukan atau sudah tidak aktif.',
  accountNotLinked: 'Akun anda belum terhubung dengan data karyawan',
} as const;

/** `{idk}:{mealcode}` → its parts, or null when the text is not a meal code (then no request is made). */
export function parseMealQr(text: string): { idk: number; kodemakan: string } | null {
  const match = /^\s*([0-9]{1,9}):([A-Za-z0-9]{4,32})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { idk: Number(match[1]), kodemakan: match[2].toUpperCase() };
}

/** What the QR encodes. */
export const mealQrText = (idk: number | string, code: string): string => `${idk}:${code}`;

export const claimQuery = z.object({
  /** The employee number (a number, as everywhere; the query's plain digits). */
  idk: integerField('Nomor karyawan', { min: 0, max: 2_147_483_647, messages: { type: 'Nomor karyawan wajib diisi', int: 'Nomor karyawan tidak valid', min: 'Nomor karyawan tidak valid', max: 'Nomor karyawan tidak valid' } }),
  kodemakan: z
    .string({ message: 'Kode makan wajib diisi' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,32}$/, { message: 'Kode makan tidak valid' }),
});

export const claimResponse = z.object({
  status: z.literal('ok'),
  userdetail: z.object({ nama: z.string(), idk: z.number().int() }),
  /** ISO 8601. */
  waktu_makan: z.string(),
});

export const mealCodeResponse = z.object({
  data: z.object({
    idk: z.number().int(),
    nama: z.string(),
    kodemakan: z.string(),
    /** The Jakarta date the code is for, YYYY-MM-DD. */
    tanggal: z.string(),
    /** The text to encode in the QR: `{idk}:{kodemakan}`. */
    qr: z.string(),
    /** Whether today's lunch was already taken. */
    sudah_ambil: z.boolean(),
  }),
});

/** Seed 001 section 3: meal-list row idk, nama, waktu_makan, _id. */
export const lunchListRow = z.object({ _id: z.string(), idk: z.number().int(), nama: z.string() });
export const lunchTakenRow = lunchListRow.extend({ waktu_makan: z.string() });
export type LunchListRow = z.infer<typeof lunchListRow>;
export type LunchTakenRow = z.infer<typeof lunchTakenRow>;

export const lunchSummary = z.object({
  data: z.object({ tanggal: z.string(), sudah: z.number().int(), total: z.number().int() }),
});

const luncheonAccess = { kind: 'module', module: 'luncheon' } as const;

export const luncheonEndpoints = {
  claim: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/absent/ambilmakan',
    summary: "Ambil makan: klaim makan siang hari ini dengan QR karyawan (409 'Makanan Anda Sudah Diambil!')",
    access: luncheonAccess,
    query: claimQuery,
    response: claimResponse,
  }),
  entitled: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/absent/listmakan',
    summary: 'List Makan Hari Ini: karyawan aktif dengan status makan Y',
    access: luncheonAccess,
    query: listQueryFor(LUNCH_PAGE_SIZE),
    response: listResponse(lunchListRow),
  }),
  taken: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/absent/sudahambilmakan',
    summary: 'List Sudah Ambil Makan hari ini',
    access: luncheonAccess,
    query: listQueryFor(LUNCH_PAGE_SIZE),
    response: listResponse(lunchTakenRow),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/absent/ringkasanmakan',
    summary: 'Jumlah yang sudah ambil makan / yang berhak, hari ini',
    access: luncheonAccess,
    response: lunchSummary,
  }),
  myCode: defineEndpoint({
    method: 'GET',
    path: '/api/attendance/absent/kodemakan',
    summary: 'Kode Makan Saya: kode makan hari ini untuk karyawan yang sedang masuk (aplikasi HP)',
    access: { kind: 'session' },
    response: mealCodeResponse,
  }),
} as const;
