import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ArrivalRow } from '../../../../common/contract/warehouse-receiving';
import { describeError } from '../../session/logic';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { amountWithUnit, reportDate } from './logic';
import { RECEIVING_TEXTS as T } from './texts';

export interface ArrivalsTableProps {
  /** The arrivals, undefined while they load. */
  rows: readonly ArrivalRow[] | undefined;
  isError: boolean;
  error: unknown;
  onRetry: () => void;
  /** The product's unit, after each amount. */
  unit: string;
  /** The number of the first row (a later page starts further on). */
  firstNumber?: number;
  /** The receiving warehouse per arrival (the receipt modal, where arrivals can go to several). */
  withWarehouse?: boolean;
}

/** The arrivals of one PO's product, in both modals: loading, error with retry, 'BELUM ADA RIWAYAT BARANG DATANG', or the table. */
export function ArrivalsTable({ rows, isError, error, onRetry, unit, firstNumber = 1, withWarehouse = false }: ArrivalsTableProps) {
  if (isError) {
    return <NonIdealState icon="error" title={T.loadFailed} description={describeError(error)} action={<Button icon="refresh" text={T.retry} onClick={onRetry} />} />;
  }
  if (!rows) {
    return (
      <div className="receiving-modal-loading" role="status">
        <Spinner size={24} aria-label={MASTER_TEXTS.loading} />
      </div>
    );
  }
  if (rows.length === 0) return <p className="receiving-empty">{T.noArrivals}</p>;
  return (
    <HTMLTable compact striped className="receiving-arrivals" aria-label={T.arrivalsHeading}>
      <thead>
        <tr>
          <th scope="col">{T.arrivalColumns.number}</th>
          <th scope="col">{T.arrivalColumns.date}</th>
          <th scope="col">{T.arrivalColumns.document}</th>
          <th scope="col" className="receiving-cell-number">
            {T.arrivalColumns.amount}
          </th>
          {withWarehouse && <th scope="col">{T.arrivalColumns.warehouse}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((arrival, index) => (
          <tr key={arrival.id}>
            <td>{firstNumber + index}</td>
            <td>{reportDate(arrival.date)}</td>
            <td className="receiving-code">{arrival.number}</td>
            <td className="receiving-cell-number">{amountWithUnit(arrival.stock_in, unit)}</td>
            {withWarehouse && <td>{arrival.warehouse.name}</td>}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
