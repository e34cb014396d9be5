// Rooms (core-platform §2 /room/manage): number, type, floor, area, view type, amenities, adult and
// child capacity, and active or out of order between dates. A number is used once per hotel (the
// restaurant's room_no_key); everything a room names is of its own hotel (composite foreign keys). A
// room with stays on record is deactivated, not deleted.
import { ROOM_NOTICES } from '@hotel/domain';
import { room } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type Room = room.entities.Room;
type RoomBody = z.output<typeof room.entities.roomInput>;

interface RoomRow {
  id: number;
  hotel_id: number;
  room_no: string;
  room_type_id: number;
  room_type_name: string;
  floor: number;
  room_area_id: number | null;
  room_area_name: string | null;
  view_type_id: number | null;
  view_type_name: string | null;
  amenity_ids: number[] | null;
  amenity_names: string[] | null;
  max_adults: number;
  max_children: number;
  active: boolean;
  out_of_order_from: string | null;
  out_of_order_to: string | null;
}
const SELECT = `select r.id, r.hotel_id, r.room_no, r.room_type_id, t.name as room_type_name, r.floor,
  r.room_area_id, a.name as room_area_name, r.view_type_id, v.name as view_type_name,
  array(select ra.amenity_id from room_amenity ra join amenity m on m.id = ra.amenity_id
         where ra.room_id = r.id order by lower(m.name)) as amenity_ids,
  array(select m.name from room_amenity ra join amenity m on m.id = ra.amenity_id
         where ra.room_id = r.id order by lower(m.name)) as amenity_names,
  r.max_adults, r.max_children, r.active,
  to_char(r.out_of_order_from, 'YYYY-MM-DD') as out_of_order_from, to_char(r.out_of_order_to, 'YYYY-MM-DD') as out_of_order_to`;
const FROM = `from room r join room_type t on t.id = r.room_type_id
  left join room_area a on a.id = r.room_area_id left join view_type v on v.id = r.view_type_id`;
const toRoom = (r: RoomRow): Room => ({
  id: r.id,
  hotelId: r.hotel_id,
  roomNo: r.room_no,
  roomTypeId: r.room_type_id,
  roomTypeName: r.room_type_name,
  floor: r.floor,
  roomAreaId: r.room_area_id,
  roomAreaName: r.room_area_name,
  viewTypeId: r.view_type_id,
  viewTypeName: r.view_type_name,
  amenityIds: r.amenity_ids ?? [],
  amenityNames: r.amenity_names ?? [],
  maxAdults: r.max_adults,
  maxChildren: r.max_children,
  active: r.active,
  outOfOrderFrom: r.out_of_order_from,
  outOfOrderTo: r.out_of_order_to,
});
const SORT: SortColumnsOf<typeof room.searchRooms> = {
  id: 'r.id',
  // Room numbers sort as numbers where they are (101 before 1001), then as text.
  roomNo: ["nullif(regexp_replace(r.room_no, '\\D', '', 'g'), '')::bigint", 'lower(r.room_no)'],
  floor: 'r.floor',
  roomType: 'lower(t.name)',
};

async function findRoom(db: Queryable, id: number): Promise<Room> {
  const [row] = await db.query<RoomRow>(`${SELECT} ${FROM} where r.id = $1`, [id]);
  if (!row) throw notFound('Room');
  return toRoom(row);
}

const values = (b: RoomBody) => [
  b.hotelId,
  b.roomNo,
  b.roomTypeId,
  b.floor,
  b.roomAreaId ?? null,
  b.viewTypeId ?? null,
  b.maxAdults,
  b.maxChildren,
  b.active,
  b.outOfOrderFrom ?? null,
  b.outOfOrderTo ?? null,
];

async function setAmenities(tx: Queryable, roomId: number, hotelId: number, amenityIds: readonly number[]) {
  await tx.query('delete from room_amenity where room_id = $1', [roomId]);
  await tx.query(
    'insert into room_amenity (room_id, amenity_id, hotel_id) select $1, a, $3 from unnest($2::int[]) as a',
    [roomId, [...new Set(amenityIds)], hotelId],
  );
}

