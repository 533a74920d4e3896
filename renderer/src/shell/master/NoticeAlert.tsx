import { Alert, Intent } from '@blueprintjs/core';
import { SHELL_TEXTS } from '../texts';

/**
 * The seed's alert boxes ('Lengkapi dulu semua', 'Stok Barang Kosong', 'Select Data Qrcode', …):
 * a warning with one 'OK' that Enter or Escape also closes. `onClosed` runs once it has gone (a
 * form puts the focus back on its first field in error).
 */
export function NoticeAlert({ message, onDismiss, onClosed }: { message: string | null; onDismiss: () => void; onClosed?: () => void }) {
  return (
    <Alert
      isOpen={message !== null}
      icon="warning-sign"
      intent={Intent.WARNING}
      confirmButtonText={SHELL_TEXTS.ok}
      canEscapeKeyCancel
      onConfirm={onDismiss}
      onCancel={onDismiss}
      {...(onClosed ? { onClosed } : {})}
    >
      <p className="erp-notice-text">{message}</p>
    </Alert>
  );
}
