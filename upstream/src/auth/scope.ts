// What part of the estate a caller may see and administer, by level: ADMIN everything, GROUP its
// group, HOTEL its hotel, SERVICE and USER the services they are allocated to.
import type { Queryable } from '../db/database.js';
import { forbidden, unauthenticated } from '../http/api-error.js';
import type { Principal } from './principal.js';

export interface Scope {
  all: boolean;
  groupIds: number[];
  hotelIds: number[];
  serviceIds: number[];
}

export async function scopeOf(db: Queryable, p: Principal): Promise<Scope> {
  if (p.kind !== 'user' || p.userId === null) return { all: false, groupIds: [], hotelIds: [], serviceIds: [] };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  if (p.level === 'ADMIN') {
    const [groups, hotels, services] = await Promise.all([
      db.query<{ id: number }>('select id from app_group order by id'),
      db.query<{ id: number }>('select id from hotel order by id'),
      db.query<{ id: number }>('select id from hotel_service order by id'),
    ]);
    return { all: true, groupIds: ids(groups), hotelIds: ids(hotels), serviceIds: ids(services) };
  }
  if (p.level === 'GROUP' || p.level === 'HOTEL') {
    // Tied to a hotel: that hotel only. Tied only to a group: every hotel of the group.
    const hotels = await db.query<{ id: number; group_id: number }>(
      p.hotelId !== null
        ? 'select id, group_id from hotel where id = $1 order by id'
        : 'select id, group_id from hotel where group_id = $1 order by id',
      [p.hotelId ?? p.groupId],
    );
    const hotelIds = hotels.map((h) => h.id);
    const services = await db.query<{ id: number }>(
      'select id from hotel_service where hotel_id = any($1::int[]) order by id',
      [hotelIds],
    );
    const groupIds = p.groupId !== null ? [p.groupId] : [...new Set(hotels.map((h) => h.group_id))];
    return { all: false, groupIds, hotelIds, serviceIds: ids(services) };
  }
  const rows = await db.query<{ service_id: number; hotel_id: number; group_id: number }>(
    `select a.service_id, s.hotel_id, h.group_id
       from user_allocation a join hotel_service s on s.id = a.service_id join hotel h on h.id = s.hotel_id
      where a.user_id = $1 order by a.service_id`,
    [p.userId],
  );
  return {
    all: false,
    groupIds: [...new Set(rows.map((r) => r.group_id))],
    hotelIds: [...new Set(rows.map((r) => r.hotel_id))],
    serviceIds: rows.map((r) => r.service_id),
  };
}

export function requireUser(p: Principal): asserts p is Principal & { kind: 'user'; userId: number } {
  if (p.kind !== 'user' || p.userId === null) throw unauthenticated();
}

/** Administration of groups, hotels and services is for the admin levels, within their scope. */
export function requireLevel(p: Principal, levels: readonly string[]): void {
  requireUser(p);
  if (!p.level || !levels.includes(p.level)) throw forbidden();
}

const NO_ACCESS = {
  group: 'NO_ACCESS_TO_GROUP',
  hotel: 'NO_ACCESS_TO_HOTEL',
  service: 'NO_ACCESS_TO_SERVICE',
} as const;

export function requireInScope(scope: Scope, kind: 'group' | 'hotel' | 'service', id: number): void {
  if (scope.all) return;
  const list = kind === 'group' ? scope.groupIds : kind === 'hotel' ? scope.hotelIds : scope.serviceIds;
  if (!list.includes(id)) throw forbidden(NO_ACCESS[kind]);
}
