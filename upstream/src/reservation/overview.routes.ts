// The front desk's overviews (schema/src/endpoints/overview.ts): the rooms × days calendar of a period
// and each room's status today, both with OVERVIEW at VIEW on the hotel. Two queries each, whatever the
// number of rooms and days: the rooms, and the stay spans that touch the period.
import { Feature } from '@hotel/domain';
import type { overview as O } from '@hotel/schema';
import { overview } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { businessDate } from './reservation-store.js';

const ROOMS = `
  select r.id as "roomId", r.room_no as "roomNo", r.floor, r.room_type_id as "roomTypeId", t.name as "roomTypeName",
         to_char(r.out_of_order_from, 'YYYY-MM-DD') as "outOfOrderFrom", to_char(r.out_of_order_to, 'YYYY-MM-DD') as "outOfOrderTo"
    from room r join room_type t on t.id = r.room_type_id
   where r.hotel_id = $1 and r.active
   order by length(r.room_no), r.room_no`;

/** Every booked room with a night from `from` to `to` (both included), of any status. */
const SPANS = `
  select rr.reservation_id as "reservationId", rr.id as "reservedRoomId", v.ref_number as "refNumber",
         rr.room_id as "roomId", v.guest_name as "guestName", v.status, rr.status as "roomStatus",
         to_char(rr.check_in_date, 'YYYY-MM-DD') as "checkInDate", to_char(rr.check_out_date, 'YYYY-MM-DD') as "checkOutDate"
    from reserved_room rr join reservation v on v.id = rr.reservation_id
   where rr.hotel_id = $1 and rr.room_id is not null
     and rr.check_in_date <= $3::date and rr.check_out_date > $2::date
   order by rr.room_id, rr.check_in_date, rr.id`;

const loadRooms = (db: Queryable, hotelId: number) => db.query<O.OverviewRoom>(ROOMS, [hotelId]);

export function overviewRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(overview.getRoomCalendar, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.OVERVIEW, 'VIEW');
      const [rooms, spans] = await Promise.all([
        loadRooms(db, query.hotelId),
        db.query<O.CalendarSpan>(SPANS, [query.hotelId, query.fromDate, query.toDate]),
      ]);
      return {
        result: {
          roomCalendar: {
            hotelId: query.hotelId,
            fromDate: query.fromDate,
            toDate: query.toDate,
            today: await businessDate(db, query.hotelId),
            rooms,
            spans,
          },
        },
      };
    }),

    route(overview.getRoomStatus, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.OVERVIEW, 'VIEW');
      const today = await businessDate(db, query.hotelId);
      // Stays that are in a room tonight or were there last night: in house, arriving, departing.
      const [rooms, spans] = await Promise.all([
        loadRooms(db, query.hotelId),
        db.query<O.CalendarSpan>(
          `select rr.reservation_id as "reservationId", rr.id as "reservedRoomId", v.ref_number as "refNumber",
                  rr.room_id as "roomId", v.guest_name as "guestName", v.status, rr.status as "roomStatus",
                  to_char(rr.check_in_date, 'YYYY-MM-DD') as "checkInDate", to_char(rr.check_out_date, 'YYYY-MM-DD') as "checkOutDate"
             from reserved_room rr join reservation v on v.id = rr.reservation_id
            where rr.hotel_id = $1 and rr.room_id is not null and rr.check_in_date <= $2::date and rr.check_out_date >= $2::date
              and (rr.status in ('BOOKED', 'CHECKEDIN')
                   or (rr.status = 'CHECKEDOUT' and rr.check_out_date = $2::date))
            order by rr.room_id, rr.check_in_date, rr.id`,
          [query.hotelId, today],
        ),
      ]);
      const guest = (s: O.CalendarSpan) => ({
        reservationId: s.reservationId,
        refNumber: s.refNumber,
        guestName: s.guestName,
        status: s.status,
        checkInDate: s.checkInDate,
        checkOutDate: s.checkOutDate,
      });
      const byRoom = new Map<number, O.CalendarSpan[]>();
      for (const s of spans) byRoom.set(s.roomId, [...(byRoom.get(s.roomId) ?? []), s]);
      return {
        result: {
          roomStatus: {
            hotelId: query.hotelId,
            today,
            rooms: rooms.map((room) => {
              const mine = byRoom.get(room.roomId) ?? [];
              const inHouse = mine.find((s) => s.roomStatus === 'CHECKEDIN' && s.checkOutDate > today) ?? null;
              const arriving = mine.find((s) => s.roomStatus === 'BOOKED' && s.checkInDate === today) ?? null;
              const departing = mine.find((s) => s.checkOutDate === today && s.roomStatus !== 'BOOKED') ?? null;
              const outOfOrder =
                room.outOfOrderFrom !== null &&
                room.outOfOrderTo !== null &&
                room.outOfOrderFrom <= today &&
                today <= room.outOfOrderTo;
              return {
                ...room,
                occupancy: inHouse || departing?.roomStatus === 'CHECKEDIN' ? 'OCCUPIED' : 'VACANT',
                outOfOrder,
                inHouse: inHouse ? guest(inHouse) : null,
                arriving: arriving ? guest(arriving) : null,
                departing: departing ? guest(departing) : null,
              } as const;
            }),
          },
        },
      };
    }),
  ];
}
