import '../../shell/master/master.css';
import './stock-card.css';
import { Button, FormGroup, HTMLSelect, HTMLTable, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { toQueryString } from '../../../../common/contract/endpoint';
import { stockCardEndpoints } from '../../../../common/contract/warehouse-stock-card';
import { formatDate, formatNumber } from '../../../../common/format';
import { REPORT_TIME_ZONE } from '../../../../common/print/report';
import { useBridge } from '../../bridge/context';
import { DateField } from '../../shell/DateField';
import { downloadApiFile } from '../../shell/print/output';
import { describeError } from '../../session/logic';
import { MasterListFooter } from '../../shell/master/ListCard';
import { TableStateRows, type TableState } from '../../shell/master/TableStates';
import { openPdf } from '../../shell/print/pdf';
import { showFailure } from '../../shell/toast';
import { useWarehouseOptionsQuery } from '../products/api';
import { useStockCardQuery } from './api';
import { STOCK_CARD_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';

export interface StockCardProduct {
  id: string;
  name: string;
  code: string;
}

/**
 * 'Kartu Stok' of one product: its ledger entries in order with in, out and the running balance,
 * over all warehouses or one, in a date range that opens with the balance brought forward; paged by
 * the server; printable as PDF and exportable to Excel. Shown in 'Rincian Produk''s dialog and on
 * the warehouse menu's own 'Kartu Stok' screen (a product picked there). A document's number (or a
 * production order's product) may be long: the cell ends with an ellipsis and names it in full on hover.
 */
export function StockCardView({ product }: { product: StockCardProduct }) {
  const bridge = useBridge();
  const [warehouse, setWarehouse] = useState('');
  const [range, setRange] = useState({ date_start: '', date_end: '' });
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const warehouses = useWarehouseOptionsQuery().data;
  const problem = range.date_start && range.date_end && range.date_start > range.date_end ? T.rangeProblem : null;
  const card = useStockCardQuery({ product: product.id, warehouse, ...range, page }, { skip: problem !== null });
  const shown = card.currentData ?? card.data;
  const state: TableState = card.isError ? 'error' : shown ? 'ready' : 'loading';
  const rows = shown?.data ?? [];
  const firstPage = page === 1;

  const filters = { product: product.id, ...(warehouse ? { warehouse } : {}), ...(range.date_start ? { date_start: range.date_start } : {}), ...(range.date_end ? { date_end: range.date_end } : {}) };
  const fileName = (extension: 'pdf' | 'xlsx') => `kartu-stok-${(product.code !== '-' ? product.code : product.name).replace(/\s+/g, '-')}-${companyToday()}.${extension}`;
  const exportAs = async (format: 'pdf' | 'xlsx') => {
    if (busy || problem) return;
    setBusy(format);
    try {
      const url = stockCardEndpoints.file.path + toQueryString({ ...filters, format });
      const result = format === 'pdf' ? await openPdf(bridge, url, fileName('pdf')) : await downloadApiFile(bridge, url, fileName('xlsx'));
      if (!result.ok) showFailure(format === 'pdf' ? T.printFailed : T.excelFailed, describeError(result.error));
    } finally {
      setBusy(null);
    }
  };

  const changeRange = (key: 'date_start' | 'date_end', value: string) => {
    setRange((previous) => ({ ...previous, [key]: value }));
    setPage(1);
  };

  return (
    <>
      <div className="stock-card-filters">
        <FormGroup label={T.warehouse} labelFor="stock-card-warehouse">
          <HTMLSelect
            id="stock-card-warehouse"
            value={warehouse}
            onChange={(event) => {
              setWarehouse(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{T.allWarehouses}</option>
            {(warehouses ?? []).map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={T.from} labelFor="stock-card-from">
          <DateField id="stock-card-from" allowEmpty value={range.date_start} onChange={(iso) => changeRange('date_start', iso)} />
        </FormGroup>
        <FormGroup label={T.until} labelFor="stock-card-until" intent={problem ? Intent.DANGER : Intent.NONE} helperText={problem}>
          <DateField id="stock-card-until" allowEmpty value={range.date_end} intent={problem ? Intent.DANGER : Intent.NONE} onChange={(iso) => changeRange('date_end', iso)} />
        </FormGroup>
        {(range.date_start || range.date_end) && <Button variant="minimal" icon="cross" text={T.clearDates} onClick={() => setRange({ date_start: '', date_end: '' })} />}
        <div className="stock-card-actions">
          <Button icon="print" intent={Intent.PRIMARY} text={busy === 'pdf' ? T.busy : T.print} disabled={busy !== null || problem !== null} onClick={() => void exportAs('pdf')} />
          <Button icon="th-derived" text={busy === 'xlsx' ? T.busy : T.excel} disabled={busy !== null || problem !== null} onClick={() => void exportAs('xlsx')} />
        </div>
      </div>
      <div className="erp-master-table-wrap">
        <HTMLTable compact striped className="stock-card-table" aria-label={T.open} aria-busy={state === 'loading' || card.isFetching}>
          <colgroup>
            <col className="stock-card-col-date" />
            <col className="stock-card-col-number" />
            <col className="stock-card-col-kind" />
            <col />
            <col className="stock-card-col-qty" />
            <col className="stock-card-col-qty" />
            <col className="stock-card-col-qty" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{T.columns.date}</th>
              <th scope="col">{T.columns.number}</th>
              <th scope="col">{T.columns.kind}</th>
              <th scope="col">{T.columns.warehouse}</th>
              <th scope="col" className="stock-card-number">
                {T.columns.in}
              </th>
              <th scope="col" className="stock-card-number">
                {T.columns.out}
              </th>
              <th scope="col" className="stock-card-number">
                {T.columns.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown && firstPage && range.date_start && (
              <tr className="stock-card-forward">
                <td>{formatDate(`${range.date_start}T00:00:00`, 'report')}</td>
                <td colSpan={5}>{T.broughtForward}</td>
                <td className="stock-card-number">{formatNumber(shown.opening)}</td>
              </tr>
            )}
            {state !== 'ready' || rows.length === 0 ? (
              <TableStateRows
                state={state}
                rowCount={rows.length}
                span={7}
                skeletonRows={5}
                errorMessage={card.isError ? describeError(card.error) : undefined}
                onRetry={() => void card.refetch()}
              />
            ) : (
              rows.map((line) => (
                <tr key={line.id}>
                  <td className="stock-card-date">{formatDate(line.date, 'withTime', REPORT_TIME_ZONE)}</td>
                  <td className="stock-card-doc" title={line.note ? `${line.number}\n${line.note}` : line.number}>
                    {line.number}
                  </td>
                  <td>{line.kind_label}</td>
                  <td>{line.warehouse}</td>
                  <td className="stock-card-number stock-card-in">{line.in ? formatNumber(line.in) : ''}</td>
                  <td className="stock-card-number stock-card-out">{line.out ? formatNumber(line.out) : ''}</td>
                  <td className="stock-card-number">{formatNumber(line.balance)}</td>
                </tr>
              ))
            )}
            {shown && rows.length > 0 && (
              <tr className="stock-card-total">
                <td colSpan={4}>{T.totals}</td>
                <td className="stock-card-number">{formatNumber(shown.total_in)}</td>
                <td className="stock-card-number">{formatNumber(shown.total_out)}</td>
                <td className="stock-card-number">{formatNumber(shown.closing)}</td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
      </div>
      {state === 'ready' && <MasterListFooter pagination={shown?.pagination} page={page} onPage={setPage} />}
    </>
  );
}
