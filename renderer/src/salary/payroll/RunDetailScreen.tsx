import '../../shell/master/master.css';
import './payroll.css';
import { Alert, Button, ButtonGroup, Callout, Card, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { overtimeHoursText, PAYROLL_KIND_LABELS } from '../../../../common/salary';
import { formatRupiah } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { RowAction } from '../../shell/master/RowActions';
import { showFailure, showSuccess } from '../../shell/toast';
import { mayTake, usePayrollActor } from './actor';
import { usePayrollDeleteMutation, usePayrollFinalMutation, usePayrollRecomputeMutation, usePayrollRunQuery, type PayrollLineRow, type PayrollRunDetail, type PayrollTotals } from './api';
import { ChangesCallout } from './ChangesCallout';
import { usePayrollOutputs, type PayrollOutput } from './exports';
import { periodHint, shortMoment } from './logic';
import { runListUrl } from './paths';
import { ReopenDialog } from './ReopenDialog';
import { PayrollStatusTag } from './StatusTag';
import { PAYROLL_TEXTS as T } from './texts';

/**
 * One run: its header (period, status, who computed, finalised or reopened it), the lines by
 * division with their totals and the grand total; for a draft what changed since it was computed
 * with 'Hitung Ulang', 'Final' and 'Hapus'; 'Buka Kembali' for the superadmin once final; the
 * payslips, recap and transfer list. A draft is read afresh every time it is opened.
 */
export function RunDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const run = usePayrollRunQuery(id, { refetchOnMountOrArgChange: true });
  const data = run.currentData;

  let body: ReactNode;
  if (run.isError) {
    body = <NonIdealState icon="error" title={T.loadFailed} description={describeError(run.error)} action={<Button icon="refresh" text={T.retry} onClick={() => void run.refetch()} />} />;
  } else if (!data) {
    body = (
      <div className="payroll-loading" role="status">
        <Spinner aria-label={T.loading} />
      </div>
    );
  } else {
    body = <RunBody data={data} fetching={run.isFetching} onGone={() => void navigate(runListUrl)} />;
  }
  return (
    <div className="erp-master payroll payroll-detail">
      <Card compact className="payroll-page">
        <div className="payroll-heading">
          <Button icon="arrow-left" variant="minimal" text={T.back} onClick={() => void navigate(runListUrl)} />
          <h4>
            {T.detailTitle}
            {data && <span className="payroll-heading-period">{data.period_label}</span>}
          </h4>
          {data && <PayrollStatusTag status={data.status} />}
        </div>
        {body}
      </Card>
    </div>
  );
}

