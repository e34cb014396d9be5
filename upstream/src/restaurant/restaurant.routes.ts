// The restaurant module: the waiter's tables and orders, the kitchen, the menu, and the front
// office lookup the room bill needs.
import type { AppContext } from '../app-context.js';
import { frontOfficeRoutes } from '../front-office/front-office.routes.js';
import type { RouteBinding } from '../http/route.js';
import { kitchenRoutes } from './kitchen.routes.js';
import { menuRoutes } from './menu.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { settingsRoutes } from './settings.routes.js';
import { tablesRoutes } from './tables.routes.js';

export function restaurantRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...tablesRoutes(ctx),
    ...ordersRoutes(ctx),
    ...kitchenRoutes(ctx),
    ...menuRoutes(ctx),
    ...settingsRoutes(ctx),
    ...frontOfficeRoutes(ctx),
  ];
}
