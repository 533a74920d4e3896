import '../../shell/master/master.css';
import './payments.css';
import { Button, Callout, Card, FormGroup, HTMLSelect, HTMLTable, Intent, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { PurchaseDetail } from '../../../../common/contract/purchasing';
import { formatRupiah } from '../../../../common/format';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { DateField } from '../../shell/DateField';
import { compressImage } from '../../shell/images';
import { errorOf } from '../../shell/master/MasterScreen';
import { MASTER_TEXTS } from '../../shell/master/texts';
import { showFailure, showSuccess } from '../../shell/toast';
import { downloadApiFile } from '../../shell/print/output';
import { usePaymentAddMutation, usePaymentPurchaseQuery, usePaymentUploadMutation } from './api';
import {
  ATTACHMENT_ACCEPT,
  attachmentFilename,
  attachmentKind,
  checkPayment,
  dayMonthYear,
  emptyPaymentForm,
  firstPaymentError,
  paymentHistory,
  paymentSums,
  serverPaymentErrors,
  type PaymentFormErrors,
  type PaymentFormValues,
  type PaymentMethod,
  paymentAmount,
} from './logic';
import { NumberInput } from '../../shell/NumberInput';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { PaymentStatusTag } from './PaymentStatusTag';
import { PAYMENT_TEXTS as T } from './texts';
import { companyToday } from '../../../../common/calendar';

/** Where the back button goes when the screen was opened directly (no page to go back to). */
const PO_LIST_PATH = '/purchasing/pembelian';

/**
 * The payment screen (seed 001 section 2 'Purchasing screens' 7, route pembayaran/:idBeli): the
 * PO's supplier, balance, dates and number; the payment form while it is not lunas (proof upload
 * first, then the payment); the history with its totals and a detail per payment with the receipt.
 */
export function PaymentScreen() {
  const { idBeli = '' } = useParams();
  const navigate = useNavigate();
  const purchase = usePaymentPurchaseQuery(idBeli, { skip: !idBeli });
  const po = purchase.currentData;

  const goBack = () => {
    // react-router numbers its history entries: 0 is the first page of this tab.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(PO_LIST_PATH);
  };

  let body;
  if (purchase.isError) {
    body = (
      <Card className="payment-state">
        <NonIdealState
          icon="error"
          title={T.loadFailed}
          description={describeError(purchase.error)}
          action={<Button icon="refresh" text={T.retry} onClick={() => void purchase.refetch()} />}
        />
      </Card>
    );
  } else if (!po || po.id !== idBeli) {
    body = (
      <Card className="payment-state" role="status">
        <Spinner aria-label={MASTER_TEXTS.loading} />
      </Card>
    );
  } else {
    body = <PaymentBody po={po} />;
  }

  return (
    <div className="erp-master payment">
      <div className="payment-titlebar">
        <Button icon="arrow-left" text={T.back} onClick={goBack} />
        <h3 className="payment-title">{T.title}</h3>
      </div>
      {body}
    </div>
  );
}

function PaymentBody({ po }: { po: PurchaseDetail }) {
  const sums = paymentSums(po);
  const lunas = po.status_pembayaran === 'lunas';
  return (
    <>
      <Card className="payment-summary" compact>
        <dl className="payment-facts">
          <div>
            <dt>{T.supplier}</dt>
            <dd className="payment-supplier">{po.supplier.nama_perusahaan}</dd>
          </div>
          <div>
            <dt>{T.remaining}</dt>
            <dd className="payment-remaining" data-testid="payment-remaining">
              {formatRupiah(sums.remaining)}
            </dd>
          </div>
          <div>
            <dt>{T.transactionDate}</dt>
            <dd>{dayMonthYear(po.tanggal_transaksi)}</dd>
          </div>
          <div>
            <dt>{T.dueDate}</dt>
            <dd>{dayMonthYear(po.tanggal_jatuh_tempo)}</dd>
          </div>
          <div>
            <dt>{T.transactionCode}</dt>
            <dd className="payment-code">{po.no_transaksi}</dd>
          </div>
          <div>
            <dt>{T.status}</dt>
            <dd data-testid="payment-status">
              <PaymentStatusTag status={po.status_pembayaran} />
            </dd>
          </div>
        </dl>
      </Card>

      {lunas ? (
        <Callout intent={Intent.SUCCESS} icon="tick-circle" className="payment-paid-off">
          {T.paidOff}
        </Callout>
      ) : (
        // Keyed by the balance: a new balance (a payment made) starts a fresh form.
        <PaymentForm key={sums.remaining} po={po} remaining={sums.remaining} />
      )}

      <PaymentHistory po={po} grandTotal={sums.grandTotal} paid={sums.paid} />
    </>
  );
}

function PaymentForm({ po, remaining }: { po: PurchaseDetail; remaining: number }) {
  const formId = `payment-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [values, setValues] = useState<PaymentFormValues>(() => emptyPaymentForm(companyToday()));
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [attachment, setAttachment] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, uploadState] = usePaymentUploadMutation();
  const [pay, payState] = usePaymentAddMutation();
  const busy = preparing || uploadState.isLoading || payState.isLoading;

  const change = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const { [key]: _removed, ...rest } = previous;
      return rest;
    });
  };

  const focus = (field: string | undefined) => {
    if (!field) return;
    const id = field === 'lampiran' ? `${formId}-lampiran-button` : `${formId}-${field}`;
    // After the messages have rendered.
    setTimeout(() => document.getElementById(id)?.focus(), 0);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    setAttachment(file);
    setErrors(({ lampiran: _removed, ...rest }) => rest);
  };

  /** The proof as it is sent: photos re-encoded smaller, a GIF or a PDF (or anything else) as picked. */
  const prepared = async (file: File): Promise<Blob> => {
    if (attachmentKind(file) !== 'image') return file;
    const compressed = await compressImage(file);
    if (compressed === file) return file;
    return new File([compressed], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: compressed.type });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const checked = checkPayment(values, remaining, attachment !== null);
    if (!checked.ok || !attachment) {
      const found = checked.ok ? {} : checked.errors;
      setErrors(found);
      focus(firstPaymentError(found));
      return;
    }
    setErrors({});
    setPreparing(true);
    let file: Blob;
    try {
      file = await prepared(attachment);
    } finally {
      setPreparing(false);
    }
    const uploaded = await upload(file);
    if (uploaded.error || !uploaded.data) {
      const found = { lampiran: describeError(uploaded.error) };
      setErrors(found);
      showFailure(T.failed, describeError(uploaded.error));
      focus('lampiran');
      return;
    }
    const result = await pay({ id: po.id, body: { ...checked.body, lampiran: uploaded.data.message } });
    if (result.error) {
      const found = serverPaymentErrors(errorOf(result.error)?.fields);
      setErrors(found);
      showFailure(T.failed, describeError(result.error));
      focus(firstPaymentError(found));
      return;
    }
    showSuccess(T.succeeded);
    // The PO reloads with the new balance, which remounts this form empty (or hides it once lunas).
  };

  const fieldProps = (field: keyof PaymentFormValues) => ({
    id: `${formId}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${formId}-${field}-error` : undefined,
  });
  const message = (field: keyof PaymentFormErrors) =>
    errors[field] ? (
      <span id={`${formId}-${field}-error`} className="payment-error">
        {errors[field]}
      </span>
    ) : undefined;
  const reading = paymentAmount(values.nominal_pembayaran);
  const amount = reading.ok ? (reading.value ?? 0) : 0;

  return (
    <Card className="payment-form-card" compact>
      <h4 className="payment-card-title">{T.formTitle}</h4>
      <form id={formId} className="payment-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormGroup label={T.date} labelFor={`${formId}-tanggal_pembayaran`} labelInfo="*" helperText={message('tanggal_pembayaran')} intent={errors.tanggal_pembayaran ? Intent.DANGER : Intent.NONE}>
          <DateField
            {...fieldProps('tanggal_pembayaran')}
            aria-label={T.date}
            allowEmpty
            value={values.tanggal_pembayaran}
            intent={errors.tanggal_pembayaran ? Intent.DANGER : Intent.NONE}
            disabled={busy}
            onChange={(day) => change('tanggal_pembayaran', day)}
          />
        </FormGroup>
        <FormGroup label={T.method} labelFor={`${formId}-cara_pembayaran`} labelInfo="*">
          <HTMLSelect
            {...fieldProps('cara_pembayaran')}
            fill
            value={values.cara_pembayaran}
            disabled={busy}
            options={[...T.methods]}
            onChange={(event) => change('cara_pembayaran', event.target.value as PaymentMethod)}
          />
        </FormGroup>
        <FormGroup
          label={T.amount}
          labelFor={`${formId}-nominal_pembayaran`}
          labelInfo="*"
          helperText={message('nominal_pembayaran') ?? (amount > 0 ? formatRupiah(amount) : `${T.remaining}: ${formatRupiah(remaining)}`)}
          intent={errors.nominal_pembayaran ? Intent.DANGER : Intent.NONE}
        >
          <NumberInput
            {...fieldProps('nominal_pembayaran')}
            kind="money"
            leftElement={<span className="payment-currency">Rp</span>}
            placeholder={T.amountPlaceholder}
            // Grouped with thousands dots while typed; a letter or a decimal is said under it, never dropped.
            value={values.nominal_pembayaran}
            error={errors.nominal_pembayaran}
            intent={errors.nominal_pembayaran ? Intent.DANGER : Intent.NONE}
            disabled={busy}
            onValueChange={(typed) => change('nominal_pembayaran', typed)}
          />
        </FormGroup>
        <FormGroup className="payment-form-wide" label={T.memo} labelFor={`${formId}-memo`}>
          <TextArea {...fieldProps('memo')} fill rows={2} maxLength={1000} value={values.memo} disabled={busy} onChange={(event) => change('memo', event.target.value)} />
        </FormGroup>
        <FormGroup
          className="payment-form-wide"
          label={T.attachment}
          labelFor={`${formId}-lampiran-button`}
          labelInfo="*"
          helperText={message('lampiran') ?? T.attachmentHint}
          intent={errors.lampiran ? Intent.DANGER : Intent.NONE}
        >
          <div className="payment-attachment">
            <input ref={fileInput} type="file" accept={ATTACHMENT_ACCEPT} hidden onChange={picked} data-testid="payment-attachment-input" aria-label={T.attachment} />
            <Button
              id={`${formId}-lampiran-button`}
              icon="paperclip"
              text={T.pickAttachment}
              intent={errors.lampiran ? Intent.DANGER : Intent.NONE}
              disabled={busy}
              aria-describedby={errors.lampiran ? `${formId}-lampiran-error` : undefined}
              onClick={() => fileInput.current?.click()}
            />
            <span className={`payment-attachment-name${attachment ? '' : ' bp6-text-muted'}`}>{attachment ? attachment.name : T.noAttachment}</span>
          </div>
        </FormGroup>
        <div className="payment-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} icon="tick" text={busy ? T.busy : T.confirm} disabled={busy} />
        </div>
      </form>
    </Card>
  );
}

function PaymentHistory({ po, grandTotal, paid }: { po: PurchaseDetail; grandTotal: number; paid: number }) {
  const bridge = useBridge();
  const [openId, setOpenId] = useState<string | null>(null);
  const history = paymentHistory(po.pembayaran);
  const open = history.find((payment) => payment.id === openId) ?? null;

  const download = async (lampiran: string) => {
    const result = await downloadApiFile(bridge, lampiran, attachmentFilename(po.no_transaksi, lampiran));
    if (!result.ok) showFailure(T.attachmentFailed, describeError(result.error));
  };
  const rowKeys = (id: string) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      setOpenId(id);
    }
  };

  return (
    <Card className="erp-master-list payment-history" compact>
      <div className="erp-master-toolbar">
        <h4 className="payment-card-title">{T.historyTitle}</h4>
      </div>
      <div className="erp-master-table-wrap">
        <HTMLTable className="erp-master-table payment-table" striped interactive aria-label={T.historyLabel}>
          <colgroup>
            <col className="erp-master-col-number" />
            <col className="payment-col-date" />
            <col className="payment-col-method" />
            <col className="payment-col-amount" />
            <col />
            <col className="payment-col-attachment" />
          </colgroup>
          <thead>
            <tr>
              <th className="erp-master-number" scope="col">
                {MASTER_TEXTS.number}
              </th>
              <th scope="col">{T.columns.date}</th>
              <th scope="col">{T.columns.method}</th>
              <th scope="col" className="payment-number">
                {T.columns.amount}
              </th>
              <th scope="col">{T.columns.memo}</th>
              <th scope="col">{T.columns.attachment}</th>
            </tr>
          </thead>
          <tbody>
            {history.length === 0 ? (
              <tr>
                <td colSpan={6} className="erp-master-state-cell erp-master-empty">
                  {MASTER_TEXTS.empty}
                </td>
              </tr>
            ) : (
              history.map((payment, index) => (
                <tr
                  key={payment.id}
                  className="payment-row"
                  tabIndex={0}
                  aria-label={T.openDetail(dayMonthYear(payment.tanggal_pembayaran), formatRupiah(payment.nominal_pembayaran))}
                  onClick={() => setOpenId(payment.id)}
                  onKeyDown={rowKeys(payment.id)}
                >
                  <td className="erp-master-number">{index + 1}</td>
                  <td>{dayMonthYear(payment.tanggal_pembayaran)}</td>
                  <td>{payment.cara_pembayaran}</td>
                  <td className="payment-number">{formatRupiah(payment.nominal_pembayaran)}</td>
                  <td className="payment-memo">{payment.memo || '–'}</td>
                  <td>
                    <Button
                      variant="minimal"
                      size="small"
                      icon="paperclip"
                      text={T.openAttachment}
                      aria-label={T.attachmentOf(dayMonthYear(payment.tanggal_pembayaran))}
                      onClick={(event) => {
                        event.stopPropagation();
                        void download(payment.lampiran);
                      }}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={3} scope="row" className="payment-number">
                {T.grandTotal}
              </th>
              <td className="payment-number payment-grand-total">{formatRupiah(grandTotal)}</td>
              <td colSpan={2} />
            </tr>
            <tr>
              <th colSpan={3} scope="row" className="payment-number">
                {T.totalPaid}
              </th>
              <td className="payment-number payment-total-paid">{formatRupiah(paid)}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
      <PaymentDetailDialog po={po} payment={open} onClose={() => setOpenId(null)} onDownload={(lampiran) => void download(lampiran)} />
    </Card>
  );
}
