import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import type { ArrivalHistoryRow } from '../../../../common/contract/warehouse-receiving';
import { MasterListFooter } from '../../shell/master/ListCard';
import { useProductArrivalHistoryQuery } from './api';
import { ArrivalsTable } from './ArrivalsTable';
import { reportDate } from './logic';
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
  return (
    <Dialog isOpen={row !== null} onClose={onClose} title={shown ? T.historyModalTitle(shown.product.name) : ''} className="receiving-dialog">
      <DialogBody>
        {shown && <p className="receiving-muted">{T.historyModalFacts(shown.no_transaksi, reportDate(shown.tanggal_transaksi))}</p>}
        <ArrivalsTable
          rows={history.currentData?.data}
          isError={history.isError}
          error={history.error}
          onRetry={() => void history.refetch()}
          unit={shown?.product.satuan ?? ''}
          firstNumber={(page - 1) * 5 + 1}
        />
        {history.currentData && <MasterListFooter pagination={history.currentData.pagination} page={page} onPage={setPage} />}
      </DialogBody>
      <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
    </Dialog>
  );
}
