import '../../shell/master/master.css';
import './payroll.css';
import { Button, HTMLSelect, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatRupiah } from '../../../../common/format';
import { PAYROLL_KIND_LABELS, PAYROLL_KINDS, PAYROLL_STATUS_LABELS, PAYROLL_STATUSES, type PayrollKind, type PayrollStatus } from '../../../../common/salary';
import { ListCard } from '../../shell/master/ListCard';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { RowAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { usePayrollActor } from './actor';
import { PAYROLL_PAGE_SIZE, usePayrollRunsQuery, type PayrollRunRow } from './api';
import { CreateRunDialog } from './CreateRunDialog';
import { runDetailUrl } from './paths';
import { PayrollStatusTag } from './StatusTag';
import { PAYROLL_TEXTS as T } from './texts';

/**
 * 'Penggajian': every payroll run, newest period first (period, kind, divisions, employees, total
 * net, Draft/Final); a row opens its detail; admins start a run with 'Buat Penggajian'.
 */
export function RunListScreen() {
  const actor = usePayrollActor();
  const mayWrite = actor.isAdmin || actor.isSuperadmin;
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [kind, setKind] = useState<PayrollKind | ''>('');
  const [status, setStatus] = useState<PayrollStatus | ''>('');
  const list = usePayrollRunsQuery({ page, ...(filter ? { filter } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [creating, setCreating] = useState(false);
  const open = (row: PayrollRunRow) => void navigate(runDetailUrl(row.id));

  return (
    <div className="erp-master payroll">
      <ListCard<PayrollRunRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={PAYROLL_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        // 'Belum ada penggajian' only when nothing narrows the list.
        emptyText={filter || kind || status ? undefined : T.empty}
        interactive
        heading={
          <>
            <h4 className="payroll-toolbar-title">{T.listTitle}</h4>
            <HTMLSelect
              aria-label={T.filterKind}
              value={kind}
              onChange={(event) => {
                setKind(event.currentTarget.value as PayrollKind | '');
                setPage(1);
              }}
              options={[{ value: '', label: T.allKinds }, ...PAYROLL_KINDS.map((value) => ({ value, label: PAYROLL_KIND_LABELS[value] }))]}
            />
            <HTMLSelect
              aria-label={T.filterStatus}
              value={status}
              onChange={(event) => {
                setStatus(event.currentTarget.value as PayrollStatus | '');
                setPage(1);
              }}
              options={[{ value: '', label: T.allStatuses }, ...PAYROLL_STATUSES.map((value) => ({ value, label: PAYROLL_STATUS_LABELS[value] }))]}
            />
            {mayWrite && <Button icon="add" intent={Intent.PRIMARY} text={T.add} onClick={() => setCreating(true)} />}
          </>
        }
        toolbarClassName="payroll-toolbar"
        tableLabel={T.listTitle}
        columnCount={6}
        actionsCol="payroll-col-actions"
        cols={
          <>
            <col className="payroll-col-period" />
            <col className="payroll-col-kind" />
            <col />
            <col className="payroll-col-count" />
            <col className="payroll-col-money" />
            <col className="payroll-col-status" />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.period}</th>
            <th scope="col">{T.columns.kind}</th>
            <th scope="col">{T.columns.divisions}</th>
            <th scope="col" className="payroll-numeric">
              {T.columns.employees}
            </th>
            <th scope="col" className="payroll-numeric">
              {T.columns.totalNet}
            </th>
            <th scope="col">{T.columns.status}</th>
          </>
        }
        renderRow={(row, number) => {
          const period = row.period_label;
          return (
            <tr key={row.id} onClick={() => open(row)} className="payroll-run-row">
              <td className="erp-master-number">{number}</td>
              <td className="payroll-nowrap">{period}</td>
              <td>{PAYROLL_KIND_LABELS[row.kind]}</td>
              <td>{row.divisions.map((division) => division.name).join(', ')}</td>
              <td className="payroll-numeric">{row.employees}</td>
              <td className={`payroll-numeric payroll-money${row.total_net < 0 ? ' payroll-negative' : ''}`}>{formatRupiah(row.total_net)}</td>
              <td>
                <PayrollStatusTag status={row.status} />
              </td>
              <td className="erp-master-actions">
                <RowAction
                  icon="document-open"
                  title={T.open}
                  label={`${T.open} ${period}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    open(row);
                  }}
                />
              </td>
            </tr>
          );
        }}
      />
      {mayWrite && <CreateRunDialog isOpen={creating} onClose={() => setCreating(false)} onCreated={(id) => void navigate(runDetailUrl(id))} />}
    </div>
  );
}
