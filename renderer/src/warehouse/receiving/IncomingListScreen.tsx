import '../../shell/master/master.css';
import './receiving.css';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RECEIVING_DEFAULT_SORT, RECEIVING_PAGE_SIZE, type ReceivingPurchaseRow } from '../../../../common/contract/warehouse-receiving';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { useReceivingListQuery } from './api';
import { weekdayDate } from './logic';
import { receiptPath } from './paths';
import { ReceivingTag } from './ReceivingTag';
import { RECEIVING_TEXTS as T } from './texts';

/**
 * 'Daftar Barang Datang' (seed 001 screen 4): POs with goods still to come, 5 per page, newest
 * transaction date first, searchable; 'Detail Purchase' opens the receipt screen.
 */
export function IncomingListScreen() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useReceivingListQuery({ page, per_page: RECEIVING_PAGE_SIZE, sort: RECEIVING_DEFAULT_SORT, ...(filter ? { filter } : {}) });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const open = (row: ReceivingPurchaseRow) => void navigate(receiptPath(row.id, row.no_transaksi, row.supplier.nama_perusahaan));

  return (
    <div className="erp-master receiving">
      <ListCard<ReceivingPurchaseRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={RECEIVING_PAGE_SIZE}
        heading={<h4 className="receiving-title">{T.listTitle}</h4>}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        tableLabel={T.listLabel}
        columnCount={4}
        actionsCol="receiving-col-action"
        cols={
          <>
            <col style={{ width: '26%' }} />
            <col style={{ width: '22%' }} />
            <col style={{ width: '28%' }} />
            <col style={{ width: '12%' }} />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.date}</th>
            <th scope="col">{T.columns.number}</th>
            <th scope="col">{T.columns.supplier}</th>
            <th scope="col">{T.columns.status}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row.id}>
            <td className="erp-master-number">{number}</td>
            <td>{weekdayDate(row.tanggal_transaksi)}</td>
            <td className="receiving-code">{row.no_transaksi}</td>
            <td>{row.supplier.nama_perusahaan}</td>
            <td>
              <ReceivingTag status={row.status_penerimaan} />
            </td>
            <td className="erp-master-actions">
              <Button size="small" intent="primary" icon="document-open" text={T.detailPurchase} aria-label={T.detailPurchaseOf(row.no_transaksi)} onClick={() => open(row)} />
            </td>
          </tr>
        )}
      />
    </div>
  );
}
