// Who may use the restaurant admin calls: each page's feature on the restaurant service the record
// belongs to (operations §6: READ views, WRITE adds and edits, MAINTAIN deletes), judged on the
// service of the record, never on one the caller names. The VAT registry belongs to a hotel: its
// restaurant services grant it with RESTAURANT_INVOICE (the invoices it serves), its front office
// with VAT_REGISTRY; the waiter's screens may look customers up for the Prepare Invoice dialog.
import { can, type FeatureKey, type Operation } from '@hotel/domain';
import type { Principal } from '../auth/principal.js';
import { requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { forbidden } from '../http/api-error.js';
import { permissionsFor } from '../permission/permission-repository.js';
import { requireAnyFeature, restaurantService, type RestaurantService } from '../restaurant/access.js';

/** The restaurant service (40400 when there is none), once the caller holds `operation` on one of `features`. */
export async function adminService(
  db: Queryable,
  principal: Principal,
  serviceId: number,
  features: FeatureKey | readonly FeatureKey[],
  operation: Operation,
): Promise<RestaurantService> {
  const service = await restaurantService(db, serviceId);
  await requireAnyFeature(db, principal, serviceId, typeof features === 'string' ? [features] : features, operation);
  return service;
}

/** Features granting the registry of a hotel, by the type of the service that holds them. */
const REGISTRY_RIGHTS: Record<string, readonly FeatureKey[]> = {
  RESTAURANT: ['RESTAURANT_INVOICE'],
  HOTEL: ['VAT_REGISTRY'],
};
/**
 * A lookup (VIEW) is also open to the waiter's Prepare Invoice dialog and to the front desk's
 * reservation VAT dialog (RESERVATION), which finds a customer by e-mail to prefill.
 */
const REGISTRY_LOOKUP: Record<string, readonly FeatureKey[]> = {
  RESTAURANT: ['RESTAURANT_INVOICE', 'FOOD_MENU', 'STEWARD_DASHBOARD'],
  HOTEL: ['VAT_REGISTRY', 'RESERVATION'],
};

export interface RegistryReach {
  hotelIds: number[];
  /** The groups of those hotels: their shared entries are visible too. */
  groupIds: number[];
}

/** The hotels (and their groups) whose VAT registry the caller may use for `operation`. */
export async function registryReach(
  db: Queryable,
  principal: Principal,
  operation: Operation,
  options: { lookup?: boolean } = {},
): Promise<RegistryReach> {
  requireUser(principal);
  const scope = await scopeOf(db, principal);
  const services = await db.query<{ id: number; hotel_id: number; group_id: number; service_type: string }>(
    `select s.id, s.hotel_id, h.group_id, s.service_type
       from hotel_service s join hotel h on h.id = s.hotel_id
      where s.service_type in ('RESTAURANT', 'HOTEL') and ($1::boolean or s.id = any($2::int[]))
      order by s.id`,
    [scope.all, scope.serviceIds],
  );
  const rights = options.lookup ? REGISTRY_LOOKUP : REGISTRY_RIGHTS;
  const hotels = new Map<number, number>();
  for (const s of services) {
    if (hotels.has(s.hotel_id)) continue;
    const list = await permissionsFor(db, principal, s.id);
    if ((rights[s.service_type] ?? []).some((f) => can(list, f, operation))) hotels.set(s.hotel_id, s.group_id);
  }
  return { hotelIds: [...hotels.keys()], groupIds: [...new Set(hotels.values())] };
}

/** Refuses unless the caller may use the registry of `hotelId` for `operation`. */
export async function requireRegistryHotel(
  db: Queryable,
  principal: Principal,
  hotelId: number,
  operation: Operation,
): Promise<RegistryReach> {
  const reach = await registryReach(db, principal, operation);
  if (!reach.hotelIds.includes(hotelId)) throw forbidden();
  return reach;
}
