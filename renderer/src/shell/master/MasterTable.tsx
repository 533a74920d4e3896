import { Button, ButtonGroup, Classes, HTMLTable, Intent } from '@blueprintjs/core';
import type { Pagination } from '../../../../common/contract/list';
import type { ResourceDefinition, ResourceRow } from '../../../../common/resource';
import { cellText, columnFields, columnWidths, pageWindow, paginationInfo, rowNumber, sortOf, type SortState } from './logic';
import { DeleteAction, EditAction } from './RowActions';
import { SortHeader } from './SortHeader';
import { TableStateRows, type TableState } from './TableStates';
import { MASTER_TEXTS } from './texts';

export interface MasterTableProps {
  resource: ResourceDefinition;
  rows: readonly ResourceRow[];
  pagination: Pagination | undefined;
  page: number;
  sort: SortState | null;
  state: TableState;
  errorMessage?: string;
  /** Rows shown are from an earlier query while the new one loads. */
  stale: boolean;
  /** Saving or deleting: the row actions wait. */
  busy: boolean;
  editingId: string | null;
  onSort: (field: string) => void;
  onEdit: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => void;
  onRetry: () => void;
}

/** The list of a resource: 'NO.', the definition's columns, edit and delete; loading, empty and error states. */
export function MasterTable(props: MasterTableProps) {
  const { resource, rows, pagination, page, sort, state } = props;
  const columns = columnFields(resource);
  const widths = columnWidths(resource);
  const span = columns.length + 2;

  let body;
  if (state !== 'ready' || rows.length === 0) {
    body = (
      <TableStateRows
        state={state}
        rowCount={rows.length}
        span={span}
        skeletonRows={resource.pageSize}
        errorMessage={props.errorMessage}
        onRetry={props.onRetry}
      />
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={row.id} className={row.id === props.editingId ? 'erp-master-row-editing' : undefined}>
        <td className="erp-master-number">{rowNumber(pagination, index, page, resource.pageSize)}</td>
        {columns.map((field) => {
          const text = cellText(field, row);
          return (
            <td key={field.name}>
              {text || <span className={Classes.TEXT_MUTED}>–</span>}
            </td>
          );
        })}
        <td className="erp-master-actions">
          <EditAction disabled={props.busy} onClick={() => props.onEdit(row)} />
          <DeleteAction disabled={props.busy} onClick={() => props.onDelete(row)} />
        </td>
      </tr>
    ));
  }

  return (
    <div className="erp-master-table-wrap">
      <HTMLTable
        className={`erp-master-table${props.stale ? ' erp-master-table-stale' : ''}`}
        striped
        aria-busy={state === 'loading' || props.stale}
      >
        <colgroup>
          <col className="erp-master-col-number" />
          {columns.map((field, i) => (
            <col key={field.name} style={{ width: `${widths[i] ?? 0}%` }} />
          ))}
          <col className="erp-master-col-actions" />
        </colgroup>
        <thead>
          <tr>
            <th className="erp-master-number" scope="col">
              {MASTER_TEXTS.number}
            </th>
            {columns.map((field) => {
              const direction = sortOf(sort, field);
              if (!field.sortable) {
                return (
                  <th key={field.name} scope="col">
                    {field.column}
                  </th>
                );
              }
              return <SortHeader key={field.name} label={field.column ?? field.label} direction={direction} onSort={() => props.onSort(field.name)} />;
            })}
            <th className="erp-master-actions" scope="col">
              {MASTER_TEXTS.actions}
            </th>
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </HTMLTable>
    </div>
  );
}

/** First / previous, a window of pages (2 each side), next / last. */
export function MasterPagination({ page, lastPage, onPage }: { page: number; lastPage: number; onPage: (page: number) => void }) {
  if (lastPage <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
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
        <Button icon="chevron-right" aria-label={MASTER_TEXTS.nextPage} title={MASTER_TEXTS.nextPage} disabled={atEnd} onClick={() => onPage(page + 1)} />
        <Button icon="double-chevron-right" aria-label={MASTER_TEXTS.lastPage} title={MASTER_TEXTS.lastPage} disabled={atEnd} onClick={() => onPage(lastPage)} />
      </ButtonGroup>
    </nav>
  );
}

/** Under a list: 'Menampilkan 1–5 dari 12 data' and the page buttons; nothing for an empty one-page list. */
export function MasterListFooter({ pagination, page, onPage }: { pagination: Pagination | undefined; page: number; onPage: (page: number) => void }) {
  const info = paginationInfo(pagination);
  const lastPage = pagination?.last_page ?? 1;
  if (!info && lastPage <= 1) return null;
  return (
    <div className="erp-master-footer">
      <span className="erp-master-info" aria-live="polite">
        {info}
      </span>
      <MasterPagination page={page} lastPage={lastPage} onPage={onPage} />
    </div>
  );
}
