import { COMPANY_TIME_ZONE } from '../../../../common/calendar';
import '../../shell/master/master.css';
import './attendance.css';
import { Button, Callout, Card, Checkbox, FileInput, FormGroup, HTMLSelect, HTMLTable, Intent, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { ImportOutcome, ImportPreview, ImportResult, ImportRowResult } from '../../../../common/contract/attendance';
import { formatDate } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { MasterPagination } from '../../shell/master/ListCard';
import { showFailure } from '../../shell/toast';
import { useAttendanceImportCommitMutation, useAttendanceImportPreviewMutation } from './api';
import { ATTENDANCE_TEXTS as T } from './texts';

const RESULT_INTENT: Record<ImportResult, Intent> = {
  diimpor: Intent.SUCCESS,
  duplikat: Intent.NONE,
  'karyawan tidak dikenal': Intent.WARNING,
  'setelah hari ini': Intent.DANGER,
  'tidak terbaca': Intent.DANGER,
};

/** Rows per page of each result table: a 300-row file reads a page at a time. */
const RESULT_PAGE_SIZE = 20;

/** One part of the import's result (the problem rows, or the imported ones), paged. */
function ResultTable({ label, rows, withNote }: { label: string; rows: readonly ImportRowResult[]; withNote: boolean }) {
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(rows.length / RESULT_PAGE_SIZE));
  const shown = rows.slice((page - 1) * RESULT_PAGE_SIZE, page * RESULT_PAGE_SIZE);
  return (
    <>
      <div className="erp-master-table-wrap">
        <HTMLTable className="erp-master-table attendance-result-table" compact striped aria-label={label}>
          <colgroup>
            <col className="attendance-result-col-row" />
            <col className="attendance-result-col-number" />
            <col />
            <col className="attendance-result-col-time" />
            <col className="attendance-result-col-result" />
            {withNote && <col />}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{T.row}</th>
              <th scope="col">{T.employeeNumber}</th>
              <th scope="col">{T.employee}</th>
              <th scope="col">{T.scannedAt}</th>
              <th scope="col">{T.result}</th>
              {withNote && <th scope="col">{T.note}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{row.employee_number || '–'}</td>
                <td>{row.employee ?? '–'}</td>
                <td>{row.scanned_at ? formatDate(row.scanned_at, 'DD MMM YYYY HH:mm', COMPANY_TIME_ZONE) : '–'}</td>
                <td>
                  <Tag minimal intent={RESULT_INTENT[row.result]}>
                    {row.result}
                  </Tag>
                </td>
                {withNote && <td className="attendance-result-note">{row.note ?? ''}</td>}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <div className="attendance-result-pages">
        <MasterPagination page={page} lastPage={lastPage} onPage={setPage} />
      </div>
    </>
  );
}

/**
 * The import's result (issue 27 §5): the summary, then the problem rows (unknown employee,
 * duplicate, unreadable, dated after today) where the eye lands, then the imported rows; each paged.
 */
function ImportResultView({ outcome }: { outcome: ImportOutcome }) {
  const problems = outcome.rows.filter((row) => row.result !== 'diimpor');
  const imported = outcome.rows.filter((row) => row.result === 'diimpor');
  const { counts } = outcome;
  return (
    <section className="attendance-result" aria-label={T.resultTitle}>
      <h4>{T.resultTitle}</h4>
      <Callout intent={problems.length > 0 ? Intent.WARNING : Intent.SUCCESS} compact className="attendance-result-counts" role="status">
        {T.resultCounts(counts.diimpor, counts.duplikat, counts.tidak_dikenal, counts.masa_depan, counts.tidak_terbaca)}
      </Callout>
      {outcome.total_rows > outcome.rows.length && <p className="attendance-result-shown">{T.resultRowsShown(outcome.rows.length, outcome.total_rows)}</p>}
      <h5 className="attendance-result-part">{T.problemRowsTitle(counts.duplikat + counts.tidak_dikenal + counts.masa_depan + counts.tidak_terbaca)}</h5>
      {problems.length > 0 ? (
        <>
          <p className="attendance-note">{T.problemRowsNote}</p>
          <ResultTable label={T.problemRowsTitle(problems.length)} rows={problems} withNote={problems.some((row) => row.note !== undefined)} />
        </>
      ) : (
        <p className="attendance-note">{T.noProblems}</p>
      )}
      {imported.length > 0 && (
        <>
          <h5 className="attendance-result-part">{T.importedRowsTitle(counts.diimpor)}</h5>
          <ResultTable label={T.importedRowsTitle(imported.length)} rows={imported} withNote={false} />
        </>
      )}
    </section>
  );
}

interface Mapping {
  hasHeader: boolean;
  employee: string;
  mode: 'one' | 'two';
  datetime: string;
  date: string;
  time: string;
}

const fromPreview = (p: ImportPreview): Mapping => ({
  hasHeader: p.has_header,
  employee: p.suggested.employee_column === null ? '' : String(p.suggested.employee_column),
  mode: p.suggested.datetime_column === null && p.suggested.date_column !== null ? 'two' : 'one',
  datetime: p.suggested.datetime_column === null ? '' : String(p.suggested.datetime_column),
  date: p.suggested.date_column === null ? '' : String(p.suggested.date_column),
  time: p.suggested.time_column === null ? '' : String(p.suggested.time_column),
});

function ColumnSelect({ id, label, columns, value, onChange }: { id: string; label: string; columns: readonly string[]; value: string; onChange: (v: string) => void }) {
  return (
    <FormGroup label={label} labelFor={id} inline>
      <HTMLSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{T.pickColumn}</option>
        {columns.map((c, i) => (
          <option key={i} value={String(i)}>
            {c}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/** 'Impor Absensi': a fingerprint export uploaded, previewed, its columns mapped, imported, with a result per row. */
export function ImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [readPreview, previewing] = useAttendanceImportPreviewMutation();
  const [commit, committing] = useAttendanceImportCommitMutation();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setMapping(null);
    setOutcome(null);
    setError(null);
    if (!chosen) return;
    const result = await readPreview(chosen);
    if ('error' in result) {
      setError(describeError(result.error));
      return;
    }
    setPreview(result.data);
    setMapping(fromPreview(result.data));
  };

  const ready = mapping !== null && mapping.employee !== '' && (mapping.mode === 'one' ? mapping.datetime !== '' : mapping.date !== '' && mapping.time !== '');

  const runImport = async () => {
    if (!file || !mapping) return;
    setError(null);
    const result = await commit({
      file,
      mapping: {
        has_header: mapping.hasHeader,
        employee_column: Number(mapping.employee),
        ...(mapping.mode === 'one' ? { datetime_column: Number(mapping.datetime) } : { date_column: Number(mapping.date), time_column: Number(mapping.time) }),
      },
    });
    if ('error' in result) {
      setError(describeError(result.error));
      showFailure(T.importFailed, describeError(result.error));
      return;
    }
    setOutcome(result.data);
  };

  const set = (patch: Partial<Mapping>) => setMapping((m) => (m ? { ...m, ...patch } : m));
  const columns = preview?.columns ?? [];

  return (
    <div className="erp-master attendance">
      <Card className="attendance-card attendance-import" compact>
        <h3 className="attendance-title">{T.importTitle}</h3>
        <p className="attendance-note">{T.importNote}</p>
        <FileInput
          text={file?.name ?? T.noFile}
          hasSelection={file !== null}
          buttonText={T.chooseFile}
          inputProps={{ accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'aria-label': T.chooseFile }}
          onInputChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
        />
        {previewing.isLoading && <p className="attendance-note">{T.reading}</p>}
        {error && (
          <Callout intent={Intent.DANGER} className="attendance-import-error" role="alert">
            {error}
          </Callout>
        )}
        {preview && mapping && (
          <>
            <h4>{T.previewTitle(preview.total_rows)}</h4>
            <div className="erp-master-table-wrap">
              <HTMLTable className="erp-master-table attendance-preview" compact striped aria-label={T.previewTitle(preview.total_rows)}>
                <thead>
                  <tr>
                    {columns.map((c, i) => (
                      <th key={i} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((cell, c) => (
                        <td key={c}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
            <h4>{T.mappingTitle}</h4>
            <div className="attendance-mapping">
              <Checkbox label={T.hasHeader} checked={mapping.hasHeader} onChange={(event) => set({ hasHeader: event.currentTarget.checked })} />
              <ColumnSelect id="attendance-map-employee" label={T.employeeColumn} columns={columns} value={mapping.employee} onChange={(employee) => set({ employee })} />
              <RadioGroup inline selectedValue={mapping.mode} onChange={(event) => set({ mode: event.currentTarget.value === 'two' ? 'two' : 'one' })}>
                <Radio value="one" label={T.oneColumn} />
                <Radio value="two" label={T.twoColumns} />
              </RadioGroup>
              {mapping.mode === 'one' ? (
                <ColumnSelect id="attendance-map-datetime" label={T.datetimeColumn} columns={columns} value={mapping.datetime} onChange={(datetime) => set({ datetime })} />
              ) : (
                <div className="attendance-mapping-two">
                  <ColumnSelect id="attendance-map-date" label={T.dateColumn} columns={columns} value={mapping.date} onChange={(date) => set({ date })} />
                  <ColumnSelect id="attendance-map-time" label={T.timeColumn} columns={columns} value={mapping.time} onChange={(time) => set({ time })} />
                </div>
              )}
              <Button intent={Intent.PRIMARY} icon="import" text={committing.isLoading ? T.importing : T.runImport} disabled={!ready || committing.isLoading} onClick={() => void runImport()} />
            </div>
          </>
        )}
        {outcome && <ImportResultView key={outcome.batch_id} outcome={outcome} />}
      </Card>
    </div>
  );
}
