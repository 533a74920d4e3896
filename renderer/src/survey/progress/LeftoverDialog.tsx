import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { ProjectDetail, ProjectRow } from '../../../../common/contract/project';
import { formatNumber } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import { RecordLoadState } from '../../shell/states';
import { useWarehouseOptionsQuery } from '../../warehouse/products/api';
import { useProgressDetailQuery, useProgressLeftoversMutation } from './api';
import { checkLeftovers, type LeftoverErrors, type LeftoverQuantities } from './logic';
import { PROGRESS_TEXTS as T } from './texts';
import { NumberInput } from '../../shell/NumberInput';

/**
 * 'Barang Sisa' of a released project (issue 14 section 3; the decision in common/contract/project.ts:
 * leftovers are entered here, by the people running the project). Per released product what left,
 * what came back and what may still come back; the quantities typed return into one warehouse.
 */
export function LeftoverDialog({ project, onClose }: { project: ProjectRow | null; onClose: () => void }) {
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);
  // Balances move with every return (another user, another screen): each opening reads them afresh.
  const [openFor, setOpenFor] = useState<ProjectRow | null>(null);
  const [openedAt, setOpenedAt] = useState(0);
  if (project !== openFor) {
    setOpenFor(project);
    if (project) setOpenedAt(Date.now());
  }
  const detail = useProgressDetailQuery(shown?.id ?? '', { skip: !project, refetchOnMountOrArgChange: true });
  const fresh = detail.fulfilledTimeStamp !== undefined && detail.fulfilledTimeStamp >= openedAt;
  const data = fresh ? detail.currentData : undefined;

  return (
    <Dialog isOpen={project !== null} onClose={onClose} title={shown ? T.leftoverTitle(shown.nama_proyek) : ''} className="progress-leftover-dialog" canOutsideClickClose={false}>
      {detail.isError || !data ? (
        <DialogBody>
          <RecordLoadState query={detail} failedTitle={T.loadFailed} />
        </DialogBody>
      ) : (
        // Open again after a save: the form starts empty over the new balances.
        <LeftoverForm key={project ? data.id : 'closed'} project={data} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** Under the product's name: its code (when it has one) and unit, as the quantities are counted in it. */
function productNote(product: { code: string; unit: string }): string {
  const code = product.code.trim();
  const unit = T.unitOf(product.unit);
  return code && code !== '-' ? `${code} · ${unit}` : unit;
}

function LeftoverForm({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const warehouses = useWarehouseOptionsQuery();
  const [save, saveState] = useProgressLeftoversMutation();
  const [quantities, setQuantities] = useState<LeftoverQuantities>({});
  const [warehouseId, setWarehouseId] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [errors, setErrors] = useState<LeftoverErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = saveState.isLoading;
  const returnable = project.sisa.some((row) => row.returnable > 0);

  const submit = async () => {
    if (saving) return;
    setServerError(null);
    const checked = checkLeftovers(project.sisa, quantities, warehouseId, keterangan);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = await save({ id: project.id, body: checked.body });
    if (result.error) {
      setServerError(describeError(result.error));
      showFailure(T.saveFailed, describeError(result.error));
      return;
    }
    showSuccess(T.saved);
    onClose();
  };

  return (
    <>
      <DialogBody className="progress-leftovers">
        <p className="survey-muted progress-leftover-intro">{T.leftoverIntro}</p>
        {project.sisa.length === 0 ? (
          <Callout intent={Intent.WARNING}>{T.noneReleased}</Callout>
        ) : (
          <HTMLTable compact striped className="progress-leftover-table" aria-label={T.leftoverTable}>
            <thead>
              <tr>
                <th scope="col">{T.leftoverColumns.product}</th>
                <th scope="col" className="progress-number">
                  {T.leftoverColumns.released}
                </th>
                <th scope="col" className="progress-number">
                  {T.leftoverColumns.returned}
                </th>
                <th scope="col" className="progress-number">
                  {T.leftoverColumns.returnable}
                </th>
                <th scope="col" className="progress-qty-col">
                  {T.leftoverColumns.qty}
                </th>
              </tr>
            </thead>
            <tbody>
              {project.sisa.map((row) => {
                const id = row.produk.id;
                const message = errors.qty?.[id];
                return (
                  <tr key={id}>
                    <td>
                      <strong>{row.produk.name}</strong>
                      <br />
                      <small className="survey-muted">{productNote(row.produk)}</small>
                    </td>
                    <td className="progress-number">{formatNumber(row.released)}</td>
                    <td className="progress-number">{formatNumber(row.returned)}</td>
                    <td className="progress-number">{formatNumber(row.returnable)}</td>
                    <td>
                      <NumberInput
                        kind="count"
                        size="small"
                        placeholder="0"
                        aria-label={T.qtyOf(row.produk.name)}
                        aria-invalid={message ? true : undefined}
                        intent={message ? Intent.DANGER : Intent.NONE}
                        disabled={saving || row.returnable === 0}
                        value={quantities[id] ?? ''}
                        error={message}
                        onValueChange={(value) => setQuantities((previous) => ({ ...previous, [id]: value }))}
                      />
                      {message && <span className="progress-field-error">{message}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
        {project.sisa.length > 0 && !returnable && (
          <Callout intent={Intent.SUCCESS} icon="tick-circle" className="progress-leftover-note">
            {T.nothingReturnable}
          </Callout>
        )}
        {errors.items && <p className="progress-field-error">{errors.items}</p>}
        <div className="progress-leftover-fields">
          <FormGroup
            label={T.warehouse}
            labelFor="progress-leftover-warehouse"
            labelInfo="*"
            intent={errors.id_gudang ? Intent.DANGER : Intent.NONE}
            helperText={errors.id_gudang ?? (warehouses.isError ? `${T.warehousesFailed}: ${describeError(warehouses.error)}` : undefined)}
          >
            <PickerSelect
              attributes={{ id: 'progress-leftover-warehouse', disabled: saving || !returnable, 'aria-invalid': errors.id_gudang ? true : undefined }}
              label={T.warehouse}
              value={warehouseId}
              options={warehouses.data?.map((row) => ({ value: row.id, label: row.name }))}
              invalid={Boolean(errors.id_gudang)}
              onChange={setWarehouseId}
            />
          </FormGroup>
          <FormGroup label={T.keterangan} labelFor="progress-leftover-keterangan">
            <TextArea id="progress-leftover-keterangan" fill rows={2} maxLength={500} value={keterangan} disabled={saving || !returnable} onChange={(event) => setKeterangan(event.target.value)} />
          </FormGroup>
        </div>
        {serverError && (
          <Callout intent={Intent.DANGER} icon="error" role="alert" className="progress-error">
            {serverError}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} disabled={saving} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="floppy-disk" text={saving ? MASTER_TEXTS.saving : T.save} loading={saving} disabled={!returnable} onClick={() => void submit()} />
          </>
        }
      />
    </>
  );
}
