import { Intent, MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { describeError } from '../../session/logic';
import { useApplicationOptionsQuery, type ApplicationOption } from './api';
import { USER_TEXTS } from './texts';

export interface ApplicationPickerProps {
  id: string;
  value: ApplicationOption[];
  onChange: (applications: ApplicationOption[]) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
}

const matches: ItemPredicate<ApplicationOption> = (query, application) => {
  const needle = query.trim().toLowerCase();
  return !needle || application.title.toLowerCase().includes(needle) || application.description.toLowerCase().includes(needle);
};

/**
 * 'Hak Akses Aplikasi': every module that can be granted, by its name with its description (never
 * a raw path; typing narrows them); picking one again removes it, Backspace removes the last tag.
 */
export function ApplicationPicker({ id, value, onChange, disabled, invalid, describedBy }: ApplicationPickerProps) {
  const options = useApplicationOptionsQuery();
  const isChosen = (application: ApplicationOption) => value.some((chosen) => chosen.id === application.id);
  const toggle = (application: ApplicationOption) =>
    onChange(isChosen(application) ? value.filter((chosen) => chosen.id !== application.id) : [...value, application]);

  let empty: string = USER_TEXTS.applicationsNone;
  if (options.isLoading) empty = USER_TEXTS.applicationsLoading;
  else if (options.isError) empty = describeError(options.error);

  const renderItem: ItemRenderer<ApplicationOption> = (application, { handleClick, handleFocus, modifiers, ref, id: itemId }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={application.id}
        id={itemId}
        ref={ref}
        roleStructure="listoption"
        active={modifiers.active}
        disabled={modifiers.disabled}
        selected={isChosen(application)}
        // The name first, the description after it: a long description is cut, never the name.
        text={
          <>
            {application.title}
            {application.description && <span className="erp-users-option-note">{application.description}</span>}
          </>
        }
        htmlTitle={application.description || undefined}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

  return (
    <MultiSelect<ApplicationOption>
      fill
      disabled={disabled}
      items={options.data ?? []}
      itemRenderer={renderItem}
      itemPredicate={matches}
      itemsEqual="id"
      selectedItems={value}
      onItemSelect={toggle}
      onRemove={(application) => toggle(application)}
      tagRenderer={(application) => application.title}
      placeholder={USER_TEXTS.applicationsPlaceholder}
      resetOnSelect
      noResults={<MenuItem disabled roleStructure="listoption" text={empty} />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      menuProps={{ 'aria-label': USER_TEXTS.applicationOptions }}
      tagInputProps={{
        intent: invalid ? Intent.DANGER : Intent.NONE,
        leftIcon: 'application',
        tagProps: { minimal: true, intent: Intent.PRIMARY },
        inputProps: { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy },
      }}
    />
  );
}
