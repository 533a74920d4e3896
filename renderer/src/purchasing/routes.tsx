import type { IconName } from '@blueprintjs/core';
import { lazy } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { addressResource, supplierResource } from '../../../common/contract/purchasing';
import { MasterScreen } from '../shell/master/MasterScreen';
import type { ModuleRoute } from '../shell/types';
import { PURCHASING_TEXTS as T } from './texts';

// Loaded when first opened: the PO screens bring their pickers and maths, the reports their exports.
const PurchaseScreen = lazy(() => import('./orders/PurchaseScreen').then((module) => ({ default: module.PurchaseScreen })));
const EditPurchaseScreen = lazy(() => import('./orders/EditPurchaseScreen').then((module) => ({ default: module.EditPurchaseScreen })));
const SupplierScreen = lazy(() => import('./masters/SupplierScreen').then((module) => ({ default: module.SupplierScreen })));
const PaymentScreen = lazy(() => import('./payments/PaymentScreen').then((module) => ({ default: module.PaymentScreen })));
const PurchaseReportScreen = lazy(() => import('./reports/PurchaseReportScreen').then((module) => ({ default: module.PurchaseReportScreen })));
const PerProductReportScreen = lazy(() => import('./reports/PerProductReportScreen').then((module) => ({ default: module.PerProductReportScreen })));

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
