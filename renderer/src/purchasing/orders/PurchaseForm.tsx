import { Button, ButtonGroup, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatRupiah } from '../../../../common/format';
import { formatTypedNumber } from '../../../../common/number-input';
import { DISCOUNT_KINDS, PO_TYPES, type DiscountKind, type PoType } from '../../../../common/purchasing';
import { DateField } from '../../shell/DateField';
import { FormCard, formKeyHandler } from '../../shell/master/FormCard';
import { fieldAria, fieldErrorId, FormField } from '../../shell/master/FormField';
import { PURCHASING_TEXTS as T } from '../texts';
import { useReceiverOptionsQuery, type PurchaseProductOption, type ReceiverOption, type SupplierOption } from './api';
import {
  activeShortcut,
  discountKind,
  emptyLine,
  lineExtras,
  liveTotals,
  PURCHASE_NUMBER_KINDS,
  removeLine,
  TERM_SHORTCUTS,
  termRange,
  type LineDraft,
  type LineExtra,
  type PurchaseFormErrors,
  type PurchaseFormValues,
} from './logic';
import { NumberInput } from '../../shell/NumberInput';
import { ProductPicker, SupplierPicker } from './pickers';
import { companyToday } from '../../../../common/calendar';

export const purchaseFieldId = (formId: string, key: string) => `${formId}-${key.replace(/\./g, '-')}`;

const EXTRA_LABEL: Record<Exclude<LineExtra, 'total_awal'>, string> = {
  ukuran_asli: T.lines.size,
  tebal: T.lines.thickness,
  qty_zak: T.lines.zak,
  diskon_1: T.lines.discount1,
  diskon_2: T.lines.discount2,
};

