// Offer prices (core-platform §2 /room/offer-price): a percentage off for dates, a stay length or early
// booking, optionally for one room type or channel. Each night of a stay takes the best one that
// applies (domain/pricing/offers.ts).
import { Feature, PRICING_NOTICES } from '@hotel/domain';
import { pricing as P } from '@hotel/schema';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { describeConstraint, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight, requireRecordFeature, requireSameHotel } from '../permission/hotel-records.js';

type OfferPrice = P.entities.OfferPrice;
type OfferBody = z.output<typeof P.entities.offerPriceInput>;
interface OfferRow {
  id: number;
  hotel_id: number;
  name: string;
  offer_type: OfferPrice['offerType'];
  discount_percent: string;
  from_date: string | null;
  to_date: string | null;
  min_nights: number | null;
  min_days_before: number | null;
  room_type_id: number | null;
  room_type_name: string | null;
  channel_id: number | null;
  channel_name: string | null;
  active: boolean;
}
const SELECT = `select o.id, o.hotel_id, o.name, o.offer_type, o.discount_percent::text as discount_percent,
  to_char(o.from_date, 'YYYY-MM-DD') as from_date, to_char(o.to_date, 'YYYY-MM-DD') as to_date, o.min_nights,
  o.min_days_before, o.room_type_id, t.name as room_type_name, o.channel_id, c.name as channel_name, o.active`;
const FROM =
  'from offer_price o left join room_type t on t.id = o.room_type_id left join channel c on c.id = o.channel_id';
const toOffer = (r: OfferRow): OfferPrice => ({
  id: r.id,
  hotelId: r.hotel_id,
  name: r.name,
  offerType: r.offer_type,
  discountPercent: Number(r.discount_percent),
  fromDate: r.from_date,
  toDate: r.to_date,
  minNights: r.min_nights,
  minDaysBefore: r.min_days_before,
  roomTypeId: r.room_type_id,
  roomTypeName: r.room_type_name,
  channelId: r.channel_id,
  channelName: r.channel_name,
  active: r.active,
});
const SORT: SortColumnsOf<typeof P.searchOfferPrices> = {
  id: 'o.id',
  name: 'lower(o.name)',
  discountPercent: 'o.discount_percent',
  fromDate: 'o.from_date',
};
const values = (b: OfferBody) => [
  b.hotelId,
  b.name,
  b.offerType,
  b.discountPercent,
  b.fromDate,
  b.toDate,
  b.offerType === 'STAY_LENGTH' ? b.minNights : null,
  b.offerType === 'EARLY_BOOKING' ? b.minDaysBefore : null,
  b.roomTypeId,
  b.channelId,
  b.active,
];

async function findOffer(db: Queryable, id: number): Promise<OfferPrice> {
  const [row] = await db.query<OfferRow>(`${SELECT} ${FROM} where o.id = $1`, [id]);
  if (!row) throw notFound('Offer');
  return toOffer(row);
}

export function offerRoutes({ db }: AppContext): RouteBinding[] {
  describeConstraint('offer_price_name_key', 'NAME_TAKEN_IN_HOTEL', 'name');
  describeConstraint('offer_price_room_type_fk', 'ROOM_TYPE_NOT_IN_HOTEL', 'roomTypeId');
  describeConstraint('offer_price_channel_fk', 'CHANNEL_NOT_OF_HOTEL', 'channelId');
  return [
    route(P.searchOfferPrices, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.ROOM, 'VIEW');
      const { rows, pagination } = await pageOf<OfferRow>(db, {
        select: SELECT,
        from: `${FROM} where o.hotel_id = $1 and ($2::text is null or o.name ilike $2 escape '\\')
                 and ($3::boolean is null or o.active = $3)`,
        params: [query.hotelId, containsText(query.name), query.active ?? null],
        sort: SORT,
        id: 'o.id',
        query,
      });
      return { result: { offerPrice: rows.map(toOffer) }, pagination };
    }),
    route(P.createOfferPrice, async ({ body, principal }) => {
      await requireHotelRight(db, principal, body.hotelId, Feature.ROOM, 'ADD');
      const [row] = await db.query<{ id: number }>(
        `insert into offer_price (hotel_id, name, offer_type, discount_percent, from_date, to_date, min_nights,
                                  min_days_before, room_type_id, channel_id, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
        values(body),
      );
      return { result: { offerPrice: await findOffer(db, row!.id) }, message: PRICING_NOTICES.OFFER_CREATED };
    }),
    route(P.updateOfferPrice, async ({ body, principal }) => {
      const record = { table: 'offer_price' as const, id: body.id, what: 'Offer' };
      requireSameHotel(await requireRecordFeature(db, principal, record, Feature.ROOM, 'EDIT'), body.hotelId);
      await db.query(
        `update offer_price set name = $2, offer_type = $3, discount_percent = $4, from_date = $5, to_date = $6,
                min_nights = $7, min_days_before = $8, room_type_id = $9, channel_id = $10, active = $11
          where id = $12 and hotel_id = $1`,
        [...values(body), body.id],
      );
      return { result: { offerPrice: await findOffer(db, body.id) }, message: PRICING_NOTICES.OFFER_UPDATED };
    }),
    route(P.deleteOfferPrice, async ({ params, principal }) => {
      await requireRecordFeature(
        db,
        principal,
        { table: 'offer_price', id: params.id, what: 'Offer' },
        Feature.ROOM,
        'DELETE',
      );
      await db.query('delete from offer_price where id = $1', [params.id]);
      return { result: {}, message: PRICING_NOTICES.OFFER_DELETED };
    }),
  ];
}
