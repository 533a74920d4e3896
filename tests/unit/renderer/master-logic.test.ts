import { describe, expect, it } from 'vitest';
import { paginate } from '../../../common/contract/list';
import { applicationResource, divisionResource, EMPLOYEE_RESOURCES, positionResource } from '../../../common/contract/employee';
import { supplierResource } from '../../../common/contract/purchasing';
import type { ResourceRow } from '../../../common/resource';
import { BUNDLED_ICONS } from '../../../renderer/src/shell/appIcons';
import {
  cellText,
  columnFields,
  columnWidths,
  emptyForm,
  formFields,
  formToInput,
  initialSort,
  listQueryOf,
  pageAfterEmpty,
  pageWindow,
  paginationInfo,
  rowNumber,
  rowToForm,
  serverFieldErrors,
  sortOf,
  toggleSort,
  validateForm,
} from '../../../renderer/src/shell/master/logic';
import { MASTER_TEXTS } from '../../../renderer/src/shell/master/texts';

const salaryField = divisionResource.fields.find((f) => f.name === 'salary')!;
const nameField = divisionResource.fields.find((f) => f.name === 'name')!;

const gudang: ResourceRow = { id: '0b6f1c1e-9d7c-4a55-9a1e-0d6b7f1b2c3d', Name: 'Gudang', Description: 'Tim gudang pusat', salary: 3, overtime_rule: 2 };

describe('form ↔ row mapping (rows read Name/Description, bodies send name/description)', () => {
  it('starts empty, one string per field; an optional select on its initial value (the flat overtime rate)', () => {
    expect(emptyForm(divisionResource)).toEqual({ name: '', description: '', salary: '', overtime_rule: '1' });
  });

  it('fills the form from a row through each field’s rowKey', () => {
    expect(rowToForm(divisionResource, gudang)).toEqual({ name: 'Gudang', description: 'Tim gudang pusat', salary: '3', overtime_rule: '2' });
  });

  it('reads a missing or null value as empty', () => {
    expect(rowToForm(divisionResource, { id: 'x', Name: 'Kantor', Description: '', salary: null })).toEqual({
      name: 'Kantor',
      description: '',
      salary: '',
      overtime_rule: '',
    });
  });

  it('sends a chosen select as an integer and an unchosen one not at all', () => {
    expect(formToInput(divisionResource, { name: 'A', description: '', salary: '2' })).toEqual({ name: 'A', description: '', salary: 2 });
    expect(formToInput(divisionResource, { name: 'A', description: '', salary: '' }).salary).toBeUndefined();
  });

  it('puts short inputs first and textareas last (full width)', () => {
    expect(formFields(divisionResource).map((f) => f.name)).toEqual(['name', 'salary', 'overtime_rule', 'description']);
    expect(formFields(positionResource).map((f) => f.name)).toEqual(['name', 'description']);
  });

  it("opens the supplier form with what a new supplier needs (issue 27): name, email, address, the two phones, then the rest", () => {
    const names = formFields(supplierResource).map((f) => f.name);
    expect(names.slice(0, 6)).toEqual(['nama_perusahaan', 'email', 'alamat_penagihan', 'telepon', 'mobile', 'gelar']);
    expect(names.at(-1)).toBe('informasi_lain');
    expect(names).toHaveLength(supplierResource.fields.length);
  });
});

describe('validateForm (the resource’s own add rules, before any call)', () => {
  it('asks for the required fields in Indonesian', () => {
    const result = validateForm(divisionResource, emptyForm(divisionResource));
    expect(result).toEqual({ ok: false, errors: { name: 'Nama wajib diisi', salary: 'Status Gaji wajib dipilih' } });
  });

  it('treats blanks as empty', () => {
    const result = validateForm(positionResource, { name: '   ', description: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ name: 'Nama wajib diisi' });
  });

  it('refuses a value outside the options and text over the limit', () => {
    const result = validateForm(divisionResource, { name: 'x'.repeat(101), description: '', salary: '9' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ name: 'Nama maksimal 100 karakter', salary: 'Status Gaji tidak valid' });
  });

  it('gives the body as the seeds send it: trimmed, salary an integer, status active', () => {
    expect(validateForm(divisionResource, { name: '  Gudang ', description: '', salary: '3' })).toEqual({
      ok: true,
      body: { name: 'Gudang', description: '', salary: 3, status: 'active' },
    });
  });
});

describe('serverFieldErrors (400 error.fields onto the form)', () => {
  it('accepts body names, row keys and paths; ignores unknown keys', () => {
    expect(serverFieldErrors(divisionResource, { 'body.name': 'Nama wajib diisi', Description: 'Terlalu panjang', other: 'x' })).toEqual({
      name: 'Nama wajib diisi',
      description: 'Terlalu panjang',
    });
    expect(serverFieldErrors(divisionResource, undefined)).toEqual({});
  });
});

