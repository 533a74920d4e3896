import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { ArrivalHistoryRow } from '../../../../common/contract/warehouse-receiving';
import { describeError } from '../../session/logic';
import { MasterListFooter } from '../../shell/master/ListCard';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { useProductArrivalHistoryQuery } from './api';
import { amountWithUnit, reportDate } from './logic';
import { RECEIVING_TEXTS as T } from './texts';

/** 'Lihat Riwayat Datang': the arrivals of one PO's product (date and amount), 5 per page. */
export function HistoryDialog({ row, onClose }: { row: ArrivalHistoryRow | null; onClose: () => void }) {
  const [shown, setShown] = useState(row);
  const [page, setPage] = useState(1);
  if (row && row !== shown) {
    setShown(row);
    setPage(1);
  }
  const history = useProductArrivalHistoryQuery({ purchase: shown?.purchase_id ?? '', product: shown?.product.id ?? '', page }, { skip: !shown });
  const rows = history.currentData?.data;
  return (
    <Dialog isOpen={row !== null} onClose={onClose} title={shown ? T.historyModalTitle(shown.product.name) : ''} className="receiving-dialog">
      <DialogBody>
        {shown && <p className="receiving-muted">{T.historyModalFacts(shown.no_transaksi, reportDate(shown.tanggal_transaksi))}</p>}
        {history.isError ? (
          <NonIdealState
            icon="error"
            title={T.loadFailed}
            description={describeError(history.error)}
            action={<Button icon="refresh" text={T.retry} onClick={() => void history.refetch()} />}
          />
        ) : !rows ? (
          <div className="receiving-modal-loading" role="status">
            <Spinner size={24} aria-label={MASTER_TEXTS.loading} />
          </div>
        ) : rows.length === 0 ? (
          <p className="receiving-empty">{T.noArrivals}</p>
        ) : (
          <HTMLTable compact striped className="receiving-arrivals" aria-label={T.arrivalsHeading}>
            <thead>
              <tr>
                <th scope="col">{T.arrivalColumns.number}</th>
                <th scope="col">{T.arrivalColumns.date}</th>
                <th scope="col">{T.arrivalColumns.document}</th>
                <th scope="col" className="receiving-cell-number">
                  {T.arrivalColumns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((arrival, index) => (
                <tr key={arrival.id}>
                  <td>{(page - 1) * 5 + index + 1}</td>
                  <td>{reportDate(arrival.date)}</td>
                  <td className="receiving-code">{arrival.number}</td>
                  <td className="receiving-cell-number">{amountWithUnit(arrival.stock_in, shown?.product.satuan ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {history.currentData && <MasterListFooter pagination={history.currentData.pagination} page={page} onPage={setPage} />}
      </DialogBody>
      <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
    </Dialog>
  );
}
