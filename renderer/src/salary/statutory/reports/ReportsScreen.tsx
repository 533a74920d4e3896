import '../../../shell/master/master.css';
import './reports.css';
import { Button, Callout, Card, HTMLSelect, Intent, type IconName } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { withholderMissing, withholderMissingMessage } from '../../../../../common/contract/statutory';
import { useCompanySettingsQuery } from '../../../shell/companyApi';
import { useApiFiles, type ApiFile } from '../../payroll/exports';
import { usePayrollRunsQuery } from '../../payroll/api';
import { defaultPeriod, MONTH_OPTIONS, yearOptions } from '../../payroll/logic';
import { describeError } from '../../../session/logic';
import { useStatutoryYearEmployeesQuery } from './api';
import { a1File, bpjsRecapFile, ebupotFile, openingMonth, taxMonth } from './logic';
import { REPORTS_TEXTS as T } from './texts';
import { companyToday } from '../../../../../common/calendar';

/**
 * 'Laporan BPJS & Pajak' (issue 18): the files the office sends each month (the BPJS contribution
 * recap and the e-Bupot 21 import, both Excel) and each year (the 1721-A1 forms, PDF), built by
 * the server from final payroll runs. One file at a time; the server's refusal (no final run that
 * month) shows in a red toast.
 */
export function ReportsScreen() {
  const today = companyToday();
  const initial = defaultPeriod(today);
  const years = yearOptions(today);
  const files = useApiFiles();
  // The month opens on the tax month (its period's end) of the newest final run, until the user picks one.
  const newestFinal = usePayrollRunsQuery({ status: 'final', sort: 'period_start|desc', page: 1 }).currentData?.data[0];
  const [picked, setPicked] = useState<{ month: number; year: number } | null>(null);
  const shown = picked ?? openingMonth(newestFinal, initial);
  const { month, year: monthYear } = shown;
  const setMonth = (value: number) => setPicked({ ...shown, month: value });
  const setMonthYear = (value: number) => setPicked({ ...shown, year: value });
  const [year, setYear] = useState(initial.year);
  const [employeeId, setEmployeeId] = useState('');
  const employees = useStatutoryYearEmployeesQuery(year);
  const employee = employees.currentData?.find((row) => row.id === employeeId) ?? null;
  const ids = `statutory-reports-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const monthLabel = `${MONTH_OPTIONS[month - 1]?.label ?? ''} ${monthYear}`;
  // The tax forms need the withholder's name and NPWP: said before a click is refused (issue 27 §4).
  const company = useCompanySettingsQuery(undefined, { refetchOnMountOrArgChange: true }).currentData;
  const withholderGaps = company ? withholderMissing(company) : [];

  const fileButton = (key: string, text: string, icon: IconName, target: ApiFile) => (
    <Button
      icon={icon}
      intent={Intent.PRIMARY}
      variant="outlined"
      text={files.busy === key ? T.working : text}
      loading={files.busy === key}
      disabled={files.busy !== null && files.busy !== key}
      onClick={() => void files.fetchFile(key, target)}
    />
  );

  let employeeNote: ReactNode = T.employeeHint;
  if (employees.isError) {
    employeeNote = (
      <span className="statutory-reports-error">
        {T.employeesFailed}: {describeError(employees.error)} <Button size="small" variant="minimal" text={T.retry} onClick={() => void employees.refetch()} />
      </span>
    );
  } else if (employees.currentData?.length === 0) {
    employeeNote = T.employeesNone;
  }

  return (
    <div className="erp-master statutory-reports">
      <Card compact className="statutory-reports-card">
        <h4 className="statutory-reports-title">{T.title}</h4>
        <p className="statutory-reports-intro">{T.intro}</p>
        {withholderGaps.length > 0 && (
          <Callout intent={Intent.WARNING} icon="office" compact className="statutory-reports-withholder">
            {withholderMissingMessage(withholderGaps)}
          </Callout>
        )}

        <section className="statutory-reports-section" aria-labelledby={`${ids}-monthly`}>
          <h5 id={`${ids}-monthly`}>{T.monthly}</h5>
          <div className="statutory-reports-pickers">
            <label htmlFor={`${ids}-month`}>{T.month}</label>
            <HTMLSelect id={`${ids}-month`} value={month} onChange={(event) => setMonth(Number(event.currentTarget.value))} options={MONTH_OPTIONS.map((option) => ({ value: option.value, label: option.label }))} />
            <HTMLSelect aria-label={`${T.year} (${T.monthly})`} value={monthYear} onChange={(event) => setMonthYear(Number(event.currentTarget.value))} options={years.map((value) => ({ value, label: String(value) }))} />
            <span className="statutory-reports-muted">{T.monthlyNote(monthLabel)}</span>
          </div>
          <ul className="statutory-reports-files">
            <li>
              {fileButton('bpjs', T.bpjsButton, 'th', bpjsRecapFile(taxMonth(monthYear, month)))}
              <p>{T.bpjsNote}</p>
            </li>
            <li>
              {fileButton('ebupot', T.ebupotButton, 'th', ebupotFile(taxMonth(monthYear, month)))}
              <p>{T.ebupotNote}</p>
            </li>
          </ul>
        </section>

        <section className="statutory-reports-section" aria-labelledby={`${ids}-annual`}>
          <h5 id={`${ids}-annual`}>{T.annual}</h5>
          <div className="statutory-reports-pickers">
            <label htmlFor={`${ids}-year`}>{T.year}</label>
            <HTMLSelect
              id={`${ids}-year`}
              value={year}
              onChange={(event) => {
                setYear(Number(event.currentTarget.value));
                setEmployeeId('');
              }}
              options={years.map((value) => ({ value, label: String(value) }))}
            />
            <label htmlFor={`${ids}-employee`}>{T.employee}</label>
            <HTMLSelect id={`${ids}-employee`} className="statutory-reports-employee" value={employee ? employeeId : ''} disabled={!employees.currentData} onChange={(event) => setEmployeeId(event.currentTarget.value)}>
              <option value="">{employees.isFetching && !employees.currentData ? T.employeesLoading : T.allEmployees}</option>
              {employees.currentData?.map((row) => (
                <option key={row.id} value={row.id}>
                  {row.name} ({row.idk})
                </option>
              ))}
            </HTMLSelect>
            <span className="statutory-reports-muted">{employeeNote}</span>
          </div>
          <ul className="statutory-reports-files">
            <li>
              {fileButton('a1', T.a1Button, 'document', a1File(year, employee))}
              <p>{T.a1Note}</p>
            </li>
          </ul>
        </section>
      </Card>
    </div>
  );
}
