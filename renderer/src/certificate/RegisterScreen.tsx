import '../shell/master/master.css';
import './certificate.css';
import { Tag } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { CERTIFICATE_PAGE_SIZE, type CertificateRow } from '../../../common/contract/certificate';
import { useIsModuleAdmin } from '../store/hooks';
import { isoToShown } from '../shell/dateField';
import { DeleteConfirm } from '../shell/master/DeleteConfirm';
import { FormCard, formKeyHandler } from '../shell/master/FormCard';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from '../shell/master/hooks';
import { ListCard } from '../shell/master/ListCard';
import { toggleSort, type SortState } from '../shell/master/logic';
import { DeleteAction, EditAction, RowAction } from '../shell/master/RowActions';
import { useDebouncedSearch } from '../shell/master/SearchBox';
import { SortHeader } from '../shell/master/SortHeader';
import { submitRecord } from '../shell/master/submit';
import { MASTER_TEXTS } from '../shell/master/texts';
import { useCertificateAddMutation, useCertificateDeleteMutation, useCertificateListQuery, useCertificateTypesQuery, useCertificateUpdateMutation } from './api';
import { CertificateDetailDialog } from './CertificateDetailDialog';
import { CertificateFormFields } from './CertificateFormFields';
import { useCertificateExports } from './exports';
import { CertificateToolbar } from './Toolbar';
import { filterQuery, NO_FILTERS, type CertificateFilterValues } from './Filters';
import { CERTIFICATE_FIELDS, checkCertificate, emptyCertificate, holderText, rowToCertificate, serverCertificateErrors, type CertificateErrors, type CertificateValues } from './logic';
import { RenewDialog } from './RenewDialog';
import { ScanDialog } from './ScanDialog';
import { CertificateStatusTag, DaysLeft, HolderKind } from './StatusTag';
import { CERTIFICATE_TEXTS as T } from './texts';


const SORTABLE = { jenis: T.columns.type, nomor: T.columns.number, pemegang: T.columns.holder, penerbit: T.columns.issuer, tanggal_terbit: T.columns.issued, tanggal_kadaluarsa: T.columns.expiry } as const;
type SortKey = keyof typeof SORTABLE;

/**
 * 'Data Sertifikat': the add/edit card (admins), the register of current certificates with status,
 * 'Lihat Scan', 'Perpanjang', the detail with the renewal history, edit and delete, and its exports.
 */
