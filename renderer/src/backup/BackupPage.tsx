import './backup.css';
import { Button, Callout, Card, FormGroup, H5, HTMLTable, InputGroup, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BackupEntry } from '../../../common/contract/backup';
import { BACKUP_STATUS_LABELS, BACKUP_TIME_MESSAGE, BACKUP_TIME_PATTERN, type BackupOverview, type BackupSettingsBody } from '../../../common/contract/backup-service';
import { formatFileSize, formatNumber } from '../../../common/format';
import { describeError, fieldErrorsOf } from '../session/logic';
import { TableStateRows, type TableState } from '../shell/master/TableStates';
import { SuperadminPage } from '../shell/SuperadminPage';
import { showFailure, showSuccess } from '../shell/toast';
import { useBackupOverviewQuery, useBackupRunMutation, useBackupSaveSettingsMutation } from './api';
import { backupWarningText, formatDuration, progressValue } from './logic';
import { backupTime } from './time';
import { BACKUP_TEXTS as T } from './texts';

const COLUMNS = 6;
/** How often the screen asks for the progress while a backup runs; and otherwise, so a scheduled one shows up. */
const POLL_MS = 1000;
const IDLE_POLL_MS = 30_000;


const STATUS_INTENT: Record<BackupEntry['status'], Intent> = { verified: Intent.SUCCESS, failed: Intent.DANGER, incomplete: Intent.WARNING };

function noteOf(entry: BackupEntry): string {
  if (entry.status === 'failed') return entry.error ?? '';
  if (entry.status === 'incomplete') return T.incompleteNote;
  const manifest = entry.manifest;
  if (!manifest) return '';
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return T.verifiedNote(manifest.tables.length, formatNumber(rows), manifest.files.count);
}

function SettingsCard({ overview }: { overview: BackupOverview }) {
  const [draft, setDraft] = useState<BackupSettingsBody>(overview.settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useBackupSaveSettingsMutation();
  const folderError = errors.folder ?? overview.folderProblem ?? undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Told at once, before the folder is checked on the server.
    const time = draft.time.trim();
    if (!BACKUP_TIME_PATTERN.test(time)) {
      setErrors({ time: BACKUP_TIME_MESSAGE });
      return;
    }
    setErrors({});
    const result = await save({ ...draft, time });
    if ('error' in result) {
      const fields = fieldErrorsOf(result.error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) showFailure(T.saveFailed, describeError(result.error));
      return;
    }
    setDraft(result.data.data);
    showSuccess(T.saved);
  };

  return (
    <Card compact className="erp-backup-settings">
      <H5>{T.settingsTitle}</H5>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormGroup label={T.time} labelFor="erp-backup-time" helperText={errors.time ?? T.timeHelper} intent={errors.time ? Intent.DANGER : Intent.NONE}>
          {/* Text, not type="time": that shows 12:30 PM on an English system; the office reads 24 hours. */}
          <InputGroup
            id="erp-backup-time"
            className="erp-backup-time"
            placeholder="12:30"
            inputMode="numeric"
            maxLength={5}
            leftIcon="time"
            value={draft.time}
            onValueChange={(time) => setDraft((current) => ({ ...current, time }))}
            intent={errors.time ? Intent.DANGER : Intent.NONE}
          />
        </FormGroup>
        <FormGroup label={T.folder} labelFor="erp-backup-folder" helperText={folderError ?? T.folderHelper(overview.defaultFolder)} intent={folderError ? Intent.DANGER : Intent.NONE}>
          <InputGroup
            id="erp-backup-folder"
            value={draft.folder}
            onValueChange={(folder) => setDraft((current) => ({ ...current, folder }))}
            intent={folderError ? Intent.DANGER : Intent.NONE}
            rightElement={
              draft.folder !== overview.defaultFolder ? (
                <Button variant="minimal" icon="home" aria-label={T.useDefault} title={T.useDefault} onClick={() => setDraft((current) => ({ ...current, folder: overview.defaultFolder }))} />
              ) : undefined
            }
          />
        </FormGroup>
        <div className="erp-backup-settings-actions">
          <Button type="submit" icon="floppy-disk" intent={Intent.PRIMARY} text={saving.isLoading ? T.saving : T.save} disabled={saving.isLoading} />
        </div>
      </form>
    </Card>
  );
}

function RunCard({ overview }: { overview: BackupOverview }) {
  const [run, starting] = useBackupRunMutation();
  const running = overview.running;
  const value = running ? progressValue(running.progress) : null;

  const start = async () => {
    const result = await run();
    if ('error' in result) showFailure(T.runFailed, describeError(result.error));
  };

  return (
    <Card compact className="erp-backup-run">
      <Button icon="floppy-disk" intent={Intent.SUCCESS} size="large" text={running ? T.running : T.runNow} loading={starting.isLoading} disabled={Boolean(running)} onClick={() => void start()} />
      {running ? (
        <div className="erp-backup-progress" role="status" aria-live="polite">
          <div className="erp-backup-progress-label">
            <span>{running.progress ? T.phases[running.progress.phase] : T.waiting}</span>
            {value !== null && <span>{formatNumber(Math.round(value * 100))}%</span>}
          </div>
          <ProgressBar intent={Intent.PRIMARY} value={value ?? undefined} aria-label={T.running} />
          <div className="erp-backup-muted">{T.startedAt(backupTime(running.startedAt), T.triggers[running.trigger])}</div>
        </div>
      ) : (
        <div className="erp-backup-muted">
          {overview.nextRunAt && <div>{T.nextRun(backupTime(overview.nextRunAt))}</div>}
          <div>{T.keepRule}</div>
        </div>
      )}
    </Card>
  );
}

