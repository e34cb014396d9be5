// Who may use the inventory calls: each page's feature (core-platform §6 inventory prefixes) on the
// INVENTORY service the record belongs to (operations §6: READ views, WRITE adds and edits,
// MAINTAIN deletes), judged on the record's service, never on one the caller names.
import { can, type FeatureKey, type Operation } from '@hotel/domain';
import type { Principal } from '../auth/principal.js';
import { requireUser } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { forbidden, notFound } from '../http/api-error.js';
import { permissionsFor } from '../permission/permission-repository.js';
import { requireAnyFeature } from '../restaurant/access.js';

export interface InventoryService {
  id: number;
  hotelId: number;
}

/** The INVENTORY service with this id, or 40400. */
export async function inventoryService(db: Queryable, serviceId: number): Promise<InventoryService> {
  const [row] = await db.query<{ id: number; hotel_id: number }>(
    `select id, hotel_id from hotel_service where id = $1 and service_type = 'INVENTORY'`,
    [serviceId],
  );
  if (!row) throw notFound('Inventory service');
  return { id: row.id, hotelId: row.hotel_id };
}

/** The service, once the caller holds `operation` on one of `features` of it. */
export async function requireInventory(
  db: Queryable,
  principal: Principal,
  serviceId: number,
  features: FeatureKey | readonly FeatureKey[],
  operation: Operation,
): Promise<InventoryService> {
  const service = await inventoryService(db, serviceId);
  await requireAnyFeature(db, principal, serviceId, typeof features === 'string' ? [features] : features, operation);
  return service;
}

/**
 * Refuses unless the caller holds `operation` on one of `features` on some service of the hotel
 * (trolleys belong to a hotel: housekeeping keeps them, the store issues onto them).
 */
export async function requireOnHotel(
  db: Queryable,
  principal: Principal,
  hotelId: number,
  features: readonly FeatureKey[],
  operation: Operation,
): Promise<void> {
  requireUser(principal);
  const services = await db.query<{ id: number }>(
    `select id from hotel_service where hotel_id = $1 and service_type in ('HOUSEKEEPING', 'INVENTORY') order by id`,
    [hotelId],
  );
  for (const service of services) {
    const list = await permissionsFor(db, principal, service.id);
    if (features.some((f) => can(list, f, operation))) return;
  }
  throw forbidden();
}
