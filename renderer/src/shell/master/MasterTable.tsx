import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ResourceDefinition, ResourceRow } from '../../../../common/resource';
import { ListCard, type ListResult } from './ListCard';
import { cellText, columnFields, columnWidths, sortOf, type SortState } from './logic';
import { DeleteAction, EditAction } from './RowActions';
import { SortHeader } from './SortHeader';

export interface MasterTableProps {
  resource: ResourceDefinition;
  list: ListResult<ResourceRow>;
  page: number;
  onPage: (page: number) => void;
  search: string;
  onSearch: (value: string) => void;
  sort: SortState | null;
  /** Saving or deleting: the row actions wait. */
  busy: boolean;
  editingId: string | null;
  onSort: (field: string) => void;
  onEdit: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => void;
  /** Extra row buttons before edit and delete. */
  rowActions?: (row: ResourceRow, busy: boolean) => ReactNode;
  /** No edit or delete; the 'Aksi' column stays only for `rowActions`. */
  readOnly?: boolean;
}

/** The list card of a resource: 'NO.', the definition's columns, edit and delete. */
export function MasterTable(props: MasterTableProps) {
  const { resource, sort } = props;
  const columns = columnFields(resource);
  const widths = columnWidths(resource);
  const hasActions = !props.readOnly || props.rowActions !== undefined;

  return (
    <ListCard
      list={props.list}
      page={props.page}
      onPage={props.onPage}
      pageSize={resource.pageSize}
      searchPlaceholder={resource.searchPlaceholder}
      search={props.search}
      onSearch={props.onSearch}
      columnCount={columns.length}
      actionsCol={hasActions ? 'erp-master-col-actions' : undefined}
      cols={columns.map((field, i) => (
        <col key={field.name} style={{ width: `${widths[i] ?? 0}%` }} />
      ))}
      headers={columns.map((field) => {
        if (!field.sortable) {
          return (
            <th key={field.name} scope="col">
              {field.column}
            </th>
          );
        }
        return <SortHeader key={field.name} label={field.column ?? field.label} direction={sortOf(sort, field)} onSort={() => props.onSort(field.name)} />;
      })}
      renderRow={(row, number) => (
        <tr key={row.id} className={row.id === props.editingId ? 'erp-master-row-editing' : undefined}>
          <td className="erp-master-number">{number}</td>
          {columns.map((field) => {
            const text = cellText(field, row);
            return <td key={field.name}>{text || <span className={Classes.TEXT_MUTED}>–</span>}</td>;
          })}
          {hasActions && (
            <td className="erp-master-actions">
              {props.rowActions?.(row, props.busy)}
              {!props.readOnly && (
                <>
                  <EditAction disabled={props.busy} onClick={() => props.onEdit(row)} />
                  <DeleteAction disabled={props.busy} onClick={() => props.onDelete(row)} />
                </>
              )}
            </td>
          )}
        </tr>
      )}
    />
  );
}
