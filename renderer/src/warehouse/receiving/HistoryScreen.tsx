import '../../shell/master/master.css';
import './receiving.css';
import { useState } from 'react';
import { RECEIVING_HISTORY_DEFAULT_SORT, RECEIVING_PAGE_SIZE, type ArrivalHistoryRow } from '../../../../common/contract/warehouse-receiving';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { RowAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { useArrivalHistoryQuery } from './api';
import { HistoryDialog } from './HistoryDialog';
import { amountWithUnit, reportDate } from './logic';
import { RECEIVING_TEXTS as T } from './texts';

/**
 * 'Riwayat' (seed 001 screen 6): every arrival, newest first, 5 per page, searchable by PO number,
 * product or receipt number; 'Lihat Riwayat Datang' opens all arrivals of that PO's product.
 */
export function HistoryScreen() {
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useArrivalHistoryQuery({ page, per_page: RECEIVING_PAGE_SIZE, sort: RECEIVING_HISTORY_DEFAULT_SORT, ...(filter ? { filter } : {}) });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [open, setOpen] = useState<ArrivalHistoryRow | null>(null);

  return (
    <div className="erp-master receiving">
      <ListCard<ArrivalHistoryRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={RECEIVING_PAGE_SIZE}
        heading={<h4 className="receiving-title">{T.historyTitle}</h4>}
        searchPlaceholder={T.historySearch}
        search={search}
        onSearch={setSearch}
        tableLabel={T.historyLabel}
        columnCount={6}
        actionsCol="receiving-col-icon"
        cols={
          <>
            <col style={{ width: '15%' }} />
            <col style={{ width: '16%' }} />
            <col style={{ width: '21%' }} />
            <col style={{ width: '14%' }} />
            <col style={{ width: '13%' }} />
            <col style={{ width: '13%' }} />
          </>
        }
        headers={
          <>
            <th scope="col">{T.historyColumns.number}</th>
            <th scope="col">{T.historyColumns.document}</th>
            <th scope="col">{T.historyColumns.product}</th>
            <th scope="col" className="receiving-cell-number">
              {T.historyColumns.stock}
            </th>
            <th scope="col">{T.historyColumns.date}</th>
            <th scope="col">{T.historyColumns.warehouse}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row.id}>
            <td className="erp-master-number">{number}</td>
            <td className="receiving-code">{row.no_transaksi}</td>
            <td className="receiving-code">{row.number}</td>
            <td>{row.product.name}</td>
            <td className="receiving-cell-number">{amountWithUnit(row.stock, row.product.satuan)}</td>
            <td>{reportDate(row.date)}</td>
            <td>{row.warehouse.name}</td>
            <td className="erp-master-actions">
              <RowAction icon="history" title={T.viewHistory} label={T.viewHistoryOf(row.product.name, row.no_transaksi)} onClick={() => setOpen(row)} />
            </td>
          </tr>
        )}
      />
      <HistoryDialog row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
