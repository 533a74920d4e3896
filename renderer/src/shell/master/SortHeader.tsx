import { Icon } from '@blueprintjs/core';
import type { SortDirection } from './logic';
import { MASTER_TEXTS } from './texts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: 'caret-up', desc: 'caret-down' } as const;

export interface SortHeaderProps {
  /** The column's header text. */
  label: string;
  /** The direction when this column is the sorted one, else null. */
  direction: SortDirection | null;
  onSort: () => void;
}

/** A list table's sortable column header: a button with the sort caret, and aria-sort. */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  return (
    <th scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <button
        type="button"
        className={`erp-master-sort${direction ? ' erp-master-sort-active' : ''}`}
        title={MASTER_TEXTS.sortBy(label)}
        onClick={onSort}
      >
        <span>{label}</span>
        <Icon icon={direction ? SORT_ICON[direction] : 'double-caret-vertical'} size={12} />
      </button>
    </th>
  );
}
