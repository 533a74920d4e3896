import '../shell/master/master.css';
import './production.css';
import { Alert, Button, Card, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProductionEvent, ProductionRow } from '../../../common/contract/production';
import { formatNumber } from '../../../common/format';
import {
  advanceFor,
  cancelFor,
  isFrozen,
  isOverdue,
  mayAddLog,
  mayDeleteOrder,
  mayEditOrder,
  PRODUCTION_STATUS_INTENTS,
  PRODUCTION_STATUS_LABELS,
  type ProductionStep,
  type ProductionViewer,
} from '../../../common/production';
import { isSuperadmin } from '../../../common/roles';
import { useBridge } from '../bridge/context';
import { describeError } from '../session/logic';
import { DeleteConfirm } from '../shell/master/DeleteConfirm';
import { MasterPagination } from '../shell/master/ListCard';
import { TableStateRows } from '../shell/master/TableStates';
import { lazyDialog } from '../shell/lazyDialog';
import { showFailure, showNotice, showSuccess } from '../shell/toast';
import { MASTER_TEXTS } from '../shell/master/texts';
import { useAppDispatch, useAppSelector, useSessionUser } from '../store/hooks';
import { patchBoardRow, productionApi, PRODUCTION_LIST, useProductionDeleteMutation, useProductionListQuery, useProductionStatusMutation, useProductionUndoMutation } from './api';
import { boardDay, BOARD_PAGE_SIZE, clockParts, eventAuthorName, lastLog, liveToast, undoOffered } from './logic';
import { RabThumbnails } from './RabImages';
import { PRODUCTION_TEXTS as T } from './texts';
import { companyToday } from '../../../common/calendar';

// The board's forms and viewers are fetched when first opened, so its first page waits for none of
// them (the add/edit form alone brings the warehouse's product pickers and composition editor).
const AddProductionDialog = lazyDialog(() => import('./AddProductionDialog').then((module) => module.AddProductionDialog));
/** A board dialog that is open while it holds an order (`row`), null when closed. */
const rowDialog = <P extends { row: ProductionRow | null; onClose: () => void }>(load: () => Promise<ComponentType<P>>) => lazyDialog(load, (props) => props.row !== null);
const CompositionDialog = rowDialog(() => import('./dialogs').then((module) => module.CompositionDialog));
const LogsDialog = rowDialog(() => import('./dialogs').then((module) => module.LogsDialog));
const FinishDialog = rowDialog(() => import('./dialogs').then((module) => module.FinishDialog));
const Gallery = lazyDialog(
  () => import('./Gallery').then((module) => module.Gallery),
  (props) => props.images !== null,
);

/** How long a live toast waits for the refetched board to name a new order. */
const TOAST_WAIT_MS = 2000;

/** Seed section 9: the clock refreshes every second. */
function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const { date, time } = clockParts(now);
  return (
    <div className="production-clock" aria-label="Jam">
      <span className="production-clock-date">{date}</span>
      <span className="production-clock-time" data-testid="production-clock-time">
        {time}
      </span>
    </div>
  );
}

function StatusTag({ row }: { row: ProductionRow }) {
  return (
    <Tag intent={PRODUCTION_STATUS_INTENTS[row.status]} minimal={row.status === 'dibatalkan' || row.status === 'approved'} round multiline className={`production-status production-status-${row.status}`}>
      {PRODUCTION_STATUS_LABELS[row.status]}
    </Tag>
  );
}

function Deadline({ row, today }: { row: ProductionRow; today: string }) {
  const shown = boardDay(row.tanggalselesai);
  if (!isOverdue(row, today)) return <>{shown}</>;
  return (
    <span className="production-overdue" title={T.overdue}>
      {shown}{' '}
      <Tag intent={Intent.DANGER} minimal>
        {T.overdue}
      </Tag>
    </span>
  );
}

type Pending = { kind: 'delete' | 'cancel' | 'advance'; row: ProductionRow; step?: ProductionStep } | null;

/** How often the board looks again whether an undo offer has run out (the server refuses it anyway). */
const UNDO_TICK_MS = 10_000;

/**
 * The Production board (seed 001 section 2 'Production screen (Monitoring)', sections 4–6): a
 * clock, Home, and the orders. The superadmin plans (add, edit, delete); a division user moves
 * its orders through the status machine of common/production.ts, writes work logs and cancels.
 * Up to 999 orders load at once (seed), 25 to a page so the table stays light. Changes by others
 * arrive live ('production' events): the list refetches and a toast says what changed.
 */
