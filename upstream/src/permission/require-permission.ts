// The upstream's own permission checks (it enforces again what the BFF already checked). Two kinds:
// the administration levels (who may manage groups, hotels, services and users), and the feature
// rights a service role grants (CHANNEL EDIT, ...), evaluated with the domain's `can`.
import { can, type Operation, type UserLevel } from '@hotel/domain';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { forbidden } from '../http/api-error.js';
import { permissionsFor } from './permission-repository.js';

/** The levels that administer something: everyone but USER. */
export const ADMIN_LEVELS: readonly UserLevel[] = ['ADMIN', 'GROUP', 'HOTEL', 'SERVICE'];

/** ADMIN > GROUP > HOTEL > SERVICE > USER: a smaller rank is a higher level. */
const RANK: Record<UserLevel, number> = { ADMIN: 0, GROUP: 1, HOTEL: 2, SERVICE: 3, USER: 4 };
export const levelRank = (level: UserLevel): number => RANK[level];

/** True when `level` is above `of` (nobody may create or manage a user above their own level). */
export const isAbove = (level: UserLevel, of: UserLevel): boolean => RANK[level] < RANK[of];

export const isAdminLevel = (p: Principal): boolean => p.level !== null && ADMIN_LEVELS.includes(p.level);

/** Refuses unless the caller's permission list for the service allows `operation` on `feature`. */
export async function requirePermission(
  db: Queryable,
  principal: Principal,
  serviceId: number,
  feature: string,
  operation: Operation,
): Promise<void> {
  requireUser(principal);
  if (!can(await permissionsFor(db, principal, serviceId), feature, operation)) throw forbidden();
}

/**
 * A hotel-level feature (CHANNEL, ...): ADMIN, GROUP and HOTEL administrators pass for any hotel in
 * their scope; SERVICE and USER need the right on one of the hotel's HOTEL services (a SERVICE
 * administrator holds every right on the services they administer).
 */
export async function requireHotelFeature(
  db: Queryable,
  principal: Principal,
  hotelId: number,
  /** The feature, or several of which any one will do. */
  feature: string | readonly string[],
  operation: Operation,
): Promise<void> {
  requireUser(principal);
  const features = typeof feature === 'string' ? [feature] : feature;
  if (principal.level === 'ADMIN' || principal.level === 'GROUP' || principal.level === 'HOTEL') {
    requireInScope(await scopeOf(db, principal), 'hotel', hotelId);
    return;
  }
  const services = await db.query<{ id: number }>(
    "select id from hotel_service where hotel_id = $1 and service_type = 'HOTEL' order by id",
    [hotelId],
  );
  for (const s of services) {
    const list = await permissionsFor(db, principal, s.id);
    if (features.some((f) => can(list, f, operation))) return;
  }
  throw forbidden();
}

/**
 * The hotels where the caller holds a hotel-level feature (the list form of requireHotelFeature):
 * every hotel of their scope for ADMIN, GROUP and HOTEL administrators; for SERVICE and USER the
 * hotels of the HOTEL services whose permission list allows the operation.
 */
export async function hotelsWithFeature(
  db: Queryable,
  principal: Principal,
  feature: string,
  operation: Operation,
): Promise<{ all: boolean; hotelIds: number[] }> {
  requireUser(principal);
  const scope = await scopeOf(db, principal);
  if (principal.level === 'ADMIN' || principal.level === 'GROUP' || principal.level === 'HOTEL') {
    return { all: scope.all, hotelIds: scope.hotelIds };
  }
  const services = await db.query<{ id: number; hotel_id: number }>(
    "select id, hotel_id from hotel_service where id = any($1::int[]) and service_type = 'HOTEL' order by id",
    [scope.serviceIds],
  );
  const hotelIds = new Set<number>();
  for (const s of services) {
    if (hotelIds.has(s.hotel_id)) continue;
    if (can(await permissionsFor(db, principal, s.id), feature, operation)) hotelIds.add(s.hotel_id);
  }
  return { all: false, hotelIds: [...hotelIds] };
}
