import type { IconName } from '@blueprintjs/core';
import { Navigate } from 'react-router-dom';
import { categoryResource, unitResource, variantResource, warehouseResource } from '../../../common/contract/warehouse';
import type { ResourceDefinition } from '../../../common/resource';
import { MasterScreen } from '../shell/master/MasterScreen';
import type { ModuleRoute } from '../shell/types';
import { WAREHOUSE_TEXTS as T } from './texts';
import { lazyScreen } from '../shell/lazyComponent';

// Loaded when first opened: the overview brings the chart, the product screen its pickers and printing.
const OverviewScreen = lazyScreen(() => import('./overview/OverviewScreen').then((module) => module.OverviewScreen));
const ProductScreen = lazyScreen(() => import('./products/ProductScreen').then((module) => module.ProductScreen));
const StockMoveScreen = lazyScreen(() => import('./stock-move/StockMoveScreen').then((module) => module.StockMoveScreen));
const LeftoverScreen = lazyScreen(() => import('./leftovers/LeftoverScreen').then((module) => module.LeftoverScreen));
const GoodsOutListScreen = lazyScreen(() => import('./goods-out/GoodsOutScreens').then((module) => module.GoodsOutListScreen));
const GoodsOutFormScreen = lazyScreen(() => import('./goods-out/GoodsOutScreens').then((module) => module.GoodsOutFormScreen));
const GoodsOutDetailScreen = lazyScreen(() => import('./goods-out/GoodsOutScreens').then((module) => module.GoodsOutDetailScreen));
const GoodsOutHistoryScreen = lazyScreen(() => import('./goods-out/GoodsOutScreens').then((module) => module.GoodsOutHistoryScreen));
const OpnameListScreen = lazyScreen(() => import('./opname/OpnameScreens').then((module) => module.OpnameListScreen));
const OpnameFormScreen = lazyScreen(() => import('./opname/OpnameScreens').then((module) => module.OpnameFormScreen));
const OpnameDetailScreen = lazyScreen(() => import('./opname/OpnameScreens').then((module) => module.OpnameDetailScreen));
const IncomingListScreen = lazyScreen(() => import('./receiving/IncomingListScreen').then((module) => module.IncomingListScreen));
const ReceiptScreen = lazyScreen(() => import('./receiving/ReceiptScreen').then((module) => module.ReceiptScreen));
const ProjectReleaseScreen = lazyScreen(() => import('./project-release/ProjectReleaseScreen').then((module) => module.ProjectReleaseScreen));
const StockCardScreen = lazyScreen(() => import('./stock-card/StockCardScreen').then((module) => module.StockCardScreen));
const ReceivingHistoryScreen = lazyScreen(() => import('./receiving/HistoryScreen').then((module) => module.HistoryScreen));

/** A master list: its definition (common/contract/warehouse.ts) on the one generic screen. */
const master = (resource: ResourceDefinition, group: string): ModuleRoute => ({
  path: resource.path,
  label: resource.menuLabel,
  icon: resource.icon as IconName,
  group,
  element: <MasterScreen resource={resource} />,
});

/** The seed's sidebar title. */
export const sidebarTitle = T.sidebarTitle;

/** Warehouse module screens, in the order and groups of the seed's sidebar (seed 001 section 2). */
export const routes: readonly ModuleRoute[] = [
  { path: 'overview', label: T.menuOverview, icon: 'dashboard', element: <OverviewScreen /> },

  master(categoryResource, T.groupProducts),
  master(variantResource, T.groupProducts),
  master(unitResource, T.groupProducts),
  { path: 'product', label: T.menuProduct, icon: 'box', group: T.groupProducts, element: <ProductScreen /> },
  { path: 'products/kartustok', label: T.menuStockCard, icon: 'th-list', group: T.groupProducts, element: <StockCardScreen /> },

  { path: 'products/incomestock', label: T.menuIncoming, icon: 'import', group: T.groupIncoming, element: <IncomingListScreen /> },
  { path: 'products/incomestocks/history', label: T.menuIncomingHistory, icon: 'history', group: T.groupIncoming, element: <ReceivingHistoryScreen /> },
  { path: 'products/incomestock/detail/:id', label: T.menuIncoming, icon: 'import', group: T.groupIncoming, hidden: true, element: <ReceiptScreen /> },

  { path: 'products/outcomestock', label: T.menuOutgoing, icon: 'export', group: T.groupOutgoing, element: <GoodsOutListScreen /> },
  { path: 'products/outcomestocks/history', label: T.menuOutgoingHistory, icon: 'history', group: T.groupOutgoing, element: <GoodsOutHistoryScreen /> },
  { path: 'products/outcomestocks/formstockoutcome/:id', label: T.menuOutgoingForm, icon: 'export', hidden: true, element: <GoodsOutFormScreen /> },
  { path: 'products/outcomestocks/detailstockoutcome/:id', label: T.menuOutgoingDetail, icon: 'export', hidden: true, element: <GoodsOutDetailScreen /> },
  { path: 'products/project', label: T.menuProject, icon: 'projects', group: T.groupOutgoing, element: <ProjectReleaseScreen /> },

  { path: 'operation/stockopname', label: T.menuStockOpname, icon: 'clipboard', group: T.groupOperator, element: <OpnameListScreen /> },
  { path: 'operation/stockopname/add/:id', label: T.menuStockOpnameForm, icon: 'clipboard', hidden: true, element: <OpnameFormScreen /> },
  { path: 'operation/stockopname/sm_detail/:id', label: T.menuStockOpnameDetail, icon: 'clipboard', hidden: true, element: <OpnameDetailScreen /> },
  { path: 'operation/stockmoves', label: T.menuStockMove, icon: 'swap-horizontal', group: T.groupOperator, element: <StockMoveScreen /> },
  { path: 'products/barangsisa', label: T.menuLeftoverOffice, icon: 'archive', group: T.groupOperator, element: <LeftoverScreen key="office" source="office" /> },
  { path: 'products/barangsisaproyek', label: T.menuLeftoverProject, icon: 'cube', group: T.groupOperator, element: <LeftoverScreen key="project" source="project" /> },

  master(warehouseResource, T.groupSettings),
];

/** Seed 001: "/warehouse redirects to overview". */
export const entry = <Navigate to="overview" replace />;
