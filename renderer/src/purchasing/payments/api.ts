import { purchasingEndpoints, type EndpointOutput, type PaymentBody, type PurchaseDetail } from '../../../../common/contract';
import { api, bridgeArgs } from '../../store/api';

/**
 * The payment screen's calls. The PO is cached under the Purchasing tag by its id; a payment
 * refetches it, the PO list ('LIST') and the reports ('REPORT'), whose statuses it changes.
 */
export const PURCHASE_TAG = 'Purchase';
export const purchaseTag = (id: string) => ({ type: PURCHASE_TAG, id }) as const;
export const PURCHASE_LIST = { type: PURCHASE_TAG, id: 'LIST' } as const;
export const PURCHASE_REPORTS = { type: PURCHASE_TAG, id: 'REPORT' } as const;

const e = purchasingEndpoints;

export const paymentApi = api.enhanceEndpoints({ addTagTypes: [PURCHASE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET pembelian/get/{idBeli}: the PO with its lines and payments. */
    paymentPurchase: build.query<PurchaseDetail, string>({
      query: (id) => bridgeArgs(e.get, { params: { id } }),
      transformResponse: (response: EndpointOutput<typeof e.get>) => response.data,
      providesTags: (_result, _error, id) => [purchaseTag(id)],
    }),
    /** POST pembelian/uploadPembayaran: the proof first; its answer's message is the path to send. */
    paymentUpload: build.mutation<EndpointOutput<typeof e.uploadPayment>, Blob>({
      query: (file) => bridgeArgs(e.uploadPayment, { files: { file } }),
    }),
    /** PUT pembelian/pembayaran/{id}; the server decides the balance and the status. */
    paymentAdd: build.mutation<EndpointOutput<typeof e.pay>, { id: string; body: PaymentBody }>({
      // The old client sent a fixed sisa_pembayaran; the server ignores it, so it is not sent.
      query: ({ id, body }) => bridgeArgs(e.pay, { params: { id }, body }),
      // A refusal (409: paid meanwhile, more than the balance) reloads the PO: its balance has moved.
      invalidatesTags: (_result, error, { id }) => (error ? (error.status === 409 ? [purchaseTag(id)] : []) : [purchaseTag(id), PURCHASE_LIST, PURCHASE_REPORTS]),
    }),
  }),
});

export const { usePaymentPurchaseQuery, usePaymentUploadMutation, usePaymentAddMutation } = paymentApi;
