import { Alert, Button, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { ProductionLog, ProductionRow } from '../../../common/contract/production';
import { formatDate, formatNumber } from '../../../common/format';
import { REPORT_TIME_ZONE } from '../../../common/print/report';
import { mayAddLog, mayChangeLog, type ProductionViewer } from '../../../common/production';
import { describeError } from '../session/logic';
import { FormField } from '../shell/master/FormField';
import { NoticeAlert } from '../shell/master/NoticeAlert';
import { PickerSelect } from '../shell/master/PickerSelect';
import { MASTER_TEXTS } from '../shell/master/texts';
import { showFailure, showSuccess } from '../shell/toast';
import { useProductionLogAddMutation, useProductionLogDeleteMutation, useProductionLogUpdateMutation, useProductionWarehousesQuery } from './api';
import { PRODUCTION_TEXTS as T } from './texts';

/** 'View composition': the product's components per unit, what this order needs, and their stock now. */
export function CompositionDialog({ row, onClose }: { row: ProductionRow | null; onClose: () => void }) {
  return (
    <Dialog isOpen={row !== null} onClose={onClose} title={`${T.compositionTitle}: ${row?.produk.name ?? ''}`} icon="diagram-tree">
      <DialogBody>
        {row && row.produk.komposisi.length === 0 ? (
          <p>{T.compositionEmpty}</p>
        ) : (
          <HTMLTable compact striped className="production-composition-table">
            <thead>
              <tr>
                <th>{T.product}</th>
                <th>{T.perUnit}</th>
                <th>{T.needed}</th>
                <th>{T.stockNow}</th>
              </tr>
            </thead>
            <tbody>
              {row?.produk.komposisi.map((c) => (
                <tr key={c.produk.id} className={c.stock < c.needed ? 'production-short' : undefined}>
                  <td>{c.produk.name}</td>
                  <td className="production-number">{formatNumber(c.qty)}</td>
                  <td className="production-number">{formatNumber(c.needed)}</td>
                  <td className="production-number">{formatNumber(c.stock)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
    </Dialog>
  );
}

/**
 * Work logs of an order: the list (oldest first), the add-log form for its division while it runs,
 * and edit/delete of one's own logs for role user (seed section 6).
 */
export function LogsDialog({
  row,
  startAdding,
  user,
  viewer,
  onClose,
}: {
  row: ProductionRow | null;
  startAdding: boolean;
  user: { id: string; role: string };
  viewer: ProductionViewer;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<ProductionLog | null>(null);
  const [removing, setRemoving] = useState<ProductionLog | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [add, addState] = useProductionLogAddMutation();
  const [update, updateState] = useProductionLogUpdateMutation();
  const [remove, removeState] = useProductionLogDeleteMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const isOpen = row !== null;
  const canAdd = row ? mayAddLog(viewer, { status: row.status, divisionId: row.division.id }) : false;

  useEffect(() => {
    setText('');
    setEditing(null);
  }, [isOpen]);

  async function save() {
    if (!row) return;
    if (!text.trim()) return setAlert(T.incomplete);
    const result = editing ? await update({ idlog: editing.id, deskripsi: text.trim() }) : await add({ id: row.id, deskripsi: text.trim() });
    const action = editing ? T.actions.edit : T.actions.save;
    if (result.error) return showFailure(T.failed(action), describeError(result.error));
    showSuccess(T.succeeded(action));
    setText('');
    setEditing(null);
  }

  async function confirmRemove() {
    if (!row || !removing) return;
    const result = await remove({ id: row.id, idlog: removing.id });
    if (result.error) showFailure(T.failed(T.actions.delete), describeError(result.error));
    else showSuccess(T.succeeded(T.actions.delete));
    setRemoving(null);
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={`${T.logsTitle}: ${row?.produk.name ?? ''}`} icon="history" className="production-logs-dialog">
      <DialogBody>
        {row && row.log.length === 0 && <p className="production-muted">{T.noLogs}</p>}
        {row && row.log.length > 0 && (
          <ol className="production-logs">
            {row.log.map((log) => {
              const own = mayChangeLog(user, row, { authorId: log.author.id });
              return (
                <li key={log.id} className="production-log">
                  <div className="production-log-head">
                    <strong>{log.author.name}</strong>
                    <span className="production-muted">{formatDate(log.date, 'DD MMM YYYY HH:mm', REPORT_TIME_ZONE)}</span>
                    {own && (
                      <span className="production-log-actions">
                        <Button
                          size="small"
                          variant="minimal"
                          icon="edit"
                          aria-label={T.editLog}
                          title={T.editLog}
                          onClick={() => {
                            setEditing(log);
                            setText(log.deskripsi);
                          }}
                        />
                        <Button size="small" variant="minimal" icon="trash" intent={Intent.DANGER} aria-label={T.deleteLog} title={T.deleteLog} onClick={() => setRemoving(log)} />
                      </span>
                    )}
                  </div>
                  <p className="production-log-text">{log.deskripsi}</p>
                </li>
              );
            })}
          </ol>
        )}
        {(canAdd || editing) && (
          <FormField id="production-log-text" label={editing ? T.editLog : T.addLog}>
            <TextArea
              id="production-log-text"
              fill
              autoFocus={startAdding}
              maxLength={2000}
              placeholder={T.logPlaceholder}
              value={text}
              disabled={saving}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {editing && <Button text={T.cancel} onClick={() => (setEditing(null), setText(''))} />}
            <Button text={T.close} onClick={onClose} />
            {(canAdd || editing) && <Button intent={Intent.PRIMARY} icon="floppy-disk" text={T.saveLog} loading={saving} onClick={() => void save()} />}
          </>
        }
      />
      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} />
      <Alert
        isOpen={removing !== null}
        icon="trash"
        intent={Intent.DANGER}
        confirmButtonText={MASTER_TEXTS.deleteConfirm}
        cancelButtonText={MASTER_TEXTS.cancel}
        loading={removeState.isLoading}
        canEscapeKeyCancel
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        <p>{T.deletePrompt}</p>
      </Alert>
    </Dialog>
  );
}

/** 'Selesai' asks for the warehouse the finished goods enter (and the components leave). */
export function FinishDialog({ row, onClose, onFinish }: { row: ProductionRow | null; onClose: () => void; onFinish: (row: ProductionRow, warehouseId: string) => Promise<void> }) {
  const [warehouse, setWarehouse] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const warehouses = useProductionWarehousesQuery(undefined, { skip: row === null });
  const options = warehouses.currentData?.map((w) => ({ value: w.id, label: w.name }));
  useEffect(() => setWarehouse(''), [row]);
  return (
    <Dialog isOpen={row !== null} onClose={onClose} title={T.finishTitle} icon="tick-circle">
      <DialogBody>
        <p>
          <strong>{row?.produk.name}</strong> × {row ? formatNumber(row.qty) : ''}
        </p>
        <FormField id="production-finish-warehouse" label={T.finishWarehouse} required hint={warehouses.isError ? describeError(warehouses.error) : T.finishHint}>
          <PickerSelect attributes={{ id: 'production-finish-warehouse' }} label={T.finishWarehouse} value={warehouse} options={options} invalid={false} onChange={setWarehouse} />
        </FormField>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={T.cancel} onClick={onClose} />
            <Button
              intent={Intent.SUCCESS}
              icon="tick"
              text={T.finishConfirm}
              onClick={() => {
                if (!row) return;
                if (!warehouse) return setAlert(T.incomplete);
                void onFinish(row, warehouse);
              }}
            />
          </>
        }
      />
      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} />
    </Dialog>
  );
}
