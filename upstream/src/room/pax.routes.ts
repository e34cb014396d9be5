// Pax (core-platform §2 /room/pax): the occupancies pricing knows — a room for so many adults costs a
// percentage of the base rate (a single 80 %, a double 100 %, a triple 130 %). One per number of adults.
import { ROOM_NOTICES } from '@hotel/domain';
import { room } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type Pax = room.entities.Pax;
interface PaxRow {
  id: number;
  hotel_id: number;
  name: string;
  adults: number;
  rate_percent: string;
  active: boolean;
}
const SELECT = 'select p.id, p.hotel_id, p.name, p.adults, p.rate_percent::text, p.active';
const toPax = (r: PaxRow): Pax => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  adults: r.adults,
  ratePercent: Number(r.rate_percent),
  active: r.active,
});
const SORT: SortColumnsOf<typeof room.searchPax> = {
  id: 'p.id',
  name: 'lower(p.name)',
  adults: 'p.adults',
  ratePercent: 'p.rate_percent',
};

/** Every occupancy of a hotel (the engine picks by adults). */
export async function paxOfHotel(db: Queryable, hotelId: number): Promise<Pax[]> {
  return (await db.query<PaxRow>(`${SELECT} from pax p where p.hotel_id = $1 order by p.adults`, [hotelId])).map(toPax);
}

async function findPax(db: Queryable, id: number): Promise<Pax> {
  const [row] = await db.query<PaxRow>(`${SELECT} from pax p where p.id = $1`, [id]);
  if (!row) throw notFound('Pax');
  return toPax(row);
}

export function paxRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('pax_name_key', 'NAME_TAKEN_IN_HOTEL', 'name');
  describeConstraint('pax_adults_key', 'PAX_ADULTS_TAKEN', 'adults');
  return [
    route(room.searchPax, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, 'ROOM', 'VIEW');
      const { rows, pagination } = await pageOf<PaxRow>(db, {
        select: SELECT,
        from: `from pax p where p.hotel_id = $1 and ($2::text is null or p.name ilike $2 escape '\\')`,
        params: [query.hotelId, containsText(query.name)],
        sort: SORT,
        id: 'p.id',
        query,
      });
      return { result: { pax: rows.map(toPax) }, pagination };
    }),
    route(room.createPax, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, 'ROOM', 'ADD');
      const [row] = await db.query<{ id: number }>(
        'insert into pax (hotel_id, name, adults, rate_percent, active) values ($1, $2, $3, $4, $5) returning id',
        [body.hotelId, body.name, body.adults, body.ratePercent, body.active],
      );
      return { result: { pax: await findPax(db, row!.id) }, message: ROOM_NOTICES.PAX_CREATED };
    }),
    route(room.updatePax, async ({ body, principal }) => {
      const hotelId = await requireRecordFeature(
        db,
        principal,
        { table: 'pax', id: body.id, what: 'Pax' },
        'ROOM',
        'EDIT',
      );
      requireSameHotel(hotelId, body.hotelId);
      await db.query('update pax set name = $2, adults = $3, rate_percent = $4, active = $5 where id = $1', [
        body.id,
        body.name,
        body.adults,
        body.ratePercent,
        body.active,
      ]);
      return { result: { pax: await findPax(db, body.id) }, message: ROOM_NOTICES.PAX_UPDATED };
    }),
    route(room.deletePax, async ({ params, principal }) => {
      await requireRecordFeature(db, principal, { table: 'pax', id: params.id, what: 'Pax' }, 'ROOM', 'DELETE');
      await db.query('delete from pax where id = $1', [params.id]);
      return { result: {}, message: ROOM_NOTICES.PAX_DELETED };
    }),
  ];
}
