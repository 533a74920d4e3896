import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Intent, Tag } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import type { ReceivingLineRow } from '../../../../common/contract/warehouse-receiving';
import { describeError } from '../../session/logic';
import { DateField } from '../../shell/DateField';
import { NumberInput } from '../../shell/NumberInput';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { showFailure, showSuccess } from '../../shell/toast';
import { useWarehouseOptionsQuery } from '../products/api';
import { useReceiveMutation, useReceivingArrivalsQuery } from './api';
import { ArrivalsTable } from './ArrivalsTable';
import { amountWithUnit, checkArrivalAmount } from './logic';
import { RECEIVING_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';

export interface ArrivalDialogProps {
  purchaseId: string;
  /** The PO's transaction day: no arrival before it (the server refuses one too). */
  purchaseDate: string | undefined;
  /** The PO's product being received; null closes the dialog. */
  line: ReceivingLineRow['product'] | null;
  onClose: () => void;
  /** An arrival was saved; `next` is statusGudang's answer (every product of the PO complete). */
  onReceived: (next: boolean) => void;
}


/**
 * 'Detail Barang ... Datang' (seed 001 screen 5's modal): the product's arrivals so far (or
 * 'BELUM ADA RIWAYAT BARANG DATANG'), then 'Jumlah Barang Datang', the day and the receiving
 * warehouse (the product's own by default), and 'Konfirmasi' with its loading state.
 */
export function ArrivalDialog({ purchaseId, purchaseDate, line, onClose, onReceived }: ArrivalDialogProps) {
  // The last line stays while the dialog closes, so its content does not vanish mid-animation.
  const [shown, setShown] = useState(line);
  if (line && line !== shown) setShown(line);
  return (
    <Dialog isOpen={line !== null} onClose={onClose} title={shown ? T.modalTitle(shown.name) : ''} className="receiving-dialog" canOutsideClickClose={false}>
      {shown && <ArrivalForm key={shown._id} purchaseId={purchaseId} purchaseDate={purchaseDate} line={shown} onClose={onClose} onReceived={onReceived} />}
    </Dialog>
  );
}

function ArrivalForm({ purchaseId, purchaseDate, line, onClose, onReceived }: Omit<ArrivalDialogProps, 'line'> & { line: ReceivingLineRow['product'] }) {
  const formId = `arrival-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const arrivals = useReceivingArrivalsQuery({ purchaseId, productId: line._id });
  const warehouses = useWarehouseOptionsQuery();
  const [receive, receiving] = useReceiveMutation();
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(() => companyToday());
  const [warehouse, setWarehouse] = useState(line.warehouse.id);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const remaining = arrivals.currentData ? Number(arrivals.currentData.stock_sisa) : line.sisa;
  const checked = checkArrivalAmount(amount, remaining);
  const amountError = !touched || checked.ok ? null : checked.reason === 'invalid' ? (checked.message ?? T.amountInvalid) : T.amountTooMuch(amountWithUnit(remaining, line.satuan));
  // The warehouse list holds active warehouses; the product's own is missing from it only when deleted: then the clerk picks one.
  const options = warehouses.currentData?.map((option) => ({ value: option.id, label: option.name }));
  const chosen = options && !options.some((option) => option.value === warehouse) ? '' : warehouse;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (!checked.ok || !chosen || receiving.isLoading) return;
    setServerError(null);
    const result = await receive({ purchaseId, productId: line._id, stock: checked.value, date: day, warehouse: chosen });
    if ('error' in result) {
      const message = describeError(result.error);
      setServerError(message);
      showFailure(T.saveFailed, message);
      return;
    }
    showSuccess(T.saved, T.savedNumbers(result.data.numbers.join(', ')));
    onReceived(result.data.next);
  };

  const rows = arrivals.currentData?.data;
  return (
    <>
      <DialogBody>
        <div className="receiving-modal-facts">
          <span>{T.ordered(amountWithUnit(line.qty, line.satuan))}</span>
          <Tag minimal intent={remaining === 0 ? Intent.SUCCESS : Intent.WARNING}>
            {T.remaining(amountWithUnit(remaining, line.satuan))}
          </Tag>
        </div>
        <h5 className="receiving-modal-heading">{T.arrivalsHeading}</h5>
        <div className="receiving-arrivals-wrap">
          <ArrivalsTable rows={rows} isError={arrivals.isError} error={arrivals.error} onRetry={() => void arrivals.refetch()} unit={line.satuan} withWarehouse />
        </div>

        {remaining > 0 && (
          <form id={formId} className="receiving-form" onSubmit={(event) => void submit(event)} noValidate>
            <FormGroup label={T.amountLabel} labelFor={`${formId}-amount`} labelInfo="*" helperText={amountError ?? T.amountHelper(amountWithUnit(remaining, line.satuan))} intent={amountError ? Intent.DANGER : Intent.NONE}>
              <NumberInput
                id={`${formId}-amount`}
                kind="count"
                autoFocus
                value={amount}
                error={amountError ?? undefined}
                intent={amountError ? Intent.DANGER : Intent.NONE}
                aria-invalid={amountError !== null}
                disabled={receiving.isLoading}
                onValueChange={(typed) => setAmount(typed)}
                onBlur={() => setTouched(amount !== '')}
                rightElement={<span className="receiving-unit">{line.satuan}</span>}
              />
            </FormGroup>
            <FormGroup label={T.dateLabel} labelFor={`${formId}-date`}>
              <DateField id={`${formId}-date`} value={day} {...(purchaseDate ? { min: purchaseDate } : {})} max={companyToday()} disabled={receiving.isLoading} onChange={setDay} />
            </FormGroup>
            <FormGroup label={T.warehouseLabel} labelFor={`${formId}-warehouse`}>
              <PickerSelect
                attributes={{ id: `${formId}-warehouse`, disabled: receiving.isLoading }}
                label={T.warehouseLabel}
                value={chosen}
                options={options}
                invalid={!chosen && touched}
                onChange={setWarehouse}
              />
            </FormGroup>
          </form>
        )}
        {serverError && (
          <Callout intent={Intent.DANGER} icon="error" className="receiving-error" role="alert">
            {serverError}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.close} disabled={receiving.isLoading} onClick={onClose} />
            {remaining > 0 && <Button type="submit" form={formId} intent={Intent.PRIMARY} icon="tick" text={T.confirm} loading={receiving.isLoading} />}
          </>
        }
      />
    </>
  );
}
