import { Button, ButtonGroup, Card, HTMLSelect, HTMLTable, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Pagination } from '../../../../common/contract/list';
import { describeError } from '../../session/logic';
import { pageWindow, paginationInfo, pagingOf, rowNumber } from './logic';
import { SearchBox } from './SearchBox';
import { TableStateRows, type TableState } from './TableStates';
import { MASTER_TEXTS } from './texts';

/** The parts of an RTK Query list result the card reads. */
export interface ListResult<Row> {
  currentData?: { data: Row[]; pagination?: Pagination };
  data?: { data: Row[]; pagination?: Pagination };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface ListCardProps<Row> {
  list: ListResult<Row>;
  page: number;
  onPage: (page: number) => void;
  /** Skeleton rows while loading and the rows' numbering. */
  pageSize: number;
  searchPlaceholder: string;
  search: string;
  onSearch: (value: string) => void;
  /** Before the search box in the toolbar, e.g. the list's title. */
  heading?: ReactNode;
  /** Added to the card's, the toolbar's and the table's own classes. */
  className?: string;
  toolbarClassName?: string;
  tableClassName?: string;
  /** The table's accessible name, when the page has more than one list. */
  tableLabel?: string;
  /** Rows open something on click. */
  interactive?: boolean;
  /** The columns after 'NO.': their widths (<col>s), headers (<th>s) and count. */
  cols: ReactNode;
  headers: ReactNode;
  columnCount: number;
  /** A last 'Aksi' column of row buttons, with this <col> class. */
  actionsCol?: string;
  /** The empty list's text, when not 'TIDAK ADA DATA YANG DITAMPILKAN'. */
  emptyText?: string;
  /** One table row; `number` is its 'NO.' across pages. */
  renderRow: (row: Row, number: number) => ReactNode;
  /** Lets the user choose the page size (`pageSize` is the current one) among these; a choice goes back to page 1. */
  pageSizeChoice?: PageSizeChoice;
}

export interface PageSizeChoice {
  options: readonly number[];
  onChange: (pageSize: number) => void;
}

/**
 * A list card (ARCHITECTURE "Renderer conventions"): the search toolbar, the table with 'NO.',
 * its loading, empty and error rows, and the paging footer once the list has loaded.
 */
export function ListCard<Row>(props: ListCardProps<Row>) {
  const { list, page, actionsCol } = props;
  const shown = list.currentData ?? list.data;
  const state: TableState = list.isError ? 'error' : shown ? 'ready' : 'loading';
  const rows = shown?.data ?? [];
  const stale = list.isFetching && state === 'ready';
  const span = props.columnCount + 1 + (actionsCol ? 1 : 0);
  const extra = (className: string | undefined) => (className ? ` ${className}` : '');

  return (
    <Card className={`erp-master-list${extra(props.className)}`} compact>
      <div className={`erp-master-toolbar${extra(props.toolbarClassName)}`}>
        {props.heading}
        <SearchBox placeholder={props.searchPlaceholder} value={props.search} onChange={props.onSearch} fetching={list.isFetching && shown !== undefined} />
      </div>
      <div className="erp-master-table-wrap">
        <HTMLTable
          className={`erp-master-table${extra(props.tableClassName)}${stale ? ' erp-master-table-stale' : ''}`}
          striped
          interactive={props.interactive}
          aria-label={props.tableLabel}
          aria-busy={state === 'loading' || stale}
        >
          <colgroup>
            <col className="erp-master-col-number" />
            {props.cols}
            {actionsCol && <col className={actionsCol} />}
          </colgroup>
          <thead>
            <tr>
              <th className="erp-master-number" scope="col">
                {MASTER_TEXTS.number}
              </th>
              {props.headers}
              {actionsCol && (
                <th className="erp-master-actions" scope="col">
                  {MASTER_TEXTS.actions}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {state !== 'ready' || rows.length === 0 ? (
              <TableStateRows
                state={state}
                rowCount={rows.length}
                span={span}
                skeletonRows={props.pageSize}
                errorMessage={list.isError ? describeError(list.error) : undefined}
                onRetry={() => void list.refetch()}
                emptyText={props.emptyText}
              />
            ) : (
              rows.map((row, index) => props.renderRow(row, rowNumber(shown?.pagination, index, page, props.pageSize)))
            )}
          </tbody>
        </HTMLTable>
      </div>
      {state === 'ready' && (
        <MasterListFooter
          pagination={shown?.pagination}
          page={page}
          onPage={props.onPage}
          {...(props.pageSizeChoice ? { pageSize: { ...props.pageSizeChoice, value: props.pageSize } } : {})}
        />
      )}
    </Card>
  );
}

/**
 * First / previous, a window of pages (2 each side), next / last. A list whose count was capped
 * does not know its last page: `hasNext` then says whether 'next' is open, and 'last' is not.
 */
export function MasterPagination({
  page,
  lastPage,
  onPage,
  hasNext = page < lastPage,
  lastKnown = true,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  hasNext?: boolean;
  lastKnown?: boolean;
}) {
  if (lastPage <= 1 && !hasNext) return null;
  const atStart = page <= 1;
  return (
    <nav aria-label={MASTER_TEXTS.pagination} className="erp-master-pagination">
      <ButtonGroup size="small">
        <Button icon="double-chevron-left" aria-label={MASTER_TEXTS.firstPage} title={MASTER_TEXTS.firstPage} disabled={atStart} onClick={() => onPage(1)} />
        <Button icon="chevron-left" aria-label={MASTER_TEXTS.previousPage} title={MASTER_TEXTS.previousPage} disabled={atStart} onClick={() => onPage(page - 1)} />
        {pageWindow(page, lastPage).map((n) => (
          <Button
            key={n}
            text={String(n)}
            aria-label={MASTER_TEXTS.page(n)}
            aria-current={n === page ? 'page' : undefined}
            intent={n === page ? Intent.PRIMARY : Intent.NONE}
            onClick={() => n !== page && onPage(n)}
          />
        ))}
        <Button icon="chevron-right" aria-label={MASTER_TEXTS.nextPage} title={MASTER_TEXTS.nextPage} disabled={!hasNext} onClick={() => onPage(page + 1)} />
        <Button
          icon="double-chevron-right"
          aria-label={MASTER_TEXTS.lastPage}
          title={lastKnown ? MASTER_TEXTS.lastPage : MASTER_TEXTS.lastPageUnknown}
          disabled={!lastKnown || page >= lastPage}
          onClick={() => onPage(lastPage)}
        />
      </ButtonGroup>
    </nav>
  );
}

/**
 * Under a list: 'Menampilkan 1–5 dari 12 data', the page size when the list lets the user choose
 * it ('Tampilkan [5] per halaman'), and the page buttons; nothing for an empty one-page list.
 */
export function MasterListFooter({
  pagination,
  page,
  onPage,
  pageSize,
}: {
  pagination: Pagination | undefined;
  page: number;
  onPage: (page: number) => void;
  pageSize?: PageSizeChoice & { value: number };
}) {
  const info = paginationInfo(pagination);
  const paging = pagingOf(pagination, page);
  if (!info && paging.lastPage <= 1 && !paging.hasNext) return null;
  return (
    <div className="erp-master-footer">
      <span className="erp-master-info" aria-live="polite">
        {info}
      </span>
      {pageSize && (
        <label className="erp-master-page-size">
          {MASTER_TEXTS.pageSizeBefore}
          <HTMLSelect value={pageSize.value} aria-label={MASTER_TEXTS.pageSizeLabel} onChange={(event) => pageSize.onChange(Number(event.target.value))}>
            {pageSize.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </HTMLSelect>
          {MASTER_TEXTS.pageSizeAfter}
        </label>
      )}
      <MasterPagination page={page} lastPage={paging.lastPage} onPage={onPage} hasNext={paging.hasNext} lastKnown={paging.lastKnown} />
    </div>
  );
}
