import './backup.css';
import { Callout, Intent } from '@blueprintjs/core';
import { BACKUP_STALE_AFTER_MS } from '../../../common/contract/backup-service';
import { LinkButton } from '../shell/LinkButton';
import { useBackupHealthQuery } from './api';
import { backupWarningText } from './logic';
import { BACKUP_TEXTS as T } from './texts';

/**
 * The superadmin's home says when backups are not being made (issue 26 §1): the last one failed,
 * none was ever verified, or the newest verified one is older than two days. Nothing otherwise,
 * and nothing while it loads or when the question itself fails (the Cadangan Data screen says more).
 */
export function BackupHomeWarning() {
  const health = useBackupHealthQuery(undefined, { pollingInterval: BACKUP_STALE_AFTER_MS / 48 }).data;
  const text = health ? backupWarningText(health) : null;
  if (!health || !text) return null;
  return (
    <Callout intent={health.warning === 'failed' ? Intent.DANGER : Intent.WARNING} icon={health.warning === 'failed' ? 'error' : 'time'} className="erp-home-backup-warning" title={T.title}>
      <p>{text}</p>
      <LinkButton to="/cadangan-data" icon="floppy-disk" text={T.warningOpen} />
    </Callout>
  );
}
