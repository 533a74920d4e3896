import { resourceEndpoints, type ResourceDefinition, type ResourceField } from '../resource';
import { defineEndpoint } from './endpoint';
import { listQueryFor, listResponse } from './list';
import { z } from './zod';

/** Salary status of a division (seed 000 section 9): 1 monthly, 2 weekly, 3 daily. */
export const SALARY_STATUS_OPTIONS = [
  { value: 1, label: 'Bulanan' },
  { value: 2, label: 'Mingguan' },
  { value: 3, label: 'Harian' },
] as const;

const nameField = (column: string): ResourceField => ({
  name: 'name',
  rowKey: 'Name',
  label: 'Nama',
  input: { kind: 'text', maxLength: 100 },
  required: true,
  column,
  searchable: true,
  sortable: true,
  unique: true,
});

const descriptionField: ResourceField = {
  name: 'description',
  rowKey: 'Description',
  label: 'Keterangan',
  input: { kind: 'textarea', maxLength: 500 },
  required: false,
  column: 'Keterangan',
  searchable: true,
  sortable: true,
};

const employeeMaster = (def: Omit<ResourceDefinition, 'module' | 'pageSize' | 'defaultSort'>): ResourceDefinition => ({
  module: 'employee',
  // Seed 000 section 9: page size 5 on every Employee table; default sort name ascending.
  pageSize: 5,
  defaultSort: 'name|asc',
  ...def,
});

export const divisionResource = employeeMaster({
  key: 'division',
  apiBase: '/api/employee/division',
  path: 'division',
  menuLabel: 'Division',
  icon: 'diagram-tree',
  formTitle: 'Tambah Division',
  editTitle: 'Edit Division',
  searchPlaceholder: 'Cari division...',
  noun: 'Divisi',
  fields: [
    nameField('Nama'),
    descriptionField,
    {
      name: 'salary',
      rowKey: 'salary',
      label: 'Status Gaji',
      input: { kind: 'select', options: SALARY_STATUS_OPTIONS },
      required: true,
      column: 'Status Gaji',
      sortable: true,
    },
  ],
});

export const positionResource = employeeMaster({
  key: 'position',
  apiBase: '/api/employee/position',
  path: 'jabatan',
  menuLabel: 'Jabatan',
  icon: 'id-number',
  formTitle: 'Tambah Jabatan',
  editTitle: 'Edit Jabatan',
  searchPlaceholder: 'Cari jabatan...',
  noun: 'Jabatan',
  fields: [nameField('Nama Jabatan'), descriptionField],
});

export const bankResource = employeeMaster({
  key: 'bank',
  apiBase: '/api/employee/bank',
  path: 'bank',
  menuLabel: 'Bank',
  icon: 'bank-account',
  formTitle: 'Tambah Bank',
  editTitle: 'Edit Bank',
  searchPlaceholder: 'Cari bank...',
  noun: 'Bank',
  fields: [nameField('Nama Lengkap'), descriptionField],
});

/** An application a user may be granted (Hak Akses Aplikasi); its Name is an access entry like '/employee'. */
export const applicationResource = employeeMaster({
  key: 'application',
  apiBase: '/api/employee/application',
  path: 'application',
  menuLabel: 'Application',
  icon: 'application',
  formTitle: 'Tambah Aplikasi',
  editTitle: 'Edit Aplikasi',
  searchPlaceholder: 'Cari aplikasi...',
  noun: 'Aplikasi',
  fields: [nameField('Nama Aplikasi'), descriptionField],
});

/**
 * The salary-status master list (seed 000 section 2 item 7): named salary arrangements, each with
 * its status. Unlike the other Employee tables it pages by 10 (the seed's stated default).
 */
export const salaryStatusResource: ResourceDefinition = {
  ...employeeMaster({
    key: 'salary-status',
    apiBase: '/api/employee/salary-status',
    path: 'status-gaji',
    menuLabel: 'Status Gaji',
    icon: 'dollar',
    formTitle: 'Tambah Status Gaji',
    editTitle: 'Edit Status Gaji',
    searchPlaceholder: 'Cari status gaji...',
    noun: 'Status Gaji',
    fields: [
      nameField('Nama Lengkap'),
      {
        name: 'salary',
        rowKey: 'salary',
        label: 'Status Gaji',
        input: { kind: 'select', options: SALARY_STATUS_OPTIONS },
        required: true,
        column: 'Status Gaji',
        sortable: true,
      },
      descriptionField,
    ],
  }),
  pageSize: 10,
};

export const EMPLOYEE_RESOURCES = [divisionResource, positionResource, bankResource, applicationResource, salaryStatusResource] as const;

export const employeeEndpoints = {
  division: resourceEndpoints(divisionResource),
  position: resourceEndpoints(positionResource),
  bank: resourceEndpoints(bankResource),
  application: resourceEndpoints(applicationResource),
  salaryStatus: resourceEndpoints(salaryStatusResource),
} as const;

/** Announcement (Pengumuman, seed 000 sections 3, 5, 6): title and desc, sent by a superadmin. */
export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_DESC_MAX = 2000;
/** Page size of the announcement list when a call sends no per_page (the home screen shows the latest few). */
export const ANNOUNCEMENT_PAGE_SIZE = 5;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, { message: `${label} wajib diisi` })
    .max(max, { message: `${label} maksimal ${max} karakter` });

export const announcementAddBody = z.object({
  title: requiredText('Judul', ANNOUNCEMENT_TITLE_MAX),
  desc: requiredText('Deskripsi', ANNOUNCEMENT_DESC_MAX),
});

export const announcementRow = z.object({
  id: z.string(),
  title: z.string(),
  desc: z.string(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  /** The sender's username. */
  author: z.string(),
});

export type AnnouncementRow = z.infer<typeof announcementRow>;

export const announcementEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/employee/pengumuman/add',
    summary: 'Kirim Pengumuman (superadmin)',
    access: { kind: 'role', roles: ['superadmin'] },
    body: announcementAddBody,
    response: z.object({ status: z.literal('ok'), data: announcementRow }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/employee/pengumuman/all',
    summary: 'Daftar Pengumuman, terbaru dahulu',
    access: { kind: 'session' },
    query: listQueryFor(ANNOUNCEMENT_PAGE_SIZE),
    response: listResponse(announcementRow),
  }),
} as const;
