import '../../shell/master/master.css';
import './project-release.css';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { PROJECT_PAGE_SIZE, type ReleaseConfirmer, type ReleaseRow } from '../../../../common/contract/project';
import { formatDate, formatNumber } from '../../../../common/format';
import { REPORT_TIME_ZONE } from '../../../../common/print/report';
import { ROLE_LABELS } from '../../employee/users/texts';
import { describeError } from '../../session/logic';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import { useAppSelector } from '../../store/hooks';
import { isModuleAdmin } from '../../../../common/roles';
import { useWarehouseOptionsQuery } from '../products/api';
import { useReleaseConfirmMutation, useReleaseListQuery } from './api';
import { RELEASE_TEXTS as T } from './texts';

/** 'YYYY-MM-DD' as '20 Nov 2026'; an ISO time as '20 Nov 2026 14:05' on the company's clock. */
const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(`${value}T00:00:00Z`, 'DD MMM YYYY', 'UTC') : '-');
const moment = (iso: string) => formatDate(iso, 'DD MMM YYYY HH:mm', REPORT_TIME_ZONE);

/** The confirmation the signed-in account gives (seed section 6): ADM for an admin or superadmin, SPM for a guard, none otherwise. */
function useConfirmer(): { tipe: ReleaseConfirmer | null; idk: number; role: string } {
  const info = useAppSelector((state) => state.session.info);
  const role = info?.data.auth.role ?? 'user';
  const tipe = info && isModuleAdmin(info.data.auth, null) ? 'ADM' : role === 'satpam' ? 'SPM' : null;
  const idk = Number(info?.data.idk ?? 0);
  return { tipe, idk: Number.isInteger(idk) && idk > 0 ? idk : 0, role: ROLE_LABELS[role] };
}

const confirmedAs = (row: ReleaseRow, tipe: ReleaseConfirmer) => (tipe === 'ADM' ? row.otorisasi.admin.status : row.otorisasi.satpam.status) === 1;

/**
 * 'Barang Proyek' (seed 001 section 2 warehouse screen 14, sections 4 and 6): the projects' requests
 * still waiting for the admin or the guard, 5 per page, searchable; 'Konfirmasi' opens 'Kirim
 * Project'. The first confirmation picks the warehouse the goods leave from; the second releases
 * them. An account that is neither admin nor guard sees the list only.
 */
export function ProjectReleaseScreen() {
  const confirmer = useConfirmer();
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useReleaseListQuery({ page, filter });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [open, setOpen] = useState<ReleaseRow | null>(null);

  return (
    <div className="erp-master project-release">
      {confirmer.tipe === null ? (
        <Callout intent={Intent.WARNING} icon="lock" compact>
          {T.notAllowedNote(confirmer.role)}
        </Callout>
      ) : null}
      <ListCard<ReleaseRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={PROJECT_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        heading={<h4 className="release-list-title">{T.listTitle}</h4>}
        tableLabel={T.listLabel}
        columnCount={5}
        {...(confirmer.tipe ? { actionsCol: 'release-col-actions' } : {})}
        cols={
          <>
            <col className="release-col-project" />
            <col className="release-col-executor" />
            <col className="release-col-date" />
            <col />
            <col className="release-col-status" />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.project}</th>
            <th scope="col">{T.columns.executor}</th>
            <th scope="col">{T.columns.date}</th>
            <th scope="col">{T.columns.purpose}</th>
            <th scope="col">{T.columns.status}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row.id}>
            <td className="erp-master-number">{number}</td>
            <td>{row.project.nama_proyek}</td>
            <td>{row.pelaksana.firstname || <span className="release-muted">{T.executorDeleted}</span>}</td>
            <td>{day(row.project.date_keluar)}</td>
            <td>{row.tujuan}</td>
            <td>
              <WaitingTags row={row} />
            </td>
            {confirmer.tipe && (
              <td className="erp-master-actions">
                <span title={confirmedAs(row, confirmer.tipe) ? T.alreadyConfirmed[confirmer.tipe] : undefined}>
                  <Button
                    size="small"
                    intent={Intent.PRIMARY}
                    icon="endorsed"
                    text={T.confirm}
                    aria-label={T.confirmOf(row.project.nama_proyek)}
                    disabled={confirmedAs(row, confirmer.tipe)}
                    onClick={() => setOpen(row)}
                  />
                </span>
              </td>
            )}
          </tr>
        )}
      />
      {confirmer.tipe && <SendProjectDialog row={open} tipe={confirmer.tipe} idk={confirmer.idk} onClose={() => setOpen(null)} />}
    </div>
  );
}

/** Seed section 4: 'Tunggu konfirmasi Admin' / 'Tunggu konfirmasi Satpam' until both confirmed. */
function WaitingTags({ row }: { row: ReleaseRow }) {
  return (
    <span className="release-status">
      {row.otorisasi.admin.status === 0 && (
        <Tag minimal intent={Intent.WARNING}>
          {T.waitingAdmin}
        </Tag>
      )}
      {row.otorisasi.satpam.status === 0 && (
        <Tag minimal intent={Intent.WARNING}>
          {T.waitingSatpam}
        </Tag>
      )}
    </span>
  );
}

/**
 * 'Kirim Project': the project, executor, dates, the 'List Alur' of products and quantities, the
 * warehouse (picked here by the first confirmation, shown read-only after), and who confirmed. A
 * refusal (a short product: 409) stays in the dialog with the server's words.
 */
