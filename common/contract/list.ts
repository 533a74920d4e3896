import { integerField } from './fields';
import { z } from './zod';

/** `field|direction`, comma-joined: 'name|asc,created_at|desc'. */
export const sortParam = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_.]*\|(asc|desc)(,[A-Za-z_][A-Za-z0-9_.]*\|(asc|desc))*$/, {
    message: "Format sort harus 'kolom|asc' atau 'kolom|desc'",
  });

export interface SortTerm {
  field: string;
  direction: 'asc' | 'desc';
}

export function parseSort(sort: string | undefined): SortTerm[] {
  if (!sort) return [];
  return sort.split(',').map((term) => {
    const [field = '', direction] = term.split('|');
    return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
  });
}

/** Page size when a list call sends no per_page (seed 000 section 9: 10 by default). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * What every list call shares (seed section 7 "Lists"), with the list's own page size as the
 * per_page default: a resource declares it once (5 on the Employee tables) and the server, the
 * bridges (which parse the query before sending) and /api/docs all apply the same default.
 */
/** The page of a list (from 1); a query string's plain digits, as every numeric parameter. */
export const pageParam = integerField('page', { min: 1, max: 1_000_000, messages: { min: 'page paling kecil 1' } }).default(1);

/** Rows per page, 1 … max, with the list's own default. */
export const perPageParam = (defaultPerPage: number, max = 500) => integerField('per_page', { min: 1, max, messages: { max: `per_page maksimal ${max}` } }).default(defaultPerPage);

export function listQueryFor(defaultPerPage: number) {
  return z.object({
    page: pageParam,
    per_page: perPageParam(defaultPerPage),
    sort: sortParam.optional(),
    filter: z.string().max(200).optional(),
    show: z.literal('all').optional(),
  });
}

export const listQuery = listQueryFor(DEFAULT_PAGE_SIZE);

export type ListQuery = z.infer<typeof listQuery>;
export type ListQueryInput = z.input<typeof listQuery>;

export const pagination = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  /**
   * Set (true) by a list that stops counting at LIST_COUNT_CAP: more than `total` rows match, and
   * `last_page` is only the furthest page known to exist. Absent on exactly counted lists, so old
   * clients keep reading `total` as a number.
   */
  total_capped: z.literal(true).optional(),
});

export type Pagination = z.infer<typeof pagination>;

/** `{data, pagination}` for a page, `{data}` with show=all. */
export function listResponse<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), pagination: pagination.optional() });
}

export function paginate(total: number, page: number, perPage: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : (page - 1) * perPage + 1;
  const to = total === 0 ? null : Math.min(total, page * perPage);
  return {
    current_page: page,
    last_page: lastPage,
    total,
    per_page: perPage,
    from: from !== null && from > total ? null : from,
    to: from !== null && from > total ? null : to,
  };
}

/**
 * Where a list may stop counting: counting every match of a wide filter over a big table costs
 * more than the page itself, and past this many rows nobody pages to the end anyway.
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * The 'pagination' block of a list whose count stopped at `cap`: `counted` is the count over at
 * most cap + 1 matches, `rowsOnPage` what this page returned. Up to the cap it is paginate's block.
 * Past it the total is reported as `cap` with `total_capped`, except that a short page proves
 * where the list ends (and so the exact total); `last_page` is then the furthest page known to
 * exist: the one after a full page, at least the pages the cap covers.
 */
export function paginateCapped(counted: number, rowsOnPage: number, page: number, perPage: number, cap = LIST_COUNT_CAP): Pagination {
  if (counted <= cap) return paginate(counted, page, perPage);
  const from = (page - 1) * perPage + 1;
  if (rowsOnPage > 0 && rowsOnPage < perPage) return paginate(from - 1 + rowsOnPage, page, perPage);
  return {
    current_page: page,
    last_page: Math.max(Math.ceil((cap + 1) / perPage), rowsOnPage === perPage ? page + 1 : 1),
    total: cap,
    per_page: perPage,
    from: rowsOnPage > 0 ? from : null,
    to: rowsOnPage > 0 ? from + rowsOnPage - 1 : null,
    total_capped: true,
  };
}

export const statusOk = z.object({ status: z.literal('ok') });
