import { defineEndpoint, type EndpointAccess } from './contract/endpoint';
import { dateOutOfRangeMessage, isCalendarDay, isDateInRange, updateBodyOf } from './contract/fields';
import { listQueryFor, listResponse, statusOk } from './contract/list';
import { z } from './contract/zod';
import type { ModuleKey } from './modules';
import type { NumberKind } from './number-input';

/**
 * A master-data resource, declared once (ERPNext's DocType, react-admin's Resource): its fields,
 * validation, columns, labels, endpoints and page size. The server's generic list/add/update
 * routes and the renderer's generic master screen are both driven by it; a screen with needs of
 * its own opts into hooks beside its definition instead of copying the screen.
 */

export interface SelectOption {
  value: number;
  label: string;
}

export type TextFormat = 'digits' | 'email' | 'decimal' | 'time' | 'date';


export type FieldInput =
  /**
   * `format` 'digits': numbers kept as text (postal code, NPWP, phone: leading zeros matter); 'email';
   * 'decimal': a decimal number with a point ('-6.2088'; coordinates), within `range` when given;
   * 'time': a time of day 'HH:MM'; 'date': a calendar date 'YYYY-MM-DD'.
   */
  | {
      kind: 'text';
      maxLength: number;
      format?: TextFormat;
      range?: { min: number; max: number };
      /** How the form reads a 'decimal' field as typed (numberKindOf): a coordinate takes a point or a comma, a quantity Indonesian grouping. */
      number?: 'decimal' | 'latitude' | 'longitude';
    }
  | { kind: 'textarea'; maxLength: number }
  /** `initial`: what a new record's form starts with (an optional select whose blank means that value). */
  | { kind: 'select'; options: readonly SelectOption[]; initial?: number };

/**
 * The number input a text field is typed in (common/number-input), or null for plain text: a
 * 'digits' field is an ID number (leading zeros kept), a 'decimal' one its declared kind.
 */
export function numberKindOf(field: ResourceField): NumberKind | null {
  if (field.input.kind !== 'text') return null;
  if (field.input.format === 'digits') return 'idNumber';
  if (field.input.format === 'decimal') return field.input.number ?? 'decimal';
  return null;
}

export interface ResourceField {
  /** Name in add/update bodies, as the seeds send it ('name', 'description', 'salary'). */
  name: string;
  /** Name in list rows, as the seeds read it ('Name', 'Description', 'salary'). */
  rowKey: string;
  /** Form label, Indonesian ('Nama', 'Status Gaji', 'Keterangan'). */
  label: string;
  input: FieldInput;
  required: boolean;
  /** Table column header; without it the field is not a column. */
  column?: string;
  /** Matched by the list's `filter` (case-insensitive substring). */
  searchable?: boolean;
  /** Accepted in the list's `sort` (by `name` or `rowKey`). */
  sortable?: boolean;
  /** Unique among active rows of the resource, ignoring letter case (409 otherwise). */
  unique?: boolean;
  /** What the server stores when the field is left blank: 'numbered' is the next number the server gives (a warehouse's code, 'GD-0001'). */
  whenBlank?: 'numbered';
  /**
   * The record's Riwayat Perubahan records each change of a field, from → to, in the write's
   * transaction (Odoo's `tracking`); `false` leaves a field out of it.
   */
  tracked?: false;
}

/** The call paths under `apiBase` where a seed names them differently from `all`, `add`, `update/:id`. */
export interface ResourceCalls {
  list: string;
  add: string;
  update: string;
}

const DEFAULT_CALLS: ResourceCalls = { list: 'all', add: 'add', update: 'update/:id' };

/**
 * The name field most masters have: required, searchable, sortable, unique among active rows.
 * `rowKey` is how the seed reads it back ('Name' on the Employee masters, 'name' elsewhere).
 */
export function nameField(column: string, rowKey = 'name'): ResourceField {
  return { name: 'name', rowKey, label: 'Nama', input: { kind: 'text', maxLength: 100 }, required: true, column, searchable: true, sortable: true, unique: true };
}

