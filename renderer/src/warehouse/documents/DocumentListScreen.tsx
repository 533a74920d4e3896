import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import type { DocumentHeaderRow } from '../../../../common/contract/warehouse-documents';
import { describeError } from '../../session/logic';
import { DateField } from '../../shell/DateField';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { ListCard, type ListResult } from '../../shell/master/ListCard';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import { DOCUMENT_PAGE_SIZE } from '../../../../common/contract/warehouse-documents';
import { fromCompanyInput, showDocumentDate, toCompanyInput } from './logic';
import { DOCUMENT_TEXTS as T } from './texts';

/** A call's outcome as RTK Query's mutation trigger answers it. */
export type MutationOutcome = { data: unknown } | { error: unknown };

export interface DocumentListScreenProps<Row extends DocumentHeaderRow> {
  /** 'List Data Barang Keluar' / 'List Data Stock Opname'. */
  title: string;
  className: string;
  /** The list for this page and filter. */
  useList: (args: { page: number; filter: string }) => ListResult<Row>;
  /** Creates a header dated `createdDate`; answers its id (the row form opens) or the error. */
  create: (createdDate: string) => Promise<{ id: string } | { error: unknown }>;
  remove: (row: Row) => Promise<MutationOutcome>;
  onOpen: (row: Row) => void;
  onEdit: (row: Row) => void;
  /** After 'Tambah data baru': the new document's rows open. */
  onCreated: (id: string) => void;
  /** Whether a row's edit and delete buttons are offered (a posted opname is read-only). */
  editable?: (row: Row) => boolean;
  /** Extra columns after 'Baris': header cells and one row's cells. */
  extraHeaders?: ReactNode;
  extraCols?: ReactNode;
  extraCells?: (row: Row) => ReactNode;
  extraCount?: number;
}

/**
 * The list both stock document flows share (seed 001 screens 7 and 12, "same layout"): 10
 * headers per page, newest first, search; 'Tambah data baru' creates a dated header; row click
 * opens the detail; edit opens the row form; delete asks first ('Apakah anda yakin, ingin
 * menghapus data ini?').
 */
export function DocumentListScreen<Row extends DocumentHeaderRow>(props: DocumentListScreenProps<Row>) {
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = props.useList({ page, filter });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const result = await props.remove(deleting);
    setBusy(false);
    if ('error' in result) {
      showFailure(MASTER_TEXTS.failed('Hapus'), describeError(result.error));
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded('Hapus'));
    setDeleting(null);
  };

  return (
    <div className={`erp-master stock-documents ${props.className}`}>
      <ListCard<Row>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={DOCUMENT_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        heading={
          <div className="stock-documents-heading">
            <h4>{props.title}</h4>
            <Button icon="add" intent={Intent.PRIMARY} text={T.addNew} onClick={() => setAdding(true)} />
          </div>
        }
        tableLabel={props.title}
        interactive
        cols={
          <>
            <col className="stock-documents-col-number" />
            <col className="stock-documents-col-date" />
            <col />
            <col className="stock-documents-col-lines" />
            {props.extraCols}
          </>
        }
        headers={
          <>
            <th scope="col">{T.number}</th>
            <th scope="col">{T.date}</th>
            <th scope="col">{T.createdBy}</th>
            <th scope="col" className="stock-documents-numeric">
              {T.lines}
            </th>
            {props.extraHeaders}
          </>
        }
        columnCount={4 + (props.extraCount ?? 0)}
        actionsCol="stock-documents-col-actions"
        renderRow={(row, number) => {
          const editable = props.editable?.(row) ?? true;
          return (
            <tr key={row.id} onClick={() => props.onOpen(row)} tabIndex={0} onKeyDown={(event) => event.key === 'Enter' && event.target === event.currentTarget && props.onOpen(row)}>
              <td className="erp-master-number">{number}</td>
              <td className="stock-documents-doc-number">{row.number}</td>
              <td>{showDocumentDate(row.created_date)}</td>
              <td>{row.created_by_name}</td>
              <td className="stock-documents-numeric">{row.lines}</td>
              {props.extraCells?.(row)}
              <td className="erp-master-actions" onClick={(event) => event.stopPropagation()}>
                <Button size="small" variant="minimal" icon="eye-open" aria-label={`${T.detail} ${row.number}`} title={T.detail} onClick={() => props.onOpen(row)} />
                <Button size="small" variant="minimal" icon="edit" aria-label={`${T.edit} ${row.number}`} title={T.edit} disabled={!editable} onClick={() => props.onEdit(row)} />
                <Button
                  size="small"
                  variant="minimal"
                  intent={Intent.DANGER}
                  icon="trash"
                  aria-label={`${T.delete} ${row.number}`}
                  title={T.delete}
                  disabled={!editable}
                  onClick={() => setDeleting(row)}
                />
              </td>
            </tr>
          );
        }}
      />
      <HeaderDateDialog
        isOpen={adding}
        title={T.addTitle}
        initial={() => new Date()}
        action="Simpan"
        submitText={T.create}
        onClose={() => setAdding(false)}
        save={props.create}
        onSaved={props.onCreated}
      />
      <DeleteConfirm
        isOpen={deleting !== null}
        deleting={busy}
        subject={deleting ? `${deleting.number} · ${showDocumentDate(deleting.created_date)}` : undefined}
        question={T.deleteQuestion}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !busy && setDeleting(null)}
      />
    </div>
  );
}