export function ProductionScreen() {
  const navigate = useNavigate();
  const bridge = useBridge();
  const dispatch = useAppDispatch();
  const user = useSessionUser();
  const divisionId = useAppSelector((state) => state.session.info?.data.division.id ?? null);
  const superadmin = user ? isSuperadmin(user, null) : false;
  const viewer: ProductionViewer = useMemo(() => ({ superadmin, divisionId }), [superadmin, divisionId]);
  const userRef = { id: user?._id ?? '', role: user?.role ?? '' };

  const [page, setPage] = useState(1);
  const list = useProductionListQuery(page);
  const board = list.currentData ?? list.data;
  const rows = board?.rows;
  const total = board?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE));
  // Orders deleted elsewhere can empty the last page: step back to the one that is left.
  useEffect(() => {
    if (board && page > lastPage) setPage(lastPage);
  }, [board, page, lastPage]);
  const shown = { rows: rows ?? [], page, lastPage };
  const today = companyToday();

  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'edit'; row: ProductionRow } | null>(null);
  const [composition, setComposition] = useState<ProductionRow | null>(null);
  const [logsOf, setLogsOf] = useState<{ id: string; adding: boolean } | null>(null);
  const [finishing, setFinishing] = useState<ProductionRow | null>(null);
  const [gallery, setGallery] = useState<{ urls: string[]; start: number } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [remove, removeState] = useProductionDeleteMutation();
  const [changeStatus, statusState] = useProductionStatusMutation();
  const [undoStep, undoState] = useProductionUndoMutation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), UNDO_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Live: an event that carries its order (a step, a log, an edit) patches it into the page at once;
  // an edit, a new or a deleted order also reads the page again (the order or the page may change).
  // RTK Query refetches once the fetch in flight, if any, is done, so a burst ends on the latest page.
  // The toast waits for the rows to name a new order, at most TOAST_WAIT_MS; a deleted one keeps the name shown.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const ownName = user ? eventAuthorName(user) : null;
  const waitingToasts = useRef<{ event: ProductionEvent; before: readonly ProductionRow[] }[]>([]);
  const flushToasts = useCallback(() => {
    const current = rowsRef.current ?? [];
    for (const { event, before } of waitingToasts.current.splice(0)) {
      const { title, message } = liveToast(event, [...current, ...before]);
      showNotice(title, message);
    }
  }, []);
  useEffect(() => {
    if (rows) flushToasts();
  }, [rows, flushToasts]);
  useEffect(
    () =>
      bridge.realtime.subscribe('production', (event) => {
        if (event.row) dispatch(patchBoardRow(event.row));
        if (!event.row || event.action === 'update') dispatch(productionApi.util.invalidateTags([PRODUCTION_LIST]));
        // One's own change already has its 'Berhasil … Data' toast.
        if (event.by === ownName) return;
        waitingToasts.current.push({ event, before: [...(event.row ? [event.row] : []), ...(rowsRef.current ?? [])] });
        window.setTimeout(flushToasts, TOAST_WAIT_MS);
      }),
    [bridge, dispatch, ownName, flushToasts],
  );
  // Back after a dropped connection: changes made meanwhile arrived nowhere, so read the board again.
  useEffect(() => bridge.realtime.onResync(() => void dispatch(productionApi.util.invalidateTags([PRODUCTION_LIST]))), [bridge, dispatch]);

  async function step(row: ProductionRow, next: ProductionStep, idGudang?: string) {
    setBusyId(row.id);
    const result = await changeStatus({ id: row.id, newStatus: next.to, ...(idGudang ? { idGudang } : {}) });
    setBusyId(null);
    // Seed section 4: a failed status update only re-enables the button (and says why).
    if (result.error) return showFailure(T.failed(T.actions.update), describeError(result.error));
    // The superadmin's Terbitkan hands the order over: say who takes the next step.
    const after = result.data.data;
    const handedOver = superadmin && !isFrozen(after.status) && !advanceFor(viewer, { status: after.status, divisionId: after.division.id });
    const saved = T.statusSaved(PRODUCTION_STATUS_LABELS[next.to]);
    showSuccess(T.succeeded(T.actions.update), handedOver ? `${saved}. ${T.divisionMovesOn(after.division.Name)}.` : saved);
    const shortages = result.data.warnings;
    if (shortages.length > 0) showFailure(T.shortageTitle, shortages.map((s) => T.shortageLine(s.produk.name, s.needed, s.stock)).join('; '));
  }

  function advance(row: ProductionRow, next: ProductionStep) {
    // selesai asks where the finished goods go (its dialog is the confirmation); every other step is confirmed by name.
    if (next.to === 'selesai') setFinishing(row);
    else setPending({ kind: 'advance', row, step: next });
  }

  async function undo(row: ProductionRow) {
    if (!row.undo) return;
    setBusyId(row.id);
    const result = await undoStep(row.id);
    setBusyId(null);
    if (result.error) return showFailure(T.failed(T.actions.update), describeError(result.error));
    showSuccess(T.succeeded(T.actions.update), T.undone(PRODUCTION_STATUS_LABELS[result.data.data.status]));
  }

  async function confirmPending() {
    if (!pending) return;
    if (pending.kind === 'delete') {
      const result = await remove(pending.row.id);
      if (result.error) showFailure(T.failed(T.actions.delete), describeError(result.error));
      else showSuccess(T.succeeded(T.actions.delete));
    } else if (pending.step) {
      await step(pending.row, pending.step);
    }
    setPending(null);
  }

  const state = list.isError && !rows ? 'error' : rows ? 'ready' : 'loading';
  const columnCount = superadmin ? 10 : 12;
  const logsRow = logsOf ? (rows ?? []).find((row) => row.id === logsOf.id) ?? null : null;

  return (
    <div className="production-board">
      <div className="production-header">
        <Button icon="home" text={T.home} onClick={() => navigate('/home')} />
        <h2 className="production-title">{T.title}</h2>
        <Clock />
      </div>
      <Card compact className="production-card">
        <div className="production-toolbar">
          {superadmin && <Button intent={Intent.PRIMARY} icon="add" text={T.addProduction} onClick={() => setDialog({ kind: 'add' })} />}
          <span className="production-count" aria-live="polite">
            {rows && rows.length > 0 ? T.shown((shown.page - 1) * BOARD_PAGE_SIZE + 1, (shown.page - 1) * BOARD_PAGE_SIZE + shown.rows.length, total) : ''}
          </span>
        </div>
        <div className="erp-master-table-wrap">
          <HTMLTable className="erp-master-table production-table" striped compact aria-label={T.tableLabel} aria-busy={list.isFetching}>
            <thead>
              <tr>
                <th className="erp-master-number">{MASTER_TEXTS.number}</th>
                <th>{T.columns.product}</th>
                {!superadmin && <th>{T.columns.composition}</th>}
                {!superadmin && <th>{T.columns.stock}</th>}
                <th>{T.columns.division}</th>
                <th>{T.columns.qty}</th>
                <th>{T.columns.start}</th>
                <th>{T.columns.deadline}</th>
                <th>{T.columns.status}</th>
                <th>{T.columns.progress}</th>
                <th>{T.columns.rab}</th>
                <th>{T.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {state !== 'ready' || shown.rows.length === 0 ? (
                <TableStateRows
                  state={state}
                  rowCount={shown.rows.length}
                  span={columnCount}
                  skeletonRows={5}
                  errorMessage={list.isError ? describeError(list.error) : undefined}
                  onRetry={() => void list.refetch()}
                />
              ) : (
                shown.rows.map((row, index) => {
                  const next = advanceFor(viewer, { status: row.status, divisionId: row.division.id });
                  const cancel = cancelFor(viewer, { status: row.status, divisionId: row.division.id });
                  const last = lastLog(row);
                  const busy = busyId === row.id || (statusState.isLoading && busyId === row.id);
                  return (
                    <tr key={row.id} data-order={row.id} data-status={row.status}>
                      <td className="erp-master-number">{(shown.page - 1) * BOARD_PAGE_SIZE + index + 1}</td>
                      <td>
                        <strong>{row.produk.name}</strong>
                        {row.proyek && <div className="production-muted">{row.proyek.nama_proyek}</div>}
                      </td>
                      {!superadmin && (
                        <td>
                          <Button size="small" icon="diagram-tree" text={String(row.produk.komposisi.length)} aria-label={`${T.viewComposition} ${row.produk.name}`} onClick={() => setComposition(row)} />
                        </td>
                      )}
                      {!superadmin && <td className="production-number">{formatNumber(row.produk.stock)}</td>}
                      <td>{row.division.Name}</td>
                      <td className="production-number">{formatNumber(row.qty)}</td>
                      <td className="production-nowrap">{boardDay(row.tanggalbuat)}</td>
                      <td className="production-nowrap">
                        <Deadline row={row} today={today} />
                      </td>
                      <td>
                        <div className="production-status-cell">
                          <StatusTag row={row} />
                          {next && (
                            <Button size="small" intent={Intent.PRIMARY} text={next.label} loading={busy} disabled={busy} onClick={() => advance(row, next)} />
                          )}
                          {superadmin && !next && !isFrozen(row.status) && row.status !== 'approved' && (
                            <span className="production-muted production-moves-on">{T.divisionMovesOn(row.division.Name)}</span>
                          )}
                          {undoOffered(row, userRef.id, now) && row.undo && (
                            <Button
                              size="small"
                              variant="minimal"
                              icon="undo"
                              text={T.undo}
                              title={T.undoHint(PRODUCTION_STATUS_LABELS[row.undo.from])}
                              aria-label={`${T.undo} ${row.produk.name}`}
                              loading={busy && undoState.isLoading}
                              disabled={busy}
                              onClick={() => void undo(row)}
                            />
                          )}
                        </div>
                      </td>
                      <td className="production-progress">
                        <div className="production-progress-last">{last ? <span title={`${last.when}: ${last.text}`}>{last.text}</span> : <span className="production-muted">{T.noLogs}</span>}</div>
                        <div className="production-progress-actions">
                          <Button size="small" variant="minimal" icon="history" text={T.logsCount(row.log.length)} aria-label={`${T.viewLogs} ${row.produk.name}`} onClick={() => setLogsOf({ id: row.id, adding: false })} />
                          {!superadmin && (
                            <Button
                              size="small"
                              icon="add"
                              text={T.addLog}
                              disabled={!mayAddLog(viewer, { status: row.status, divisionId: row.division.id })}
                              onClick={() => setLogsOf({ id: row.id, adding: true })}
                            />
                          )}
                        </div>
                      </td>
                      <td>
                        <RabThumbnails urls={row.imagerab.map((image) => image.url)} onOpen={(start) => setGallery({ urls: row.imagerab.map((image) => image.url), start })} />
                      </td>
                      <td className="production-actions">
                        {superadmin && (
                          <>
                            <Button size="small" variant="minimal" icon="edit" aria-label={`${T.edit} ${row.produk.name}`} title={T.edit} disabled={!mayEditOrder(viewer, row)} onClick={() => setDialog({ kind: 'edit', row })} />
                            <Button
                              size="small"
                              variant="minimal"
                              icon="trash"
                              intent={Intent.DANGER}
                              aria-label={`${T.delete} ${row.produk.name}`}
                              title={T.delete}
                              disabled={!mayDeleteOrder(viewer, row)}
                              onClick={() => setPending({ kind: 'delete', row })}
                            />
                          </>
                        )}
                        {!superadmin && cancel && (
                          <Button
                            size="small"
                            intent={Intent.DANGER}
                            variant="outlined"
                            icon="disable"
                            aria-label={`${T.cancelOrder} ${row.produk.name}`}
                            title={T.cancelOrder}
                            disabled={busy}
                            onClick={() => setPending({ kind: 'cancel', row, step: cancel })}
                          />
                        )}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </HTMLTable>
        </div>
        {state === 'ready' && (
          <div className="erp-master-footer">
            <span />
            <MasterPagination page={shown.page} lastPage={shown.lastPage} onPage={setPage} />
          </div>
        )}
      </Card>

      <AddProductionDialog isOpen={dialog !== null} editing={dialog?.kind === 'edit' ? dialog.row : null} onClose={() => setDialog(null)} />
      <CompositionDialog row={composition} onClose={() => setComposition(null)} />
      <LogsDialog row={logsRow} startAdding={logsOf?.adding ?? false} user={userRef} viewer={viewer} onClose={() => setLogsOf(null)} />
      <FinishDialog
        row={finishing}
        onClose={() => setFinishing(null)}
        onFinish={async (row, warehouseId) => {
          const next = advanceFor(viewer, { status: row.status, divisionId: row.division.id });
          setFinishing(null);
          if (next) await step(row, next, warehouseId);
        }}
      />
      <Gallery images={gallery?.urls ?? null} start={gallery?.start ?? 0} onClose={() => setGallery(null)} />
      <DeleteConfirm
        isOpen={pending?.kind === 'delete'}
        deleting={removeState.isLoading}
        subject={pending?.row.produk.name}
        question={T.deletePrompt}
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      />
      <Alert
        isOpen={pending?.kind === 'advance'}
        icon="arrow-right"
        intent={Intent.PRIMARY}
        confirmButtonText={pending?.step ? T.advanceConfirm(pending.step.label) : ''}
        cancelButtonText={T.back}
        loading={statusState.isLoading}
        canEscapeKeyCancel
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      >
        <h4 className="erp-alert-title">{T.advanceTitle}</h4>
        <p>{pending?.step ? T.advancePrompt(PRODUCTION_STATUS_LABELS[pending.step.to]) : ''}</p>
        {pending && <p className="erp-master-delete-subject">{pending.row.produk.name}</p>}
      </Alert>
      <Alert
        isOpen={pending?.kind === 'cancel'}
        icon="disable"
        intent={Intent.DANGER}
        confirmButtonText={T.cancelConfirm}
        cancelButtonText={T.back}
        loading={statusState.isLoading}
        canEscapeKeyCancel
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      >
        <h4 className="erp-alert-title">{T.cancelTitle}</h4>
        <p>{T.cancelPrompt}</p>
        {pending && <p className="erp-master-delete-subject">{pending.row.produk.name}</p>}
      </Alert>
    </div>
  );
}