/** The optional Keterangan most masters have. */
export function descriptionField(rowKey = 'description'): ResourceField {
  return { name: 'description', rowKey, label: 'Keterangan', input: { kind: 'textarea', maxLength: 500 }, required: false, column: 'Keterangan', searchable: true, sortable: true };
}

export interface ResourceDefinition {
  key: string;
  module: ModuleKey;
  /** Other modules whose users read its list (their pickers), without being able to change it. */
  alsoReadBy?: readonly ModuleKey[];
  /**
   * Who may add, change and delete its rows when that is narrower than the module's users (the
   * applications that grant access: the superadmin only). Without it: the module's users.
   */
  writeAccess?: EndpointAccess;
  /** API base; the calls are `${apiBase}/all`, `${apiBase}/add`, `${apiBase}/update/:id` unless `calls` says otherwise. */
  apiBase: string;
  /** The seed's own call paths under `apiBase` (the warehouse category: `category/` and `category/:id`). */
  calls?: Partial<ResourceCalls>;
  /** Screen path under the module's entry path ('division' → /employee/division). */
  path: string;
  menuLabel: string;
  /** Blueprint icon name for the sidebar. */
  icon: string;
  /** 'Tambah Division': the form card's title when adding. */
  formTitle: string;
  /** The form card's title when editing. */
  editTitle: string;
  searchPlaceholder: string;
  /** The thing in messages: 'Divisi' → 'Nama Divisi sudah ada'. */
  noun: string;
  /** Where a seed names the thing in its save toasts: 'Supplier' → 'Berhasil Simpan Supplier Data'; without it 'Berhasil Simpan Data'. */
  toastNoun?: string;
  fields: readonly ResourceField[];
  /**
   * Groups of optional fields of which at least one must be filled (a supplier's Telepon or
   * Handphone); the message stands at the group's first field.
   */
  atLeastOne?: readonly AtLeastOne[];
  /** Fields the form shows first, in this order (what a new record needs); the rest follow as declared. */
  formFirst?: readonly string[];
  /** `field|direction`, comma-joined, as the list's `sort`. */
  defaultSort: string;
  pageSize: number;
}

export interface AtLeastOne {
  fields: readonly string[];
  message: string;
}

/** A body's `atLeastOne` groups: each left wholly blank is named at its first field. */
function checkAtLeastOne(resource: ResourceDefinition, body: unknown, ctx: z.RefinementCtx): void {
  if (typeof body !== 'object' || body === null) return;
  const sent = body as Record<string, unknown>;
  if (sent['status'] === 'deleted') return;
  for (const group of resource.atLeastOne ?? []) {
    const filled = group.fields.some((name) => typeof sent[name] === 'string' && (sent[name] as string).trim() !== '');
    if (!filled && group.fields[0]) ctx.addIssue({ code: 'custom', path: [group.fields[0]], message: group.message });
  }
}

function fieldSchema(field: ResourceField): z.ZodType {
  if (field.input.kind === 'select') {
    // A number, one of the options (declared as the enum in /api/docs); a string '1' is refused.
    const allowed = field.input.options.map((o) => o.value);
    const choice = z
      .number({ message: `${field.label} wajib dipilih` })
      .int({ message: `${field.label} tidak valid` })
      .refine((v) => allowed.includes(v), { message: `${field.label} tidak valid` })
      .meta({ enum: allowed });
    return field.required ? choice : choice.optional();
  }
  const format = field.input.kind === 'text' ? field.input.format : undefined;
  let text = z.string({ message: `${field.label} wajib diisi` }).trim().max(field.input.maxLength, {
    message: `${field.label} maksimal ${field.input.maxLength} karakter`,
  });
  // A blank optional field stays allowed; a filled one must have the format.
  if (format === 'digits') text = text.regex(/^[0-9]*$/, { message: `${field.label} hanya angka` });
  if (format === 'email') text = text.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: `${field.label} tidak valid` });
  if (format === 'decimal') {
    // At most 10 decimals: few enough that the number read back compares exactly with the range.
    text = text.regex(/^$|^-?\d{1,9}(\.\d{1,10})?$/, { message: `${field.label} harus angka (pakai titik untuk desimal)` });
    const range = field.input.kind === 'text' ? field.input.range : undefined;
    if (range) {
      text = text.refine((v) => v === '' || (Number(v) >= range.min && Number(v) <= range.max), {
        message: `${field.label} harus antara ${range.min} dan ${range.max}`,
      });
    }
  }
  if (format === 'time') text = text.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, { message: `${field.label} harus jam JJ:MM` });
  if (format === 'date') {
    text = text
      .refine((v) => v === '' || isCalendarDay(v), { message: `${field.label} harus tanggal yang valid`, abort: true })
      .refine((v) => v === '' || isDateInRange(v), { message: dateOutOfRangeMessage(field.label) });
  }
  return field.required ? text.min(1, { message: `${field.label} wajib diisi` }) : text.default('');
}

