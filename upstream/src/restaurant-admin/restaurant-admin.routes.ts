// The restaurant admin area (core-platform §2 /restaurant-admin): tables and their categories, menu
// items and their categories, taxes, the VAT registry, invoices and receipts, the sales report and
// the dashboard. The category tree is changed through the restaurant module's category-structure calls.
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';
import { foodItemsAdminRoutes } from './food-items.routes.js';
import { invoicesRoutes } from './invoices.routes.js';
import { reportsRoutes } from './reports.routes.js';
import { tablesAdminRoutes } from './tables.routes.js';
import { taxesAdminRoutes } from './taxes.routes.js';
import { vatRegistryRoutes } from './vat-registry.routes.js';

export function restaurantAdminRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...tablesAdminRoutes(ctx),
    ...foodItemsAdminRoutes(ctx),
    ...taxesAdminRoutes(ctx),
    ...vatRegistryRoutes(ctx),
    ...invoicesRoutes(ctx),
    ...reportsRoutes(ctx),
  ];
}
