import './audit.css';
import { Button, Collapse, NonIdealState, Spinner, SpinnerSize, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { formatAuditTime, type AuditEntryRow } from '../../../common/contract/audit';
import { describeError } from '../session/logic';
import { useAuditHistoryQuery } from './api';
import { AUDIT_TEXTS as T } from './texts';

/** One change: its 'Field: lama → baru' lines, the fields changed without values, the reason. */
export function AuditChanges({ entry }: { entry: AuditEntryRow }) {
  // A new record had nothing before: its values alone read better than '- → value'.
  const created = entry.action === 'add';
  return (
    <>
      {entry.changes.length > 0 && (
        <ul className="erp-audit-changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <span className="erp-audit-field">{change.label}:</span>{' '}
              {change.hidden ? (
                <em className="erp-audit-hidden">{T.hidden}</em>
              ) : created ? (
                <span className="erp-audit-to">{change.to}</span>
              ) : (
                <>
                  <span className="erp-audit-from">{change.from}</span>
                  <span className="erp-audit-arrow"> → </span>
                  <span className="erp-audit-to">{change.to}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {entry.fields.length > 0 && (
        <div className="erp-audit-fields">
          {T.changed}: {entry.fields.join(', ')}
        </div>
      )}
      {entry.reason && (
        <div className="erp-audit-reason">
          {T.reason}: {entry.reason}
        </div>
      )}
    </>
  );
}

function HistoryBody({ entity, id }: { entity: string; id: string }) {
  // Asked again each time it is shown: the record may have just been saved.
  const history = useAuditHistoryQuery({ entity, id }, { refetchOnMountOrArgChange: true });
  if (history.isLoading) {
    return (
      <div className="erp-audit-state" role="status">
        <Spinner size={SpinnerSize.SMALL} aria-label={T.loading} />
      </div>
    );
  }
  if (history.isError || !history.data) {
    return (
      <NonIdealState
        className="erp-audit-state"
        icon="error"
        title={T.loadFailed}
        description={history.error ? describeError(history.error) : undefined}
        action={<Button icon="refresh" text={T.retry} onClick={() => void history.refetch()} />}
        layout="horizontal"
      />
    );
  }
  if (history.data.length === 0) return <div className="erp-audit-state erp-audit-empty">{T.empty}</div>;
  return (
    <ol className="erp-audit-entries" aria-label={T.history}>
      {history.data.map((entry) => (
        <li key={entry.id} className="erp-audit-entry">
          <div className="erp-audit-head">
            <Tag minimal className="erp-audit-action">
              {entry.action_label}
            </Tag>
            <strong className="erp-audit-user">{entry.user_name}</strong>
            <time className="erp-audit-time" dateTime={entry.at}>
              {formatAuditTime(entry.at)}
            </time>
          </div>
          <AuditChanges entry={entry} />
        </li>
      ))}
    </ol>
  );
}

/**
 * 'Riwayat Perubahan' under a record's detail (Odoo's chatter, ERPNext's version history): who,
 * when (Jakarta) and each field from → to, newest first. Collapsed until opened, so a detail does
 * not ask for it unless the user wants it; `defaultOpen` shows it at once.
 */
export function RiwayatPerubahan({ entity, id, defaultOpen = false }: { entity: string; id: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="erp-audit-history">
      <Button
        variant="minimal"
        alignText="start"
        fill
        icon="history"
        endIcon={open ? 'chevron-up' : 'chevron-down'}
        text={T.history}
        aria-expanded={open}
        aria-controls={bodyId}
        className="erp-audit-toggle"
        onClick={() => setOpen((value) => !value)}
      />
      <Collapse isOpen={open}>
        <div id={bodyId} className="erp-audit-body">
          {open && <HistoryBody entity={entity} id={id} />}
        </div>
      </Collapse>
    </section>
  );
}
