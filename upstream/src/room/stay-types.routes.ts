// Stay types (core-platform §2 /room/stay-type; operations §3 stay type filters, §7, §9 meal plans):
// a room type sold with a meal plan (RO, BB, HB, FB) and its maximum adults and children. A stay type
// with prices cannot be deleted.
import { ROOM_NOTICES } from '@hotel/domain';
import { room } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, invalid, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { hotelOfRecord, requireHotelRight, requireRecordFeature } from '../permission/hotel-records.js';

type StayType = room.entities.StayType;
interface StayTypeRow {
  id: number;
  hotel_id: number;
  room_type_id: number;
  room_type_name: string;
  name: string;
  meal_plan: StayType['mealPlan'];
  max_adults: number;
  max_children: number;
  description: string;
  active: boolean;
}
const SELECT = `select s.id, s.hotel_id, s.room_type_id, t.name as room_type_name, s.name, s.meal_plan, s.max_adults,
  s.max_children, s.description, s.active`;
const FROM = 'from stay_type s join room_type t on t.id = s.room_type_id';
const ORDER = 'order by lower(t.name), lower(s.name), s.id';
const toStayType = (r: StayTypeRow): StayType => ({
  id: r.id,
  hotelId: r.hotel_id,
  roomTypeId: r.room_type_id,
  roomTypeName: r.room_type_name,
  stayType: r.name,
  mealPlan: r.meal_plan,
  maxAdults: r.max_adults,
  maxChildren: r.max_children,
  description: r.description,
  active: r.active,
});
const SORT: SortColumnsOf<typeof room.searchStayTypes> = {
  id: 's.id',
  stayType: 'lower(s.name)',
  roomTypeName: ['lower(t.name)', 'lower(s.name)'],
  mealPlan: "array_position(array['RO','BB','HB','FB'], s.meal_plan)",
  maxAdults: 's.max_adults',
  maxChildren: 's.max_children',
};
const PRICES = `(select count(*)::int from channel_price p where p.stay_type_id = $1)
  + (select count(*)::int from seasonal_price p where p.stay_type_id = $1)
  + (select count(*)::int from day_price p where p.stay_type_id = $1)`;

async function findStayType(db: Queryable, id: number): Promise<StayType> {
  const [row] = await db.query<StayTypeRow>(`${SELECT} ${FROM} where s.id = $1`, [id]);
  if (!row) throw notFound('Stay type');
  return toStayType(row);
}

export function stayTypeRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('stay_type_name_key', 'NAME_TAKEN_IN_HOTEL', 'stayType');
  const values = (b: {
    stayType: string;
    mealPlan: string;
    maxAdults: number;
    maxChildren: number;
    description: string;
    active: boolean;
  }) => [b.stayType, b.mealPlan, b.maxAdults, b.maxChildren, b.description, b.active];

  return [
    route(room.searchStayTypes, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, 'ROOM', 'VIEW');
      const { rows, pagination } = await pageOf<StayTypeRow>(db, {
        select: SELECT,
        from: `${FROM} where s.hotel_id = $1 and ($2::int is null or s.room_type_id = $2)
          and ($3::text is null or s.name ilike $3 escape '\\') and ($4::text is null or t.name ilike $4 escape '\\')
          and ($5::text is null or s.description ilike $5 escape '\\') and ($6::text is null or s.meal_plan = $6)
          and ($7::int is null or s.max_adults >= $7) and ($8::int is null or s.max_children >= $8)`,
        params: [
          query.hotelId,
          query.roomTypeId ?? null,
          containsText(query.stayType),
          containsText(query.roomTypeName),
          containsText(query.description),
          query.mealPlan ?? null,
          query.maxAdults ?? null,
          query.maxChildren ?? null,
        ],
        sort: SORT,
        id: 's.id',
        query,
      });
      return { result: { stayType: rows.map(toStayType) }, pagination };
    }),

    route(room.stayTypesOfRoomType, async ({ params, principal }) => {
      const hotelId = await hotelOfRecord(db, 'room_type', params.id, 'Room type');
      await requireHotelRight(db, principal, hotelId, 'ROOM', 'VIEW');
      const rows = await db.query<StayTypeRow>(`${SELECT} ${FROM} where s.room_type_id = $1 ${ORDER}`, [params.id]);
      return { result: { stayType: rows.map(toStayType) } };
    }),

    route(room.stayTypesOfHotel, async ({ params, principal }) => {
      await requireHotelRight(db, principal, params.id, 'ROOM', 'VIEW');
      const rows = await db.query<StayTypeRow>(`${SELECT} ${FROM} where s.hotel_id = $1 ${ORDER}`, [params.id]);
      return { result: { stayType: rows.map(toStayType) } };
    }),

    route(room.createStayType, async ({ body, principal }) => {
      const hotelId = await requireRecordFeature(
        db,
        principal,
        { table: 'room_type', id: body.roomTypeId, what: 'Room type' },
        'ROOM',
        'ADD',
      );
      const [row] = await db.query<{ id: number }>(
        `insert into stay_type (hotel_id, room_type_id, name, meal_plan, max_adults, max_children, description, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [hotelId, body.roomTypeId, ...values(body)],
      );
      return { result: { stayType: await findStayType(db, row!.id) }, message: ROOM_NOTICES.STAY_TYPE_CREATED };
    }),

    route(room.updateStayType, async ({ body, principal }) => {
      await requireRecordFeature(db, principal, { table: 'stay_type', id: body.id, what: 'Stay type' }, 'ROOM', 'EDIT');
      const current = await findStayType(db, body.id);
      if (current.roomTypeId !== body.roomTypeId) throw invalid('roomTypeId', 'STAY_TYPE_OF_OTHER_ROOM_TYPE');
      await db.query(
        `update stay_type set name = $2, meal_plan = $3, max_adults = $4, max_children = $5, description = $6, active = $7
          where id = $1`,
        [body.id, ...values(body)],
      );
      return { result: { stayType: await findStayType(db, body.id) }, message: ROOM_NOTICES.STAY_TYPE_UPDATED };
    }),

    route(room.deleteStayType, async ({ params, principal }) => {
      await requireRecordFeature(
        db,
        principal,
        { table: 'stay_type', id: params.id, what: 'Stay type' },
        'ROOM',
        'DELETE',
      );
      await db.transaction(async (tx) => {
        await tx.query('select id from stay_type where id = $1 for update', [params.id]);
        const [{ n }] = (await tx.query<{ n: number }>(`select ${PRICES} as n`, [params.id])) as [{ n: number }];
        if (n > 0) throw conflict('STAY_TYPE_HAS_PRICES');
        await tx.query('delete from stay_type where id = $1', [params.id]);
      });
      return { result: {}, message: ROOM_NOTICES.STAY_TYPE_DELETED };
    }),
  ];
}
