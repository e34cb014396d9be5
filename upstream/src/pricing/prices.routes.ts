// Channel, seasonal and day prices (core-platform §2 /channel/channel-price, seasonal-price, day-price):
// a base rate per channel × room type × stay type, one per season, and one per date, each in LKR for
// residents and USD for non-residents. A night takes the day price over the seasonal price over the
// channel price (the domain's RateBook); the rate grid shows that for every night of a range.
//
// What a price names must be of its hotel, and its stay type of its room type: composite foreign keys
// refuse anything else, and one price per combination is a unique index.
import { Feature, Money, RateBook, datesFrom, type RateKey, type Rates, PRICING_NOTICES } from '@hotel/domain';
import { pricing as P, StatusCode } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { pageOf, type SortColumns } from '../db/paging.js';
import { describeConstraint, notFound, refuse } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';
import { loadRateSheet } from './catalogue.js';

type ChannelPrice = P.entities.ChannelPrice;

interface PriceRow {
  id: number;
  hotel_id: number;
  channel_id: number;
  channel_name: string;
  room_type_id: number;
  room_type_name: string;
  stay_type_id: number;
  stay_type_name: string;
  meal_plan: ChannelPrice['mealPlan'];
  resident_rate: string;
  non_resident_rate: string;
  season_id?: number;
  season_name?: string;
  price_date?: string;
}

/** Every price table's select: the row with its channel, room type and stay type by name. */
const select = (extra = '') => `select p.id, p.hotel_id, p.channel_id, c.name as channel_name, p.room_type_id,
  t.name as room_type_name, p.stay_type_id, s.name as stay_type_name, s.meal_plan,
  p.resident_rate::text as resident_rate, p.non_resident_rate::text as non_resident_rate${extra}`;
const from = (table: string, extra = '') => `from ${table} p join channel c on c.id = p.channel_id
  join room_type t on t.id = p.room_type_id join stay_type s on s.id = p.stay_type_id${extra}`;
const FILTER = `p.hotel_id = $1 and ($2::int is null or p.channel_id = $2) and ($3::int is null or p.room_type_id = $3)
  and ($4::int is null or p.stay_type_id = $4)`;
const BASE_SORT = {
  id: 'p.id',
  channel: ['lower(c.name)', 'lower(t.name)', 'lower(s.name)'],
  roomType: ['lower(t.name)', 'lower(s.name)', 'lower(c.name)'],
  stayType: ['lower(s.name)', 'lower(t.name)'],
  residentRate: 'p.resident_rate',
  nonResidentRate: 'p.non_resident_rate',
} as const;

const toPrice = (r: PriceRow): ChannelPrice => ({
  id: r.id,
  hotelId: r.hotel_id,
  channelId: r.channel_id,
  channelName: r.channel_name,
  roomTypeId: r.room_type_id,
  roomTypeName: r.room_type_name,
  stayTypeId: r.stay_type_id,
  stayTypeName: r.stay_type_name,
  mealPlan: r.meal_plan,
  residentRate: Money.fromWire(r.resident_rate, 'LKR').toWire(),
  nonResidentRate: Money.fromWire(r.non_resident_rate, 'USD').toWire(),
});
const toSeasonal = (r: PriceRow): P.entities.SeasonalPrice => ({
  ...toPrice(r),
  seasonId: r.season_id!,
  seasonName: r.season_name!,
});
const toDay = (r: PriceRow): P.entities.DayPrice => ({ ...toPrice(r), priceDate: r.price_date! });

const filterParams = (q: {
  hotelId: number;
  channelId?: number | undefined;
  roomTypeId?: number | undefined;
  stayTypeId?: number | undefined;
}) => [q.hotelId, q.channelId ?? null, q.roomTypeId ?? null, q.stayTypeId ?? null];
const keyValues = (b: {
  hotelId: number;
  channelId: number;
  roomTypeId: number;
  stayTypeId: number;
  residentRate: number;
  nonResidentRate: number;
}) => [
  b.hotelId,
  b.channelId,
  b.roomTypeId,
  b.stayTypeId,
  Money.fromWire(b.residentRate, 'LKR').toFixed(),
  Money.fromWire(b.nonResidentRate, 'USD').toFixed(),
];

