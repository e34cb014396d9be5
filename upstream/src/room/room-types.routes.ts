// Room types (core-platform §2 /room/room-type; operations §3 "roomType JSON plus image file", §7):
// name, occupancy limits and a picture. A room type with rooms cannot be deleted (move or delete its
// rooms first), nor one with prices; its stay types go with it.
import { ROOM_NOTICES } from '@hotel/domain';
import { room } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { imageUrl, storeImages } from '../hotel/images.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type RoomType = room.entities.RoomType;
interface RoomTypeRow {
  id: number;
  hotel_id: number;
  name: string;
  description: string;
  max_adults: number;
  max_children: number;
  image: string | null;
  active: boolean;
  room_count: number;
  stay_type_count: number;
  price_count: number;
}
const ROOM_COUNT = '(select count(*)::int from room r where r.room_type_id = t.id)';
const SELECT = `select t.id, t.hotel_id, t.name, t.description, t.max_adults, t.max_children, t.image, t.active,
  ${ROOM_COUNT} as room_count,
  (select count(*)::int from stay_type s where s.room_type_id = t.id) as stay_type_count,
  (select count(*)::int from channel_price p where p.room_type_id = t.id)
    + (select count(*)::int from seasonal_price p where p.room_type_id = t.id)
    + (select count(*)::int from day_price p where p.room_type_id = t.id) as price_count`;
const toRoomType = (r: RoomTypeRow): RoomType => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  description: r.description,
  maxAdults: r.max_adults,
  maxChildren: r.max_children,
  image: imageUrl(r.image),
  active: r.active,
  roomCount: r.room_count,
  stayTypeCount: r.stay_type_count,
});
const SORT: SortColumnsOf<typeof room.searchRoomTypes> = {
  id: 't.id',
  name: 'lower(t.name)',
  maxAdults: 't.max_adults',
  maxChildren: 't.max_children',
  roomCount: ROOM_COUNT,
};

async function findRow(db: Queryable, id: number): Promise<RoomTypeRow> {
  const [row] = await db.query<RoomTypeRow>(`${SELECT} from room_type t where t.id = $1`, [id]);
  if (!row) throw notFound('Room type');
  return row;
}

export function roomTypeRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('room_type_name_key', 'NAME_TAKEN_IN_HOTEL', 'name');
  const list = async (where: string, id: number) =>
    (await db.query<RoomTypeRow>(`${SELECT} from room_type t where ${where} order by lower(t.name), t.id`, [id])).map(
      toRoomType,
    );

  return [
    route(room.searchRoomTypes, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, 'ROOM', 'VIEW');
      const { rows, pagination } = await pageOf<RoomTypeRow>(db, {
        select: SELECT,
        from: `from room_type t where t.hotel_id = $1 and ($2::text is null or t.name ilike $2 escape '\\')
                 and ($3::boolean is null or t.active = $3)`,
        params: [query.hotelId, containsText(query.name), query.active ?? null],
        sort: SORT,
        id: 't.id',
        query,
      });
      return { result: { roomType: rows.map(toRoomType) }, pagination };
    }),

    route(room.roomTypesOfHotel, async ({ params, principal }) => {
      await requireHotelRight(db, principal, params.id, 'ROOM', 'VIEW');
      return { result: { roomType: await list('t.hotel_id = $1', params.id) } };
    }),

    route(room.roomTypesWithRooms, async ({ params, principal }) => {
      await requireHotelRight(db, principal, params.id, 'ROOM', 'VIEW');
      const roomType = await list(
        't.hotel_id = $1 and t.active and exists (select 1 from room r where r.room_type_id = t.id and r.active)',
        params.id,
      );
      return { result: { roomType } };
    }),

    route(room.createRoomType, async ({ body, files, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, 'ROOM', 'ADD');
      const id = await db.transaction(async (tx) => {
        const images = await storeImages(tx, files, room.entities.ROOM_TYPE_IMAGES);
        const [row] = await tx.query<{ id: number }>(
          `insert into room_type (hotel_id, name, description, max_adults, max_children, image, active)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            body.hotelId,
            body.name,
            body.description,
            body.maxAdults,
            body.maxChildren,
            images.image ?? null,
            body.active,
          ],
        );
        return row!.id;
      });
      return { result: { roomType: toRoomType(await findRow(db, id)) }, message: ROOM_NOTICES.ROOM_TYPE_CREATED };
    }),

    route(room.updateRoomType, async ({ body, files, principal }) => {
      const hotelId = await requireRecordFeature(
        db,
        principal,
        { table: 'room_type', id: body.id, what: 'Room type' },
        'ROOM',
        'EDIT',
      );
      requireSameHotel(hotelId, body.hotelId);
      await db.transaction(async (tx) => {
        const images = await storeImages(tx, files, room.entities.ROOM_TYPE_IMAGES);
        await tx.query(
          `update room_type set name = $2, description = $3, max_adults = $4, max_children = $5, active = $6,
                  image = coalesce($7::uuid, image)
            where id = $1`,
          [body.id, body.name, body.description, body.maxAdults, body.maxChildren, body.active, images.image ?? null],
        );
      });
      return {
        result: { roomType: toRoomType(await findRow(db, body.id)) },
        message: ROOM_NOTICES.ROOM_TYPE_UPDATED,
      };
    }),

    route(room.deleteRoomType, async ({ params, principal }) => {
      await requireRecordFeature(
        db,
        principal,
        { table: 'room_type', id: params.id, what: 'Room type' },
        'ROOM',
        'DELETE',
      );
      await db.transaction(async (tx) => {
        // Locked: a room or price given this type meanwhile waits, then finds it gone.
        await tx.query('select id from room_type where id = $1 for update', [params.id]);
        const current = await findRow(tx, params.id);
        if (current.room_count > 0) throw conflict('ROOM_TYPE_HAS_ROOMS', { count: current.room_count });
        if (current.price_count > 0) throw conflict('ROOM_TYPE_HAS_PRICES');
        await tx.query('delete from room_type where id = $1', [params.id]);
      });
      return { result: {}, message: ROOM_NOTICES.ROOM_TYPE_DELETED };
    }),
  ];
}
