import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState } from 'react';
import { formatRupiah } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { showFailure, showSuccess } from '../../shell/toast';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { useSalaryItemsAddMutation } from './api';
import {
  emptySalaryItem,
  salaryItemsTotal,
  validateSalaryItems,
  type SalaryItemDraft,
  type SalaryItemKind,
  type SalaryItemRowErrors,
} from './logic';
import { KARYAWAN_TEXTS } from './texts';
import { NumberInput } from '../../shell/NumberInput';
import { numberOrZero } from '../../../../common/number-input';

export interface SalaryItemsTarget {
  kind: SalaryItemKind;
  employeeId: string;
  employeeName: string;
}

const TITLE = { tambahan: KARYAWAN_TEXTS.incentiveDialog, potongan: KARYAWAN_TEXTS.deductionDialog } as const;
const ACTION = { tambahan: 'Tambah Intensif Gaji', potongan: 'Tambah Potongan Gaji' } as const;
const ICON = { tambahan: 'plus', potongan: 'minus' } as const;

/**
 * 'Input Gaji Intensif' / 'Input Potongan Gaji': rows of nominal and keterangan, add row and
 * remove row, saved in one call. Closed (target null) it renders nothing of its form.
 */
export function SalaryItemsDialog({ target, onClose }: { target: SalaryItemsTarget | null; onClose: () => void }) {
  // The last target stays while the dialog closes, so its title does not blink away.
  const [shown, setShown] = useState<SalaryItemsTarget | null>(target);
  if (target && target !== shown) setShown(target);
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={shown ? TITLE[shown.kind] : ''}
      icon={shown ? ICON[shown.kind] : undefined}
      className="karyawan-items-dialog"
      canOutsideClickClose={false}
    >
      {shown && <SalaryItemsForm key={`${shown.kind}:${shown.employeeId}`} target={shown} onClose={onClose} />}
    </Dialog>
  );
}

function SalaryItemsForm({ target, onClose }: { target: SalaryItemsTarget; onClose: () => void }) {
  const formId = `karyawan-items-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [rows, setRows] = useState<SalaryItemDraft[]>(() => [emptySalaryItem()]);
  const [errors, setErrors] = useState<SalaryItemRowErrors[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [add, addState] = useSalaryItemsAddMutation();
  const saving = addState.isLoading;
  /** The row whose nominal gets the focus next (a new row, or the first wrong one). */
  const [focusRow, setFocusRow] = useState<number | null>(0);
  const tableRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (focusRow === null) return;
    tableRef.current?.querySelector<HTMLInputElement>(`#${formId}-nominal-${focusRow}`)?.focus();
    setFocusRow(null);
  }, [focusRow, formId]);

  const change = (index: number, key: keyof SalaryItemDraft, value: string) => {
    setRows((previous) => previous.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
    setErrors((previous) => previous.map((row, i) => (i === index ? { ...row, [key]: undefined } : row)));
    setAlert(null);
  };

  const addRow = () => {
    setRows((previous) => [...previous, emptySalaryItem()]);
    setFocusRow(rows.length);
  };

  const removeRow = (index: number) => {
    setRows((previous) => previous.filter((_, i) => i !== index));
    setErrors((previous) => previous.filter((_, i) => i !== index));
  };

  const submit = async () => {
    if (saving) return;
    const checked = validateSalaryItems(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAlert(checked.alert);
      const wrong = checked.errors.findIndex((row) => row.nominal || row.name);
      setFocusRow(wrong >= 0 ? wrong : 0);
      return;
    }
    const result = await add({ kind: target.kind, id: target.employeeId, data: checked.data });
    if (result.error) {
      showFailure(MASTER_TEXTS.failed(ACTION[target.kind]), describeError(result.error));
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded(ACTION[target.kind]));
    onClose();
  };

  // Each nominal as typed ('50.000'); one that does not read counts 0 here and is named at its box.
  const total = salaryItemsTotal(rows.map((row) => ({ nominal: numberOrZero(row.nominal, 'money') })));

  return (
    <form
      noValidate
      aria-label={TITLE[target.kind]}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        <p className="karyawan-items-subject">{target.employeeName}</p>
        {alert && (
          <Callout intent={Intent.WARNING} icon="warning-sign" className="karyawan-items-alert" role="alert">
            {alert}
          </Callout>
        )}
        <HTMLTable className="karyawan-items-table" compact ref={tableRef}>
          <thead>
            <tr>
              <th className="karyawan-items-number">{KARYAWAN_TEXTS.number}</th>
              <th className="karyawan-items-nominal">{KARYAWAN_TEXTS.nominal}</th>
              <th>{KARYAWAN_TEXTS.description}</th>
              <th className="karyawan-items-remove" aria-label={KARYAWAN_TEXTS.actions} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const error = errors[index] ?? {};
              return (
                // Rows have no identity of their own; the index is their place in the list.
                <tr key={index}>
                  <td className="karyawan-items-number">{index + 1}</td>
                  <td>
                    <NumberInput
                      id={`${formId}-nominal-${index}`}
                      kind="money"
                      aria-label={`${KARYAWAN_TEXTS.nominal} ${index + 1}`}
                      leftElement={<span className="karyawan-input-prefix">Rp</span>}
                      value={row.nominal}
                      disabled={saving}
                      error={error.nominal}
                      intent={error.nominal ? Intent.DANGER : Intent.NONE}
                      aria-invalid={error.nominal ? true : undefined}
                      onValueChange={(typed) => change(index, 'nominal', typed)}
                    />
                    {error.nominal && <div className="karyawan-items-error">{error.nominal}</div>}
                  </td>
                  <td>
                    <InputGroup
                      aria-label={`${KARYAWAN_TEXTS.description} ${index + 1}`}
                      maxLength={200}
                      value={row.name}
                      disabled={saving}
                      intent={error.name ? Intent.DANGER : Intent.NONE}
                      aria-invalid={error.name ? true : undefined}
                      onChange={(event) => change(index, 'name', event.target.value)}
                    />
                    {error.name && <div className="karyawan-items-error">{error.name}</div>}
                  </td>
                  <td className="karyawan-items-remove">
                    <Button
                      variant="minimal"
                      icon="cross"
                      intent={Intent.DANGER}
                      aria-label={KARYAWAN_TEXTS.removeRow(index + 1)}
                      title={KARYAWAN_TEXTS.removeRow(index + 1)}
                      disabled={saving || rows.length === 1}
                      onClick={() => removeRow(index)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
        <div className="karyawan-items-tools">
          <Button icon="plus" text={KARYAWAN_TEXTS.addRow} onClick={addRow} disabled={saving || rows.length >= 50} />
          <span className={Classes.TEXT_MUTED}>
            {KARYAWAN_TEXTS.total}: <strong className="karyawan-money">{formatRupiah(total)}</strong>
          </span>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={KARYAWAN_TEXTS.cancel} onClick={onClose} disabled={saving} />
            <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={saving ? KARYAWAN_TEXTS.saving : KARYAWAN_TEXTS.save} disabled={saving} />
          </>
        }
      />
    </form>
  );
}
