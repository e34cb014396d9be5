// Holiday configuration (core-platform §2 Rooms, operations §7 holiday config): the dates a hotel marks
// as holidays, once per date, for the calendars and the pricing screens.
import { ROOM_NOTICES } from '@hotel/domain';
import { room } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type Holiday = room.entities.HolidayConfig;
interface HolidayRow {
  id: number;
  hotel_id: number;
  holiday_date: string;
  name: string;
}
const SELECT = "select id, hotel_id, to_char(holiday_date, 'YYYY-MM-DD') as holiday_date, name from holiday_config";
const toHoliday = (r: HolidayRow): Holiday => ({
  id: r.id,
  hotelId: r.hotel_id,
  holidayDate: r.holiday_date,
  name: r.name,
});

async function findHoliday(db: Queryable, id: number): Promise<Holiday> {
  const [row] = await db.query<HolidayRow>(`${SELECT} where id = $1`, [id]);
  if (!row) throw notFound('Holiday');
  return toHoliday(row);
}

export function holidayRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('holiday_config_date_key', 'HOLIDAY_DATE_TAKEN', 'holidayDate');
  return [
    route(room.holidaysOfHotel, async ({ params, query, principal }) => {
      await requireHotelRight(db, principal, params.id, 'ROOM', 'VIEW');
      const rows = await db.query<HolidayRow>(
        `${SELECT} where hotel_id = $1 and ($2::int is null or extract(year from holiday_date) = $2) order by holiday_date`,
        [params.id, query.year ?? null],
      );
      return { result: { holidayConfig: rows.map(toHoliday) } };
    }),
    route(room.holidayDates, async ({ params, principal }) => {
      await requireHotelRight(db, principal, params.hotelId, 'ROOM', 'VIEW');
      const rows = await db.query<HolidayRow>(`${SELECT} where hotel_id = $1 order by holiday_date`, [params.hotelId]);
      return { result: { holidayDate: rows.map((r) => r.holiday_date) } };
    }),
    route(room.createHoliday, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, 'ROOM', 'ADD');
      const [row] = await db.query<{ id: number }>(
        'insert into holiday_config (hotel_id, holiday_date, name) values ($1, $2, $3) returning id',
        [body.hotelId, body.holidayDate, body.name],
      );
      return { result: { holidayConfig: await findHoliday(db, row!.id) }, message: ROOM_NOTICES.HOLIDAY_CREATED };
    }),
    route(room.updateHoliday, async ({ body, principal }) => {
      const hotelId = await requireRecordFeature(
        db,
        principal,
        { table: 'holiday_config', id: body.id, what: 'Holiday' },
        'ROOM',
        'EDIT',
      );
      requireSameHotel(hotelId, body.hotelId);
      await db.query('update holiday_config set holiday_date = $2, name = $3 where id = $1', [
        body.id,
        body.holidayDate,
        body.name,
      ]);
      return { result: { holidayConfig: await findHoliday(db, body.id) }, message: ROOM_NOTICES.HOLIDAY_UPDATED };
    }),
    route(room.deleteHoliday, async ({ params, principal }) => {
      await requireRecordFeature(
        db,
        principal,
        { table: 'holiday_config', id: params.id, what: 'Holiday' },
        'ROOM',
        'DELETE',
      );
      await db.query('delete from holiday_config where id = $1', [params.id]);
      return { result: {}, message: ROOM_NOTICES.HOLIDAY_DELETED };
    }),
  ];
}
