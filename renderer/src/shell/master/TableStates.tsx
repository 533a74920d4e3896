import { Button, Classes, NonIdealState } from '@blueprintjs/core';
import { MASTER_TEXTS } from './texts';

export type TableState = 'loading' | 'error' | 'ready';

export interface TableStateRowsProps {
  state: TableState;
  /** Rows on the page (only 'ready' with none shows the empty text). */
  rowCount: number;
  /** Columns of the table, for the cells' span. */
  span: number;
  /** Skeleton rows while loading: the page size, so the table keeps its height. */
  skeletonRows: number;
  errorMessage?: string;
  onRetry: () => void;
  /** The empty list's text when a screen words it its own way (payroll: 'Belum ada penggajian'). */
  emptyText?: string;
}

/**
 * A list table's body when it has no rows to show: skeleton rows while loading, the error with a
 * retry, or 'TIDAK ADA DATA YANG DITAMPILKAN'. Null when there are rows: the table renders them.
 */
export function TableStateRows({ state, rowCount, span, skeletonRows, errorMessage, onRetry, emptyText = MASTER_TEXTS.empty }: TableStateRowsProps) {
  if (state === 'loading') {
    return Array.from({ length: skeletonRows }, (_, i) => (
      <tr key={i} aria-hidden>
        {Array.from({ length: span }, (_, j) => (
          <td key={j}>
            <span className={`${Classes.SKELETON} erp-master-skeleton`}>&nbsp;</span>
          </td>
        ))}
      </tr>
    ));
  }
  if (state === 'error') {
    return (
      <tr>
        <td colSpan={span} className="erp-master-state-cell">
          <NonIdealState
            icon="error"
            title={MASTER_TEXTS.loadFailed}
            description={errorMessage}
            action={<Button icon="refresh" text={MASTER_TEXTS.retry} onClick={onRetry} />}
            layout="horizontal"
          />
        </td>
      </tr>
    );
  }
  if (rowCount > 0) return null;
  return (
    <tr>
      <td colSpan={span} className="erp-master-state-cell erp-master-empty">
        {emptyText}
      </td>
    </tr>
  );
}
