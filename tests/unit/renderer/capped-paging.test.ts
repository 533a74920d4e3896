import { describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP, paginate, paginateCapped } from '../../../common/contract/list';
import { paginationInfo, pagingOf } from '../../../renderer/src/shell/master/logic';

/**
 * A list that stops counting at LIST_COUNT_CAP (the product list on 100,000 rows): the pagination
 * block it sends, and what the shared paging footer makes of it.
 */

describe('paginateCapped', () => {
  it('is paginate up to the cap', () => {
    expect(paginateCapped(12, 5, 1, 5)).toEqual(paginate(12, 1, 5));
    expect(paginateCapped(LIST_COUNT_CAP, 10, 3, 10)).toEqual(paginate(LIST_COUNT_CAP, 3, 10));
    expect(paginateCapped(0, 0, 1, 10)).toEqual(paginate(0, 1, 10));
  });

  it("past the cap: total is the cap with total_capped, last_page the furthest page known to exist", () => {
    expect(paginateCapped(LIST_COUNT_CAP + 1, 10, 1, 10)).toEqual({ current_page: 1, last_page: 1001, total: LIST_COUNT_CAP, per_page: 10, from: 1, to: 10, total_capped: true });
    // Deep pages: the page after a full one exists as far as anyone knows.
    expect(paginateCapped(LIST_COUNT_CAP + 1, 10, 5000, 10)).toEqual({
      current_page: 5000,
      last_page: 5001,
      total: LIST_COUNT_CAP,
      per_page: 10,
      from: 49991,
      to: 50000,
      total_capped: true,
    });
    // Past the end: nothing on the page, the count still says 'more than the cap'.
    expect(paginateCapped(LIST_COUNT_CAP + 1, 0, 9000, 10)).toMatchObject({ last_page: 1001, from: null, to: null, total_capped: true });
  });

  it('a short page past the cap is the last one: the exact total, no flag', () => {
    expect(paginateCapped(LIST_COUNT_CAP + 1, 4, 1500, 10)).toEqual(paginate(14994, 1500, 10));
  });
});

describe('the paging footer on a capped count', () => {
  it("reads 'lebih dari 10.000' with the numbers grouped", () => {
    expect(paginationInfo(paginateCapped(LIST_COUNT_CAP + 1, 10, 5000, 10))).toBe('Menampilkan 49.991–50.000 dari lebih dari 10.000 data');
    expect(paginationInfo(paginate(12_345, 2, 10))).toBe('Menampilkan 11–20 dari 12.345 data');
  });

  it("keeps 'next' open while a full page came back; 'last' is unknown", () => {
    expect(pagingOf(paginateCapped(LIST_COUNT_CAP + 1, 10, 1, 10), 1)).toEqual({ lastPage: 1001, hasNext: true, lastKnown: false });
    expect(pagingOf(paginateCapped(LIST_COUNT_CAP + 1, 10, 1200, 10), 1200)).toEqual({ lastPage: 1201, hasNext: true, lastKnown: false });
    // An empty page past the end: nowhere further to go.
    expect(pagingOf(paginateCapped(LIST_COUNT_CAP + 1, 0, 9000, 10), 9000)).toEqual({ lastPage: 9000, hasNext: false, lastKnown: false });
  });

  it('an exactly counted list pages as before', () => {
    expect(pagingOf(paginate(12, 1, 5), 1)).toEqual({ lastPage: 3, hasNext: true, lastKnown: true });
    expect(pagingOf(paginate(12, 3, 5), 3)).toEqual({ lastPage: 3, hasNext: false, lastKnown: true });
    expect(pagingOf(undefined, 1)).toEqual({ lastPage: 1, hasNext: false, lastKnown: true });
  });
});