/**
 * A header's date and time: 'Tambah data baru' (now by default, action 'Simpan') or the form's
 * 'Ubah Tanggal' (the document's date, action 'Edit').
 */
export function HeaderDateDialog(props: {
  isOpen: boolean;
  title: string;
  /** The value the dialog opens with. */
  initial: () => Date;
  action: 'Simpan' | 'Edit';
  submitText: string;
  onClose: () => void;
  save: (createdDate: string) => Promise<{ id: string } | { error: unknown }>;
  onSaved: (id: string) => void;
}) {
  const baseId = `stock-document-${useId()}`;
  const [day, setDay] = useState(() => toCompanyInput(props.initial()).slice(0, 10));
  const [time, setTime] = useState(() => toCompanyInput(props.initial()).slice(11));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const date = /^\d{2}:\d{2}(:\d{2})?$/.test(time.trim()) ? fromCompanyInput(`${day}T${time.trim()}`) : null;
    if (!date) {
      setError(T.dateInvalid);
      return;
    }
    setSaving(true);
    const result = await props.save(date.toISOString());
    setTimeout(() => setSaving(false), 500);
    if ('error' in result) {
      showFailure(MASTER_TEXTS.failed(props.action), describeError(result.error));
      return;
    }
    showSuccess(MASTER_TEXTS.succeeded(props.action));
    props.onClose();
    props.onSaved(result.id);
  };

  return (
    <Dialog
      isOpen={props.isOpen}
      onOpening={() => {
        const shown = toCompanyInput(props.initial());
        setDay(shown.slice(0, 10));
        setTime(shown.slice(11));
        setError(null);
      }}
      onClose={() => !saving && props.onClose()}
      title={props.title}
      icon="calendar"
      className="stock-documents-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <div className="stock-documents-date-fields">
            <FormGroup label={T.dateLabel} labelFor={`${baseId}-day`} intent={error ? Intent.DANGER : Intent.NONE}>
              <DateField
                id={`${baseId}-day`}
                value={day}
                autoFocus
                onChange={(iso) => {
                  setDay(iso);
                  setError(null);
                }}
              />
            </FormGroup>
            <FormGroup label={T.timeLabel} labelFor={`${baseId}-time`} intent={error ? Intent.DANGER : Intent.NONE}>
              <InputGroup
                id={`${baseId}-time`}
                value={time}
                placeholder="jj:mm:dd"
                inputMode="numeric"
                maxLength={8}
                intent={error ? Intent.DANGER : Intent.NONE}
                onChange={(event) => {
                  setTime(event.target.value);
                  setError(null);
                }}
              />
            </FormGroup>
          </div>
          {error && (
            <p className="stock-documents-date-error" role="alert">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={T.cancel} disabled={saving} onClick={props.onClose} />
              <Button type="submit" intent={Intent.PRIMARY} icon="tick" text={saving ? T.creating : props.submitText} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** The document facts above a form or detail: number, date, creator (and whatever a flow adds). */
export function DocumentFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Card compact className="stock-documents-facts">
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
