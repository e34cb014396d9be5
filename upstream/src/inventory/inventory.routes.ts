// The inventory area (core-platform §2 Inventory): services, item master, stock ledger, dashboard.
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';
import { inventoryDashboardRoutes } from './dashboard.routes.js';
import { inventoryMasterRoutes } from './master.routes.js';
import { inventoryPurchasingRoutes } from './purchasing.routes.js';
import { inventoryReportRoutes } from './report.routes.js';
import { inventoryServiceRoutes } from './services.routes.js';
import { inventoryStockRoutes } from './stock.routes.js';
import { inventorySupplierRoutes } from './suppliers.routes.js';
import { inventoryTrolleyRoutes } from './trolley.routes.js';

export function inventoryRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...inventoryServiceRoutes(ctx),
    ...inventoryMasterRoutes(ctx),
    ...inventoryStockRoutes(ctx),
    ...inventoryDashboardRoutes(ctx),
    ...inventorySupplierRoutes(ctx),
    ...inventoryPurchasingRoutes(ctx),
    ...inventoryTrolleyRoutes(ctx),
    ...inventoryReportRoutes(ctx),
  ];
}
