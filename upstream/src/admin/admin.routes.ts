// Every administration route (roles, employees, discounts and minimum nights, hotel settings) and
// the audit log's, in one list for modules.ts.
import type { AppContext } from '../app-context.js';
import { auditRoutes } from '../audit/audit.routes.js';
import type { RouteBinding } from '../http/route.js';
import { discountsRoutes } from './discounts.routes.js';
import { employeesRoutes } from './employees.routes.js';
import { rolesRoutes } from './roles.routes.js';
import { settingsRoutes } from './settings.routes.js';

export function adminRoutes(ctx: AppContext): RouteBinding[] {
  return [
    ...rolesRoutes(ctx),
    ...employeesRoutes(ctx),
    ...discountsRoutes(ctx),
    ...settingsRoutes(ctx),
    ...auditRoutes(ctx),
  ];
}