/** The add body: every field with its rule; `status` may be sent (the seeds send 'active'). */
export function addBodySchema(resource: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of resource.fields) shape[field.name] = fieldSchema(field);
  // Also when another field is wrong, so one answer names every field to fix.
  return z
    .object(shape)
    .extend({ status: z.literal('active').optional() })
    .superRefine((body, ctx) => checkAtLeastOne(resource, body, ctx), { when: () => true });
}

/**
 * The update body: the whole record (status 'active') with the add body's fields and types, or
 * `{status: 'deleted'}` for the seeds' soft delete (updateBodyOf).
 */
export function updateBodySchema(resource: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of resource.fields) shape[field.name] = fieldSchema(field);
  return updateBodyOf(z.object(shape)).superRefine((body, ctx) => checkAtLeastOne(resource, body, ctx), { when: () => true });
}

/** A list row: `id` plus every field under its row key. */
export function rowSchema(resource: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = { id: z.string() };
  for (const field of resource.fields) {
    shape[field.rowKey] = field.input.kind === 'select' ? z.number().int().meta({ enum: field.input.options.map((o) => o.value) }).nullable() : z.string();
  }
  return z.object(shape);
}

export type ResourceRow = { id: string } & Record<string, string | number | null>;

export const resourceIdParams = z.object({ id: z.uuid({ message: 'Id tidak valid' }) });

export function resourceEndpoints(resource: ResourceDefinition) {
  const access = { kind: 'module', module: resource.module } as const;
  const writeAccess: EndpointAccess = resource.writeAccess ?? access;
  const calls = { ...DEFAULT_CALLS, ...resource.calls };
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `${resource.apiBase}/${calls.list}`,
      summary: `Daftar ${resource.noun} (paged, atau show=all untuk pilihan)`,
      access: resource.alsoReadBy ? { ...access, alsoFor: resource.alsoReadBy } : access,
      // The resource's page size is the per_page default (5 on the Employee tables, not the general 10).
      query: listQueryFor(resource.pageSize),
      response: listResponse(rowSchema(resource)),
    }),
    add: defineEndpoint({
      method: 'POST',
      path: `${resource.apiBase}/${calls.add}`,
      summary: `Tambah ${resource.noun}`,
      access: writeAccess,
      body: addBodySchema(resource),
      response: z.object({ status: z.literal('ok'), data: rowSchema(resource) }),
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${resource.apiBase}/${calls.update}`,
      summary: `Ubah ${resource.noun}; status 'deleted' menghapus`,
      access: writeAccess,
      params: resourceIdParams,
      body: updateBodySchema(resource),
      response: statusOk,
    }),
  };
}

/** The label of a select field's value for the table ('1' → 'Bulanan'); unknown values as '-'. */
export function optionLabel(field: ResourceField, value: unknown): string {
  if (field.input.kind !== 'select') return String(value ?? '');
  return field.input.options.find((o) => o.value === Number(value))?.label ?? '-';
}
