import { BPJS_PROGRAMMES } from '../statutory/bpjs';
import { JKK_RISK_CLASSES, STATUTORY_RATE_DEFINITIONS, STATUTORY_RATE_KEYS } from '../statutory/rates';
import { defineEndpoint } from './endpoint';
import { dateOutOfRangeMessage, integerChoiceField, integerField, isDateInRange, isoDateField } from './fields';
import { statusOk } from './list';
import { z } from './zod';

/**
 * Statutory payroll (issue 18) under /api/salary/statutory: the company's settings (JKK risk
 * class, the BPJS programmes it is in, whether PPh 21 is withheld, the withholder's tax ids for
 * the tax office files), the dated rate table, and the monthly and annual reports (BPJS recap,
 * e-Bupot 21, 1721-A1). Law: common/statutory/. Every call needs Sallary access; writes need role
 * admin or the superadmin (PAYROLL_WRITE_FORBIDDEN of the payroll contract).
 */

const access = { kind: 'module', module: 'salary' } as const;

export const STATUTORY_RATE_DUPLICATE = 'Sudah ada tarif ini dengan tanggal berlaku yang sama';
export const STATUTORY_RATE_BUILTIN = 'Tarif bawaan peraturan tidak dapat dihapus; tambahkan baris baru dengan tanggal berlakunya';
/**
 * The tax forms (1721-A1, e-Bupot 21) name the withholder: without the company's name and NPWP
 * they are refused (409) with this message, which says where both are filled in.
 */
export type WithholderField = 'name' | 'npwp';

/** What the tax forms miss of the withholder: the company's name (Data Perusahaan) and NPWP. */
export function withholderMissing(company: { name: string; npwp: string }): WithholderField[] {
  return [...(company.name.trim() ? [] : (['name'] as const)), ...(company.npwp ? [] : (['npwp'] as const))];
}

export function withholderMissingMessage(missing: readonly WithholderField[]): string {
  const what = missing.map((field) => (field === 'name' ? 'nama' : 'NPWP')).join(' dan ');
  return `Formulir pajak belum dapat dicetak: ${what} perusahaan pemotong pajak belum diisi. Super Admin mengisinya di Data Perusahaan (tombol di bar atas).`;
}

export const STATUTORY_RATE_MISSING = 'Tarif tidak ditemukan';
export const STATUTORY_RATE_TOO_HIGH = 'Tarif paling besar 100%';

/** The company's statutory settings; the defaults (nothing on) until an admin saves them. */
export const statutorySettings = z.object({
  jkk_risk_class: z.number().int(),
  /** The BPJS programmes the company is registered in (an employee pays only these). */
  programmes: z.array(z.enum(BPJS_PROGRAMMES)),
  /** Whether payroll withholds PPh 21. */
  withhold_pph21: z.boolean(),
  /** The withholder's NPWP (16 digits), NITKU (22 digits) for e-Bupot, and the signer of the 1721-A1. */
  company_npwp: z.string(),
  company_nitku: z.string(),
  signer_name: z.string(),
  signer_npwp: z.string(),
  saved: z.boolean(),
});
export type StatutorySettings = z.infer<typeof statutorySettings>;

export const DEFAULT_STATUTORY_SETTINGS: StatutorySettings = {
  jkk_risk_class: 1,
  programmes: [],
  withhold_pph21: false,
  company_npwp: '',
  company_nitku: '',
  signer_name: '',
  signer_npwp: '',
  saved: false,
};

const digits = (label: string, lengths: string, pattern: RegExp) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/[.\-\s]/g, ''))
    .pipe(z.string().regex(pattern, { message: `${label} harus ${lengths} digit angka` }));

/** The withholder's NPWP as typed (dots, dashes, spaces dropped): 15 or 16 digits, or empty. Data Perusahaan edits it too. */
export const companyNpwpField = digits('NPWP perusahaan', '15 atau 16', /^([0-9]{15,16})?$/);

export const statutorySettingsBody = z.object({
  jkk_risk_class: integerChoiceField(JKK_RISK_CLASSES, 'Kelas risiko JKK wajib dipilih'),
  programmes: z.array(z.enum(BPJS_PROGRAMMES, { message: 'Program BPJS tidak dikenal' })).default([]),
  withhold_pph21: z.boolean().default(false),
  company_npwp: companyNpwpField.default(''),
  company_nitku: digits('NITKU', '22', /^([0-9]{22})?$/).default(''),
  signer_name: z.string().trim().max(100, { message: 'Nama penandatangan maksimal 100 karakter' }).default(''),
  signer_npwp: digits('NPWP penandatangan', '15 atau 16', /^([0-9]{15,16})?$/).default(''),
});
export type StatutorySettingsBody = z.input<typeof statutorySettingsBody>;

/** A dated rate row; `builtin` rows are the law's defaults (common/statutory/rates.ts), never deleted. */
export const statutoryRateRow = z.object({
  id: z.string(),
  key: z.enum(STATUTORY_RATE_KEYS),
  label: z.string(),
  unit: z.enum(['bp', 'rupiah']),
  valid_from: z.string(),
  value: z.number().int(),
  source: z.string(),
  builtin: z.boolean(),
  /** The row each key uses today (Jakarta date). */
  in_force: z.boolean(),
});
export type StatutoryRateRowData = z.infer<typeof statutoryRateRow>;

