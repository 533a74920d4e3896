import '../../shell/master/master.css';
import './lists.css';
import { H4, H5, Icon, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { LUNCH_PAGE_SIZE, LUNCH_TIME_ZONE, type LunchListRow, type LunchTakenRow } from '../../../../common/contract/luncheon';
import { formatDate } from '../../../../common/format';
import { ListCard, type ListResult } from '../../shell/master/ListCard';
import { toggleSort, type SortState } from '../../shell/master/logic';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { SortHeader } from '../../shell/master/SortHeader';
import { LUNCH_POLL_MS, useLunchEntitledQuery, useLunchSummaryQuery, useLunchTakenQuery, type LunchListArgs } from '../api';
import { LUNCHEON_TEXTS } from '../texts';

interface Column<Row> {
  key: string;
  header: string;
  /** The server's sort field. */
  sortKey: string;
  width: number;
  cell: (row: Row) => string;
}

const idkColumn: Column<LunchListRow> = { key: 'idk', header: LUNCHEON_TEXTS.idk, sortKey: 'idk', width: 26, cell: (row) => String(row.idk) };
const nameColumn: Column<LunchListRow> = { key: 'nama', header: LUNCHEON_TEXTS.name, sortKey: 'nama', width: 74, cell: (row) => row.nama };

const ENTITLED_COLUMNS: Column<LunchListRow>[] = [idkColumn, nameColumn];
const TAKEN_COLUMNS: Column<LunchTakenRow>[] = [
  { ...idkColumn, width: 18 },
  { ...nameColumn, width: 42 },
  {
    key: 'waktu_makan',
    header: LUNCHEON_TEXTS.takenAt,
    sortKey: 'waktu_makan',
    width: 40,
    // The lunch day is Jakarta's (LUNCH_TIME_ZONE), so its times read in Jakarta too, whatever the PC's zone.
    cell: (row) => formatDate(row.waktu_makan, LUNCHEON_TEXTS.takenAtFormat, LUNCH_TIME_ZONE),
  },
];

/** A list's page, search and sort; the search goes back to page 1 when it settles. */
function useListControls(initialSort: SortState) {
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [sort, setSort] = useState<SortState>(initialSort);
  const args: LunchListArgs = { page, sort: `${sort.field}|${sort.direction}`, filter };
  const onSort = (field: string) => {
    setSort((previous) => toggleSort(previous, field));
    setPage(1);
  };
  return { page, setPage, search, setSearch, sort, onSort, args };
}

interface LunchTableProps<Row extends LunchListRow> {
  title: string;
  icon: 'people' | 'endorsed';
  className: string;
  columns: Column<Row>[];
  controls: ReturnType<typeof useListControls>;
  result: ListResult<Row>;
}

/** One of the two lists: its title with the count, search, the sortable, server-paged table and its footer. */
function LunchTable<Row extends LunchListRow>({ title, icon, className, columns, controls, result }: LunchTableProps<Row>) {
  const total = (result.currentData ?? result.data)?.pagination?.total;
  return (
    <ListCard
      list={result}
      page={controls.page}
      onPage={controls.setPage}
      pageSize={LUNCH_PAGE_SIZE}
      searchPlaceholder={LUNCHEON_TEXTS.search}
      search={controls.search}
      onSearch={controls.setSearch}
      className={`luncheon-list ${className}`}
      toolbarClassName="luncheon-list-toolbar"
      tableLabel={title}
      heading={
        <H5 className="luncheon-list-title">
          <Icon icon={icon} />
          {title}
          {total !== undefined && <Tag minimal round>{total}</Tag>}
        </H5>
      }
      columnCount={columns.length}
      cols={columns.map((column) => (
        <col key={column.key} style={{ width: `${column.width}%` }} />
      ))}
      headers={columns.map((column) => (
        <SortHeader
          key={column.key}
          label={column.header}
          direction={controls.sort.field === column.sortKey ? controls.sort.direction : null}
          onSort={() => controls.onSort(column.sortKey)}
        />
      ))}
      renderRow={(row, number) => (
        <tr key={row._id}>
          <td className="erp-master-number">{number}</td>
          {columns.map((column) => (
            <td key={column.key}>{column.cell(row)}</td>
          ))}
        </tr>
      )}
    />
  );
}

const POLL = { pollingInterval: LUNCH_POLL_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true } as const;

/**
 * 'Daftar Makan Karyawan' (seed 001): who may eat today and who already took lunch, side by side
 * (stacked on a narrow screen), each with its own search and pages, and the day's count.
 */
export function LunchListsScreen() {
  const entitledControls = useListControls({ field: 'nama', direction: 'asc' });
  const takenControls = useListControls({ field: 'waktu_makan', direction: 'desc' });
  const entitled = useLunchEntitledQuery(entitledControls.args, POLL);
  const taken = useLunchTakenQuery(takenControls.args, POLL);
  const summary = useLunchSummaryQuery(undefined, POLL);

  return (
    <div className="erp-master luncheon-lists">
      <div className="luncheon-lists-header">
        <H4>{LUNCHEON_TEXTS.listsTitle}</H4>
        <Tag large minimal intent="primary" icon="glass" className="luncheon-summary" aria-live="polite">
          {summary.data ? LUNCHEON_TEXTS.summary(summary.data.sudah, summary.data.total) : LUNCHEON_TEXTS.summaryLoading}
        </Tag>
      </div>
      <div className="luncheon-lists-grid">
        <LunchTable
          title={LUNCHEON_TEXTS.entitledTitle}
          icon="people"
          className="luncheon-list-entitled"
          columns={ENTITLED_COLUMNS}
          controls={entitledControls}
          result={entitled}
        />
        <LunchTable
          title={LUNCHEON_TEXTS.takenTitle}
          icon="endorsed"
          className="luncheon-list-taken"
          columns={TAKEN_COLUMNS}
          controls={takenControls}
          result={taken}
        />
      </div>
    </div>
  );
}
