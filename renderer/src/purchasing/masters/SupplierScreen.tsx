import '../purchasing.css';
import { useState } from 'react';
import { supplierResource } from '../../../../common/contract/purchasing';
import { MasterScreen } from '../../shell/master/MasterScreen';
import { RowAction } from '../../shell/master/RowActions';
import { PURCHASING_TEXTS as T } from '../texts';
import { SupplierDetailDialog } from './SupplierDetailDialog';

/** 'Tambah Supplier' (seed 001 screen 5): the generic master screen plus a 'view detail' row action. */
export function SupplierScreen() {
  const [detailId, setDetailId] = useState<string | null>(null);
  return (
    <>
      <MasterScreen
        resource={supplierResource}
        rowActions={(row, busy) => (
          <RowAction
            icon="eye-open"
            title={T.viewDetail}
            label={T.viewDetailOf(String(row.nama_perusahaan ?? ''))}
            disabled={busy}
            onClick={() => setDetailId(row.id)}
          />
        )}
      />
      <SupplierDetailDialog supplierId={detailId} onClose={() => setDetailId(null)} />
    </>
  );
}
