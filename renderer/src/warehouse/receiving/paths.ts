import { moduleByKey } from '../../../../common/modules';

/** The receiving screens' addresses (seed 001 route table), for links between them. */
const MODULE_PATH = moduleByKey('warehouse').path;
export const incomingListPath = `${MODULE_PATH}/products/incomestock`;
/** warehouseDetailStockIncome: the PO's id in the path; the seed's namaSupplier and noTrx ride along for the heading while the PO loads. */
export const receiptPath = (id: string, noTrx: string, namaSupplier: string) =>
  `${MODULE_PATH}/products/incomestock/detail/${encodeURIComponent(id)}?${new URLSearchParams({ noTrx, namaSupplier }).toString()}`;
