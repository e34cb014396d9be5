// The reservation service's reserved-room lookup the waiter uses to charge a bill to a room
// (operations §7 Restaurant: GET reserved-room/search-by-room). A waiter of one of the hotel's
// restaurants may look up its checked-in rooms, as may front office staff with RESERVATION view.
import { can } from '@hotel/domain';
import { restaurant } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { requireUser } from '../auth/scope.js';
import { notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { permissionsFor } from '../permission/permission-repository.js';
import { requireHotelFeature } from '../permission/require-permission.js';
import { searchInHouseRooms } from './reserved-rooms.js';

export function frontOfficeRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(restaurant.reservedRoomsByRoomNo, async ({ query, principal }) => {
      requireUser(principal);
      const [hotel] = await db.query('select 1 from hotel where id = $1', [query.hotelId]);
      if (!hotel) throw notFound('Hotel');
      const restaurants = await db.query<{ id: number }>(
        "select id from hotel_service where hotel_id = $1 and service_type = 'RESTAURANT' order by id",
        [query.hotelId],
      );
      let waiter = false;
      for (const s of restaurants) {
        const list = await permissionsFor(db, principal, s.id);
        if (can(list, 'FOOD_MENU', 'VIEW') || can(list, 'STEWARD_DASHBOARD', 'VIEW')) waiter = true;
      }
      if (!waiter) await requireHotelFeature(db, principal, query.hotelId, 'RESERVATION', 'VIEW');
      return { result: { reservedRoom: await searchInHouseRooms(db, query.hotelId, query.roomNo ?? '') } };
    }),
  ];
}
