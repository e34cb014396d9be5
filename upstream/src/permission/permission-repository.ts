// A user's permission list for one service. Administrators (every level above USER) hold MAINTAIN on
// every feature of the services in their scope; a USER holds what their service role grants there,
// and NO_PERMISSION for every feature the role does not list.
import { PermissionStatus } from '@hotel/domain';
import type { PermissionEntry } from '@hotel/schema';
import type { Queryable } from '../db/database.js';
import type { Principal } from '../auth/principal.js';
import { scopeOf } from '../auth/scope.js';

interface Row {
  id: number;
  name: string;
  prefix: string;
  active: boolean;
  status: number | null;
}

/** Features that apply to a service: its type's, plus administration. */
export const FEATURES_OF_SERVICE = `
  select f.id, f.name, f.prefix, f.scope, f.active from feature f
   where f.scope = 'ADMIN' or f.scope = (select service_type from hotel_service where id = $1)
   order by f.id`;

export async function permissionsFor(db: Queryable, user: Principal, serviceId: number): Promise<PermissionEntry[]> {
  if (user.kind !== 'user' || user.userId === null) return [];
  const scope = await scopeOf(db, user);
  if (!scope.all && !scope.serviceIds.includes(serviceId)) return [];
  if (user.level !== 'USER') {
    const rows = await db.query<Row>(FEATURES_OF_SERVICE, [serviceId]);
    return rows.map((r) => entry(r, PermissionStatus.MAINTAIN));
  }
  const rows = await db.query<Row>(
    `select f.id, f.name, f.prefix, f.active, p.status
       from feature f
       left join user_allocation a on a.user_id = $1 and a.service_id = $2
       left join service_role_permission p on p.service_role_id = a.service_role_id and p.feature_id = f.id
      where f.scope = 'ADMIN' or f.scope = (select service_type from hotel_service where id = $2)
      order by f.id`,
    [user.userId, serviceId],
  );
  return rows.map((r) => entry(r, r.status ?? PermissionStatus.NO_PERMISSION));
}

export async function rolePermissions(db: Queryable, serviceRoleId: number): Promise<PermissionEntry[]> {
  const rows = await db.query<Row>(
    `select f.id, f.name, f.prefix, f.active, p.status
       from service_role r
       join hotel_service s on s.id = r.service_id
       join feature f on f.scope = 'ADMIN' or f.scope = s.service_type
       left join service_role_permission p on p.service_role_id = r.id and p.feature_id = f.id
      where r.id = $1
      order by f.id`,
    [serviceRoleId],
  );
  return rows.map((r) => entry(r, r.status ?? PermissionStatus.NO_PERMISSION));
}

function entry(r: Row, status: number): PermissionEntry {
  return { id: r.id, name: r.name, prefix: r.prefix, active: r.active, status: status as PermissionEntry['status'] };
}
