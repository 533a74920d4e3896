import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { RiwayatPerubahan } from './RiwayatPerubahan';
import { AUDIT_TEXTS as T } from './texts';

/**
 * A row's 'Riwayat Perubahan' where the record has no detail of its own (a statutory rate row, a
 * user account in the list): an icon button opening the history in a dialog.
 */
export function HistoryButton({ entity, id, subject }: { entity: string; id: string; subject: string }) {
  const [open, setOpen] = useState(false);
  const label = `${T.history} ${subject}`;
  return (
    <>
      <Button variant="minimal" size="small" icon="history" aria-label={label} title={label} onClick={() => setOpen(true)} />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={`${T.history}: ${subject}`} icon="history" className="erp-audit-dialog">
        <DialogBody>{open && <RiwayatPerubahan entity={entity} id={id} defaultOpen />}</DialogBody>
        <DialogFooter actions={<Button text="Tutup" onClick={() => setOpen(false)} />} />
      </Dialog>
    </>
  );
}