export interface PurchaseFormProps {
  formId: string;
  /** 'add': the collapsible 'Tambah Pembelian' card; 'edit': the edit page's form with 'Perbarui'. */
  mode: 'add' | 'edit';
  expanded: boolean;
  values: PurchaseFormValues;
  errors: PurchaseFormErrors;
  saving: boolean;
  /** The stored PO's receiver on an edit, shown even before (or without) the receivers list. */
  storedReceiver?: ReceiverOption;
  /** Where the next new line's key starts. */
  nextLineKey: () => number;
  onToggle: () => void;
  /** A changed value; `field` is the message key it clears ('kode_produk.0.qty'). */
  onChange: <K extends keyof PurchaseFormValues>(key: K, value: PurchaseFormValues[K], field?: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * 'Tambah Pembelian' and the edit page's form (seed 001 screens 2, 3): supplier search and email,
 * 'Kirim Ke', the payment term with its shortcuts, PO type, optional numbers, product lines with
 * the type's columns, the live figures of common/purchasing.ts, Pesan and Memo.
 */
export function PurchaseForm(props: PurchaseFormProps) {
  const { formId, values, errors, saving, mode } = props;
  const receivers = useReceiverOptionsQuery(undefined, { skip: !props.expanded });
  const live = liveTotals(values);
  const type = values.jenis_po;
  const extras = lineExtras(type);
  const today = companyToday();
  const shortcut = activeShortcut(values, today);
  const mathError = live.error;
  /** A field's message: the form's own, else what the maths refused there. */
  const errorOf = (key: string) => errors[key] ?? (mathError?.field === key ? mathError.message : undefined);

  const aria = (key: string, required = false) => ({
    ...fieldAria(purchaseFieldId(formId, key), errorOf(key), { disabled: saving, required }),
    intent: errorOf(key) ? Intent.DANGER : Intent.NONE,
  });

  const group = (key: string, label: string, control: ReactNode, options: { required?: boolean; wide?: boolean; help?: ReactNode } = {}) => (
    <FormField key={key} id={purchaseFieldId(formId, key)} label={label} required={options.required} error={errorOf(key)} hint={options.help} wide={options.wide}>
      {control}
    </FormField>
  );

  // ---- lines ----
  const changeLine = (index: number, patch: Partial<LineDraft>, field: string) =>
    props.onChange(
      'lines',
      values.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
      `kode_produk.${index}.${field}`,
    );
  const pickProduct = (index: number, product: PurchaseProductOption) => {
    const line = values.lines[index];
    // The product's list price fills an empty price; a typed one stays.
    changeLine(index, { product, harga: line && line.harga !== '' ? line.harga : formatTypedNumber(product.price) }, 'id_produk');
  };
  const addLine = () => props.onChange('lines', [...values.lines, emptyLine(props.nextLineKey())]);
  const dropLine = (index: number) => props.onChange('lines', removeLine(values.lines, index, props.nextLineKey()));

  const lineInput = (index: number, line: LineDraft, field: 'qty' | 'harga' | 'qty_zak' | 'diskon_1' | 'diskon_2' | 'ukuran_asli' | 'tebal', label: string) => {
    const key = `kode_produk.${index}.${field}`;
    const error = errorOf(key);
    const shared = { ...aria(key, field === 'qty' || field === 'harga'), size: 'small', 'aria-label': T.lineLabel(label, index), value: line[field] } as const;
    return (
      <td key={field} className={field !== 'ukuran_asli' && field !== 'tebal' ? 'purchase-cell-number' : undefined}>
        {field === 'ukuran_asli' || field === 'tebal' ? (
          <InputGroup {...shared} maxLength={50} autoComplete="off" onChange={(event) => changeLine(index, { [field]: event.target.value }, field)} />
        ) : (
          // Qty, price and discounts as Indonesians type them; what does not read is said here, never cut.
          <NumberInput {...shared} kind={PURCHASE_NUMBER_KINDS[field]} error={error} onValueChange={(typed) => changeLine(index, { [field]: typed }, field)} />
        )}
        {error && (
          <div id={fieldErrorId(purchaseFieldId(formId, key))} className="purchase-cell-error">
            {error}
          </div>
        )}
      </td>
    );
  };

  // ---- receivers: the list, plus the stored one if it is not (or not yet) in it ----
  const receiverList = receivers.data ?? [];
  const receiverOptions = props.storedReceiver && !receiverList.some((r) => r.id === props.storedReceiver?.id) ? [props.storedReceiver, ...receiverList] : receiverList;
  const chosenReceiver = receiverOptions.find((r) => r.id === values.id_penerima);

  const onKeyDown = formKeyHandler({ editing: mode === 'edit', saving, onCancel: props.onCancel });
  const figures = live.totals;
  const money = (amount: number) => <output className="purchase-figure">{formatRupiah(amount)}</output>;

  return (
    <FormCard
      formId={formId}
      title={mode === 'edit' ? T.editTitle : T.formTitle}
      icon={mode === 'edit' ? 'edit' : 'plus'}
      expanded={props.expanded}
      highlighted={mode === 'edit'}
      saving={saving}
      collapsible={mode === 'add'}
      submitText={mode === 'edit' ? T.update : T.save}
      onToggle={props.onToggle}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
      onKeyDown={onKeyDown}
    >
      {group(
        'id_supplier',
        T.labels.supplier,
        <SupplierPicker
          id={purchaseFieldId(formId, 'id_supplier')}
          value={values.supplier}
          disabled={saving}
          invalid={Boolean(errorOf('id_supplier'))}
          describedBy={errorOf('id_supplier') ? fieldErrorId(purchaseFieldId(formId, 'id_supplier')) : undefined}
          onChange={(supplier: SupplierOption) => props.onChange('supplier', supplier, 'id_supplier')}
        />,
        { required: true },
      )}
      {group(
        'supplier_email',
        T.labels.supplierEmail,
        <InputGroup id={purchaseFieldId(formId, 'supplier_email')} value={values.supplier?.email ?? ''} readOnly className="purchase-readonly" leftIcon="envelope" />,
      )}
      {group(
        'id_penerima',
        T.labels.receiver,
        <HTMLSelect
          id={purchaseFieldId(formId, 'id_penerima')}
          value={values.id_penerima}
          disabled={saving}
          fill
          aria-required
          aria-invalid={errorOf('id_penerima') ? true : undefined}
          aria-describedby={errorOf('id_penerima') ? fieldErrorId(purchaseFieldId(formId, 'id_penerima')) : undefined}
          className={errorOf('id_penerima') ? 'erp-master-select-invalid' : undefined}
          onChange={(event) => props.onChange('id_penerima', event.target.value)}
        >
          {/* Seed: the receiver cannot be emptied once chosen. */}
          <option value="" disabled>
            {receivers.isFetching && receiverList.length === 0 ? T.optionsLoading : T.receiverPlaceholder}
          </option>
          {receiverOptions.map((receiver) => (
            <option key={receiver.id} value={receiver.id}>
              {receiver.nama_perusahaan}
            </option>
          ))}
        </HTMLSelect>,
        { required: true, help: chosenReceiver?.alamat_pengiriman },
      )}
      <FormGroup
        className="purchase-term"
        label={T.labels.term}
        labelFor={purchaseFieldId(formId, 'tanggal_transaksi')}
        intent={errorOf('tanggal_jatuh_tempo') || errorOf('tanggal_transaksi') ? Intent.DANGER : Intent.NONE}
        helperText={
          errorOf('tanggal_transaksi') || errorOf('tanggal_jatuh_tempo') ? (
            <span id={fieldErrorId(purchaseFieldId(formId, 'tanggal_jatuh_tempo'))}>{errorOf('tanggal_transaksi') ?? errorOf('tanggal_jatuh_tempo')}</span>
          ) : undefined
        }
      >
        <div className="purchase-term-row">
          <DateField
            {...aria('tanggal_transaksi')}
            aria-label={T.labels.from}
            value={values.tanggal_transaksi}
            onChange={(day) => props.onChange('tanggal_transaksi', day)}
          />
          <span className="purchase-term-dash" aria-hidden>
            –
          </span>
          <DateField
            {...aria('tanggal_jatuh_tempo')}
            aria-label={T.labels.until}
            min={values.tanggal_transaksi}
            value={values.tanggal_jatuh_tempo}
            onChange={(day) => props.onChange('tanggal_jatuh_tempo', day)}
          />
        </div>
        <ButtonGroup size="small" className="purchase-term-shortcuts">
          {TERM_SHORTCUTS.map((name) => (
            <Button
              key={name}
              text={T.shortcuts[name]}
              disabled={saving}
              active={shortcut === name}
              aria-pressed={shortcut === name}
              onClick={() => {
                const range = termRange(name, companyToday());
                props.onChange('tanggal_transaksi', range.from);
                props.onChange('tanggal_jatuh_tempo', range.until);
              }}
            />
          ))}
        </ButtonGroup>
      </FormGroup>
      {group(
        'jenis_po',
        T.labels.type,
        <HTMLSelect
          id={purchaseFieldId(formId, 'jenis_po')}
          value={type}
          disabled={saving}
          fill
          onChange={(event) => props.onChange('jenis_po', event.target.value as PoType)}
        >
          {PO_TYPES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </HTMLSelect>,
      )}
      {group(
        'no_transaksi',
        T.labels.number,
        <InputGroup {...aria('no_transaksi')} value={values.no_transaksi} maxLength={50} autoComplete="off" onChange={(event) => props.onChange('no_transaksi', event.target.value)} />,
        { help: T.numberHint },
      )}
      {group(
        'no_reff_supplier',
        T.labels.reference,
        <InputGroup {...aria('no_reff_supplier')} value={values.no_reff_supplier} maxLength={50} autoComplete="off" onChange={(event) => props.onChange('no_reff_supplier', event.target.value)} />,
        { help: T.numberHint },
      )}

      <section className="purchase-lines erp-master-field-wide" aria-labelledby={`${formId}-lines`}>
        <h5 id={`${formId}-lines`} className="purchase-section-title">
          {T.lines.title}
        </h5>
        <div className="purchase-lines-wrap">
          <HTMLTable compact className={`purchase-lines-table purchase-lines-${type.replace(/\s+/g, '-').toLowerCase()}`}>
            <thead>
              <tr>
                <th scope="col" className="purchase-col-product">
                  {T.lines.product}
                </th>
                <th scope="col" className="purchase-col-qty">
                  {T.lines.qty}
                </th>
                <th scope="col" className="purchase-col-price">
                  {T.lines.price}
                </th>
                {extras.map((extra) => (
                  <th key={extra} scope="col" className={`purchase-col-${extra}`}>
                    {extra === 'total_awal' ? T.lines.before : EXTRA_LABEL[extra]}
                  </th>
                ))}
                <th scope="col" className="purchase-col-total">
                  {T.lines.total}
                </th>
                <th scope="col" className="purchase-col-remove">
                  <span className="bp6-text-muted">&nbsp;</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {values.lines.map((line, index) => {
                const figures = live.lines[index];
                const productKey = `kode_produk.${index}.id_produk`;
                return (
                  <tr key={line.key}>
                    <td>
                      <ProductPicker
                        id={purchaseFieldId(formId, productKey)}
                        value={line.product}
                        disabled={saving}
                        invalid={Boolean(errorOf(productKey))}
                        describedBy={errorOf(productKey) ? fieldErrorId(purchaseFieldId(formId, productKey)) : undefined}
                        ariaLabel={T.lineLabel(T.lines.product, index)}
                        onChange={(product) => pickProduct(index, product)}
                      />
                      {line.product && (
                        <div className="purchase-line-meta">
                          {line.product.code && <span>{line.product.code}</span>}
                          {line.product.unit && <span>{line.product.unit}</span>}
                        </div>
                      )}
                      {errorOf(productKey) && (
                        <div id={fieldErrorId(purchaseFieldId(formId, productKey))} className="purchase-cell-error">
                          {errorOf(productKey)}
                        </div>
                      )}
                    </td>
                    {lineInput(index, line, 'qty', T.lines.qty)}
                    {lineInput(index, line, 'harga', T.lines.price)}
                    {extras.map((extra) =>
                      extra === 'total_awal' ? (
                        <td key={extra} className="purchase-cell-number purchase-cell-figure">
                          {figures ? formatRupiah(figures.total_awal) : '–'}
                        </td>
                      ) : (
                        lineInput(index, line, extra, EXTRA_LABEL[extra])
                      ),
                    )}
                    <td className="purchase-cell-number purchase-cell-figure" aria-label={T.lineLabel(T.lines.total, index)}>
                      {figures ? formatRupiah(figures.total) : '–'}
                    </td>
                    <td>
                      <Button
                        variant="minimal"
                        size="small"
                        icon="cross"
                        intent={Intent.DANGER}
                        aria-label={T.removeLine(index)}
                        title={T.removeLine(index)}
                        disabled={saving}
                        onClick={() => dropLine(index)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
        <Button icon="plus" text={T.addLine} size="small" disabled={saving} onClick={addLine} className="purchase-add-line" />
      </section>

      <div className="purchase-notes">
        {group(
          'attn',
          T.labels.message,
          <TextArea {...aria('attn')} value={values.attn} maxLength={1000} rows={3} fill onChange={(event) => props.onChange('attn', event.target.value)} />,
        )}
        {group(
          'memo',
          T.labels.memo,
          <TextArea {...aria('memo')} value={values.memo} maxLength={1000} rows={3} fill onChange={(event) => props.onChange('memo', event.target.value)} />,
        )}
      </div>

      <dl className="purchase-totals" aria-label={T.totals.grandTotal}>
        <div className="purchase-total-row">
          <dt>{T.totals.subtotal}</dt>
          <dd>{money(figures.sub_total)}</dd>
        </div>
        <div className="purchase-total-row">
          <dt>
            <label htmlFor={purchaseFieldId(formId, 'ppn')}>{T.totals.ppn}</label>
          </dt>
          <dd>
            <NumberInput
              {...aria('ppn')}
              kind="percent"
              size="small"
              className="purchase-percent"
              value={values.ppn}
              error={errorOf('ppn')}
              placeholder="0"
              rightElement={<span className="purchase-input-suffix">%</span>}
              onValueChange={(typed) => props.onChange('ppn', typed)}
            />
            {money(figures.ppn_amount)}
          </dd>
        </div>
        <div className="purchase-total-row">
          <dt>{T.totals.total}</dt>
          <dd>{money(figures.total)}</dd>
        </div>
        <div className="purchase-total-row">
          <dt>
            <label htmlFor={purchaseFieldId(formId, 'diskon')}>{T.totals.discount}</label>
          </dt>
          <dd>
            <ButtonGroup size="small" aria-label={T.discountKind}>
              {DISCOUNT_KINDS.map((kind: DiscountKind) => (
                <Button
                  key={kind}
                  text={kind}
                  active={values.jenis_diskon === kind}
                  aria-pressed={values.jenis_diskon === kind}
                  disabled={saving}
                  onClick={() => props.onChange('jenis_diskon', kind, 'diskon')}
                />
              ))}
            </ButtonGroup>
            <NumberInput
              {...aria('diskon')}
              kind={discountKind(values.jenis_diskon)}
              size="small"
              className={values.jenis_diskon === '%' ? 'purchase-percent' : 'purchase-amount'}
              value={values.diskon}
              error={errorOf('diskon')}
              placeholder="0"
              onValueChange={(typed) => props.onChange('diskon', typed)}
            />
            {money(figures.diskon_amount)}
          </dd>
        </div>
        <div className="purchase-total-row">
          <dt>
            <label htmlFor={purchaseFieldId(formId, 'ongkir')}>{T.totals.shipping}</label>
          </dt>
          <dd>
            <NumberInput
              {...aria('ongkir')}
              kind="money"
              size="small"
              className="purchase-amount"
              value={values.ongkir}
              error={errorOf('ongkir')}
              placeholder="0"
              leftElement={<span className="purchase-input-prefix">Rp</span>}
              onValueChange={(typed) => props.onChange('ongkir', typed)}
            />
          </dd>
        </div>
        <div className="purchase-total-row purchase-grand-total">
          <dt>{T.totals.grandTotal}</dt>
          <dd>
            <output className="purchase-figure" data-testid="grand-total">
              {formatRupiah(figures.grand_total)}
            </output>
          </dd>
        </div>
        {(['ppn', 'diskon', 'ongkir', 'sub_total', 'total', 'grand_total'] as const).map((key) =>
          errorOf(key) ? (
            <div key={key} id={fieldErrorId(purchaseFieldId(formId, key))} className="purchase-total-error" role="alert">
              {errorOf(key)}
            </div>
          ) : null,
        )}
      </dl>
    </FormCard>
  );
}
