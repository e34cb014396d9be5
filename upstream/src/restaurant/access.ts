// Who may use the restaurant calls (operations §6, core §6): waiters need FOOD_MENU or
// STEWARD_DASHBOARD (VIEW to read, ADD/EDIT to write), chefs CHEF_DASHBOARD, and ALLOW_ALL_TABLES
// (view) lets a waiter see and serve every table instead of only their own. Checked on the service
// the record belongs to, never on one the caller names.
import { can, type Operation } from '@hotel/domain';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { forbidden, invalid, notFound } from '../http/api-error.js';
import { permissionsFor } from '../permission/permission-repository.js';
import { requirePermission } from '../permission/require-permission.js';

export const WAITER_FEATURES = ['FOOD_MENU', 'STEWARD_DASHBOARD'] as const;

export interface RestaurantService {
  id: number;
  hotelId: number;
  groupId: number;
}

/** The RESTAURANT service with this id, or 40400. */
export async function restaurantService(db: Queryable, serviceId: number): Promise<RestaurantService> {
  const [row] = await db.query<{ id: number; hotel_id: number; group_id: number }>(
    `select s.id, s.hotel_id, h.group_id from hotel_service s join hotel h on h.id = s.hotel_id
      where s.id = $1 and s.service_type = 'RESTAURANT'`,
    [serviceId],
  );
  if (!row) throw notFound('Restaurant service');
  return { id: row.id, hotelId: row.hotel_id, groupId: row.group_id };
}

/** Refuses unless the caller holds `operation` on one of `features` of the service. */
export async function requireAnyFeature(
  db: Queryable,
  principal: Principal,
  serviceId: number,
  features: readonly string[],
  operation: Operation,
): Promise<void> {
  requireUser(principal);
  const first = features[0];
  if (features.length === 1 && first) return requirePermission(db, principal, serviceId, first, operation);
  const list = await permissionsFor(db, principal, serviceId);
  if (!features.some((f) => can(list, f, operation))) throw forbidden();
}

export const requireWaiter = (db: Queryable, p: Principal, serviceId: number, op: Operation) =>
  requireAnyFeature(db, p, serviceId, WAITER_FEATURES, op);

export const requireChef = (db: Queryable, p: Principal, serviceId: number, op: Operation) =>
  requirePermission(db, p, serviceId, 'CHEF_DASHBOARD', op);

/** Reading an order: the waiter screens or the kitchen. */
export const requireOrderReader = (db: Queryable, p: Principal, serviceId: number) =>
  requireAnyFeature(db, p, serviceId, [...WAITER_FEATURES, 'CHEF_DASHBOARD'], 'VIEW');

/** ALLOW_ALL_TABLES at view level: the waiter works every table of the service. */
export async function seesAllTables(db: Queryable, p: Principal, serviceId: number): Promise<boolean> {
  return can(await permissionsFor(db, p, serviceId), 'ALLOW_ALL_TABLES', 'VIEW');
}

/** A waiter acts on their own tables; another waiter's only with ALLOW_ALL_TABLES. */
export async function requireOwnTable(db: Queryable, p: Principal, serviceId: number, waiterId: number): Promise<void> {
  requireUser(p);
  if (p.userId === waiterId) return;
  if (!(await seesAllTables(db, p, serviceId))) throw forbidden('TABLE_OF_ANOTHER_WAITER');
}

/**
 * The service a call is about when it may omit hotelServiceId (the custom dish lookup of the spec
 * sends only a name and a type): the caller's only restaurant service.
 */
export async function defaultRestaurantService(
  db: Queryable,
  p: Principal,
  hotelServiceId: number | null | undefined,
): Promise<RestaurantService> {
  if (hotelServiceId) return restaurantService(db, hotelServiceId);
  requireUser(p);
  const scope = await scopeOf(db, p);
  const rows = await db.query<{ id: number }>(
    `select id from hotel_service where service_type = 'RESTAURANT' and ($1::boolean or id = any($2::int[])) order by id`,
    [scope.all, scope.serviceIds],
  );
  const only = rows.length === 1 ? rows[0] : undefined;
  if (!only) throw invalid('hotelServiceId', 'REQUIRED_FIELD');
  requireInScope(scope, 'service', only.id);
  return restaurantService(db, only.id);
}
