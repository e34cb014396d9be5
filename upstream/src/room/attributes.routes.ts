// View types, amenities and room areas (core-platform §2 /room/view-type, amenities, room-area): named
// choices of a hotel that its rooms carry. One set of routes serves all three; a choice rooms still
// carry cannot be deleted (take it off them first), and names are unique in the hotel.
import { ROOM_NOTICES, type NoticeText } from '@hotel/domain';
import { room } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf } from '../db/paging.js';
import { conflict, describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type Attribute = room.entities.RoomAttribute;
interface AttributeRow {
  id: number;
  hotel_id: number;
  name: string;
  description: string;
  active: boolean;
  room_count: number;
}
const toAttribute = (r: AttributeRow): Attribute => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  description: r.description,
  active: r.active,
  roomCount: r.room_count,
});

/** Where each kind lives and how a room refers to it. */
interface AttributeKind {
  table: 'view_type' | 'amenity' | 'room_area';
  what: string;
  endpoints: typeof room.viewTypes;
  key: 'viewType' | 'amenity' | 'roomArea';
  /** Counts the rooms carrying attribute `a`. */
  rooms: string;
  notices: { created: NoticeText; updated: NoticeText; deleted: NoticeText };
}

const KINDS: readonly AttributeKind[] = [
  {
    table: 'view_type',
    notices: {
      created: ROOM_NOTICES.VIEW_TYPE_CREATED,
      updated: ROOM_NOTICES.VIEW_TYPE_UPDATED,
      deleted: ROOM_NOTICES.VIEW_TYPE_DELETED,
    },
    what: 'View type',
    endpoints: room.viewTypes,
    key: 'viewType',
    rooms: 'select count(*)::int from room r where r.view_type_id = a.id',
  },
  {
    table: 'amenity',
    notices: {
      created: ROOM_NOTICES.AMENITY_CREATED,
      updated: ROOM_NOTICES.AMENITY_UPDATED,
      deleted: ROOM_NOTICES.AMENITY_DELETED,
    },
    what: 'Amenity',
    endpoints: room.amenities as unknown as typeof room.viewTypes,
    key: 'amenity',
    rooms: 'select count(*)::int from room_amenity ra where ra.amenity_id = a.id',
  },
  {
    table: 'room_area',
    notices: {
      created: ROOM_NOTICES.ROOM_AREA_CREATED,
      updated: ROOM_NOTICES.ROOM_AREA_UPDATED,
      deleted: ROOM_NOTICES.ROOM_AREA_DELETED,
    },
    what: 'Room area',
    endpoints: room.roomAreas as unknown as typeof room.viewTypes,
    key: 'roomArea',
    rooms: 'select count(*)::int from room r where r.room_area_id = a.id',
  },
];

function attributeRoutes(db: Queryable & { transaction: AppContext['db']['transaction'] }, kind: AttributeKind) {
  const { table, what, endpoints: E, key } = kind;
  describeConstraint(`${table}_name_key`, 'NAME_TAKEN_IN_HOTEL', 'name');
  const select = `select a.id, a.hotel_id, a.name, a.description, a.active, (${kind.rooms}) as room_count`;
  const find = async (q: Queryable, id: number) => {
    const [row] = await q.query<AttributeRow>(`${select} from ${table} a where a.id = $1`, [id]);
    if (!row) throw notFound(what);
    return toAttribute(row);
  };
  // The three kinds answer under their own result key (viewType, amenity, roomArea): one shape, so
  // the key is the only difference the compiler cannot follow through the loop.
  const answer = (value: Attribute) => ({ [key]: value }) as never;
  return [
    route(E.search, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, 'ROOM', 'VIEW');
      const { rows, pagination } = await pageOf<AttributeRow>(db, {
        select,
        from: `from ${table} a where a.hotel_id = $1 and ($2::text is null or a.name ilike $2 escape '\\')
                 and ($3::boolean is null or a.active = $3)`,
        params: [query.hotelId, containsText(query.name), query.active ?? null],
        sort: { id: 'a.id', name: 'lower(a.name)', roomCount: `(${kind.rooms})` },
        id: 'a.id',
        query,
      });
      return { result: { [key]: rows.map(toAttribute) } as never, pagination };
    }),
    route(E.create, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, 'ROOM', 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into ${table} (hotel_id, name, description, active) values ($1, $2, $3, $4) returning id`,
        [body.hotelId, body.name, body.description, body.active],
      );
      return { result: answer(await find(db, row!.id)), message: kind.notices.created };
    }),
    route(E.update, async ({ body, principal }) => {
      const hotelId = await requireRecordFeature(db, principal, { table, id: body.id, what }, 'ROOM', 'EDIT');
      requireSameHotel(hotelId, body.hotelId);
      await db.query(`update ${table} set name = $2, description = $3, active = $4 where id = $1`, [
        body.id,
        body.name,
        body.description,
        body.active,
      ]);
      return { result: answer(await find(db, body.id)), message: kind.notices.updated };
    }),
    route(E.remove, async ({ params, principal }) => {
      await requireRecordFeature(db, principal, { table, id: params.id, what }, 'ROOM', 'DELETE');
      await db.transaction(async (tx) => {
        // Locked, so a room given it meanwhile waits and then finds it gone.
        await tx.query(`select id from ${table} where id = $1 for update`, [params.id]);
        const current = await find(tx, params.id);
        if (current.roomCount > 0) throw conflict('ROOM_ATTRIBUTE_IN_USE', { name: current.name });
        await tx.query(`delete from ${table} where id = $1`, [params.id]);
      });
      return { result: {}, message: kind.notices.deleted };
    }),
  ];
}

export function roomAttributeRoutes({ db }: AppContext): RouteBinding[] {
  return KINDS.flatMap((kind) => attributeRoutes(db, kind));
}