function BackupTable({ overview, state, error, onRetry }: { overview: BackupOverview | undefined; state: TableState; error?: string; onRetry: () => void }) {
  const rows = overview?.backups ?? [];
  return (
    <Card compact className="erp-backup-list">
      <H5>{T.listTitle}</H5>
      <div className="erp-master-table-wrap">
        <HTMLTable className="erp-master-table erp-backup-table" striped aria-label={T.listTitle}>
          <thead>
            <tr>
              <th scope="col">{T.columns.name}</th>
              <th scope="col">{T.columns.at}</th>
              <th scope="col" className="erp-backup-number">
                {T.columns.size}
              </th>
              <th scope="col" className="erp-backup-number">
                {T.columns.duration}
              </th>
              <th scope="col">{T.columns.status}</th>
              <th scope="col">{T.columns.note}</th>
            </tr>
          </thead>
          <tbody>
            {state !== 'ready' || rows.length === 0 ? (
              <TableStateRows state={state} rowCount={rows.length} span={COLUMNS} skeletonRows={4} errorMessage={error} onRetry={onRetry} emptyText={T.empty} />
            ) : (
              rows.map((entry) => (
                <tr key={entry.name}>
                  <td className="erp-backup-name" title={entry.path}>
                    {entry.name}
                  </td>
                  <td className="erp-backup-nowrap">{backupTime(entry.createdAt)}</td>
                  <td className="erp-backup-number">{entry.status === 'failed' ? '-' : formatFileSize(entry.bytes)}</td>
                  <td className="erp-backup-number">{formatDuration(entry.durationMs)}</td>
                  <td>
                    {/* While a backup runs, its half-written file is the one in progress, not a cut-off one. */}
                    {entry.status === 'incomplete' && overview?.running ? (
                      <Tag intent={Intent.PRIMARY} minimal round>
                        {T.writing}
                      </Tag>
                    ) : (
                      <Tag intent={STATUS_INTENT[entry.status]} minimal round>
                        {BACKUP_STATUS_LABELS[entry.status]}
                      </Tag>
                    )}
                  </td>
                  <td className="erp-backup-note">{entry.status === 'incomplete' && overview?.running ? '' : noteOf(entry)}</td>
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}

function BackupScreen() {
  const [polling, setPolling] = useState(false);
  const overviewQuery = useBackupOverviewQuery(undefined, { pollingInterval: polling ? POLL_MS : IDLE_POLL_MS, skipPollingIfUnfocused: false });
  const overview = overviewQuery.data;
  const running = Boolean(overview?.running);
  const wasRunning = useRef(false);

  useEffect(() => {
    setPolling(running);
    // A run that ended while the screen watched it: say how it ended.
    if (wasRunning.current && !running && overview) {
      const newest = overview.backups[0];
      if (newest?.status === 'verified') showSuccess(T.finishedOk, newest.name);
      else showFailure(T.finishedFailed, newest?.error ?? overview.health.lastError ?? undefined);
    }
    wasRunning.current = running;
  }, [running, overview]);

  const state: TableState = overviewQuery.isError && !overview ? 'error' : overview ? 'ready' : 'loading';
  return (
    <main className="erp-backup-page">
      {overview?.mode !== 'postgres' && <p className="erp-backup-intro">{T.intro}</p>}
      {/* A failure that left no file (the USB disk was not there) shows here too, not only on the home. */}
      {overview && !overview.running && overview.health.warning === 'failed' && (
        <Callout intent={Intent.DANGER} icon="error" className="erp-backup-callout">
          {backupWarningText(overview.health)}
        </Callout>
      )}
      {overview?.mode === 'postgres' ? (
        <Callout intent={Intent.PRIMARY} icon="info-sign" title={T.postgresTitle} className="erp-backup-callout">
          <p>{T.postgresBody}</p>
          <code>{T.postgresCommand}</code>
        </Callout>
      ) : (
        overview && (
          <div className="erp-backup-top">
            {/* Keyed by the saved settings: a save elsewhere (another tab) resets the form to them. */}
            <SettingsCard key={`${overview.settings.time}|${overview.settings.folder}`} overview={overview} />
            <RunCard overview={overview} />
          </div>
        )
      )}
      {overview?.mode !== 'postgres' && (
        <BackupTable overview={overview} state={state} error={overviewQuery.isError ? describeError(overviewQuery.error) : undefined} onRetry={() => void overviewQuery.refetch()} />
      )}
    </main>
  );
}

/** The superadmin's 'Cadangan Data': backups with their status, the daily time and folder, Cadangkan Sekarang. */
export function BackupPage() {
  return (
    <SuperadminPage icon="floppy-disk" title={T.title}>
      <BackupScreen />
    </SuperadminPage>
  );
}