export function roomRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('room_no_key', 'ROOM_NUMBER_TAKEN', 'roomNo');
  describeConstraint('room_room_type_fk', 'ROOM_TYPE_NOT_IN_HOTEL', 'roomTypeId');
  describeConstraint('room_room_area_fk', 'NOT_IN_HOTEL', 'roomAreaId');
  describeConstraint('room_view_type_fk', 'NOT_IN_HOTEL', 'viewTypeId');
  describeConstraint('room_amenity_amenity_fk', 'NOT_IN_HOTEL', 'amenityIds');
  describeConstraint('room_out_of_order_check', 'OUT_OF_ORDER_DATES', 'outOfOrderFrom');

  return [
    route(room.searchRooms, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, 'ROOM', 'VIEW');
      const { rows, pagination } = await pageOf<RoomRow>(db, {
        select: SELECT,
        from: `${FROM} where r.hotel_id = $1 and ($2::text is null or r.room_no ilike $2 escape '\\')
                 and ($3::int is null or r.room_type_id = $3) and ($4::int is null or r.floor = $4)
                 and ($5::boolean is null or r.active = $5)`,
        params: [
          query.hotelId,
          containsText(query.roomNo),
          query.roomTypeId ?? null,
          query.floor ?? null,
          query.active ?? null,
        ],
        sort: SORT,
        id: 'r.id',
        query,
      });
      return { result: { room: rows.map(toRoom) }, pagination };
    }),

    route(room.createRoom, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, 'ROOM', 'ADD');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into room (hotel_id, room_no, room_type_id, floor, room_area_id, view_type_id, max_adults, max_children,
                             active, out_of_order_from, out_of_order_to)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
          values(body),
        );
        await setAmenities(tx, row!.id, body.hotelId, body.amenityIds);
        return row!.id;
      });
      return { result: { room: await findRoom(db, id) }, message: ROOM_NOTICES.ROOM_CREATED };
    }),

    route(room.updateRoom, async ({ body, principal }) => {
      const hotelId = await requireRecordFeature(
        db,
        principal,
        { table: 'room', id: body.id, what: 'Room' },
        'ROOM',
        'EDIT',
      );
      requireSameHotel(hotelId, body.hotelId);
      await db.transaction(async (tx) => {
        await tx.query(
          `update room set room_no = $2, room_type_id = $3, floor = $4, room_area_id = $5, view_type_id = $6,
                  max_adults = $7, max_children = $8, active = $9, out_of_order_from = $10, out_of_order_to = $11
            where id = $12 and hotel_id = $1`,
          [...values(body), body.id],
        );
        await setAmenities(tx, body.id, body.hotelId, body.amenityIds);
      });
      return { result: { room: await findRoom(db, body.id) }, message: ROOM_NOTICES.ROOM_UPDATED };
    }),

    route(room.deleteRoom, async ({ params, principal }) => {
      await requireRecordFeature(db, principal, { table: 'room', id: params.id, what: 'Room' }, 'ROOM', 'DELETE');
      await db.transaction(async (tx) => {
        await tx.query('select id from room where id = $1 for update', [params.id]);
        const [stay] = await tx.query('select 1 from reserved_room where room_id = $1 limit 1', [params.id]);
        if (stay) throw conflict('ROOM_HAS_STAYS');
        await tx.query('delete from room where id = $1', [params.id]);
      });
      return { result: {}, message: ROOM_NOTICES.ROOM_DELETED };
    }),

    route(room.adultOptions, async ({ params, principal }) => {
      const type = await occupancyOf(db, params.id);
      await requireHotelRight(db, principal, type.hotel_id, 'ROOM', 'VIEW');
      return { result: { adult: Array.from({ length: type.max_adults }, (_, i) => i + 1) } };
    }),

    route(room.childOptions, async ({ params, query, principal }) => {
      const type = await occupancyOf(db, params.id);
      await requireHotelRight(db, principal, type.hotel_id, 'ROOM', 'VIEW');
      const max = query.adultCount > type.max_adults ? 0 : type.max_children;
      return { result: { child: Array.from({ length: max + 1 }, (_, i) => i) } };
    }),
  ];
}

async function occupancyOf(db: Queryable, roomTypeId: number) {
  const [row] = await db.query<{ hotel_id: number; max_adults: number; max_children: number }>(
    'select hotel_id, max_adults, max_children from room_type where id = $1',
    [roomTypeId],
  );
  if (!row) throw notFound('Room type');
  return row;
}
