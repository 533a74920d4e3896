import type { IconName } from '@blueprintjs/core';
import { Navigate, useParams } from 'react-router-dom';
import { addressResource, supplierResource } from '../../../common/contract/purchasing';
import { MasterScreen } from '../shell/master/MasterScreen';
import type { ModuleRoute } from '../shell/types';
import { PURCHASING_TEXTS as T } from './texts';
import { lazyScreen } from '../shell/lazyComponent';

// Loaded when first opened: the PO screens bring their pickers and maths, the reports their exports.
const PurchaseScreen = lazyScreen(() => import('./orders/PurchaseScreen').then((module) => module.PurchaseScreen));
const EditPurchaseScreen = lazyScreen(() => import('./orders/EditPurchaseScreen').then((module) => module.EditPurchaseScreen));
const SupplierScreen = lazyScreen(() => import('./masters/SupplierScreen').then((module) => module.SupplierScreen));
const PaymentScreen = lazyScreen(() => import('./payments/PaymentScreen').then((module) => module.PaymentScreen));
const PurchaseReportScreen = lazyScreen(() => import('./reports/PurchaseReportScreen').then((module) => module.PurchaseReportScreen));
const PerProductReportScreen = lazyScreen(() => import('./reports/PerProductReportScreen').then((module) => module.PerProductReportScreen));

/** 'detailpembelian/{idBeli}': the PO list with that PO's detail open. */
function PurchaseDetailRoute() {
  const { idBeli } = useParams();
  return <PurchaseScreen key={idBeli} openId={idBeli ?? null} />;
}

/** The seed's sidebar title. */
export const sidebarTitle = T.sidebarTitle;

/**
 * Purchasing module screens (seed 001 section 2 route table and 'Purchasing screens'): the sidebar's
 * groups Pembelian, Pengaturan and Laporan, and the pages reached from a PO (hidden from the sidebar).
 */
export const routes: readonly ModuleRoute[] = [
  { path: 'pembelian', label: T.menuPurchase, icon: 'shopping-cart', group: T.groupPurchase, element: <PurchaseScreen /> },

  { path: supplierResource.path, label: supplierResource.menuLabel, icon: supplierResource.icon as IconName, group: T.groupSettings, element: <SupplierScreen /> },
  {
    path: addressResource.path,
    label: addressResource.menuLabel,
    icon: addressResource.icon as IconName,
    group: T.groupSettings,
    element: <MasterScreen resource={addressResource} />,
  },

  { path: 'LaporanPembelian', label: T.menuPurchaseReport, icon: 'th-list', group: T.groupReports, element: <PurchaseReportScreen /> },
  { path: 'LaporanPembelianPerProduk', label: T.menuPerProductReport, icon: 'layers', group: T.groupReports, element: <PerProductReportScreen /> },

  { path: 'editpembelian/:idBeli', label: T.menuEditPurchase, icon: 'edit', hidden: true, element: <EditPurchaseScreen /> },
  { path: 'pembayaran/:idBeli', label: T.menuPayment, icon: 'bank-account', hidden: true, element: <PaymentScreen /> },
  { path: 'detailpembelian/:idBeli', label: T.menuPurchaseDetail, icon: 'document', hidden: true, element: <PurchaseDetailRoute /> },
];

/** Seed 001: "/purchasing redirects to pembelian". */
export const entry = <Navigate to="pembelian" replace />;
