import { defineEndpoint } from './endpoint';
import { companyNpwpField } from './statutory';
import { z } from './zod';

/**
 * The company's own record: name, address, phone and logo, which printouts (POs, receipts,
 * reports) put in their header and footer instead of hard-coded text. Any signed-in user reads
 * it; only a superadmin changes it. Until then the server answers the defaults below: empty, so a
 * printout's header line stays blank rather than showing a made-up name (issue 27 §4).
 */

export const DEFAULT_COMPANY = { name: '', address: '', phone: '', npwp: '' } as const;
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;

export const companySettings = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** The withholder's NPWP: the statutory settings' company_npwp (one column, edited from both screens). */
  npwp: z.string(),
  /** Authenticated path of the logo (/api/files/company/…), null without one. */
  logo: z.string().nullable(),
  /**
   * False while nobody has saved the record nor skipped the first-sign-in setup: the superadmin's
   * sign-in then opens the setup. A skipped setup is a saved record with an empty name.
   */
  saved: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettings>;

/** The PUT's text parts (multipart with an optional `logo` image, or plain JSON). */
export const companySettingsBody = z.object({
  name: z.string({ message: 'Nama perusahaan wajib diisi' }).trim().min(1, { message: 'Nama perusahaan wajib diisi' }).max(150, { message: 'Nama perusahaan maksimal 150 karakter' }),
  address: z
    .string()
    .trim()
    .max(500, { message: 'Alamat maksimal 500 karakter' })
    .default(''),
  phone: z.string().trim().max(50, { message: 'Telepon maksimal 50 karakter' }).default(''),
  /** Left out: the stored NPWP stays as it is. */
  npwp: companyNpwpField.optional(),
  /** '1'/'true' removes the current logo (when no new one is sent). */
  remove_logo: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
    .optional()
    .transform((value) => value === true || value === '1' || value === 'true'),
});

export const settingsEndpoints = {
  getCompany: defineEndpoint({
    method: 'GET',
    path: '/api/settings/company',
    summary: 'Data perusahaan untuk kop dan kaki cetakan',
    access: { kind: 'session' },
    response: z.object({ data: companySettings }),
  }),
  putCompany: defineEndpoint({
    method: 'PUT',
    path: '/api/settings/company',
    summary: 'Ubah data perusahaan (superadmin); logo opsional berupa gambar',
    access: { kind: 'role', roles: ['superadmin'] },
    body: companySettingsBody,
    files: { logo: { accept: 'image', maxBytes: COMPANY_LOGO_MAX_BYTES, required: false } },
    response: z.object({ status: z.literal('ok'), data: companySettings }),
  }),
  skipSetup: defineEndpoint({
    method: 'POST',
    path: '/api/settings/company/skip-setup',
    summary: "Lewati pengisian data perusahaan saat Super Admin pertama masuk (tidak ditampilkan lagi; tetap dapat diisi di Data Perusahaan)",
    access: { kind: 'role', roles: ['superadmin'] },
    response: z.object({ status: z.literal('ok'), data: companySettings }),
  }),
} as const;
