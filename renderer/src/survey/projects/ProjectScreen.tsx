import '../../shell/master/master.css';
import './projects.css';
import { Button, HTMLTable, Intent, Tag, TextArea } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { PROJECT_PAGE_SIZE, type ProjectRelease, type ProjectRow } from '../../../../common/contract/project';
import { formatNumber } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { DateField } from '../../shell/DateField';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { FormCard, formKeyHandler, RequiredMark } from '../../shell/master/FormCard';
import { fieldAria, FormField } from '../../shell/master/FormField';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { useDeleteConfirm, useEmptyPageStepBack, useMasterForm } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { PickerSelect } from '../../shell/master/PickerSelect';
import { DeleteAction, EditAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { SearchSuggest } from '../../shell/master/SearchSuggest';
import { submitRecord } from '../../shell/master/submit';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import { useDocumentProductOptionsQuery, type DocumentProductOption } from '../../warehouse/documents/api';
import { surveyDate } from '../logic';
import {
  useExecutorOptions,
  useProjectAddMutation,
  useProjectDeleteMutation,
  useProjectListQuery,
  useProjectRequestReleaseMutation,
  useProjectSurveyOptionsQuery,
  useProjectUpdateMutation,
  type ExecutorOption,
} from './api';
import {
  checkProject,
  confirmedOnce,
  emptyProductRow,
  emptyProject,
  pickProduct,
  PROJECT_FIELDS,
  projectDay,
  releaseStage,
  rowToProject,
  serverProjectErrors,
  withoutRow,
  type ProductRow,
  type ProjectErrors,
  type ProjectField,
  type ProjectValues,
  type RowProduct,
} from './logic';
import { PROJECT_TEXTS as T } from './texts';
import { NumberInput } from '../../shell/NumberInput';
import { companyToday } from '../../../../common/calendar';


/**
 * 'Tambah Project' (seed 001 section 2 'Survey and project screens' 2, sections 4–5): the collapsible
 * form (the survey the project comes from, executor, exit date, notes, product rows) over the
 * 5-per-page table with edit, delete and 'Konfirmasi', which makes the outgoing-goods request the
 * warehouse's admin and guard then confirm ('Barang Proyek').
 */
export function ProjectScreen() {
  const formId = `project-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [alert, setAlert] = useState<string | null>(null);

  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useProjectListQuery({ page, filter });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [add, addState] = useProjectAddMutation();
  const [update, updateState] = useProjectUpdateMutation();
  const [remove, removeState] = useProjectDeleteMutation();
  const [requestRelease] = useProjectRequestReleaseMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const saving = addState.isLoading || updateState.isLoading;
  const deleting = removeState.isLoading;

  const form = useMasterForm<ProjectValues, ProjectErrors, ProjectRow>({ formId, empty: () => emptyProject(companyToday()), firstField: 'idsurvey', saving });
  const { values, errors, editing } = form;
  const surveys = useProjectSurveyOptionsQuery(undefined, { skip: !form.expanded });
  const surveyOptions = surveys.data?.map((survey) => ({ value: survey._id, label: `${survey.project_name} (${surveyDate(survey.date)})` }));


  const setRows = (rows: ProductRow[]) => form.change('rows', rows, 'kebutuhan');

  const submit = async () => {
    if (saving) return;
    await submitRecord({
      checked: checkProject(values),
      editing: editing !== null,
      send: (body) => (editing ? update({ id: editing.id, body }) : add(body)),
      fieldOrder: PROJECT_FIELDS,
      serverErrors: serverProjectErrors,
      setErrors: form.setErrors,
      setAlert,
      focusField: form.focusField,
      reset: form.reset,
      close: () => form.setExpanded(false),
    });
  };

  const removal = useDeleteConfirm<ProjectRow>({
    deleting,
    remove: (row) => remove(row.id),
    onDeleted: (row) => {
      if (editing?.id === row.id) form.close();
    },
  });

  const confirmProject = async (row: ProjectRow) => {
    if (confirming) return;
    setConfirming(row.id);
    const result = await requestRelease({ idproyek: row.id, idsurvey: row.survey.id, idpelaksana: row.pelaksana.id, tujuan: row.tujuan });
    setConfirming(null);
    if (result.error) showFailure(T.confirmFailed, describeError(result.error));
    else showSuccess(T.confirmed);
  };

  const fieldId = (name: ProjectField) => `${formId}-${name}`;
  const aria = (name: ProjectField) => fieldAria(fieldId(name), errors[name], { disabled: saving });
  const group = (name: ProjectField, control: ReactNode, options: { required?: boolean; hint?: string; wide?: boolean } = {}) => (
    <FormField key={name} id={fieldId(name)} label={T.labels[name]} required={options.required} error={errors[name]} hint={options.hint} wide={options.wide}>
      {control}
    </FormField>
  );

  const title: ReactNode = editing ? (
    <>
      {T.editTitle}
      <span className="erp-master-form-subject">{editing.nama_proyek}</span>
    </>
  ) : (
    T.formTitle
  );

  return (
    <div className="erp-master project">
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
        onKeyDown={(event) => {
          // Enter in an open picker picks an option: it must not submit the form as well.
          if (event.key === 'Enter' && (event.target as HTMLElement).closest('[aria-expanded="true"]')) {
            event.preventDefault();
            return;
          }
          formKeyHandler({ editing: editing !== null, saving, onCancel: form.cancel })(event);
        }}
      >
        {group(
          'idsurvey',
          <PickerSelect attributes={aria('idsurvey')} label={T.labels.idsurvey} value={values.idsurvey} options={surveyOptions} invalid={errors.idsurvey !== undefined} onChange={(value) => form.change('idsurvey', value)} />,
          { required: true, hint: surveys.isError ? describeError(surveys.error) : T.surveyHint },
        )}
        {group(
          'idpelaksana',
          <SearchSuggest<ExecutorOption>
            id={fieldId('idpelaksana')}
            value={values.executor}
            disabled={saving}
            invalid={errors.idpelaksana !== undefined}
            describedBy={errors.idpelaksana ? `${fieldId('idpelaksana')}-error` : undefined}
            onChange={(executor) => form.change('executor', executor, 'idpelaksana')}
            useOptions={(text, options) => useExecutorOptions(text, options)}
            text={(executor) => executor.name}
            label={(executor) => executor.division}
            placeholder={T.executorPlaceholder}
            noResults={T.executorNotFound}
          />,
          { required: true },
        )}
        {group('date_keluar', <DateField {...aria('date_keluar')} value={values.date_keluar} onChange={(iso) => form.change('date_keluar', iso)} />, { required: true })}
        {group(
          'desc',
          <TextArea {...aria('desc')} fill maxLength={1000} placeholder={T.descPlaceholder} value={values.desc} onChange={(event) => form.change('desc', event.target.value)} />,
          { required: true },
        )}
        <ProductRows rows={values.rows} disabled={saving} error={errors.kebutuhan} errorId={`${fieldId('kebutuhan')}-error`} onRows={setRows} onRefused={setAlert} />
      </FormCard>

      <ListCard<ProjectRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={PROJECT_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        heading={<h4 className="project-list-title">{T.listTitle}</h4>}
        tableLabel={T.listLabel}
        columnCount={5}
        actionsCol="project-col-actions"
        cols={
          <>
            <col className="project-col-name" />
            <col className="project-col-executor" />
            <col className="project-col-date" />
            <col />
            <col className="project-col-status" />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.name}</th>
            <th scope="col">{T.columns.executor}</th>
            <th scope="col">{T.columns.date}</th>
            <th scope="col">{T.columns.purpose}</th>
            <th scope="col">{T.columns.status}</th>
          </>
        }
        renderRow={(row, number) => {
          const locked = confirmedOnce(row.release);
          const released = row.release?.status === 'released';
          return (
            <tr key={row.id} className={row.id === editing?.id ? 'erp-master-row-editing' : undefined}>
              <td className="erp-master-number">{number}</td>
              <td>{row.nama_proyek}</td>
              <td>{row.pelaksana.firstname || <span className="project-muted">{T.executorDeleted}</span>}</td>
              <td>{projectDay(row.date_keluar)}</td>
              <td>{row.tujuan}</td>
              <td>
                <ReleaseStatus release={row.release} />
              </td>
              <td className="erp-master-actions">
                <span className="project-actions">
                  {row.release === null && (
                    <Button
                      size="small"
                      intent={Intent.PRIMARY}
                      icon="endorsed"
                      text={T.confirm}
                      aria-label={T.confirmOf(row.nama_proyek)}
                      loading={confirming === row.id}
                      disabled={confirming !== null || saving || deleting}
                      onClick={() => void confirmProject(row)}
                    />
                  )}
                  <span title={locked ? T.editLocked : undefined}>
                    <EditAction label={`${MASTER_TEXTS.edit} ${row.nama_proyek}`} disabled={locked || saving || deleting} onClick={() => form.startEdit(row, rowToProject(row))} />
                  </span>
                  <span title={released ? T.deleteLocked : undefined}>
                    <DeleteAction label={`${MASTER_TEXTS.delete} ${row.nama_proyek}`} disabled={released || saving || deleting} onClick={() => removal.ask(row)} />
                  </span>
                </span>
              </td>
            </tr>
          );
        }}
      />

      <DeleteConfirm
        isOpen={removal.isOpen}
        deleting={deleting}
        question={T.deleteQuestion}
        subject={removal.subject?.nama_proyek}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />

      <NoticeAlert message={alert} onDismiss={() => setAlert(null)} onClosed={() => form.focusField(PROJECT_FIELDS.find((name) => name in errors))} />
    </div>
  );
}

/** The request's state as tags: not yet asked, waiting for the admin and/or the guard, or out (KP-…). */
export function ReleaseStatus({ release }: { release: ProjectRelease | null }) {
  const stage = releaseStage(release);
  return (
    <span className="project-status">
      {stage === 'none' && <Tag minimal>{T.notConfirmed}</Tag>}
      {(stage === 'waitingAdmin' || stage === 'waitingBoth') && (
        <Tag minimal intent={Intent.WARNING}>
          {T.waitingAdmin}
        </Tag>
      )}
      {(stage === 'waitingSatpam' || stage === 'waitingBoth') && (
        <Tag minimal intent={Intent.WARNING}>
          {T.waitingSatpam}
        </Tag>
      )}
      {stage === 'released' && release && (
        <Tag minimal multiline intent={Intent.SUCCESS}>
          {T.released(release.number)}
        </Tag>
      )}
    </span>
  );
}

/** The product rows (seed section 5): a product per row with its stock, the quantity (its stock at first), add and remove; never fewer than one row. */
function ProductRows(props: { rows: ProductRow[]; disabled: boolean; error: string | undefined; errorId: string; onRows: (rows: ProductRow[]) => void; onRefused: (message: string) => void }) {
  const { rows, onRows } = props;
  const pick = (key: string, option: DocumentProductOption) => {
    const outcome = pickProduct(rows, key, { id: option.id, name: option.name, code: option.code, unit: option.unit, stock: option.stock });
    if ('refused' in outcome) props.onRefused(outcome.refused);
    else onRows(outcome.rows);
  };
  return (
    <div className="project-rows" role="group" aria-label={T.labels.kebutuhan}>
      <label className="bp6-label">
        {T.labels.kebutuhan} <RequiredMark />
      </label>
      <HTMLTable className="erp-master-table" compact striped aria-label={T.labels.kebutuhan} aria-describedby={props.error ? props.errorId : undefined}>
        <colgroup>
          <col className="erp-master-col-number" />
          <col />
          <col className="project-col-stock" />
          <col className="project-col-qty" />
          <col className="project-col-remove" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="erp-master-number">
              {MASTER_TEXTS.number}
            </th>
            <th scope="col">{T.product}</th>
            <th scope="col" className="project-stock">
              {T.stock}
            </th>
            <th scope="col">{T.qty}</th>
            <th scope="col" className="erp-master-actions">
              {MASTER_TEXTS.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td className="erp-master-number">{index + 1}</td>
              <td>
                <ProductPicker id={`${row.key}-product`} label={T.productOfRow(index + 1)} value={row.product} disabled={props.disabled} onChange={(option) => pick(row.key, option)} />
              </td>
              <td className="project-stock" title={stockText(row.product) ?? undefined}>
                {stockText(row.product) ?? T.stockUnknown}
              </td>
              <td>
                <NumberInput
                  kind="count"
                  className="project-qty"
                  aria-label={T.qtyOfRow(index + 1)}
                  disabled={props.disabled}
                  value={row.qty}
                  onValueChange={(typed) => onRows(rows.map((r) => (r.key === row.key ? { ...r, qty: typed } : r)))}
                />
              </td>
              <td className="erp-master-actions">
                <Button
                  size="small"
                  variant="minimal"
                  intent={Intent.DANGER}
                  icon="minus"
                  aria-label={T.removeRow(index + 1)}
                  title={T.removeRow(index + 1)}
                  disabled={props.disabled}
                  onClick={() => onRows(withoutRow(rows, row.key))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {props.error && (
        <p className="project-rows-error" id={props.errorId}>
          {props.error}
        </p>
      )}
      <Button icon="add" text={T.addRow} disabled={props.disabled} onClick={() => onRows([...rows, emptyProductRow()])} />
    </div>
  );
}

/** '10 Meter', or null while the stock is not known (a row loaded from a saved project). */
const stockText = (product: RowProduct | null): string | null => (product && product.stock !== null ? `${formatNumber(product.stock)} ${product.unit}` : null);

/** A row's product: typing searches products by name (300 ms after the last key, 10 at most), each with its stock. */
function ProductPicker({ id, label, value, disabled, onChange }: { id: string; label: string; value: RowProduct | null; disabled: boolean; onChange: (product: DocumentProductOption) => void }) {
  const selected: DocumentProductOption | null = value ? { id: value.id, name: value.name, code: value.code, unit: value.unit, stock: value.stock ?? 0, warehouseId: '' } : null;
  return (
    <SearchSuggest<DocumentProductOption>
      id={id}
      value={selected}
      onChange={onChange}
      disabled={disabled}
      useOptions={(filter, options) => useDocumentProductOptionsQuery(filter, options)}
      text={(product) => product.name}
      label={(product) => `${product.code} · ${formatNumber(product.stock)} ${product.unit}`}
      placeholder={T.productSearch}
      noResults={T.productNoResults}
      ariaLabel={label}
      controlledQuery
    />
  );
}
