import { z } from './zod';

/** A blank text counts as missing: an optional field the form left empty. */
export const blankAsMissing = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30), its messages naming the field. */
export const isoDateField = (label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} harus berformat YYYY-MM-DD` })
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
      message: `${label} tidak valid`,
    });
