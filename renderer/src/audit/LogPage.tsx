import './audit.css';
import { Button, Card, HTMLSelect, HTMLTable, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { AUDIT_ENTITIES, AUDIT_MODULE_OPTIONS, auditEndpoints, formatAuditTime, type AuditLogFilters } from '../../../common/contract/audit';
import { moduleByKey, type ModuleKey } from '../../../common/modules';
import { useBridge } from '../bridge/context';
import { describeError } from '../session/logic';
import { DateField } from '../shell/DateField';
import { MasterListFooter } from '../shell/master/ListCard';
import { TableStateRows, type TableState } from '../shell/master/TableStates';
import { downloadApiFile } from '../shell/print/output';
import { SuperadminPage } from '../shell/SuperadminPage';
import { showFailure } from '../shell/toast';
import { useAuditLogQuery, useAuditUsersQuery } from './api';
import { AuditChanges } from './RiwayatPerubahan';
import { AUDIT_TEXTS as T } from './texts';
import { companyToday } from '../../../common/calendar';

const PAGE_SIZE = 20;
const COLUMNS = 6;

type Filters = { user: string; module: '' | ModuleKey; entity: string; entity_id: string; from: string; to: string };
const NO_FILTERS: Filters = { user: '', module: '', entity: '', entity_id: '', from: '', to: '' };

/** The filters as the call's query: blank ones left out. */
function queryOf(filters: Filters): AuditLogFilters {
  return {
    ...(filters.user ? { user: filters.user } : {}),
    ...(filters.module ? { module: filters.module } : {}),
    ...(filters.entity ? { entity: filters.entity } : {}),
    ...(filters.entity_id.trim() ? { entity_id: filters.entity_id.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** The entities a module owns (all without one), by their labels. */
function entityOptions(module: '' | ModuleKey): { value: string; label: string }[] {
  return Object.entries(AUDIT_ENTITIES)
    .filter(([, info]) => module === '' || info.module === module)
    .map(([value, info]) => ({ value, label: info.label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'id'));
}

function LogScreen() {
  const bridge = useBridge();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const users = useAuditUsersQuery();
  const query = queryOf(filters);
  const log = useAuditLogQuery({ ...query, page, per_page: PAGE_SIZE });
  const shown = log.currentData ?? log.data;
  const state: TableState = log.isError ? 'error' : shown ? 'ready' : 'loading';
  const rows = shown?.data ?? [];
  const set = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const downloadExcel = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const url = `${auditEndpoints.logExcel.path}${search ? `?${search}` : ''}`;
      const result = await downloadApiFile(bridge, url, T.excelFile(companyToday()));
      if (!result.ok) showFailure(T.excelFailed, describeError(result.error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <main className="erp-log-page">
      <Card compact>
        <div className="erp-log-filters" role="search" aria-label={T.logTitle}>
          <label>
            {T.filterUser}
            <HTMLSelect value={filters.user} onChange={(e) => set({ user: e.target.value })} fill aria-label={T.filterUser}>
              <option value="">{T.allUsers}</option>
              {(users.data ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </HTMLSelect>
          </label>
          <label>
            {T.filterModule}
            <HTMLSelect
              value={filters.module}
              onChange={(e) => set({ module: AUDIT_MODULE_OPTIONS.find((o) => o.value === e.target.value)?.value ?? '', entity: '' })}
              fill
              aria-label={T.filterModule}
            >
              <option value="">{T.allModules}</option>
              {AUDIT_MODULE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          </label>
          <label>
            {T.filterEntity}
            <HTMLSelect value={filters.entity} onChange={(e) => set({ entity: e.target.value })} fill aria-label={T.filterEntity}>
              <option value="">{T.allEntities}</option>
              {entityOptions(filters.module).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          </label>
          <label>
            {T.filterRecord}
            <InputGroup value={filters.entity_id} placeholder={T.recordPlaceholder} onValueChange={(value) => set({ entity_id: value })} aria-label={T.filterRecord} />
          </label>
          {/* Not a <label>: the field's calendar button would share its name. */}
          <div className="erp-log-field">
            {T.filterFrom}
            <DateField value={filters.from} allowEmpty onChange={(from) => set({ from })} aria-label={T.filterFrom} />
          </div>
          {/* Not a <label>: the field's calendar button would share its name. */}
          <div className="erp-log-field">
            {T.filterTo}
            <DateField value={filters.to} allowEmpty onChange={(to) => set({ to })} aria-label={T.filterTo} />
          </div>
          <div className="erp-log-actions">
            <Button icon="filter-remove" text={T.reset} onClick={() => set(NO_FILTERS)} />
            <Button icon="th-list" intent={Intent.SUCCESS} text={downloading ? T.downloading : T.excel} disabled={downloading} onClick={() => void downloadExcel()} />
          </div>
        </div>
        <div className="erp-master-table-wrap">
          <HTMLTable className="erp-master-table erp-log-table" striped aria-label={T.logTitle} aria-busy={state === 'loading' || log.isFetching}>
            <colgroup>
              <col className="erp-log-col-at" />
              <col className="erp-log-col-user" />
              <col className="erp-log-col-module" />
              <col className="erp-log-col-entity" />
              <col className="erp-log-col-action" />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{T.columns.at}</th>
                <th scope="col">{T.columns.user}</th>
                <th scope="col">{T.columns.module}</th>
                <th scope="col">{T.columns.entity}</th>
                <th scope="col">{T.columns.action}</th>
                <th scope="col">{T.columns.changes}</th>
              </tr>
            </thead>
            <tbody>
              {state !== 'ready' || rows.length === 0 ? (
                <TableStateRows
                  state={state}
                  rowCount={rows.length}
                  span={COLUMNS}
                  skeletonRows={5}
                  errorMessage={log.isError ? describeError(log.error) : undefined}
                  onRetry={() => void log.refetch()}
                  emptyText={T.emptyLog}
                />
              ) : (
                rows.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatAuditTime(entry.at)}</td>
                    <td>{entry.user_name}</td>
                    <td>{entry.module ? moduleByKey(entry.module).title : T.superadminOnly}</td>
                    <td>
                      <div>{entry.entity_label}</div>
                      <button type="button" className="erp-link-button erp-log-record" title={entry.entity_id} onClick={() => set({ entity: entry.entity, entity_id: entry.entity_id })}>
                        {entry.entity_id.length > 13 ? `${entry.entity_id.slice(0, 8)}…` : entry.entity_id}
                      </button>
                    </td>
                    <td>{entry.action_label}</td>
                    <td>
                      <AuditChanges entry={entry} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </HTMLTable>
        </div>
        {state === 'ready' && <MasterListFooter pagination={shown?.pagination} page={page} onPage={setPage} />}
      </Card>
    </main>
  );
}

/** The superadmin's 'Log Aktivitas': the whole audit log with its filters, paging and Excel. */
export function LogPage() {
  return (
    <SuperadminPage icon="history" title={T.logTitle}>
      <LogScreen />
    </SuperadminPage>
  );
}
