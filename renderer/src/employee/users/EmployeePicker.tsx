import { Button, Intent, MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import { useState } from 'react';
import { describeError } from '../../session/logic';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { useEmployeeOptionsQuery, type EmployeeOption } from './api';
import { employeeName } from './logic';
import { USER_TEXTS } from './texts';

export interface EmployeePickerProps {
  id: string;
  value: EmployeeOption | null;
  onChange: (employee: EmployeeOption | null) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
}

/**
 * 'Nama Karyawan': typing searches the server (employee/all?filter=…, 300 ms after the last
 * keystroke, at most 100 options); arrows and Enter pick, Escape closes.
 */
export function EmployeePicker({ id, value, onChange, disabled, invalid, describedBy }: EmployeePickerProps) {
  const { search, setSearch, filter } = useDebouncedSearch();
  // The form cleared the choice (saved, Batal): the typed text goes with it.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (!value) setSearch('');
  }
  const options = useEmployeeOptionsQuery(filter, { refetchOnMountOrArgChange: true });
  const settled = search.trim() === filter && !options.isFetching;
  const items = settled ? (options.currentData ?? []) : [];

  let empty: string = USER_TEXTS.employeeSearching;
  if (settled && options.isError) empty = describeError(options.error);
  else if (settled) empty = USER_TEXTS.employeeNotFound;

  const renderItem: ItemRenderer<EmployeeOption> = (employee, { handleClick, handleFocus, modifiers, ref, id: itemId }) => (
    <MenuItem
      key={employee.id}
      id={itemId}
      ref={ref}
      roleStructure="listoption"
      active={modifiers.active}
      disabled={modifiers.disabled}
      selected={employee.id === value?.id}
      text={employeeName(employee)}
      label={employee.division.Name}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  return (
    <Suggest<EmployeeOption>
      fill
      // Opens on typing, not on focus: the card focuses this field while it is still sliding open.
      openOnKeyDown
      disabled={disabled}
      items={items}
      itemRenderer={renderItem}
      itemsEqual="id"
      inputValueRenderer={employeeName}
      selectedItem={value}
      onItemSelect={onChange}
      query={search}
      onQueryChange={setSearch}
      noResults={<MenuItem disabled roleStructure="listoption" text={empty} className="erp-users-picker-empty" />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      menuProps={{ 'aria-label': USER_TEXTS.employeeOptions }}
      inputProps={{
        id,
        placeholder: USER_TEXTS.employeePlaceholder,
        leftIcon: 'search',
        intent: invalid ? Intent.DANGER : Intent.NONE,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        rightElement: value ? (
          <Button
            variant="minimal"
            icon="cross"
            aria-label={USER_TEXTS.clearEmployee}
            title={USER_TEXTS.clearEmployee}
            disabled={disabled}
            onClick={() => {
              onChange(null);
              setSearch('');
            }}
          />
        ) : undefined,
      }}
    />
  );
}
