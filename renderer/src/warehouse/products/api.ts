import {
  categoryResource,
  PRODUCT_DEFAULT_SORT,
  productEndpoints,
  unitResource,
  variantResource,
  warehouseMasterEndpoints,
  warehouseResource,
  type CompositionBody,
  type EndpointOutput,
  type ProductFields,
  type ProductFilters,
} from '../../../../common/contract';
import type { ResourceDefinition } from '../../../../common/resource';
import { RESOURCE_TAG } from '../../shell/master/api';
import { api, bridgeArgs } from '../../store/api';

/**
 * The Produk screen's calls. The list is tagged LIST and each detail by its id, so a save
 * refetches the table and an open 'Rincian Produk'; print flags and composition refetch the detail.
 */
export const PRODUCT_TAG = 'Product';
const LIST = { type: PRODUCT_TAG, id: 'LIST' } as const;
const detailTag = (id: string) => ({ type: PRODUCT_TAG, id }) as const;

const p = productEndpoints;

export type ProductPage = EndpointOutput<typeof p.list>;
/** `data` of `GET product/pro/get/{id}`: the product (with komposisi, balances) and its QR codes. */
export type ProductDetailData = EndpointOutput<typeof p.get>['data'];

export interface ProductListArgs {
  page: number;
  sort: string;
  filters: ProductFilters;
}

/** A picker's choice: a master row or a division ({id, name} either way). */
export interface PickOption {
  id: string;
  name: string;
}

/** A product as the composition picker offers it. */
export interface ProductOption {
  id: string;
  name: string;
  code: string;
}

type ProductBody = ProductFields & { status: 'active' };
/** The photo picked in the form (already compressed); null keeps the current one. */
type Photo = Blob | null;

/** Seed: the pickers read the masters with show=all; each refreshes when its master screen saves. */
const masterOptions = (resource: ResourceDefinition, endpoint: (typeof warehouseMasterEndpoints)[keyof typeof warehouseMasterEndpoints]['list']) => ({
  query: () => bridgeArgs(endpoint, { query: { show: 'all', sort: 'name|asc' } }),
  transformResponse: (page: EndpointOutput<typeof endpoint>): PickOption[] =>
    page.data.map((row) => ({ id: String(row.id), name: String((row as Record<string, unknown>).name ?? '') })),
  providesTags: [{ type: RESOURCE_TAG, id: resource.key }],
});

export const productApi = api.enhanceEndpoints({ addTagTypes: [PRODUCT_TAG, RESOURCE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    productList: build.query<ProductPage, ProductListArgs>({
      query: ({ page, sort, filters }) => bridgeArgs(p.list, { query: { page, sort, ...filters } }),
      providesTags: [LIST],
    }),
    productDetail: build.query<ProductDetailData, string>({
      query: (id) => bridgeArgs(p.get, { params: { id } }),
      transformResponse: (response: EndpointOutput<typeof p.get>) => response.data,
      providesTags: (_result, _error, id) => [detailTag(id)],
    }),
    productAdd: build.mutation<EndpointOutput<typeof p.add>, { body: ProductBody; photo: Photo }>({
      query: ({ body, photo }) => bridgeArgs(p.add, { body, files: { file: photo } }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    productUpdate: build.mutation<EndpointOutput<typeof p.update>, { id: string; body: ProductBody; photo: Photo }>({
      query: ({ id, body, photo }) => bridgeArgs(p.update, { params: { id }, body, files: { file: photo } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, detailTag(id)]),
    }),
    /** Seed section 4: a confirmed delete is an update to status 'deleted'. */
    productDelete: build.mutation<EndpointOutput<typeof p.update>, string>({
      query: (id) => bridgeArgs(p.update, { params: { id }, body: { status: 'deleted' } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, detailTag(id)]),
    }),
    productComposition: build.mutation<EndpointOutput<typeof p.composition>, CompositionBody>({
      query: (body) => bridgeArgs(p.composition, { body }),
      invalidatesTags: (_result, error, body) => (error ? [] : [detailTag(body.id_product)]),
    }),
    /** Seed section 7: on row click, before the detail is read. */
    productRegenerateQr: build.mutation<EndpointOutput<typeof p.regenerateQr>, string>({
      query: (id) => bridgeArgs(p.regenerateQr, { params: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [detailTag(id)]),
    }),
    productPrintOne: build.mutation<EndpointOutput<typeof p.printOne>, { id: string; code: string }>({
      query: ({ id, code }) => bridgeArgs(p.printOne, { params: { productId: id, code } }),
      // The batch refetches the detail once at its end (see QrListDialog), not after every label.
    }),
    productPrintMany: build.mutation<EndpointOutput<typeof p.printMany>, { id: string; codes: string[] }>({
      query: ({ id, codes }) => bridgeArgs(p.printMany, { params: { id }, body: { codes } }),
      invalidatesTags: (_result, _error, { id }) => [detailTag(id)],
    }),
    /** 'Cetak Rekap': the address of the PDF of the filtered list (a fresh one each time, so not cached). */
    productRecap: build.mutation<EndpointOutput<typeof p.recap>, { sort: string; filters: ProductFilters }>({
      query: ({ sort, filters }) => bridgeArgs(p.recap, { query: { sort, ...filters } }),
    }),
    productDivisions: build.query<PickOption[], void>({
      query: () => bridgeArgs(p.divisions, {}),
      transformResponse: (response: EndpointOutput<typeof p.divisions>) => response.data.map((row) => ({ id: row.id, name: row.Name })),
    }),
    categoryOptions: build.query<PickOption[], void>(masterOptions(categoryResource, warehouseMasterEndpoints.category.list)),
    variantOptions: build.query<PickOption[], void>(masterOptions(variantResource, warehouseMasterEndpoints.variant.list)),
    unitOptions: build.query<PickOption[], void>(masterOptions(unitResource, warehouseMasterEndpoints.unit.list)),
    warehouseOptions: build.query<PickOption[], void>(masterOptions(warehouseResource, warehouseMasterEndpoints.warehouse.list)),
    /** The composition picker: `product/pro?namaproduk=…&per_page=10&sort=name|asc` (seed section 7). */
    productOptions: build.query<ProductOption[], string>({
      query: (name) => bridgeArgs(p.list, { query: { per_page: 10, sort: PRODUCT_DEFAULT_SORT, ...(name ? { namaproduk: name } : {}) } }),
      transformResponse: (page: ProductPage) => page.data.map((row) => ({ id: row.id, name: row.name, code: row.code })),
      providesTags: [LIST],
    }),
  }),
});

export const {
  useProductListQuery,
  useProductDetailQuery,
  useProductAddMutation,
  useProductUpdateMutation,
  useProductDeleteMutation,
  useProductCompositionMutation,
  useProductRegenerateQrMutation,
  useProductPrintOneMutation,
  useProductPrintManyMutation,
  useProductRecapMutation,
  useProductDivisionsQuery,
  useCategoryOptionsQuery,
  useVariantOptionsQuery,
  useUnitOptionsQuery,
  useWarehouseOptionsQuery,
  useProductOptionsQuery,
} = productApi;
