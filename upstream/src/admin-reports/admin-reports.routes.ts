// Every route of the administration reports (turnover, payment transactions) and the hotel
// settings' lead types, in one list for modules.ts.
import type { AppContext } from '../app-context.js';
import type { RouteBinding } from '../http/route.js';
import { leadTypesRoutes } from './lead-types.routes.js';
import { reportsRoutes } from './reports.routes.js';

export function adminReportsRoutes(ctx: AppContext): RouteBinding[] {
  return [...leadTypesRoutes(ctx), ...reportsRoutes(ctx)];
}