function RunBody({ data, fetching, onGone }: { data: PayrollRunDetail; fetching: boolean; onGone: () => void }) {
  const actor = usePayrollActor();
  const outputs = usePayrollOutputs(data.id, data.period_label);
  const [recompute, recomputing] = usePayrollRecomputeMutation();
  const [finalise, finalising] = usePayrollFinalMutation();
  const [remove, removing] = usePayrollDeleteMutation();
  const [asking, setAsking] = useState<'final' | 'delete' | 'reopen' | null>(null);
  const busy = recomputing.isLoading || finalising.isLoading || removing.isLoading;
  const draft = data.status === 'draft';

  const doRecompute = async () => {
    const result = await recompute(data.id);
    if ('error' in result) showFailure(T.recomputeFailed, describeError(result.error));
    else showSuccess(T.recomputed);
  };
  const doFinal = async () => {
    const result = await finalise(data.id);
    setAsking(null);
    if ('error' in result) showFailure(T.finaliseFailed, describeError(result.error));
    else showSuccess(T.finalised);
  };
  const doDelete = async () => {
    const result = await remove(data.id);
    setAsking(null);
    if ('error' in result) {
      showFailure(T.deleteFailed, describeError(result.error));
      return;
    }
    showSuccess(T.deleted);
    onGone();
  };

  const output = (kind: PayrollOutput, text: string, icon: 'document' | 'th' | 'bank-account' | 'duplicate') => (
    <Button icon={icon} text={outputs.busy === kind ? T.working : text} disabled={outputs.busy !== null} onClick={() => void outputs.run(kind)} />
  );
  const negative = data.lines.filter((line) => line.net < 0);

  return (
    <>
      <div className="payroll-facts-row">
        <RunFacts data={data} />
        <div className="payroll-actions">
          {mayTake(actor, 'final', data.status) && (
            <Button icon="lock" intent={Intent.SUCCESS} text={T.finalise} disabled={busy || fetching || data.lines.length === 0} onClick={() => setAsking('final')} />
          )}
          {mayTake(actor, 'reopen', data.status) && <Button icon="unlock" intent={Intent.WARNING} text={T.reopen} disabled={busy} onClick={() => setAsking('reopen')} />}
          {mayTake(actor, 'delete', data.status) && <Button icon="trash" intent={Intent.DANGER} variant="outlined" text={T.remove} disabled={busy} onClick={() => setAsking('delete')} />}
        </div>
      </div>

      <div className="payroll-outputs" role="group" aria-label={T.outputs}>
        <ButtonGroup>
          {output('slips', T.allSlips, 'duplicate')}
          {output('recap', T.recapPdf, 'document')}
          {output('recapExcel', T.recapExcel, 'th')}
          {output('transfer', T.transfer, 'bank-account')}
        </ButtonGroup>
      </div>

      {draft && data.changes.length > 0 && (
        <ChangesCallout changes={data.changes} canRecompute={mayTake(actor, 'recompute', data.status)} recomputing={recomputing.isLoading} disabled={busy || fetching} onRecompute={() => void doRecompute()} />
      )}
      {negative.length > 0 && (
        <Callout intent={Intent.DANGER} icon="warning-sign" className="payroll-negative-note">
          {T.negativeNote(negative.map((line) => line.name))}
        </Callout>
      )}

      <LinesTable data={data} slipBusy={outputs.busy} onSlip={(line) => void outputs.run('slip', { id: line.employee_id, name: line.name })} />

      <Alert
        isOpen={asking === 'final'}
        icon="lock"
        intent={Intent.SUCCESS}
        confirmButtonText={T.finaliseConfirm}
        cancelButtonText={T.cancel}
        loading={finalising.isLoading}
        canEscapeKeyCancel={!finalising.isLoading}
        onConfirm={() => void doFinal()}
        onCancel={() => setAsking(null)}
      >
        <h4 className="erp-alert-title">{T.finaliseTitle}</h4>
        <p>{T.finaliseQuestion}</p>
        <p className="erp-master-delete-subject">
          {data.period_label} · {formatRupiah(data.totals.net)}
        </p>
      </Alert>
      <DeleteConfirm
        isOpen={asking === 'delete'}
        deleting={removing.isLoading}
        question={T.deleteQuestion}
        subject={`${data.period_label} · ${data.divisions.map((division) => division.name).join(', ')}`}
        onConfirm={() => void doDelete()}
        onCancel={() => setAsking(null)}
      />
      <ReopenDialog isOpen={asking === 'reopen'} runId={data.id} periodLabel={data.period_label} onClose={() => setAsking(null)} />
    </>
  );
}

