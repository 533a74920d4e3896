import '../../shell/master/master.css';
import './payroll.css';
import { Alert, Button, ButtonGroup, Callout, Card, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Fragment, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { overtimeHoursText, PAYROLL_KIND_LABELS, type PayrollOutlier } from '../../../../common/salary';
import { basisPointsText } from '../../../../common/statutory/rates';
import { formatDate, formatRupiah } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { RowAction } from '../../shell/master/RowActions';
import { showFailure, showSuccess } from '../../shell/toast';
import { mayTake, usePayrollActor } from './actor';
import { usePayrollDeleteMutation, usePayrollFinalMutation, usePayrollRecomputeMutation, usePayrollRunQuery, type PayrollLineRow, type PayrollRunDetail, type PayrollTotals } from './api';
import { ChangesCallout } from './ChangesCallout';
import { usePayrollOutputs, type PayrollOutput } from './exports';
import { periodHint, shortMoment, statutorySwitchedOff } from './logic';
import { runDetailUrl, runListUrl, statutorySettingsUrl } from './paths';
import { RiwayatPerubahan } from '../../audit/RiwayatPerubahan';
import { ReopenDialog } from './ReopenDialog';
import { StatutoryDetailButton } from './StatutoryDetail';
import { PayrollStatusTag } from './StatusTag';
import { PAYROLL_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';

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
  // Only a draft is looked at before Final; negative nets have their own note (and Final refuses them).
  const outliers = data.outliers.filter((outlier) => outlier.reason === 'high');
  const periodOpen = draft && companyToday() <= data.period_end;

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
      {draft && data.paid_elsewhere.length > 0 && (
        <Callout intent={Intent.PRIMARY} icon="people" title={T.paidElsewhereTitle} className="payroll-paid-elsewhere">
          <ul>
            {data.paid_elsewhere.map((paid) => (
              <li key={paid.employee_id}>
                {paid.name} — <Link to={runDetailUrl(paid.run_id)}>{paid.run_label}</Link>
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {statutorySwitchedOff(data.lines) && (
        <Callout intent={Intent.WARNING} icon="info-sign" className="payroll-statutory-off">
          {T.statutoryOff} <Link to={statutorySettingsUrl}>{T.statutorySettings}</Link>
        </Callout>
      )}
      {outliers.length > 0 && (
        <Callout intent={Intent.WARNING} icon="search" title={T.outliersTitle} className="payroll-outliers">
          <OutlierList outliers={outliers} />
        </Callout>
      )}
      {negative.length > 0 && (
        <Callout intent={Intent.DANGER} icon="warning-sign" className="payroll-negative-note">
          {T.negativeNote(negative.map((line) => line.name))}
        </Callout>
      )}

      <LinesTable data={data} slipBusy={outputs.busy} onSlip={(line) => void outputs.run('slip', { id: line.employee_id, name: line.name })} />
      <RiwayatPerubahan entity="payroll_run" id={data.id} />

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
        {periodOpen && (
          <Callout intent={Intent.WARNING} icon="time" compact className="payroll-final-warning">
            {T.periodNotEnded(formatDate(data.period_end, 'report'))}
          </Callout>
        )}
        {outliers.length > 0 && (
          <Callout intent={Intent.WARNING} icon="search" compact title={T.outliersTitle} className="payroll-final-warning">
            <OutlierList outliers={outliers} />
          </Callout>
        )}
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

function OutlierList({ outliers }: { outliers: readonly PayrollOutlier[] }) {
  return (
    <ul className="payroll-outlier-list">
      {outliers.map((outlier) => (
        <li key={outlier.employee_id}>
          {T.outlierLine(outlier.name, outlier.division, formatRupiah(outlier.net), formatRupiah(outlier.median))}
        </li>
      ))}
    </ul>
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
function Figure({ amount, detail }: { amount: number; detail?: string | undefined }) {
  return (
    <>
      <span className="payroll-money">{formatRupiah(amount)}</span>
      {detail && <span className="payroll-figure-detail">{detail}</span>}
    </>
  );
}

function itemsText(items: PayrollLineRow['incentives']): string | undefined {
  return items.length > 0 ? items.map((item) => item.name).join(', ') : undefined;
}

/** One figure column of the lines table: its header, width class, a line's cell and a totals row's cell. */
interface FigureColumn {
  key: string;
  header: string;
  width: string;
  cell: (line: PayrollLineRow) => ReactNode;
  /** Null: no sum makes sense (months of service, a month's wage). */
  total: ((totals: PayrollTotals) => number) | null;
  /** A class on every cell of the column (the statutory columns stay in view on the right). */
  className?: string;
}

const money = (key: string, header: string, width: string, amount: (line: PayrollLineRow) => number, total: ((totals: PayrollTotals) => number) | null, detail?: (line: PayrollLineRow) => string | undefined): FigureColumn => ({
  key,
  header,
  width,
  cell: (line) => <Figure amount={amount(line)} detail={detail?.(line)} />,
  total,
});

/** What a work run shows of the period's pay: days, overtime, paid leave and holidays, then incentives and deductions. */
const WORK_COLUMNS: readonly FigureColumn[] = [
  money('worked', T.lines.worked, 'payroll-col-figure', (l) => l.worked_amount, (t) => t.worked_amount, (l) =>
    l.salary_basis === 'bulanan' ? T.monthlyBasis(l.prorate_days, l.prorate_of, l.absence_amount > 0 ? formatRupiah(l.absence_amount) : null) : T.daysTimes(l.days_worked, formatRupiah(l.daily_salary)),
  ),
  money('overtime', T.lines.overtime, 'payroll-col-figure', (l) => l.overtime_amount, (t) => t.overtime_amount, (l) =>
    [T.hoursTimes(overtimeHoursText(l.overtime_minutes), formatRupiah(l.overtime_rate)), l.overtime_pending_minutes > 0 ? T.overtimePending(overtimeHoursText(l.overtime_pending_minutes)) : null].filter(Boolean).join(' · '),
  ),
  money('leave', T.lines.paidLeave, 'payroll-col-figure-small', (l) => l.leave_amount, (t) => t.leave_amount, (l) => T.days(l.paid_leave_days)),
  money('holidays', T.lines.holidays, 'payroll-col-figure-small', (l) => l.holiday_amount, (t) => t.holiday_amount, (l) => T.days(l.paid_holiday_days)),
];

const ITEM_COLUMNS: readonly FigureColumn[] = [
  money('incentives', T.lines.incentives, 'payroll-col-figure-small', (l) => l.incentives_total, (t) => t.incentives_total, (l) => itemsText(l.incentives)),
  money('deductions', T.lines.deductions, 'payroll-col-figure-small', (l) => l.deductions_total, (t) => t.deductions_total, (l) => itemsText(l.deductions)),
];

/** What a THR run shows instead: months of service, the month's wage it is a share of, the THR. */
const THR_COLUMNS: readonly FigureColumn[] = [
  { key: 'thrMonths', header: T.lines.thrMonths, width: 'payroll-col-figure-small', cell: (l) => <span>{T.months(l.thr_months)}</span>, total: null },
  money('thrBasis', T.lines.thrBasis, 'payroll-col-figure', (l) => l.thr_basis, null),
  money('thr', T.lines.thr, 'payroll-col-figure', (l) => l.thr_amount, (t) => t.thr_amount, (l) => (l.thr_amount > 0 ? T.thrShare(l.thr_months) : undefined)),
];

/**
 * Every run: gross, the employee's BPJS, PPh 21 (with its TER), then the net. They stay in view on
 * the right with the net while a work run's other figures scroll (issue 25: no sideways scrolling
 * to see what a line pays at 1366 px).
 */
const STATUTORY_COLUMNS: readonly FigureColumn[] = [
  { ...money('gross', T.lines.gross, 'payroll-col-figure', (l) => l.gross, (t) => t.gross), className: 'payroll-sticky-gross' },
  { ...money('bpjs', T.lines.bpjs, 'payroll-col-figure-small', (l) => l.bpjs_employee_total, (t) => t.bpjs_employee_total), className: 'payroll-sticky-bpjs' },
  {
    ...money('pph21', T.lines.pph21, 'payroll-col-figure-small', (l) => l.pph21, (t) => t.pph21, (l) => (l.pph21_method === 'tidak_dipotong' ? undefined : taxRateText(l))),
    className: 'payroll-sticky-pph21',
  },
];

/** The TER under a PPh 21 figure ('TER A 0,25%'), or 'Pasal 17' for the year's reconciliation (the popover says more). */
function taxRateText(line: PayrollLineRow): string {
  if (line.pph21_method === 'ter_bulanan') return `TER ${line.ter_category ?? ''} ${basisPointsText(line.tax_rate_bp)}`;
  if (line.pph21_method === 'ter_harian') return `TER harian ${basisPointsText(line.tax_rate_bp)}`;
  return T.article17;
}

/** The columns of a run's kind; a THR run shows incentives and deductions only when a line has some. */
function figureColumns(data: PayrollRunDetail): FigureColumn[] {
  if (data.kind !== 'thr') return [...WORK_COLUMNS, ...ITEM_COLUMNS, ...STATUTORY_COLUMNS];
  const items = data.lines.some((line) => line.incentives_total !== 0 || line.deductions_total !== 0);
  return [...THR_COLUMNS, ...(items ? ITEM_COLUMNS : []), ...STATUTORY_COLUMNS];
}

function TotalsRow({ label, totals, columns, className }: { label: string; totals: PayrollTotals; columns: readonly FigureColumn[]; className: string }) {
  return (
    <tr className={className}>
      <td />
      <th scope="row" className="payroll-sticky-start">
        {label}
        <span className="payroll-figure-detail">{T.employeeCount(totals.employees)}</span>
      </th>
      {columns.map((column) => (
        <td key={column.key} className={`payroll-numeric payroll-money ${column.className ?? ''}`}>
          {column.total ? formatRupiah(column.total(totals)) : ''}
        </td>
      ))}
      <td className={`payroll-numeric payroll-money payroll-net payroll-sticky-net${totals.net < 0 ? ' payroll-negative' : ''}`}>{formatRupiah(totals.net)}</td>
      <td className="payroll-sticky-end" />
    </tr>
  );
}

function LinesTable({ data, slipBusy, onSlip }: { data: PayrollRunDetail; slipBusy: string | null; onSlip: (line: PayrollLineRow) => void }) {
  let number = 0;
  // A draft's lines whose figures differ from the stored ones (the callout above says how).
  const changed = new Set(data.changes.map((change) => change.employee_id));
  const columns = figureColumns(data);
  // NO., Karyawan, the figures, Gaji Bersih, Aksi.
  const columnCount = columns.length + 4;
  return (
    <div className="erp-master-table-wrap payroll-lines-wrap">
      <HTMLTable striped className={`erp-master-table payroll-lines payroll-lines-${data.kind}`} aria-label={T.linesLabel}>
        <colgroup>
          <col className="erp-master-col-number" />
          <col />
          {columns.map((column) => (
            <col key={column.key} className={column.width} />
          ))}
          <col className="payroll-col-net" />
          <col className="payroll-col-slip" />
        </colgroup>
        <thead>
          <tr>
            <th className="erp-master-number" scope="col">
              NO.
            </th>
            <th scope="col" className="payroll-sticky-start">
              {T.lines.employee}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`payroll-numeric ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
            <th scope="col" className="payroll-numeric payroll-sticky-net">
              {T.lines.net}
            </th>
            <th scope="col" className="erp-master-actions payroll-sticky-end">
              {T.lines.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="erp-master-state-cell erp-master-empty">
                {T.noLines}
              </td>
            </tr>
          )}
          {data.division_totals.map((group) => {
            const lines = data.lines.filter((line) => line.division.id === group.division.id);
            return (
              <Fragment key={group.division.id}>
                <tr className="payroll-division-row">
                  <th scope="rowgroup" colSpan={columnCount}>
                    <span className="payroll-division-name">{group.division.name}</span>
                  </th>
                </tr>
                {lines.map((line) => {
                  number += 1;
                  const slipKey = `slip:${line.employee_id}`;
                  return (
                    <tr key={line.employee_id} data-employee={line.employee_id} className={changed.has(line.employee_id) ? 'payroll-row-changed' : undefined} title={changed.has(line.employee_id) ? T.rowChanged : undefined}>
                      <td className="erp-master-number">{number}</td>
                      <td className="payroll-sticky-start">
                        {line.name}
                        <span className="payroll-figure-detail">
                          {line.idk} · {line.position || '–'}
                        </span>
                      </td>
                      {columns.map((column) => (
                        <td key={column.key} className={`payroll-numeric payroll-cell-${column.key} ${column.className ?? ''}`}>
                          {column.cell(line)}
                        </td>
                      ))}
                      <td className={`payroll-numeric payroll-money payroll-net payroll-sticky-net${line.net < 0 ? ' payroll-negative' : ''}`} title={line.net < 0 ? T.negativeNet : undefined}>
                        {formatRupiah(line.net)}
                      </td>
                      <td className="erp-master-actions payroll-sticky-end">
                        <StatutoryDetailButton line={line} />
                        <RowAction icon={slipBusy === slipKey ? 'refresh' : 'document'} title={T.slip} label={T.slipOf(line.name)} disabled={slipBusy !== null} onClick={() => onSlip(line)} />
                      </td>
                    </tr>
                  );
                })}
                <TotalsRow label={T.totalDivision(group.division.name)} totals={group} columns={columns} className="payroll-total-row" />
              </Fragment>
            );
          })}
        </tbody>
        {data.lines.length > 0 && (
          <tfoot>
            <TotalsRow label={T.totalAll} totals={data.totals} columns={columns} className="payroll-grand-total" />
          </tfoot>
        )}
      </HTMLTable>
    </div>
  );
}
