// Seasons (core-platform §2 /room/season, §6 SEASON): named date ranges of a hotel that never overlap.
// A write takes the hotel's season lock and checks with the domain's rule, so of two overlapping
// seasons saved at once exactly one lands and the other is told which season it runs into; the
// exclusion constraint season_no_overlap holds it for any writer that skips the lock.
import { Feature, seasonOverlapRefusal, ROOM_NOTICES } from '@hotel/domain';
import { StatusCode, room } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { conflict, describeConstraint, notFound, refuse } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type Season = room.entities.Season;
interface SeasonRow {
  id: number;
  hotel_id: number;
  name: string;
  start_date: string;
  end_date: string;
  price_count: number;
}
const SELECT = `select s.id, s.hotel_id, s.name, to_char(s.start_date, 'YYYY-MM-DD') as start_date,
  to_char(s.end_date, 'YYYY-MM-DD') as end_date,
  (select count(*)::int from seasonal_price p where p.season_id = s.id) as price_count`;
const toSeason = (r: SeasonRow): Season => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  startDate: r.start_date,
  endDate: r.end_date,
  priceCount: r.price_count,
});
const SORT: SortColumnsOf<typeof room.searchSeasons> = {
  id: 's.id',
  name: 'lower(s.name)',
  startDate: 's.start_date',
  endDate: 's.end_date',
};

/** Every season of a hotel, by start date. */
export async function seasonsOfHotel(db: Queryable, hotelId: number): Promise<Season[]> {
  const rows = await db.query<SeasonRow>(`${SELECT} from season s where s.hotel_id = $1 order by s.start_date`, [
    hotelId,
  ]);
  return rows.map(toSeason);
}

async function findSeason(db: Queryable, id: number): Promise<Season> {
  const [row] = await db.query<SeasonRow>(`${SELECT} from season s where s.id = $1`, [id]);
  if (!row) throw notFound('Season');
  return toSeason(row);
}

/** Under the hotel's season lock: refuses dates that run into another season, naming it. */
async function checkOverlap(
  tx: Queryable,
  hotelId: number,
  dates: { startDate: string; endDate: string },
  self: number | null,
) {
  await tx.query("select pg_advisory_xact_lock(hashtext('season'), $1)", [hotelId]);
  const refusal = seasonOverlapRefusal(await seasonsOfHotel(tx, hotelId), dates, self);
  if (refusal) throw refuse(StatusCode.CONFLICT, refusal.reason, refusal.params, [refusal.field]);
}

export function seasonRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('season_name_key', 'NAME_TAKEN_IN_HOTEL', 'name');
  describeConstraint('season_no_overlap', 'SEASON_DATES_TAKEN', 'startDate');
  return [
    route(room.searchSeasons, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.SEASON, 'VIEW');
      const { rows, pagination } = await pageOf<SeasonRow>(db, {
        select: SELECT,
        from: `from season s where s.hotel_id = $1 and ($2::text is null or s.name ilike $2 escape '\\')`,
        params: [query.hotelId, containsText(query.name)],
        sort: SORT,
        id: 's.id',
        query,
      });
      return { result: { season: rows.map(toSeason) }, pagination };
    }),
    route(room.createSeason, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, Feature.SEASON, 'ADD');
      const id = await db.transaction(async (tx) => {
        await checkOverlap(tx, body.hotelId, body, null);
        const [row] = await tx.query<{ id: number }>(
          'insert into season (hotel_id, name, start_date, end_date) values ($1, $2, $3, $4) returning id',
          [body.hotelId, body.name, body.startDate, body.endDate],
        );
        return row!.id;
      });
      return { result: { season: await findSeason(db, id) }, message: ROOM_NOTICES.SEASON_CREATED };
    }),
    route(room.updateSeason, async ({ body, principal }) => {
      const hotelId = await requireRecordFeature(
        db,
        principal,
        { table: 'season', id: body.id, what: 'Season' },
        Feature.SEASON,
        'EDIT',
      );
      requireSameHotel(hotelId, body.hotelId);
      await db.transaction(async (tx) => {
        await checkOverlap(tx, hotelId, body, body.id);
        await tx.query('update season set name = $2, start_date = $3, end_date = $4 where id = $1', [
          body.id,
          body.name,
          body.startDate,
          body.endDate,
        ]);
      });
      return { result: { season: await findSeason(db, body.id) }, message: ROOM_NOTICES.SEASON_UPDATED };
    }),
    route(room.deleteSeason, async ({ params, principal }) => {
      await requireRecordFeature(
        db,
        principal,
        { table: 'season', id: params.id, what: 'Season' },
        Feature.SEASON,
        'DELETE',
      );
      await db.transaction(async (tx) => {
        await tx.query('select id from season where id = $1 for update', [params.id]);
        if ((await findSeason(tx, params.id)).priceCount > 0) throw conflict('SEASON_HAS_PRICES');
        await tx.query('delete from season where id = $1', [params.id]);
      });
      return { result: {}, message: ROOM_NOTICES.SEASON_DELETED };
    }),
  ];
}
