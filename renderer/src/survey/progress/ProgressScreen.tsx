import '../../shell/master/master.css';
import '../survey.css';
import './progress.css';
import { Button, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { PROJECT_PAGE_SIZE, type ProjectRow } from '../../../../common/contract/project';
import { formatDate } from '../../../../common/format';
import { REPORT_TIME_ZONE } from '../../../../common/print/report';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { printOrDownload } from '../../shell/print/output';
import { showFailure } from '../../shell/toast';
import { surveyDate, truncate } from '../logic';
import { useProgressListQuery, useProgressReportMutation } from './api';
import { LeftoverDialog } from './LeftoverDialog';
import { releaseStanding, waitingText } from './logic';
import { ProgressWizard } from './ProgressWizard';
import { PROGRESS_TEXTS as T } from './texts';

/**
 * 'Progress Pekerjaan' (seed 001 section 2 'Survey and project screens' 3): the projects whose
 * outgoing-goods request exists, 5 per page. While the admin or the guard has not confirmed, a row
 * says whom it waits for; once the goods left: 'Tambah Progress', 'Cetak Laporan' and 'Barang Sisa'.
 */
export function ProgressScreen() {
  const bridge = useBridge();
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useProgressListQuery({ page, filter });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [wizardFor, setWizardFor] = useState<ProjectRow | null>(null);
  const [leftoversFor, setLeftoversFor] = useState<ProjectRow | null>(null);
  const [generate] = useProgressReportMutation();
  const [printingId, setPrintingId] = useState<string | null>(null);

  const printReport = async (row: ProjectRow) => {
    if (printingId) return;
    setPrintingId(row.id);
    try {
      const answer = await generate(row.id);
      if (answer.error || !answer.data) {
        showFailure(T.reportFailed, describeError(answer.error));
        return;
      }
      const outcome = await printOrDownload(bridge, answer.data.path, T.reportFile(row.nama_proyek));
      if (!outcome.ok) showFailure(T.reportFailed, outcome.message);
    } finally {
      setPrintingId(null);
    }
  };

  return (
    <div className="erp-master survey progress">
      <ListCard<ProjectRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={PROJECT_PAGE_SIZE}
        heading={<h4 className="survey-title">{T.title}</h4>}
        searchPlaceholder={T.search}
        search={search}
        onSearch={setSearch}
        tableLabel={T.tableLabel}
        columnCount={5}
        actionsCol="progress-col-actions"
        cols={
          <>
            <col />
            <col />
            <col className="progress-col-date" />
            <col />
            <col className="progress-col-state" />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.project}</th>
            <th scope="col">{T.columns.executor}</th>
            <th scope="col">{T.columns.exitDate}</th>
            <th scope="col">{T.columns.purpose}</th>
            <th scope="col">{T.columns.state}</th>
          </>
        }
        renderRow={(row, number) => {
          const standing = releaseStanding(row.release);
          const waiting = waitingText(standing);
          return (
            <tr key={row.id} data-standing={standing}>
              <td className="erp-master-number">{number}</td>
              <td>
                {row.nama_proyek}
                {row.release && <small className="progress-number-line survey-muted">{row.release.number}</small>}
              </td>
              <td>{row.pelaksana.firstname || <span className="survey-muted">{T.executorDeleted}</span>}</td>
              <td className="progress-date">{surveyDate(row.date_keluar)}</td>
              <td title={row.tujuan}>{truncate(row.tujuan, 80)}</td>
              <td>
                <StateCell row={row} />
              </td>
              <td className="erp-master-actions">
                {standing === 'released' ? (
                  <div className="progress-row-actions">
                    <Button size="small" intent="primary" icon="plus" text={T.addProgress} aria-label={T.addProgressOf(row.nama_proyek)} onClick={() => setWizardFor(row)} />
                    <Button
                      size="small"
                      icon="print"
                      text={T.printReport}
                      aria-label={T.printReportOf(row.nama_proyek)}
                      loading={printingId === row.id}
                      disabled={printingId !== null && printingId !== row.id}
                      onClick={() => void printReport(row)}
                    />
                    <Button size="small" icon="import" text={T.leftovers} aria-label={T.leftoversOf(row.nama_proyek)} onClick={() => setLeftoversFor(row)} />
                  </div>
                ) : (
                  waiting && <span className="progress-waiting">{waiting}</span>
                )}
              </td>
            </tr>
          );
        }}
      />
      <ProgressWizard project={wizardFor} onClose={() => setWizardFor(null)} />
      <LeftoverDialog project={leftoversFor} onClose={() => setLeftoversFor(null)} />
    </div>
  );
}

/** The request's state: in process, or released with the day the goods left. */
function StateCell({ row }: { row: ProjectRow }) {
  const release = row.release;
  if (!release) return null;
  const released = release.status === 'released';
  return (
    <div className="progress-state">
      <Tag minimal intent={released ? Intent.SUCCESS : Intent.WARNING}>
        {released ? T.stateReleased : T.stateWaiting}
      </Tag>
      {released && release.released_at && <small className="survey-muted">{T.releasedOn(formatDate(release.released_at, 'report', REPORT_TIME_ZONE))}</small>}
    </div>
  );
}