export function RegisterScreen() {
  const mayWrite = useIsModuleAdmin();
  const formId = `certificate-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [filters, setFilters] = useState<CertificateFilterValues>(NO_FILTERS);
  const [sort, setSort] = useState<SortState | null>({ field: 'tanggal_kadaluarsa', direction: 'asc' });
  const query = { ...filterQuery(filters), ...(filter ? { filter } : {}), ...(sort ? { sort: `${sort.field}|${sort.direction}` } : {}) };
  const list = useCertificateListQuery({ page, ...query });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const exports = useCertificateExports('register', query);

  const [add, addState] = useCertificateAddMutation();
  const [update, updateState] = useCertificateUpdateMutation();
  const [remove, removeState] = useCertificateDeleteMutation();
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;

  const [scan, setScan] = useState<File | null>(null);
  const form = useMasterForm<CertificateValues, CertificateErrors, CertificateRow>({ formId, empty: emptyCertificate, firstField: 'jenis', saving, onReset: () => setScan(null) });
  const { values, errors, editing } = form;
  const types = useCertificateTypesQuery();

  const [scanOf, setScanOf] = useState<CertificateRow | null>(null);
  const [renewing, setRenewing] = useState<CertificateRow | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);

  const submit = async () => {
    if (saving) return;
    await submitRecord({
      checked: checkCertificate(values),
      editing: editing !== null,
      send: (body) => (editing ? update({ id: editing.id, body, scan }) : add({ body, scan })),
      fieldOrder: CERTIFICATE_FIELDS,
      serverErrors: serverCertificateErrors,
      setErrors: form.setErrors,
      setAlert: () => undefined,
      focusField: form.focusField,
      reset: form.reset,
      close: () => form.setExpanded(false),
    });
  };

  const removal = useDeleteConfirm<CertificateRow>({
    deleting,
    remove: (row) => remove(row.id),
    onDeleted: (row) => {
      if (editing?.id === row.id) form.close();
    },
  });

  const sortHeader = (key: SortKey) => (
    <SortHeader key={key} label={SORTABLE[key]} direction={sort?.field === key ? sort.direction : null} onSort={() => setSort((current) => toggleSort(current, key))} />
  );

  const title: ReactNode = editing ? (
    <>
      {T.editTitle}
      <span className="erp-master-form-subject">{editing.nomor}</span>
    </>
  ) : (
    T.formTitle
  );

  return (
    <div className="erp-master certificate">
      {mayWrite && (
        <FormCard
          formId={formId}
          title={title}
          icon={editing ? 'edit' : 'plus'}
          expanded={form.expanded}
          highlighted={editing !== null}
          saving={saving}
          onToggle={form.toggle}
          onSubmit={() => void submit()}
          onCancel={form.cancel}
          onKeyDown={formKeyHandler({ editing: editing !== null, saving, onCancel: form.cancel })}
        >
          <CertificateFormFields
            formId={formId}
            values={values}
            errors={errors}
            saving={saving}
            types={types.data?.data}
            change={form.change}
            setErrors={form.setErrors}
            scan={scan}
            onScan={setScan}
            storedScan={editing?.scan ?? null}
          />
        </FormCard>
      )}

      <ListCard<CertificateRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={CERTIFICATE_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        heading={
          <CertificateToolbar
            title={T.registerTitle}
            filters={filters}
            onFilters={(next) => {
              setFilters(next);
              setPage(1);
            }}
            exports={exports}
          />
        }
        toolbarClassName="certificate-toolbar"
        tableLabel={T.registerTitle}
        columnCount={8}
        actionsCol="certificate-col-actions"
        cols={
          <>
            <col className="certificate-col-type" />
            <col className="certificate-col-number" />
            <col />
            <col />
            <col className="certificate-col-day" />
            <col className="certificate-col-expiry" />
            <col className="certificate-col-day" />
            <col className="certificate-col-status" />
          </>
        }
        headers={
          <>
            {sortHeader('jenis')}
            {sortHeader('nomor')}
            {sortHeader('pemegang')}
            {sortHeader('penerbit')}
            {sortHeader('tanggal_terbit')}
            {sortHeader('tanggal_kadaluarsa')}
            <th scope="col">{T.columns.daysLeft}</th>
            <th scope="col">{T.columns.status}</th>
          </>
        }
        renderRow={(row, number) => {
          const renewed = row.replaced_by_id !== null;
          return (
            <tr key={row.id} className={row.id === editing?.id ? 'erp-master-row-editing' : renewed ? 'certificate-row-replaced' : undefined}>
              <td className="erp-master-number">{number}</td>
              <td>{row.jenis.name}</td>
              <td>{row.nomor}</td>
              <td>
                {holderText(row)}
                <HolderKind row={row} />
              </td>
              <td>{row.penerbit}</td>
              <td>{isoToShown(row.tanggal_terbit)}</td>
              <td>{row.tanggal_kadaluarsa ? isoToShown(row.tanggal_kadaluarsa) : '–'}</td>
              <td>
                <DaysLeft daysLeft={row.days_left} />
              </td>
              <td>
                <CertificateStatusTag status={row.status} />
                {renewed && (
                  <Tag minimal className="certificate-renewed-tag">
                    {T.renewed}
                  </Tag>
                )}
              </td>
              <td className="erp-master-actions">
                <RowAction icon="info-sign" title={T.detail} label={`${T.detail} ${row.nomor}`} onClick={() => setDetailId(row.id)} />
                <RowAction icon="eye-open" title={row.scan ? T.viewScan : T.noScan} label={`${T.viewScan} ${row.nomor}`} disabled={!row.scan} onClick={() => setScanOf(row)} />
                {mayWrite && (
                  <>
                    <RowAction icon="history" title={T.renew} label={`${T.renew} ${row.nomor}`} disabled={renewed || saving || deleting} onClick={() => setRenewing(row)} />
                    <EditAction label={`${MASTER_TEXTS.edit} ${row.nomor}`} disabled={saving || deleting} onClick={() => form.startEdit(row, rowToCertificate(row))} />
                    <DeleteAction label={`${MASTER_TEXTS.delete} ${row.nomor}`} disabled={saving || deleting} onClick={() => removal.ask(row)} />
                  </>
                )}
              </td>
            </tr>
          );
        }}
      />

      <DeleteConfirm isOpen={removal.isOpen} deleting={deleting} subject={removal.subject ? `${removal.subject.jenis.name} ${removal.subject.nomor}` : undefined} onConfirm={() => void removal.confirm()} onCancel={removal.cancel} />
      <ScanDialog scan={scanOf?.scan ?? null} nomor={scanOf?.nomor ?? ''} onClose={() => setScanOf(null)} />
      <RenewDialog row={renewing} types={types.data?.data} onClose={() => setRenewing(null)} />
      <CertificateDetailDialog id={detailId} onClose={() => setDetailId(null)} onViewScan={(row) => setScanOf(row)} />
    </div>
  );
}
