// Every module's routes, in one list the app registers.
import { adminRoutes } from './admin/admin.routes.js';
import { adminReportsRoutes } from './admin-reports/admin-reports.routes.js';
import type { AppContext } from './app-context.js';
import type { RouteBinding } from './http/route.js';
import { hotelsRoutes } from './hotels/hotels.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { overallPermissionRoutes } from './permissions/overall.routes.js';
import { permissionsRoutes } from './permissions/permissions.routes.js';
import { referenceRoutes } from './reference/reference.routes.js';
import { restaurantRoutes } from './restaurant/restaurant.routes.js';
import { restaurantAdminRoutes } from './restaurant-admin/restaurant-admin.routes.js';
import { usersRoutes } from './users/users.routes.js';

export function moduleRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...usersRoutes(ctx),
    ...permissionsRoutes(ctx),
    ...overallPermissionRoutes(ctx),
    ...hotelsRoutes(ctx),
    ...referenceRoutes(ctx),
    ...notificationsRoutes(ctx),
    ...adminRoutes(ctx),
    ...adminReportsRoutes(ctx),
    ...restaurantRoutes(ctx),
    ...restaurantAdminRoutes(ctx),
  ];
}
