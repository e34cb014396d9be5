// Who may read and change administration data. Every administration record belongs to the whole
// system, a group, a hotel or a service (its target); the caller's right on it is:
//
// - ADMIN: everything.
// - GROUP, HOTEL, SERVICE administrators: targets within their scope (auth/scope.ts). A group-wide
//   change (groupsId) needs a GROUP or HOTEL administrator tied only to the group: one tied to a group
//   and a hotel can only use that hotel (core-platform §6 hotel scope). System-wide: ADMIN only.
// - USER: the administration feature's status in the permission list of a service of the target they
//   are allocated to (READ views, WRITE adds and edits, MAINTAIN deletes); never group- or system-wide
//   changes.
//
// A refusal is 40300 and is raised before anything is written.
import { can, type FeatureKey, type Operation } from '@hotel/domain';
import type { Principal } from '../auth/principal.js';
import { requireInScope, requireUser, scopeOf } from '../auth/scope.js';
import type { Queryable } from '../db/database.js';
import { forbidden } from '../http/api-error.js';
import { permissionsFor } from './permission-repository.js';

export type Target = 'system' | { group: number } | { hotel: number } | { service: number };

/** The services of a target a USER may hold rights in: those of their scope within the target. */
async function servicesOf(db: Queryable, principal: Principal, target: Exclude<Target, 'system'>): Promise<number[]> {
  const scope = await scopeOf(db, principal);
  if ('service' in target) return scope.serviceIds.filter((id) => id === target.service);
  const rows = await db.query<{ id: number }>(
    'group' in target
      ? 'select s.id from hotel_service s join hotel h on h.id = s.hotel_id where h.group_id = $1 order by s.id'
      : 'select s.id from hotel_service s where s.hotel_id = $1 order by s.id',
    ['group' in target ? target.group : target.hotel],
  );
  return rows.map((r) => r.id).filter((id) => scope.serviceIds.includes(id));
}

/** True for a GROUP or HOTEL administrator tied only to a group (who may act on the whole group). */
export const isGroupWide = (p: Principal): boolean =>
  p.level === 'ADMIN' || ((p.level === 'GROUP' || p.level === 'HOTEL') && p.hotelId === null);

/** Refuses (40300) unless the caller may perform `operation` on `feature` for `target`. */
export async function requireAdminRight(
  db: Queryable,
  principal: Principal,
  target: Target,
  feature: FeatureKey,
  operation: Operation,
): Promise<void> {
  requireUser(principal);
  if (principal.level === 'ADMIN') return;
  if (target === 'system') throw forbidden('SYSTEM_ADMINISTRATORS_ONLY');
  if (principal.level !== 'USER') {
    const scope = await scopeOf(db, principal);
    if ('group' in target) {
      requireInScope(scope, 'group', target.group);
      // Reading a group's records is fine from any hotel of it; changing them is group-wide.
      if (operation !== 'VIEW' && !isGroupWide(principal)) throw forbidden('OWN_HOTEL_ONLY');
    } else if ('hotel' in target) requireInScope(scope, 'hotel', target.hotel);
    else requireInScope(scope, 'service', target.service);
    return;
  }
  if ('group' in target && operation !== 'VIEW') {
    throw forbidden('OWN_HOTEL_ONLY');
  }
  for (const serviceId of await servicesOf(db, principal, target)) {
    if (can(await permissionsFor(db, principal, serviceId), feature, operation)) return;
  }
  throw forbidden();
}

/** The hotels (all: every one) whose records of `feature` the caller may read. */
export async function readableHotels(
  db: Queryable,
  principal: Principal,
  feature: FeatureKey,
): Promise<{ all: boolean; hotelIds: number[]; groupIds: number[]; serviceIds: number[] }> {
  requireUser(principal);
  const scope = await scopeOf(db, principal);
  if (principal.level !== 'USER') return scope;
  const serviceIds: number[] = [];
  for (const id of scope.serviceIds) {
    if (can(await permissionsFor(db, principal, id), feature, 'VIEW')) serviceIds.push(id);
  }
  const rows = await db.query<{ hotel_id: number; group_id: number }>(
    'select s.hotel_id, h.group_id from hotel_service s join hotel h on h.id = s.hotel_id where s.id = any($1::int[])',
    [serviceIds],
  );
  return {
    all: false,
    hotelIds: [...new Set(rows.map((r) => r.hotel_id))],
    groupIds: [...new Set(rows.map((r) => r.group_id))],
    serviceIds,
  };
}
