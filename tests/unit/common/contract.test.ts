import { describe, expect, it } from 'vitest';
import { fillPath, listQuery, paginate, parseSort, toApiError, toQueryString } from '../../../common/contract';
import { formTextNumbers } from '../../../common/contract/fields';

describe('list contract', () => {
  it('defaults page 1 and per_page 10, reads a query string\'s plain digits (form text) and caps per_page', () => {
    expect(listQuery.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(listQuery.parse(formTextNumbers(listQuery, { page: '3', per_page: '5', sort: 'name|asc,created_at|desc', filter: 'gud', show: 'all' }))).toEqual({
      page: 3,
      per_page: 5,
      sort: 'name|asc,created_at|desc',
      filter: 'gud',
      show: 'all',
    });
    expect(listQuery.safeParse(formTextNumbers(listQuery, { per_page: '100000' })).success).toBe(false);
    // Only plain digits are read as numbers; untouched text is not a number.
    expect(listQuery.safeParse(formTextNumbers(listQuery, { page: '1e3' })).success).toBe(false);
    expect(listQuery.safeParse({ page: '3' }).success).toBe(false);
    expect(listQuery.safeParse({ sort: 'name;drop table' }).success).toBe(false);
  });

  it('parses sort terms', () => {
    expect(parseSort('name|asc,tanggal|desc')).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'tanggal', direction: 'desc' },
    ]);
    expect(parseSort(undefined)).toEqual([]);
  });

  it('computes the pagination block', () => {
    expect(paginate(12, 1, 5)).toEqual({ current_page: 1, last_page: 3, total: 12, per_page: 5, from: 1, to: 5 });
    expect(paginate(12, 3, 5)).toEqual({ current_page: 3, last_page: 3, total: 12, per_page: 5, from: 11, to: 12 });
    expect(paginate(0, 1, 5)).toEqual({ current_page: 1, last_page: 1, total: 0, per_page: 5, from: null, to: null });
    expect(paginate(3, 9, 5)).toEqual({ current_page: 9, last_page: 1, total: 3, per_page: 5, from: null, to: null });
  });
});

describe('endpoint helpers', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/api/x/:id/row/:rowId', { id: 'a b', rowId: 7 })).toBe('/api/x/a%20b/row/7');
    expect(() => fillPath('/api/x/:id', {})).toThrow('missing path parameter id');
  });

  it('writes a query string without empty values', () => {
    expect(toQueryString({ page: 1, filter: '', sort: 'name|asc', show: undefined })).toBe('?page=1&sort=name%7Casc');
    expect(toQueryString({})).toBe('');
  });

  it('reads the error envelope, and anything else as a generic error of the status', () => {
    expect(toApiError(409, { error: { code: 'CONFLICT', message: 'Stok tidak cukup' } })).toEqual({
      code: 'CONFLICT',
      message: 'Stok tidak cukup',
      status: 409,
    });
    expect(toApiError(502, '<html>Bad Gateway</html>')).toEqual({ code: 'INTERNAL', message: 'Terjadi kesalahan pada server', status: 502 });
    expect(toApiError(404, null).code).toBe('NOT_FOUND');
  });
});
