import { InputGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { productFields, type ProductRow } from '../../../../common/contract/warehouse';
import { formKeyHandler } from '../../shell/master/FormCard';
import { fieldAria, fieldErrorId, FormField } from '../../shell/master/FormField';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { RecordFormCard } from '../../shell/master/RecordFormCard';
import type { PickOption } from './api';
import { NumberInput } from '../../shell/NumberInput';
import { PRODUCT_NUMBER_KINDS, type ProductFieldName, type ProductFormErrors, type ProductFormValues } from './logic';
import { PRODUCT_TEXTS } from './texts';

export const productFieldId = (formId: string, name: ProductFieldName) => `${formId}-${name}`;
const lockedId = (formId: string) => `${formId}-stock-locked`;

/** Whether the contract lets the field be left empty (the code: blank means none). */
const isRequired = (name: ProductFieldName) => !productFields.shape[name].safeParse(undefined).success;

const MAX_LENGTH: Record<ProductFieldName, number> = {
  name: 200,
  code: 100,
  // Number boxes are not cut: the contract's ceilings (Rp 1.000.000.000.000, stock 1.000.000) are said at the field.
  price: 0,
  stock: 0,
  category: 0,
  variant: 0,
  unit: 0,
  division: 0,
  warehouse: 0,
};

export interface ProductPickers {
  categories: readonly PickOption[] | undefined;
  variants: readonly PickOption[] | undefined;
  units: readonly PickOption[] | undefined;
  divisions: readonly PickOption[] | undefined;
  warehouses: readonly PickOption[] | undefined;
}

export interface ProductFormProps {
  formId: string;
  expanded: boolean;
  editing: ProductRow | null;
  values: ProductFormValues;
  errors: ProductFormErrors;
  /** A newly picked photo (compressed); null keeps the current one. */
  photo: Blob | null;
  saving: boolean;
  /** On an edit, once the product's stock has moved: the stock box is read-only, with the reason. */
  stockLocked: boolean;
  pickers: ProductPickers;
  onToggle: () => void;
  onChange: (name: ProductFieldName, value: string) => void;
  onPhoto: (photo: Blob | null) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** 'Tambah Produk' / 'Edit Produk': photo, name, price, stock, code and the five pickers. */
export function ProductForm(props: ProductFormProps) {
  const { formId, values, errors, saving, editing, stockLocked, pickers } = props;

  const group = (name: ProductFieldName, control: ReactNode, extraHelp?: ReactNode) => (
    <FormField key={name} id={productFieldId(formId, name)} label={PRODUCT_TEXTS.labels[name]} required={isRequired(name)} error={errors[name]} hint={extraHelp}>
      {control}
    </FormField>
  );

  const aria = (name: ProductFieldName) => fieldAria(productFieldId(formId, name), errors[name], { disabled: saving, required: isRequired(name) });

  const text = (name: ProductFieldName, options: { leftText?: string; placeholder?: string; readOnly?: boolean } = {}) => {
    const numberKind = name === 'price' || name === 'stock' ? PRODUCT_NUMBER_KINDS[name] : undefined;
    const locked = options.readOnly === true;
    const shared = {
      ...aria(name),
      value: values[name],
      placeholder: options.placeholder,
      readOnly: locked,
      'aria-describedby': errors[name] ? fieldErrorId(productFieldId(formId, name)) : locked ? lockedId(formId) : undefined,
      className: locked ? 'product-input-locked' : undefined,
      intent: errors[name] ? Intent.DANGER : Intent.NONE,
      leftElement: options.leftText ? <span className="product-input-prefix">{options.leftText}</span> : undefined,
    };
    return group(
      name,
      // Price and stock as Indonesians type them ('1.250.000'); '12,5' units is said at the field, never cut to 125.
      numberKind ? (
        <NumberInput {...shared} kind={numberKind} error={errors[name]} onValueChange={(typed) => props.onChange(name, typed)} />
      ) : (
        <InputGroup {...shared} maxLength={MAX_LENGTH[name]} autoComplete="off" onChange={(event) => props.onChange(name, event.target.value)} />
      ),
      locked ? (
        <span id={lockedId(formId)} className="product-stock-locked">
          {PRODUCT_TEXTS.stockLocked}
        </span>
      ) : undefined,
    );
  };

  const select = (name: ProductFieldName, options: readonly PickOption[] | undefined) =>
    group(
      name,
      <PickerSelect
        attributes={aria(name)}
        label={PRODUCT_TEXTS.labels[name]}
        value={values[name]}
        options={options?.map((option) => ({ value: option.id, label: option.name }))}
        invalid={Boolean(errors[name])}
        onChange={(value) => props.onChange(name, value)}
      />,
    );

  const onKeyDown = formKeyHandler({ editing: editing !== null, saving, onCancel: props.onCancel });

  return (
    <RecordFormCard
      formId={formId}
      titles={{ add: PRODUCT_TEXTS.formTitle, edit: PRODUCT_TEXTS.editTitle }}
      editing={editing ? { id: editing.id, name: editing.name, photo: editing.photo } : null}
      expanded={props.expanded}
      saving={saving}
      onToggle={props.onToggle}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      onKeyDown={onKeyDown}
      photo={props.photo}
      onPhoto={props.onPhoto}
      pickLabel={PRODUCT_TEXTS.pickImage}
      photoClassName="product-photo"
    >
      {text('name')}
      {text('price', { leftText: 'Rp' })}
      {text('stock', { readOnly: editing !== null && stockLocked })}
      {text('code', { placeholder: PRODUCT_TEXTS.codePlaceholder })}
      {select('category', pickers.categories)}
      {select('variant', pickers.variants)}
      {select('unit', pickers.units)}
      {select('division', pickers.divisions)}
      {select('warehouse', pickers.warehouses)}
    </RecordFormCard>
  );
}
