import { Intent, MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { useLayoutEffect, useState } from 'react';
import { describeError } from '../../session/logic';
import { useDebouncedSearch } from './SearchBox';
import { MASTER_TEXTS } from './texts';

/** What an options query answers (an RTK Query hook's result). */
export interface OptionsResult<Item> {
  currentData?: Item[] | undefined;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

export interface SearchSuggestProps<Item extends { id: string }> {
  id: string;
  value: Item | null;
  onChange: (item: Item) => void;
  /** The options for a search text (the debounced filter); not called for results while `disabled`. */
  useOptions: (filter: string, options: { skip: boolean }) => OptionsResult<Item>;
  text: (item: Item) => string;
  label: (item: Item) => string;
  placeholder: string;
  /** The menu's text when the search found nothing. */
  noResults: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** The input's accessible name when its label is not a <label> (a table cell). */
  ariaLabel?: string | undefined;
  /** Keep the typed text in the input (rows of an editable table); otherwise it shows the chosen item's name until the user types. */
  controlledQuery?: boolean;
}

/**
 * How far below its input an invalid field's menu opens: under the error line, not over it. The
 * form moves the focus into the first field with an error and a picker opens its menu on focus,
 * which hid the very message saying what to fix. Measured after the error line is on screen and
 * before the form's focus effect opens the menu.
 */
function useGapBelowError(inputId: string, errorId: string | undefined): number {
  const [gap, setGap] = useState(0);
  useLayoutEffect(() => {
    const error = errorId ? document.getElementById(errorId) : null;
    const input = document.getElementById(inputId);
    setGap(error && input ? Math.max(0, Math.ceil(error.getBoundingClientRect().bottom - input.getBoundingClientRect().bottom) + 2) : 0);
  }, [inputId, errorId]);
  return gap;
}

/**
 * One searchable choice (seed section 9: search debounce 300 ms, autocomplete page size 10):
 * typing asks the server 300 ms after the last key; while it has nothing to offer the menu says
 * loading, the error, or `noResults`.
 */
export function SearchSuggest<Item extends { id: string }>(props: SearchSuggestProps<Item>) {
  const { search, setSearch, filter } = useDebouncedSearch();
  const options = props.useOptions(filter, { skip: props.disabled ?? false });
  const settled = search.trim() === filter && !options.isFetching;
  let empty: string = MASTER_TEXTS.loading;
  if (settled && options.isError) empty = describeError(options.error);
  else if (settled) empty = props.noResults;

  const renderItem: ItemRenderer<Item> = (item, { handleClick, handleFocus, modifiers, ref, id: itemId }) => (
    <MenuItem
      key={item.id}
      id={itemId}
      ref={ref}
      roleStructure="listoption"
      active={modifiers.active}
      disabled={modifiers.disabled}
      selected={item.id === props.value?.id}
      text={props.text(item)}
      label={props.label(item)}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );
  const invalid = props.invalid ?? false;
  const menuGap = useGapBelowError(props.id, invalid ? props.describedBy : undefined);
  return (
    <Suggest<Item>
      fill
      disabled={props.disabled ?? false}
      items={settled ? (options.currentData ?? []) : []}
      itemRenderer={renderItem}
      itemsEqual="id"
      inputValueRenderer={props.text}
      selectedItem={props.value}
      onItemSelect={props.onChange}
      {...(props.controlledQuery ? { query: search } : {})}
      onQueryChange={setSearch}
      resetOnClose
      noResults={<MenuItem disabled roleStructure="listoption" text={empty} />}
      popoverProps={{ minimal: true, matchTargetWidth: true, ...(menuGap > 0 ? { modifiers: { offset: { enabled: true, options: { offset: [0, menuGap] } } } } : {}) }}
      inputProps={{
        id: props.id,
        placeholder: props.placeholder,
        leftIcon: 'search',
        intent: invalid ? Intent.DANGER : Intent.NONE,
        'aria-invalid': invalid || undefined,
        'aria-describedby': props.describedBy,
        'aria-label': props.ariaLabel,
      }}
    />
  );
}
