// The inventory area (core-platform §2 Inventory): services, item master, stock ledger, dashboard.
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';
import { inventoryDashboardRoutes } from './dashboard.routes.js';
import { inventoryGroupRoutes } from './group.routes.js';
import { inventoryHousekeepingRoutes } from './housekeeping.routes.js';
import { publishingStockMoves } from './live.js';
import { inventoryMasterRoutes } from './master.routes.js';
import { inventoryPurchasingRoutes } from './purchasing.routes.js';
import { inventoryReplenishmentRoutes } from './replenishment.routes.js';
import { inventoryReportRoutes } from './report.routes.js';
import { inventoryServiceRoutes } from './services.routes.js';
import { inventoryStockCountRoutes } from './stock-count.routes.js';
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
    ...inventoryHousekeepingRoutes(ctx),
    ...inventoryGroupRoutes(ctx),
    ...inventoryReplenishmentRoutes(ctx),
    ...inventoryStockCountRoutes(ctx),
  ].map((binding) => publishingStockMoves(ctx, binding));
}
