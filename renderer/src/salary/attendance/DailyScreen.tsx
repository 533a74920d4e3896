import '../../shell/master/master.css';
import './attendance.css';
import { Card, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { ATTENDANCE_SOURCE_LABELS, ATTENDANCE_STATUS_LABELS } from '../../../../common/attendance';
import { describeError } from '../../session/logic';
import { StoredImage } from '../../shell/images';
import { TableStateRows } from '../../shell/master/TableStates';
import { useAttendanceDailyQuery } from './api';
import { DayFilter, DivisionFilter } from './Filters';
import { longDate } from './logic';
import { ATTENDANCE_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';

const NO_PHOTO = <span className="attendance-no-photo">–</span>;

/** 'Absensi Harian': a day's check-ins and check-outs with their selfies, 'di luar lokasi' and a map link. */
export function DailyScreen() {
  const [date, setDate] = useState(() => companyToday());
  const [division, setDivision] = useState('');
  const daily = useAttendanceDailyQuery({ date, ...(division ? { division_id: division } : {}) });
  const rows = daily.currentData?.data ?? [];
  const state = daily.isError ? 'error' : daily.currentData ? 'ready' : 'loading';

  return (
    <div className="erp-master attendance">
      <Card className="erp-master-list attendance-card" compact>
        <div className="erp-master-toolbar attendance-toolbar">
          <h3 className="attendance-title">
            {T.dailyTitle} <small>{longDate(date)}</small>
          </h3>
          <div className="attendance-filters">
            <DayFilter label={T.date} value={date} onChange={setDate} />
            <DivisionFilter value={division} onChange={setDivision} />
          </div>
        </div>
        <div className="erp-master-table-wrap">
          <HTMLTable className="erp-master-table attendance-daily" striped aria-label={T.dailyTitle} aria-busy={daily.isFetching}>
            <thead>
              <tr>
                <th scope="col">{T.employee}</th>
                <th scope="col">{T.division}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.checkIn}</th>
                <th scope="col">{T.checkOut}</th>
                <th scope="col">{T.selfieIn}</th>
                <th scope="col">{T.selfieOut}</th>
                <th scope="col">{T.location}</th>
                <th scope="col">{T.source}</th>
              </tr>
            </thead>
            <tbody>
              {state !== 'ready' || rows.length === 0 ? (
                <TableStateRows state={state} rowCount={rows.length} span={9} skeletonRows={3} errorMessage={daily.isError ? describeError(daily.error) : undefined} onRetry={() => void daily.refetch()} emptyText={T.empty} />
              ) : (
                rows.map((row) => (
                  <tr key={row.employee.id}>
                    <td>
                      {row.employee.nama}
                      <span className="attendance-idk">{row.employee.idk}</span>
                    </td>
                    <td>{row.employee.division}</td>
                    <td>
                      {ATTENDANCE_STATUS_LABELS[row.day.status]}
                      {row.day.late && (
                        <Tag minimal intent={Intent.WARNING} className="attendance-tag">
                          {T.late}
                        </Tag>
                      )}
                    </td>
                    <td className="attendance-time">{row.day.check_in ?? '–'}</td>
                    <td className="attendance-time">{row.day.check_out ?? '–'}</td>
                    <td>{row.check_in_photo ? <StoredImage path={row.check_in_photo} alt={`${T.selfieIn} ${row.employee.nama}`} size={48} className="attendance-selfie" fallback={NO_PHOTO} /> : NO_PHOTO}</td>
                    <td>{row.check_out_photo ? <StoredImage path={row.check_out_photo} alt={`${T.selfieOut} ${row.employee.nama}`} size={48} className="attendance-selfie" fallback={NO_PHOTO} /> : NO_PHOTO}</td>
                    <td>
                      {row.map_url ? (
                        <>
                          <Tag minimal intent={row.day.outside_office ? Intent.DANGER : Intent.SUCCESS} className="attendance-tag">
                            {row.day.outside_office ? T.outside : T.inside}
                          </Tag>{' '}
                          <a href={row.map_url} target="_blank" rel="noreferrer">
                            {T.openMap}
                          </a>
                        </>
                      ) : (
                        T.noPoint
                      )}
                    </td>
                    <td>{ATTENDANCE_SOURCE_LABELS[row.day.source]}</td>
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>
        </div>
      </Card>
    </div>
  );
}
