// The inventory services as cards (/toplevel/inventory-services, /toplevel/group-inventory-home):
// the INVENTORY services of a hotel, or of every hotel of a group, that the caller may see.
import { inventory } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireInScope, scopeOf } from '../auth/scope.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { servicesIn } from '../hotel/hotel.routes.js';

export function inventoryServiceRoutes({ db }: AppContext): RouteBinding[] {
  const exists = async (table: 'hotel' | 'app_group', id: number, what: string) => {
    const [row] = await db.query(`select 1 from ${table} where id = $1`, [id]);
    if (!row) throw notFound(what);
  };
  return [
    route(inventory.inventoryServicesOfHotel, async ({ params, principal }) => {
      await exists('hotel', params.id, 'Hotel');
      const scope = await scopeOf(db, principal);
      requireInScope(scope, 'hotel', params.id);
      const services = await servicesIn(db, scope, `s.hotel_id = $3 and s.service_type = 'INVENTORY'`, [params.id]);
      return { result: { inventoryService: services } };
    }),
    route(inventory.inventoryServicesOfGroup, async ({ params, principal }) => {
      await exists('app_group', params.id, 'Group');
      const scope = await scopeOf(db, principal);
      requireInScope(scope, 'group', params.id);
      const services = await servicesIn(
        db,
        scope,
        `s.service_type = 'INVENTORY' and s.hotel_id in (select id from hotel where group_id = $3)`,
        [params.id],
      );
      return { result: { inventoryService: services } };
    }),
  ];
}
