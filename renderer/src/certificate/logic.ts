import { type CertificateHolderKind } from '../../../common/certificate';
import { addMonths } from '../../../common/calendar';
import { certificateFields, type CertificateFieldsInput, type CertificateRow } from '../../../common/contract/certificate';
import type { CheckedForm } from '../shell/master/submit';
import { CERTIFICATE_TEXTS as T } from './texts';

/** The form's fields, in the order focus looks for the first error. */
export const CERTIFICATE_FIELDS = ['jenis', 'nomor', 'holder_kind', 'employee_id', 'equipment_name', 'equipment_code', 'penerbit', 'tanggal_terbit', 'tanggal_kadaluarsa', 'scan', 'keterangan'] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];
export type CertificateErrors = Partial<Record<CertificateField, string>>;

/** The employee holder as the picker holds it: a chosen option, or on edit the saved one (id and name). */
export interface HolderEmployee {
  id: string;
  name: string;
  /** Shown beside the name in the picker's menu; blank for the saved holder. */
  division: string;
}

export interface CertificateValues {
  jenis: string;
  nomor: string;
  holder_kind: CertificateHolderKind;
  employee: HolderEmployee | null;
  equipment_name: string;
  equipment_code: string;
  penerbit: string;
  tanggal_terbit: string;
  tanggal_kadaluarsa: string;
  /** 'Tanpa masa berlaku': sent as a blank expiry. */
  lifetime: boolean;
  keterangan: string;
}

export const emptyCertificate = (): CertificateValues => ({
  jenis: '',
  nomor: '',
  holder_kind: 'employee',
  employee: null,
  equipment_name: '',
  equipment_code: '',
  penerbit: '',
  tanggal_terbit: '',
  tanggal_kadaluarsa: '',
  lifetime: false,
  keterangan: '',
});

/** A saved certificate back in the form (edit), or the start of its renewal (same holder and type, new dates). */
export function rowToCertificate(row: CertificateRow, renewal = false): CertificateValues {
  return {
    jenis: row.jenis.id,
    nomor: renewal ? '' : row.nomor,
    holder_kind: row.holder.kind,
    employee: row.holder.kind === 'employee' && row.holder.employee_id ? { id: row.holder.employee_id, name: row.holder.name, division: '' } : null,
    equipment_name: row.holder.kind === 'equipment' ? row.holder.name : '',
    equipment_code: row.holder.code,
    penerbit: row.penerbit,
    tanggal_terbit: renewal ? '' : row.tanggal_terbit,
    tanggal_kadaluarsa: renewal ? '' : (row.tanggal_kadaluarsa ?? ''),
    lifetime: !renewal && row.tanggal_kadaluarsa === null,
    keterangan: row.keterangan,
  };
}

/** The type's default expiry: the issue day plus its validity months (none without both). */
export function defaultExpiry(issued: string, validityMonths: string | number | null | undefined): string | null {
  const months = Number(String(validityMonths ?? '').trim() || '0');
  if (!issued || !Number.isInteger(months) || months <= 0) return null;
  return addMonths(issued, months);
}

/** The body to send, checked with the contract's own schema; its messages go under their fields. */
export function checkCertificate(values: CertificateValues): CheckedForm<CertificateFieldsInput, CertificateErrors> {
  const body: CertificateFieldsInput = {
    jenis: values.jenis,
    nomor: values.nomor,
    holder_kind: values.holder_kind,
    employee_id: values.holder_kind === 'employee' ? (values.employee?.id ?? '') : '',
    equipment_name: values.holder_kind === 'equipment' ? values.equipment_name : '',
    equipment_code: values.holder_kind === 'equipment' ? values.equipment_code : '',
    penerbit: values.penerbit,
    tanggal_terbit: values.tanggal_terbit,
    tanggal_kadaluarsa: values.lifetime ? '' : values.tanggal_kadaluarsa,
    keterangan: values.keterangan,
  };
  const parsed = certificateFields.safeParse(body);
  const errors: CertificateErrors = {};
  // Blank fields say so (the schema's own check of a blank date speaks of its format), and the
  // holder's checks run even while other fields are missing (the schema's run only on a whole body).
  if (values.tanggal_terbit === '') errors.tanggal_terbit = `${T.labels.tanggal_terbit} wajib diisi`;
  if (values.holder_kind === 'employee' && !values.employee) errors.employee_id = 'Karyawan wajib dipilih';
  if (values.holder_kind === 'equipment' && values.equipment_name.trim() === '') errors.equipment_name = 'Nama peralatan wajib diisi';
  if (!values.lifetime && values.tanggal_kadaluarsa === '') errors.tanggal_kadaluarsa = `${T.labels.tanggal_kadaluarsa} wajib diisi (atau centang '${T.noExpiry}')`;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as CertificateField;
      if ((CERTIFICATE_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, alert: null };
  return { ok: true, body };
}

/** The server's field messages on the form's fields. */
export function serverCertificateErrors(fields: Record<string, string> | undefined): CertificateErrors {
  const errors: CertificateErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if ((CERTIFICATE_FIELDS as readonly string[]).includes(name)) errors[name as CertificateField] = message;
  }
  return errors;
}

/** A picked scan: PDF or image, at most `maxBytes`; answers the message when it is not. */
export function scanProblem(file: { size: number; type: string; name: string }, maxBytes: number): string | null {
  const looksRight = file.type === 'application/pdf' || file.type.startsWith('image/') || /\.(pdf|jpe?g|png|gif|bmp|webp)$/i.test(file.name);
  if (!looksRight) return T.scanWrongType;
  if (file.size > maxBytes) return T.scanTooBig;
  return null;
}

/** The holder as one line: the employee (IDK), the company, or the equipment with its code. */
export function holderText(row: CertificateRow): string {
  const { holder } = row;
  if (holder.kind === 'equipment' && holder.code) return `${holder.name} (${holder.code})`;
  return holder.name;
}
