import '../../shell/master/master.css';
import '../purchasing.css';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { describeError } from '../../session/logic';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { PURCHASING_TEXTS as T } from '../texts';
import { usePurchaseDetailQuery, usePurchaseUpdateMutation } from './api';
import { detailToForm, isUnpaid, receiverOfDetail } from './logic';
import { purchaseListPath } from './paths';
import { PurchaseForm } from './PurchaseForm';
import { usePurchaseForm } from './usePurchaseForm';

/**
 * 'editpembelian/{idBeli}' (seed 001 screen 3): the PO form prefilled, 'Perbarui', and back to
 * the previous page once saved. A paid PO is not edited: the seed's notice, then back.
 */
export function EditPurchaseScreen() {
  const { idBeli = '' } = useParams();
  const formId = `purchase-edit-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const navigate = useNavigate();
  const detail = usePurchaseDetailQuery(idBeli, { skip: !idBeli });
  const data = detail.currentData?.id === idBeli ? detail.currentData : undefined;
  const [update, updateState] = usePurchaseUpdateMutation();
  const saving = updateState.isLoading;

  /** Back where the user came from; the list when this page was opened directly. */
  const goBack = () => {
    const history = window.history.state as { idx?: number } | null;
    if (history?.idx && history.idx > 0) void navigate(-1);
    else void navigate(purchaseListPath, { replace: true });
  };

  const purchase = usePurchaseForm({
    formId,
    mode: 'edit',
    saving,
    send: (body) => update({ id: idBeli, body }),
    toasts: { succeeded: T.updated, failed: T.updateFailed },
    onSaved: goBack,
  });
  const { form } = purchase;

  // The form takes the stored PO once it has loaded (and again for another id); adjusted while
  // rendering, so the form never shows empty for a frame.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  if (data && loadedId !== data.id && isUnpaid(data.status_pembayaran)) {
    setLoadedId(data.id);
    form.startEdit(data, detailToForm(data));
  }

  if (detail.isError) {
    return (
      <NonIdealState
        icon="error"
        title={T.loadFailed}
        description={describeError(detail.error)}
        action={
          <>
            <Button icon="refresh" text={T.retry} onClick={() => void detail.refetch()} />
            <Button icon="chevron-left" text={T.back} onClick={goBack} />
          </>
        }
      />
    );
  }
  if (!data || (loadedId !== data.id && isUnpaid(data.status_pembayaran))) {
    return (
      <div className="purchasing-dialog-loading" role="status">
        <Spinner aria-label={MASTER_TEXTS.loading} />
      </div>
    );
  }

  return (
    <div className="erp-master purchase purchase-edit">
      <div className="purchase-edit-bar">
        <Button icon="chevron-left" variant="minimal" text={T.back} onClick={goBack} disabled={saving} />
        <span className="purchase-edit-number">{data.no_transaksi}</span>
      </div>
      {isUnpaid(data.status_pembayaran) && (
        <PurchaseForm
          formId={formId}
          mode="edit"
          expanded
          values={form.values}
          errors={form.errors}
          saving={saving}
          storedReceiver={receiverOfDetail(data)}
          nextLineKey={purchase.nextLineKey}
          onToggle={() => undefined}
          onChange={form.change}
          onSubmit={() => void purchase.submit()}
          onCancel={() => {
            if (!saving) goBack();
          }}
        />
      )}
      <NoticeAlert
        message={isUnpaid(data.status_pembayaran) ? purchase.alert : T.paidNoEdit}
        onDismiss={() => (isUnpaid(data.status_pembayaran) ? purchase.closeAlert() : goBack())}
        onClosed={() => purchase.afterAlert()}
      />
    </div>
  );
}