function SendProjectDialog({ row, tipe, idk, onClose }: { row: ReleaseRow | null; tipe: ReleaseConfirmer; idk: number; onClose: () => void }) {
  const baseId = `release-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [shown, setShown] = useState<ReleaseRow | null>(row);
  const [warehouse, setWarehouse] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirm, confirmState] = useReleaseConfirmMutation();
  const saving = confirmState.isLoading;
  // The row stays while the dialog closes, so its text does not vanish mid-animation.
  if (row && row !== shown) setShown(row);
  const needsWarehouse = shown !== null && shown.warehouse === null;
  const warehouses = useWarehouseOptionsQuery(undefined, { skip: !needsWarehouse || row === null });

  const close = () => {
    if (!saving) onClose();
  };

  const submit = async () => {
    if (!shown || saving) return;
    if (needsWarehouse && !warehouse) {
      setFieldError(T.warehouseRequired);
      return;
    }
    setError(null);
    setFieldError(null);
    const result = await confirm({ id: shown.id, idk, tipe, ...(needsWarehouse ? { id_gudang: warehouse } : {}) });
    if (result.error) {
      const message = describeError(result.error);
      showFailure(T.confirmFailed, message);
      setError(message);
      return;
    }
    showSuccess(T.confirmed);
    onClose();
  };

  const confirmation = (status: 0 | 1, by: string | null, at: string | null) =>
    status === 1 ? T.confirmedBy(by ?? '-', at ? moment(at) : '-') : <span className="release-muted">{T.waiting}</span>;

  return (
    <Dialog
      isOpen={row !== null}
      onOpening={() => {
        setWarehouse('');
        setError(null);
        setFieldError(null);
      }}
      onClose={close}
      title={T.dialogTitle}
      icon="export"
      className="release-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {shown && (
            <>
              <dl className="release-facts">
                <dt>{T.facts.project}</dt>
                <dd>{shown.project.nama_proyek}</dd>
                <dt>{T.facts.executor}</dt>
                <dd>{shown.pelaksana.firstname || <span className="release-muted">{T.executorDeleted}</span>}</dd>
                <dt>{T.facts.number}</dt>
                <dd>{shown.number}</dd>
                <dt>{T.facts.date}</dt>
                <dd>{moment(shown.created_at)}</dd>
                <dt>{T.facts.exitDate}</dt>
                <dd>{day(shown.project.date_keluar)}</dd>
                <dt>{T.facts.purpose}</dt>
                <dd>{shown.tujuan}</dd>
                <dt>{T.admin}</dt>
                <dd>{confirmation(shown.otorisasi.admin.status, shown.otorisasi.admin.by, shown.otorisasi.admin.at)}</dd>
                <dt>{T.satpam}</dt>
                <dd>{confirmation(shown.otorisasi.satpam.status, shown.otorisasi.satpam.by, shown.otorisasi.satpam.at)}</dd>
              </dl>
              <h5 className="release-flow-title">{T.flowTitle}</h5>
              <HTMLTable className="erp-master-table release-flow" compact striped aria-label={T.flowTitle}>
                <colgroup>
                  <col className="erp-master-col-number" />
                  <col />
                  <col className="release-col-qty" />
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col" className="erp-master-number">
                      {MASTER_TEXTS.number}
                    </th>
                    <th scope="col">{T.product}</th>
                    <th scope="col" className="release-qty">
                      {T.qty}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.kebutuhan.map((item, index) => (
                    <tr key={item.produk.id}>
                      <td className="erp-master-number">{index + 1}</td>
                      <td>
                        {item.produk.name}
                        {item.produk.code && item.produk.code !== '-' ? <span className="release-muted"> · {item.produk.code}</span> : null}
                      </td>
                      <td className="release-qty">
                        {formatNumber(item.qty)} {item.produk.unit}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
              <FormGroup
                label={T.warehouse}
                labelFor={`${baseId}-warehouse`}
                intent={fieldError ? Intent.DANGER : Intent.NONE}
                helperText={fieldError ? <span id={`${baseId}-warehouse-error`}>{fieldError}</span> : needsWarehouse ? T.warehouseHint : T.warehouseFixed}
              >
                {needsWarehouse ? (
                  <PickerSelect
                    attributes={{ id: `${baseId}-warehouse`, disabled: saving, 'aria-invalid': fieldError ? true : undefined, 'aria-describedby': fieldError ? `${baseId}-warehouse-error` : undefined }}
                    label={T.warehouse}
                    value={warehouse}
                    options={warehouses.data?.map((w) => ({ value: w.id, label: w.name }))}
                    invalid={fieldError !== null}
                    onChange={(value) => {
                      setWarehouse(value);
                      setFieldError(null);
                    }}
                  />
                ) : (
                  <InputGroup id={`${baseId}-warehouse`} fill readOnly leftIcon="office" value={shown.warehouse?.name ?? ''} />
                )}
              </FormGroup>
              {error && (
                <Callout intent={Intent.DANGER} icon="error" compact className="release-error" role="alert">
                  {error}
                </Callout>
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={T.cancel} disabled={saving} onClick={close} />
              <Button type="submit" intent={Intent.PRIMARY} icon="endorsed" text={saving ? T.submitting : T.submit[tipe]} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
