import { moduleByKey } from '../../../../common/modules';

/** The Purchasing screens' addresses (seed 001 route table), for links between them. */
const MODULE_PATH = moduleByKey('purchasing').path;
export const purchaseListPath = `${MODULE_PATH}/pembelian`;
export const editPurchasePath = (id: string) => `${MODULE_PATH}/editpembelian/${encodeURIComponent(id)}`;
export const paymentPath = (id: string) => `${MODULE_PATH}/pembayaran/${encodeURIComponent(id)}`;
export const purchaseDetailPath = (id: string) => `${MODULE_PATH}/detailpembelian/${encodeURIComponent(id)}`;
