// The online rate changer (core-platform §2 /room/online-rate-changer): raise or lower the prices of
// the channels that sell online (or the ones named) for a date range, by a percentage or by an amount
// in LKR and in USD; previewed night by night before it is saved. Saving writes each changed night as
// a day price — which wins over the seasonal and base price it was computed from — in one transaction:
// all nights change or none.
import { Feature, Money, PRICING_NOTICES, RateBook, changedRate, datesFrom, type RateKey } from '@hotel/domain';
import { pricing as P, StatusCode } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { refuse } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { loadRateSheet } from './catalogue.js';

type Change = P.entities.RateChangeInput;
type Row = P.entities.RateChangeRow;

/** Every night the change touches, with its price now and after; refused when one would go negative. */
async function planChange(db: Queryable, change: Change): Promise<Row[]> {
  const channels = await db.query<{ id: number; name: string }>(
    `select id, name from channel where hotel_id = $1 and channel_status = 'ACTIVE'
        and (cardinality($2::int[]) = 0 and online or id = any($2::int[]))`,
    [change.hotelId, change.channelIds],
  );
  const roomTypes = await db.query<{ id: number; name: string }>(
    'select id, name from room_type where hotel_id = $1 and (cardinality($2::int[]) = 0 or id = any($2::int[]))',
    [change.hotelId, change.roomTypeIds],
  );
  const stayTypes = await db.query<{ id: number; name: string; room_type_id: number }>(
    'select id, name, room_type_id from stay_type where hotel_id = $1',
    [change.hotelId],
  );
  const sheet = await loadRateSheet(db, {
    hotelId: change.hotelId,
    fromDate: change.fromDate,
    toDate: change.toDate,
    channelIds: channels.map((c) => c.id),
  });
  const book = new RateBook(sheet);
  const keys = new Map<string, RateKey>();
  const types = new Set(roomTypes.map((t) => t.id));
  for (const row of [...sheet.channelPrices, ...sheet.seasonalPrices, ...sheet.dayPrices]) {
    if (types.has(row.roomTypeId)) keys.set(`${row.channelId}:${row.roomTypeId}:${row.stayTypeId}`, row);
  }
  const name = (list: { id: number; name: string }[], id: number) => list.find((x) => x.id === id)?.name ?? '';
  const days = datesFrom(change.fromDate, change.toDate);
  if (keys.size * days.length > P.RATE_CHANGE_MAX_ROWS) {
    throw refuse(StatusCode.INVALID, 'RATE_CHANGE_TOO_LARGE', { max: P.RATE_CHANGE_MAX_ROWS }, ['toDate']);
  }
  const rows: Row[] = [];
  for (const key of keys.values()) {
    for (const date of days) {
      const night = book.rates(key, date);
      if (!night) continue;
      const resident = Money.fromWire(night.rates.residentRate, 'LKR');
      const nonResident = Money.fromWire(night.rates.nonResidentRate, 'USD');
      const newResident = changedRate(resident, change);
      const newNonResident = changedRate(nonResident, change);
      if (newResident.isNegative() || newNonResident.isNegative()) {
        const field =
          change.changeType === 'PERCENTAGE'
            ? 'percent'
            : newResident.isNegative()
              ? 'residentAmount'
              : 'nonResidentAmount';
        throw refuse(StatusCode.INVALID, 'RATE_CHANGE_BELOW_ZERO', { date }, [field]);
      }
      rows.push({
        date,
        channelId: key.channelId,
        channelName: name(channels, key.channelId),
        roomTypeId: key.roomTypeId,
        roomTypeName: name(roomTypes, key.roomTypeId),
        stayTypeId: key.stayTypeId,
        stayTypeName: name(stayTypes, key.stayTypeId),
        rule: night.rule,
        residentRate: resident.toWire(),
        nonResidentRate: nonResident.toWire(),
        newResidentRate: newResident.toWire(),
        newNonResidentRate: newNonResident.toWire(),
      });
    }
  }
  if (rows.length === 0) throw refuse(StatusCode.INVALID, 'RATE_CHANGE_NOTHING', undefined, ['channelIds']);
  return rows.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.channelName.localeCompare(b.channelName) ||
      a.roomTypeName.localeCompare(b.roomTypeName) ||
      a.stayTypeName.localeCompare(b.stayTypeName),
  );
}

export function rateChangerRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(P.previewRateChange, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, Feature.ROOM, 'VIEW');
      return { result: { rateChange: await planChange(db, body) } };
    }),
    route(P.applyRateChange, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, Feature.ROOM, 'EDIT');
      const rateChange = await db.transaction(async (tx) => {
        // One change of a hotel's prices at a time: the plan is read and written under one lock.
        await tx.query("select pg_advisory_xact_lock(hashtext('rate_change'), $1)", [body.hotelId]);
        const rows = await planChange(tx, body);
        await tx.query(
          `insert into day_price (hotel_id, channel_id, room_type_id, stay_type_id, price_date, resident_rate,
                                  non_resident_rate)
           select $1, r.channel_id, r.room_type_id, r.stay_type_id, r.price_date, r.resident_rate, r.non_resident_rate
             from unnest($2::int[], $3::int[], $4::int[], $5::date[], $6::numeric[], $7::numeric[])
                  as r(channel_id, room_type_id, stay_type_id, price_date, resident_rate, non_resident_rate)
           on conflict (channel_id, room_type_id, stay_type_id, price_date)
           do update set resident_rate = excluded.resident_rate, non_resident_rate = excluded.non_resident_rate`,
          [
            body.hotelId,
            rows.map((r) => r.channelId),
            rows.map((r) => r.roomTypeId),
            rows.map((r) => r.stayTypeId),
            rows.map((r) => r.date),
            rows.map((r) => Money.fromWire(r.newResidentRate, 'LKR').toFixed()),
            rows.map((r) => Money.fromWire(r.newNonResidentRate, 'USD').toFixed()),
          ],
        );
        return rows;
      });
      return { result: { rateChange }, message: PRICING_NOTICES.RATE_CHANGE_SAVED };
    }),
  ];
}
