import '../../shell/master/master.css';
import './attendance.css';
import { Card, HTMLTable } from '@blueprintjs/core';
import { useState } from 'react';
import { describeError } from '../../session/logic';
import { TableStateRows } from '../../shell/master/TableStates';
import { useIsModuleAdmin } from '../../store/hooks';
import { useAttendanceRecapQuery } from './api';
import { CorrectionDialog, type CorrectionTarget } from './CorrectionDialog';
import { DayFilter, DivisionFilter } from './Filters';
import { dayOfMonth, hoursText, isSunday, shownDate, symbolClass, symbolTitle, thisMonth, weekdayInitial } from './logic';
import { ATTENDANCE_TEXTS as T } from './texts';

/**
 * 'Rekap Absensi': employees × days of the period (this month by default) with a symbol per day and
 * the totals; a cell opens the correction dialog, where overtime is approved as well.
 */
export function RecapScreen() {
  const [period, setPeriod] = useState(thisMonth);
  const [division, setDivision] = useState('');
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const canWrite = useIsModuleAdmin();
  const recap = useAttendanceRecapQuery({ ...period, ...(division ? { division_id: division } : {}) });
  const data = recap.currentData;
  const days = data?.days ?? [];
  const rows = data?.rows ?? [];
  const state = recap.isError ? 'error' : data ? 'ready' : 'loading';
  const span = 1 + 5 + days.length;

  return (
    <div className="erp-master attendance">
      <Card className="erp-master-list attendance-card" compact>
        <div className="erp-master-toolbar attendance-toolbar">
          <h3 className="attendance-title">{T.recapTitle}</h3>
          <div className="attendance-filters">
            <DayFilter label={T.from} value={period.from} onChange={(from) => setPeriod((p) => ({ from, to: p.to < from ? from : p.to }))} />
            <DayFilter label={T.to} value={period.to} onChange={(to) => setPeriod((p) => ({ from: p.from > to ? to : p.from, to }))} />
            <DivisionFilter value={division} onChange={setDivision} />
          </div>
        </div>
        <p className="attendance-legend">{T.recapLegend}</p>
        <div className="erp-master-table-wrap attendance-grid-wrap">
          <HTMLTable className="erp-master-table attendance-grid" compact striped aria-label={T.recapTitle} aria-busy={recap.isFetching}>
            <thead>
              <tr>
                <th scope="col" className="attendance-col-name">
                  {T.employee}
                </th>
                <th scope="col" className="attendance-col-total" title={T.totals.hadir}>
                  {T.totalsShort.hadir}
                </th>
                <th scope="col" className="attendance-col-total" title={T.totals.terlambat}>
                  {T.totalsShort.terlambat}
                </th>
                <th scope="col" className="attendance-col-total" title={T.totals.alpa}>
                  {T.totalsShort.alpa}
                </th>
                <th scope="col" className="attendance-col-total" title={T.totals.izinCutiSakit}>
                  {T.totalsShort.izinCutiSakit}
                </th>
                <th scope="col" className="attendance-col-total attendance-col-last-total" title={T.totals.lembur}>
                  {T.totalsShort.lembur}
                </th>
                {days.map((d) => (
                  <th key={d.date} scope="col" className={`attendance-col-day${d.holiday || isSunday(d.date) ? ' attendance-col-off' : ''}`} title={d.holiday ?? shownDate(d.date)}>
                    <span className="attendance-day-number">{dayOfMonth(d.date)}</span>
                    <span className="attendance-day-weekday">{weekdayInitial(d.date)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {state !== 'ready' || rows.length === 0 ? (
                <TableStateRows state={state} rowCount={rows.length} span={span} skeletonRows={3} errorMessage={recap.isError ? describeError(recap.error) : undefined} onRetry={() => void recap.refetch()} emptyText={T.empty} />
              ) : (
                rows.map((row) => (
                  <tr key={row.employee.id} data-employee={row.employee.idk}>
                    <th scope="row" className="attendance-col-name" title={`${row.employee.nama} · ${row.employee.division}`}>
                      {row.employee.nama}
                      <span className="attendance-idk">
                        {row.employee.idk} · {row.employee.division}
                      </span>
                    </th>
                    <td className="attendance-total" data-total="hadir">
                      {row.totals.hadir}
                    </td>
                    <td className="attendance-total" data-total="terlambat">
                      {row.totals.terlambat}
                    </td>
                    <td className="attendance-total" data-total="alpa">
                      {row.totals.alpa}
                    </td>
                    <td className="attendance-total" data-total="izin_cuti_sakit">
                      {row.totals.izin_cuti_sakit}
                    </td>
                    <td className="attendance-total attendance-col-last-total" data-total="lembur_jam">
                      {hoursText(row.totals.lembur_jam)}
                    </td>
                    {row.cells.map((cell, i) => (
                      <td key={cell.date} className="attendance-cell">
                        <button
                          type="button"
                          className={symbolClass(cell.symbol)}
                          title={`${shownDate(cell.date)}: ${symbolTitle(cell.symbol)}`}
                          aria-label={T.cellLabel(row.employee.nama, shownDate(cell.date), symbolTitle(cell.symbol))}
                          onClick={() => setTarget({ employee: row.employee, date: cell.date, day: cell.day, holiday: days[i]?.holiday ?? null })}
                        >
                          {cell.symbol}
                        </button>
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
      {target && <CorrectionDialog key={`${target.employee.id}|${target.date}`} target={target} canWrite={canWrite} onClose={() => setTarget(null)} />}
    </div>
  );
}