function RunFacts({ data }: { data: PayrollRunDetail }) {
  const facts: [string, ReactNode][] = [
    [T.facts.period, periodHint(data.kind, { start: data.period_start, end: data.period_end })],
    [T.facts.kind, PAYROLL_KIND_LABELS[data.kind]],
    [T.facts.divisions, data.divisions.map((division) => division.name).join(', ')],
    [T.facts.computed, shortMoment(data.computed_at)],
  ];
  if (data.finalized_at) facts.push([T.facts.finalised, T.byWhom(data.finalized_by ?? '–', shortMoment(data.finalized_at))]);
  if (data.reopened_at) {
    facts.push([
      T.facts.reopened,
      <>
        {T.byWhom(data.reopened_by ?? '–', shortMoment(data.reopened_at))}
        {data.reopen_reason && <span className="payroll-reason">“{data.reopen_reason}”</span>}
      </>,
    ]);
  }
  return (
    <dl className="payroll-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="payroll-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An amount over the figures it came from ('20 hari × Rp 150.000'). */
function Figure({ amount, detail }: { amount: number; detail?: string }) {
  return (
    <>
      <span className="payroll-money">{formatRupiah(amount)}</span>
      {detail && <span className="payroll-figure-detail">{detail}</span>}
    </>
  );
}

const COLUMNS = 10;

function TotalsRow({ label, totals, className }: { label: string; totals: PayrollTotals; className: string }) {
  return (
    <tr className={className}>
      <td />
      <th scope="row">
        {label}
        <span className="payroll-figure-detail">{T.employeeCount(totals.employees)}</span>
      </th>
      <td className="payroll-numeric payroll-money">{formatRupiah(totals.worked_amount)}</td>
      <td className="payroll-numeric payroll-money">{formatRupiah(totals.overtime_amount)}</td>
      <td className="payroll-numeric payroll-money">{formatRupiah(totals.leave_amount)}</td>
      <td className="payroll-numeric payroll-money">{formatRupiah(totals.holiday_amount)}</td>
      <td className="payroll-numeric payroll-money">{formatRupiah(totals.incentives_total)}</td>
      <td className="payroll-numeric payroll-money">{formatRupiah(totals.deductions_total)}</td>
      <td className={`payroll-numeric payroll-money payroll-net${totals.net < 0 ? ' payroll-negative' : ''}`}>{formatRupiah(totals.net)}</td>
      <td />
    </tr>
  );
}

function itemsText(items: PayrollLineRow['incentives']): string | undefined {
  return items.length > 0 ? items.map((item) => item.name).join(', ') : undefined;
}

function LinesTable({ data, slipBusy, onSlip }: { data: PayrollRunDetail; slipBusy: string | null; onSlip: (line: PayrollLineRow) => void }) {
  let number = 0;
  // A draft's lines whose figures differ from the stored ones (the callout above says how).
  const changed = new Set(data.changes.map((change) => change.employee_id));
  return (
    <div className="erp-master-table-wrap payroll-lines-wrap">
      <HTMLTable striped className="erp-master-table payroll-lines" aria-label={T.linesLabel}>
        <colgroup>
          <col className="erp-master-col-number" />
          <col />
          <col className="payroll-col-figure" />
          <col className="payroll-col-figure" />
          <col className="payroll-col-figure-small" />
          <col className="payroll-col-figure-small" />
          <col className="payroll-col-figure-small" />
          <col className="payroll-col-figure-small" />
          <col className="payroll-col-net" />
          <col className="payroll-col-slip" />
        </colgroup>
        <thead>
          <tr>
            <th className="erp-master-number" scope="col">
              NO.
            </th>
            <th scope="col">{T.lines.employee}</th>
            <th scope="col" className="payroll-numeric">
              {T.lines.worked}
            </th>
            <th scope="col" className="payroll-numeric">
              {T.lines.overtime}
            </th>
            <th scope="col" className="payroll-numeric">
              {T.lines.paidLeave}
            </th>
            <th scope="col" className="payroll-numeric">
              {T.lines.holidays}
            </th>
            <th scope="col" className="payroll-numeric">
              {T.lines.incentives}
            </th>
            <th scope="col" className="payroll-numeric">
              {T.lines.deductions}
            </th>
            <th scope="col" className="payroll-numeric">
              {T.lines.net}
            </th>
            <th scope="col" className="erp-master-actions">
              {T.lines.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.length === 0 && (
            <tr>
              <td colSpan={COLUMNS} className="erp-master-state-cell erp-master-empty">
                {T.noLines}
              </td>
            </tr>
          )}
          {data.division_totals.map((group) => {
            const lines = data.lines.filter((line) => line.division.id === group.division.id);
            return (
              <Fragment key={group.division.id}>
                <tr className="payroll-division-row">
                  <th scope="rowgroup" colSpan={COLUMNS}>
                    {group.division.name}
                  </th>
                </tr>
                {lines.map((line) => {
                  number += 1;
                  const slipKey = `slip:${line.employee_id}`;
                  return (
                    <tr key={line.employee_id} data-employee={line.employee_id} className={changed.has(line.employee_id) ? 'payroll-row-changed' : undefined} title={changed.has(line.employee_id) ? T.rowChanged : undefined}>
                      <td className="erp-master-number">{number}</td>
                      <td>
                        {line.name}
                        <span className="payroll-figure-detail">
                          {line.idk} · {line.position || '–'}
                        </span>
                      </td>
                      <td className="payroll-numeric">
                        <Figure amount={line.worked_amount} detail={T.daysTimes(line.days_worked, formatRupiah(line.daily_salary))} />
                      </td>
                      <td className="payroll-numeric">
                        <Figure amount={line.overtime_amount} detail={T.hoursTimes(overtimeHoursText(line.overtime_minutes), formatRupiah(line.overtime_rate))} />
                      </td>
                      <td className="payroll-numeric">
                        <Figure amount={line.leave_amount} detail={T.days(line.paid_leave_days)} />
                      </td>
                      <td className="payroll-numeric">
                        <Figure amount={line.holiday_amount} detail={T.days(line.paid_holiday_days)} />
                      </td>
                      <td className="payroll-numeric">
                        <Figure amount={line.incentives_total} detail={itemsText(line.incentives)} />
                      </td>
                      <td className="payroll-numeric">
                        <Figure amount={line.deductions_total} detail={itemsText(line.deductions)} />
                      </td>
                      <td className={`payroll-numeric payroll-money payroll-net${line.net < 0 ? ' payroll-negative' : ''}`} title={line.net < 0 ? T.negativeNet : undefined}>
                        {formatRupiah(line.net)}
                      </td>
                      <td className="erp-master-actions">
<RowAction icon={slipBusy === slipKey ? 'refresh' : 'document'} title={T.slip} label={T.slipOf(line.name)} disabled={slipBusy !== null} onClick={() => onSlip(line)} />
                      </td>
                    </tr>
                  );
                })}
                <TotalsRow label={T.totalDivision(group.division.name)} totals={group} className="payroll-total-row" />
              </Fragment>
            );
          })}
        </tbody>
        {data.lines.length > 0 && (
          <tfoot>
            <TotalsRow label={T.totalAll} totals={data.totals} className="payroll-grand-total" />
          </tfoot>
        )}
      </HTMLTable>
    </div>
  );
}