describe('table cells and columns', () => {
  it('shows the definition’s columns in order', () => {
    expect(columnFields(divisionResource).map((f) => f.column)).toEqual(['Nama', 'Keterangan', 'Status Gaji', 'Lembur']);
    expect(columnFields(applicationResource).map((f) => f.column)).toEqual(['Nama Aplikasi', 'Keterangan']);
  });

  it('gives descriptions the most room and select labels the least, in percent', () => {
    expect(columnWidths(divisionResource)).toEqual([25, 41.7, 16.7, 16.7]);
    expect(columnWidths(positionResource)).toEqual([37.5, 62.5]);
  });

  it('shows a select’s label, and text as stored', () => {
    expect(cellText(salaryField, gudang)).toBe('Harian');
    expect(cellText(salaryField, { ...gudang, salary: 1 })).toBe('Bulanan');
    expect(cellText(salaryField, { ...gudang, salary: null })).toBe('-');
    expect(cellText(nameField, gudang)).toBe('Gudang');
  });
});

describe('sorting', () => {
  it('starts from the definition’s default sort', () => {
    expect(initialSort(divisionResource)).toEqual({ field: 'name', direction: 'asc' });
  });

  it('flips the same column and starts another one ascending', () => {
    const byName = { field: 'name', direction: 'asc' } as const;
    expect(toggleSort(byName, 'name')).toEqual({ field: 'name', direction: 'desc' });
    expect(toggleSort({ field: 'name', direction: 'desc' }, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(toggleSort(byName, 'salary')).toEqual({ field: 'salary', direction: 'asc' });
    expect(toggleSort(null, 'description')).toEqual({ field: 'description', direction: 'asc' });
  });

  it('marks the sorted column, matched by body name or row key', () => {
    expect(sortOf({ field: 'name', direction: 'desc' }, nameField)).toBe('desc');
    expect(sortOf({ field: 'Name', direction: 'asc' }, nameField)).toBe('asc');
    expect(sortOf({ field: 'name', direction: 'asc' }, salaryField)).toBeNull();
    expect(sortOf(null, nameField)).toBeNull();
  });
});

describe('listQueryOf (the list call)', () => {
  it('sends page, the definition’s page size, sort=field|dir and a trimmed filter', () => {
    expect(listQueryOf(divisionResource, { page: 2, sort: { field: 'name', direction: 'desc' }, filter: ' gud ' })).toEqual({
      page: 2,
      per_page: 5,
      sort: 'name|desc',
      filter: 'gud',
    });
  });

  it('leaves out an empty filter and a missing sort', () => {
    expect(listQueryOf(divisionResource, { page: 1, sort: null, filter: '  ' })).toEqual({ page: 1, per_page: 5 });
  });
});

describe('pageWindow (2 pages each side)', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle of a long list', () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps five buttons at either end', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('shows nothing for an empty list', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('pagination info and running numbers', () => {
  it("reads 'Menampilkan {from}–{to} dari {total} data'", () => {
    expect(paginationInfo(paginate(12, 2, 5))).toBe('Menampilkan 6–10 dari 12 data');
    expect(paginationInfo(paginate(12, 3, 5))).toBe('Menampilkan 11–12 dari 12 data');
    expect(MASTER_TEXTS.pageInfo(1, 5, 7)).toBe('Menampilkan 1–5 dari 7 data');
  });

  it('says nothing for an empty list', () => {
    expect(paginationInfo(paginate(0, 1, 5))).toBeNull();
    expect(paginationInfo(undefined)).toBeNull();
  });

  it("numbers rows across pages ('NO.' = from + index)", () => {
    expect(rowNumber(paginate(12, 2, 5), 0, 2, 5)).toBe(6);
    expect(rowNumber(paginate(12, 3, 5), 1, 3, 5)).toBe(12);
    // Without pagination info it counts from the page.
    expect(rowNumber(undefined, 2, 3, 5)).toBe(13);
  });
});

describe('pageAfterEmpty (after a delete empties the page)', () => {
  it('goes back one page', () => {
    expect(pageAfterEmpty(3, 0, 2)).toBe(2);
  });

  it('never past the last page', () => {
    expect(pageAfterEmpty(5, 0, 2)).toBe(2);
  });

  it('stays on a page with rows, and on page 1', () => {
    expect(pageAfterEmpty(3, 1, 3)).toBe(3);
    expect(pageAfterEmpty(1, 0, 1)).toBe(1);
  });
});

describe('texts', () => {
  it('builds the seed’s save toasts', () => {
    expect(MASTER_TEXTS.succeeded('Simpan')).toBe('Berhasil Simpan Data');
    expect(MASTER_TEXTS.failed('Edit')).toBe('Gagal Edit Data');
    expect(MASTER_TEXTS.succeeded('Hapus')).toBe('Berhasil Hapus Data');
    expect(MASTER_TEXTS.selectPlaceholder('Status Gaji')).toBe('-- Pilih Status Gaji --');
  });

  it('bundles every Employee master menu icon', () => {
    for (const resource of EMPLOYEE_RESOURCES) expect(BUNDLED_ICONS).toContain(resource.icon);
  });
});
