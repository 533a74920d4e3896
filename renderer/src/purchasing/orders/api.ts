import {
  addressResource,
  productEndpoints,
  PRODUCT_DEFAULT_SORT,
  purchasingEndpoints,
  purchasingMasterEndpoints,
  supplierResource,
  type EndpointOutput,
  type PurchaseBodyInput,
  type PurchaseDetail,
} from '../../../../common/contract';
import type { ListQueryInput } from '../../../../common/contract/list';
import { RESOURCE_TAG } from '../../shell/master/api';
import { api, bridgeArgs } from '../../store/api';

/**
 * The purchase-order screens' calls. The list is tagged LIST and each PO by its id, so a save
 * refetches the table and an open detail; the pickers read the supplier and address resources and
 * refresh when their own screens save (the generic resource tag).
 */
export const PURCHASE_TAG = 'Purchase';
const LIST = { type: PURCHASE_TAG, id: 'LIST' } as const;
/** The reports' tag (payments/api.ts): a saved or deleted PO changes their rows and totals. */
const REPORTS = { type: PURCHASE_TAG, id: 'REPORT' } as const;
const detailTag = (id: string) => ({ type: PURCHASE_TAG, id }) as const;

const e = purchasingEndpoints;

export type PurchasePage = EndpointOutput<typeof e.list>;

/** A supplier as the picker offers it: the email fills the form's 'Email Supplier'. */
export interface SupplierOption {
  id: string;
  nama_perusahaan: string;
  email: string;
}

/** A receiver ('Kirim Ke'). */
export interface ReceiverOption {
  id: string;
  nama_perusahaan: string;
  alamat_pengiriman: string;
}

/** A product line's product. */
export interface PurchaseProductOption {
  id: string;
  name: string;
  code: string;
  unit: string;
  price: number;
}

const text = (row: Record<string, unknown>, key: string) => {
  const value = row[key];
  return typeof value === 'string' ? value : '';
};

export const purchaseApi = api.enhanceEndpoints({ addTagTypes: [PURCHASE_TAG, RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    purchaseList: build.query<PurchasePage, ListQueryInput>({
      query: (query) => bridgeArgs(e.list, { query }),
      providesTags: [LIST],
    }),
    purchaseDetail: build.query<PurchaseDetail, string>({
      query: (id) => bridgeArgs(e.get, { params: { id } }),
      transformResponse: (response: EndpointOutput<typeof e.get>) => response.data,
      providesTags: (_result, _error, id) => [detailTag(id)],
    }),
    purchaseAdd: build.mutation<EndpointOutput<typeof e.add>, PurchaseBodyInput>({
      query: (body) => bridgeArgs(e.add, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, REPORTS]),
    }),
    purchaseUpdate: build.mutation<EndpointOutput<typeof e.update>, { id: string; body: PurchaseBodyInput }>({
      query: ({ id, body }) => bridgeArgs(e.update, { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, REPORTS, detailTag(id)]),
    }),
    /** Seed section 4: a confirmed delete is an update to status 'deleted' (409 once paid). */
    purchaseDelete: build.mutation<EndpointOutput<typeof e.update>, string>({
      query: (id) => bridgeArgs(e.update, { params: { id }, body: { status: 'deleted' } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, REPORTS, detailTag(id)]),
    }),
    /** Seed section 7: `supplier/all?filter={text}&per_page=10`. */
    supplierOptions: build.query<SupplierOption[], string>({
      query: (filter) => bridgeArgs(purchasingMasterEndpoints.supplier.list, { query: { per_page: 10, sort: supplierResource.defaultSort, ...(filter ? { filter } : {}) } }),
      transformResponse: (page: EndpointOutput<typeof purchasingMasterEndpoints.supplier.list>) =>
        page.data.map((row) => ({ id: text(row, 'id'), nama_perusahaan: text(row, 'nama_perusahaan'), email: text(row, 'email') })),
      providesTags: [{ type: RESOURCE_TAG, id: supplierResource.key }],
    }),
    /** Seed section 7: `alamatPenagihan/all?show=all` (receivers). */
    receiverOptions: build.query<ReceiverOption[], void>({
      query: () => bridgeArgs(purchasingMasterEndpoints.address.list, { query: { show: 'all', sort: addressResource.defaultSort } }),
      transformResponse: (page: EndpointOutput<typeof purchasingMasterEndpoints.address.list>) =>
        page.data.map((row) => ({ id: text(row, 'id'), nama_perusahaan: text(row, 'nama_perusahaan'), alamat_pengiriman: text(row, 'alamat_pengiriman') })),
      providesTags: [{ type: RESOURCE_TAG, id: addressResource.key }],
    }),
    /** Seed section 7: `product/pro?namaproduk={text}&per_page=10&sort=name|asc` in purchasing. */
    purchaseProductOptions: build.query<PurchaseProductOption[], string>({
      query: (name) => bridgeArgs(productEndpoints.list, { query: { per_page: 10, sort: PRODUCT_DEFAULT_SORT, ...(name ? { namaproduk: name } : {}) } }),
      transformResponse: (page: EndpointOutput<typeof productEndpoints.list>) =>
        page.data.map((row) => ({ id: row.id, name: row.name, code: row.code, unit: row.unit.name, price: row.price })),
    }),
  }),
});

export const {
  usePurchaseListQuery,
  usePurchaseDetailQuery,
  usePurchaseAddMutation,
  usePurchaseUpdateMutation,
  usePurchaseDeleteMutation,
  useSupplierOptionsQuery,
  useReceiverOptionsQuery,
  usePurchaseProductOptionsQuery,
} = purchaseApi;

/** The PO's PDF (seed 'Print'); `hide` prints it without amounts. */
export function purchasePrintPath(id: string, hide: boolean): string {
  return `/api/purchasing/pembelian/print/${encodeURIComponent(id)}${hide ? '?hide=1' : ''}`;
}
