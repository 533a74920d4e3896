import { Button, ButtonGroup, Classes, HTMLTable, Icon, Intent, NonIdealState } from '@blueprintjs/core';
import type { Pagination } from '../../../../common/contract/list';
import type { ResourceDefinition, ResourceRow } from '../../../../common/resource';
import { cellText, columnFields, columnWidths, pageWindow, rowNumber, sortOf, type SortState } from './logic';
import { MASTER_TEXTS } from './texts';

export interface MasterTableProps {
  resource: ResourceDefinition;
  rows: readonly ResourceRow[];
  pagination: Pagination | undefined;
  page: number;
  sort: SortState | null;
  state: 'loading' | 'error' | 'ready';
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

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: 'caret-up', desc: 'caret-down' } as const;

/** The list of a resource: 'NO.', the definition's columns, edit and delete; loading, empty and error states. */
export function MasterTable(props: MasterTableProps) {
  const { resource, rows, pagination, page, sort, state } = props;
  const columns = columnFields(resource);
  const widths = columnWidths(resource);
  const span = columns.length + 2;

  let body;
  if (state === 'loading') {
    body = Array.from({ length: resource.pageSize }, (_, i) => (
      <tr key={i} aria-hidden>
        {Array.from({ length: span }, (_, j) => (
          <td key={j}>
            <span className={`${Classes.SKELETON} erp-master-skeleton`}>&nbsp;</span>
          </td>
        ))}
      </tr>
    ));
  } else if (state === 'error') {
    body = (
      <tr>
        <td colSpan={span} className="erp-master-state-cell">
          <NonIdealState
            icon="error"
            title={MASTER_TEXTS.loadFailed}
            description={props.errorMessage}
            action={<Button icon="refresh" text={MASTER_TEXTS.retry} onClick={props.onRetry} />}
            layout="horizontal"
          />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={span} className="erp-master-state-cell erp-master-empty">
          {MASTER_TEXTS.empty}
        </td>
      </tr>
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
          <Button
            variant="minimal"
            size="small"
            icon="edit"
            aria-label={MASTER_TEXTS.edit}
            title={MASTER_TEXTS.edit}
            disabled={props.busy}
            onClick={() => props.onEdit(row)}
          />
          <Button
            variant="minimal"
            size="small"
            intent={Intent.DANGER}
            icon="trash"
            aria-label={MASTER_TEXTS.delete}
            title={MASTER_TEXTS.delete}
            disabled={props.busy}
            onClick={() => props.onDelete(row)}
          />
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
              return (
                <th key={field.name} scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                  <button
                    type="button"
                    className={`erp-master-sort${direction ? ' erp-master-sort-active' : ''}`}
                    title={MASTER_TEXTS.sortBy(field.column ?? field.label)}
                    onClick={() => props.onSort(field.name)}
                  >
                    <span>{field.column}</span>
                    <Icon icon={direction ? SORT_ICON[direction] : 'double-caret-vertical'} size={12} />
                  </button>
                </th>
              );
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