const SEASONAL_SELECT = select(', p.season_id, se.name as season_name');
const SEASONAL_FROM = from('seasonal_price', ' join season se on se.id = p.season_id');
const DAY_SELECT = select(", to_char(p.price_date, 'YYYY-MM-DD') as price_date");

async function one<T>(db: Queryable, sql: string, id: number, map: (r: PriceRow) => T): Promise<T> {
  const [row] = await db.query<PriceRow>(`${sql} where p.id = $1`, [id]);
  if (!row) throw notFound('Price');
  return map(row);
}

export function priceRoutes({ db }: AppContext): RouteBinding[] {
  for (const table of ['channel_price', 'seasonal_price', 'day_price']) {
    describeConstraint(`${table}_key`, 'PRICE_ALREADY_SET', 'stayTypeId');
    describeConstraint(`${table}_channel_fk`, 'CHANNEL_NOT_OF_HOTEL', 'channelId');
    describeConstraint(`${table}_room_type_fk`, 'ROOM_TYPE_NOT_IN_HOTEL', 'roomTypeId');
    describeConstraint(`${table}_stay_type_fk`, 'STAY_TYPE_OF_OTHER_ROOM_TYPE', 'stayTypeId');
  }
  describeConstraint('seasonal_price_season_fk', 'SEASON_NOT_OF_HOTEL', 'seasonId');
  const right = (hotelId: number, principal: Parameters<typeof requireHotelRight>[1], op: 'VIEW' | 'ADD') =>
    requireHotelRight(db, principal, hotelId, Feature.CHANNEL, op);
  const recordRight = (
    table: 'channel_price' | 'seasonal_price' | 'day_price',
    id: number,
    principal: Parameters<typeof requireHotelRight>[1],
    op: 'EDIT' | 'DELETE',
  ) => requireRecordFeature(db, principal, { table, id, what: 'Price' }, Feature.CHANNEL, op);

  return [
    // ------------------------------------------------------------------ channel prices
    route(P.searchChannelPrices, async ({ query, principal }) => {
      await right(query.hotelId, principal, 'VIEW');
      const { rows, pagination } = await pageOf<PriceRow>(db, {
        select: select(),
        from: `${from('channel_price')} where ${FILTER}`,
        params: filterParams(query),
        sort: BASE_SORT,
        id: 'p.id',
        query,
      });
      return { result: { channelPrice: rows.map(toPrice) }, pagination };
    }),
    route(P.createChannelPrice, async ({ body, principal }) => {
      await right(body.hotelId, principal, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into channel_price (hotel_id, channel_id, room_type_id, stay_type_id, resident_rate, non_resident_rate)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        keyValues(body),
      );
      const channelPrice = await one(db, `${select()} ${from('channel_price')}`, row!.id, toPrice);
      return { result: { channelPrice }, message: PRICING_NOTICES.CHANNEL_PRICE_CREATED };
    }),
    route(P.updateChannelPrice, async ({ body, principal }) => {
      requireSameHotel(await recordRight('channel_price', body.id, principal, 'EDIT'), body.hotelId);
      await db.query(
        `update channel_price set channel_id = $2, room_type_id = $3, stay_type_id = $4, resident_rate = $5,
                non_resident_rate = $6 where id = $7 and hotel_id = $1`,
        [...keyValues(body), body.id],
      );
      const channelPrice = await one(db, `${select()} ${from('channel_price')}`, body.id, toPrice);
      return { result: { channelPrice }, message: PRICING_NOTICES.CHANNEL_PRICE_UPDATED };
    }),
    route(P.deleteChannelPrice, async ({ params, principal }) => {
      await recordRight('channel_price', params.id, principal, 'DELETE');
      await db.query('delete from channel_price where id = $1', [params.id]);
      return { result: {}, message: PRICING_NOTICES.CHANNEL_PRICE_DELETED };
    }),

    // ------------------------------------------------------------------ seasonal prices
    route(P.searchSeasonalPrices, async ({ query, principal }) => {
      await right(query.hotelId, principal, 'VIEW');
      const sort: SortColumns<typeof query.sortField> = {
        ...BASE_SORT,
        season: ['se.start_date', 'lower(c.name)', 'lower(t.name)', 'lower(s.name)'],
      };
      const { rows, pagination } = await pageOf<PriceRow>(db, {
        select: SEASONAL_SELECT,
        from: `${SEASONAL_FROM} where ${FILTER} and ($5::int is null or p.season_id = $5)`,
        params: [...filterParams(query), query.seasonId ?? null],
        sort,
        id: 'p.id',
        query,
      });
      return { result: { seasonalPrice: rows.map(toSeasonal) }, pagination };
    }),
    route(P.createSeasonalPrice, async ({ body, principal }) => {
      await right(body.hotelId, principal, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into seasonal_price (hotel_id, channel_id, room_type_id, stay_type_id, resident_rate, non_resident_rate,
                                     season_id)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [...keyValues(body), body.seasonId],
      );
      const seasonalPrice = await one(db, `${SEASONAL_SELECT} ${SEASONAL_FROM}`, row!.id, toSeasonal);
      return { result: { seasonalPrice }, message: PRICING_NOTICES.SEASONAL_PRICE_CREATED };
    }),
    route(P.updateSeasonalPrice, async ({ body, principal }) => {
      requireSameHotel(await recordRight('seasonal_price', body.id, principal, 'EDIT'), body.hotelId);
      await db.query(
        `update seasonal_price set channel_id = $2, room_type_id = $3, stay_type_id = $4, resident_rate = $5,
                non_resident_rate = $6, season_id = $7 where id = $8 and hotel_id = $1`,
        [...keyValues(body), body.seasonId, body.id],
      );
      const seasonalPrice = await one(db, `${SEASONAL_SELECT} ${SEASONAL_FROM}`, body.id, toSeasonal);
      return { result: { seasonalPrice }, message: PRICING_NOTICES.SEASONAL_PRICE_UPDATED };
    }),
    route(P.deleteSeasonalPrice, async ({ params, principal }) => {
      await recordRight('seasonal_price', params.id, principal, 'DELETE');
      await db.query('delete from seasonal_price where id = $1', [params.id]);
      return { result: {}, message: PRICING_NOTICES.SEASONAL_PRICE_DELETED };
    }),

    // ------------------------------------------------------------------ day prices
    route(P.searchDayPrices, async ({ query, principal }) => {
      await right(query.hotelId, principal, 'VIEW');
      const sort: SortColumns<typeof query.sortField> = {
        ...BASE_SORT,
        priceDate: ['p.price_date', 'lower(c.name)', 'lower(t.name)', 'lower(s.name)'],
      };
      const { rows, pagination } = await pageOf<PriceRow>(db, {
        select: DAY_SELECT,
        from: `${from('day_price')} where ${FILTER} and ($5::date is null or p.price_date >= $5::date)
                 and ($6::date is null or p.price_date <= $6::date)`,
        params: [...filterParams(query), query.fromDate ?? null, query.toDate ?? null],
        sort,
        id: 'p.id',
        query,
      });
      return { result: { dayPrice: rows.map(toDay) }, pagination };
    }),
    route(P.createDayPrice, async ({ body, principal }) => {
      await right(body.hotelId, principal, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into day_price (hotel_id, channel_id, room_type_id, stay_type_id, resident_rate, non_resident_rate,
                                price_date)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [...keyValues(body), body.priceDate],
      );
      const dayPrice = await one(db, `${DAY_SELECT} ${from('day_price')}`, row!.id, toDay);
      return { result: { dayPrice }, message: PRICING_NOTICES.DAY_PRICE_CREATED };
    }),
    route(P.updateDayPrice, async ({ body, principal }) => {
      requireSameHotel(await recordRight('day_price', body.id, principal, 'EDIT'), body.hotelId);
      await db.query(
        `update day_price set channel_id = $2, room_type_id = $3, stay_type_id = $4, resident_rate = $5,
                non_resident_rate = $6, price_date = $7 where id = $8 and hotel_id = $1`,
        [...keyValues(body), body.priceDate, body.id],
      );
      const dayPrice = await one(db, `${DAY_SELECT} ${from('day_price')}`, body.id, toDay);
      return { result: { dayPrice }, message: PRICING_NOTICES.DAY_PRICE_UPDATED };
    }),
    route(P.deleteDayPrice, async ({ params, principal }) => {
      await recordRight('day_price', params.id, principal, 'DELETE');
      await db.query('delete from day_price where id = $1', [params.id]);
      return { result: {}, message: PRICING_NOTICES.DAY_PRICE_DELETED };
    }),

    // ------------------------------------------------------------------ the rate grid
    route(P.rateGrid, async ({ params, query, principal }) => {
      await right(params.hotelId, principal, 'VIEW');
      const days = datesFrom(query.fromDate, query.toDate);
      if (days.length === 0) throw refuse(StatusCode.INVALID, 'END_BEFORE_START', undefined, ['toDate']);
      if (days.length > P.RATE_GRID_MAX_DAYS) throw refuse(StatusCode.INVALID, 'RANGE_TOO_LONG', undefined, ['toDate']);
      const filter = {
        hotelId: params.hotelId,
        fromDate: query.fromDate,
        toDate: query.toDate,
        channelIds: query.channelId,
        roomTypeId: query.roomTypeId,
        stayTypeId: query.stayTypeId,
      };
      const [sheet, names] = await Promise.all([loadRateSheet(db, filter), gridNames(db, params.hotelId)]);
      const book = new RateBook(sheet);
      // A price row sets many nights: its two amounts are read once (exactly, as Money) per row.
      const wire = new WeakMap<object, { resident: number; nonResident: number }>();
      const amounts = (rates: Rates) => {
        let found = wire.get(rates);
        if (!found) {
          found = {
            resident: Money.fromWire(rates.residentRate, 'LKR').toWire(),
            nonResident: Money.fromWire(rates.nonResidentRate, 'USD').toWire(),
          };
          wire.set(rates, found);
        }
        return found;
      };
      const keys = new Map<string, RateKey>();
      for (const row of [...sheet.channelPrices, ...sheet.seasonalPrices, ...sheet.dayPrices]) {
        keys.set(`${row.channelId}:${row.roomTypeId}:${row.stayTypeId}`, row);
      }
      const rateGrid = [...keys.values()]
        .map((key) => {
          const nights = days.map((date) => book.rates(key, date));
          return {
            channelId: key.channelId,
            channelName: names.channels.get(key.channelId) ?? '',
            roomTypeId: key.roomTypeId,
            roomTypeName: names.roomTypes.get(key.roomTypeId) ?? '',
            stayTypeId: key.stayTypeId,
            stayTypeName: names.stayTypes.get(key.stayTypeId) ?? '',
            fromDate: query.fromDate,
            rules: nights.map((n) => n?.rule ?? null),
            residentRates: nights.map((n) => (n ? amounts(n.rates).resident : null)),
            nonResidentRates: nights.map((n) => (n ? amounts(n.rates).nonResident : null)),
          };
        })
        .sort(
          (a, b) =>
            a.channelName.localeCompare(b.channelName) ||
            a.roomTypeName.localeCompare(b.roomTypeName) ||
            a.stayTypeName.localeCompare(b.stayTypeName),
        );
      return { result: { rateGrid } };
    }),
  ];
}

async function gridNames(db: Queryable, hotelId: number) {
  const rows = await db.query<{ kind: string; id: number; name: string }>(
    `select 'channel' as kind, id, name from channel where hotel_id = $1
     union all select 'roomType', id, name from room_type where hotel_id = $1
     union all select 'stayType', id, name from stay_type where hotel_id = $1`,
    [hotelId],
  );
  const of = (kind: string) => new Map(rows.filter((r) => r.kind === kind).map((r) => [r.id, r.name]));
  return { channels: of('channel'), roomTypes: of('roomType'), stayTypes: of('stayType') };
}