export const statutoryRateAddBody = z.object({
  key: z.enum(STATUTORY_RATE_KEYS, { message: 'Jenis tarif wajib dipilih' }),
  valid_from: isoDateField('Tanggal berlaku'),
  /** Basis points for a rate (370 = 3,7 %), rupiah for a cap or floor. */
  value: integerField('Nilai', { min: 0, max: 1_000_000_000, messages: { type: 'Nilai wajib diisi' } }),
  source: z
    .string({ message: 'Dasar hukum wajib diisi' })
    .trim()
    .min(1, { message: 'Dasar hukum wajib diisi' })
    .max(200, { message: 'Dasar hukum maksimal 200 karakter' }),
}).superRefine((body, ctx) => {
  // A rate is a share of the wage: at most 100 % (10,000 bp); '370' meant as 3,7 % would be 370 %.
  if (STATUTORY_RATE_DEFINITIONS[body.key].unit === 'bp' && body.value > 10_000) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: STATUTORY_RATE_TOO_HIGH });
  }
});
export type StatutoryRateAddBody = z.input<typeof statutoryRateAddBody>;

/** A tax year (a query's plain digits). */
const taxYear = integerField('Tahun', { min: 2000, max: 2100, messages: { type: 'Tahun wajib diisi', int: 'Tahun tidak valid', min: 'Tahun tidak valid', max: 'Tahun tidak valid' } });

export const statutoryIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });
/** A tax month: YYYY-MM. */
export const statutoryMonthQuery = z.object({
  month: z
    .string({ message: 'Bulan wajib diisi' })
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { message: 'Bulan harus YYYY-MM' })
    .refine((month) => isDateInRange(`${month}-01`), { message: dateOutOfRangeMessage('Bulan') }),
});
export const statutoryYearQuery = z.object({
  year: taxYear,
  /** One employee's form; without it every employee paid in the year, one per page. */
  employee: z.preprocess((value) => (value === '' ? undefined : value), z.uuid({ message: 'Id karyawan tidak valid' }).optional()),
});

/** An employee the year's 1721-A1 forms are for (a permanent employee paid in the year's final runs). */
export const a1Employee = z.object({ id: z.string(), idk: z.number().int(), name: z.string() });
export type A1Employee = z.infer<typeof a1Employee>;
export const statutoryA1EmployeesQuery = z.object({
  year: taxYear,
});

export const statutoryEndpoints = {
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/salary/statutory/settings',
    summary: 'Pengaturan BPJS & PPh 21 perusahaan (kelas risiko JKK, program BPJS, pemotongan PPh 21, NPWP/NITKU pemotong)',
    access,
    response: z.object({ data: statutorySettings }),
  }),
  putSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/salary/statutory/settings',
    summary: 'Ubah pengaturan BPJS & PPh 21 (admin/superadmin); tercatat di audit',
    access,
    body: statutorySettingsBody,
    response: z.object({ status: z.literal('ok'), data: statutorySettings }),
  }),
  rates: defineEndpoint({
    method: 'GET',
    path: '/api/salary/statutory/rates',
    summary: 'Tabel tarif dan batas upah bertanggal (bawaan peraturan dan tambahan kantor), per jenis lalu tanggal berlaku terbaru',
    access,
    response: z.object({ data: z.array(statutoryRateRow) }),
  }),
  addRate: defineEndpoint({
    method: 'POST',
    path: '/api/salary/statutory/rates/add',
    summary: 'Tambah baris tarif dengan tanggal berlakunya (admin/superadmin). 409 bila jenis dan tanggal sudah ada',
    access,
    body: statutoryRateAddBody,
    response: z.object({ status: z.literal('ok'), data: statutoryRateRow }),
  }),
  removeRate: defineEndpoint({
    method: 'DELETE',
    path: '/api/salary/statutory/rates/delete/:id',
    summary: 'Hapus baris tarif tambahan kantor (admin/superadmin); baris bawaan peraturan: 409. Penggajian final tetap memakai tarif yang dibekukan',
    access,
    params: statutoryIdParams,
    response: statusOk,
  }),
  bpjsRecap: defineEndpoint({
    method: 'GET',
    path: '/api/salary/statutory/bpjs',
    summary: 'Excel rekap iuran BPJS satu bulan (penggajian final yang dibayar bulan itu): per karyawan dan per program, bagian perusahaan dan karyawan, dengan total',
    access,
    query: statutoryMonthQuery,
    response: z.unknown(),
  }),
  ebupot: defineEndpoint({
    method: 'GET',
    path: '/api/salary/statutory/ebupot',
    summary: 'Excel daftar PPh 21 satu bulan dalam susunan impor e-Bupot 21 Coretax (BPMP pegawai tetap dan BP21 pegawai tidak tetap)',
    access,
    query: statutoryMonthQuery,
    response: z.unknown(),
  }),
  a1Employees: defineEndpoint({
    method: 'GET',
    path: '/api/salary/statutory/1721a1/karyawan',
    summary: 'Pegawai tetap yang digaji penggajian final tahun itu (yang mendapat 1721-A1), urut nama',
    access,
    query: statutoryA1EmployeesQuery,
    response: z.object({ data: z.array(a1Employee) }),
  }),
  a1: defineEndpoint({
    method: 'GET',
    path: '/api/salary/statutory/1721a1',
    summary: 'PDF bukti potong 1721-A1 setahun: satu karyawan (employee) atau semua pegawai tetap yang digaji tahun itu, satu per halaman',
    access,
    query: statutoryYearQuery,
    response: z.unknown(),
  }),
} as const;
