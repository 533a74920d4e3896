import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { PURCHASING_TEXTS as T } from '../texts';
import { RecordLoadState } from '../../shell/states';
import { useSupplierDetailQuery } from './api';
import { supplierFacts } from './logic';

/** The supplier's 'view detail' modal (seed 001 screen 5), read with `supplier/get/{id}`. */
export function SupplierDetailDialog({ supplierId, onClose }: { supplierId: string | null; onClose: () => void }) {
  // The last id stays while the dialog closes, so its content does not vanish mid-animation.
  const [shownId, setShownId] = useState<string | null>(supplierId);
  if (supplierId && supplierId !== shownId) setShownId(supplierId);
  const detail = useSupplierDetailQuery(shownId ?? '', { skip: !shownId });
  const data = detail.currentData;

  let body;
  if (detail.isError || !data || data.id !== shownId) {
    body = <RecordLoadState query={detail} failedTitle={T.loadFailed} />;
  } else {
    body = (
      <dl className="purchasing-facts purchasing-facts-single">
        {supplierFacts(data).map(([label, value]) => (
          <div key={label} className="purchasing-fact">
            <dt>{label}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <Dialog isOpen={supplierId !== null} onClose={onClose} title={T.supplierDetailTitle} icon="office" className="purchasing-dialog supplier-detail-dialog">
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
    </Dialog>
  );
}
