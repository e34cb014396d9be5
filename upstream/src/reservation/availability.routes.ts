// The availability search (schema: reservation.searchAvailability): for a hotel, the nights and a party,
// each room type with the rooms free every night and each stay type's price for one room. A room is
// free when it is in service, not out of order on any of the nights, holds the party, and no booked or
// in-house stay of it overlaps the nights — the same rule the exclusion constraint enforces when the
// booking is saved, so what the search offers is what the booking can take (barring a desk faster).
// Two queries for the rooms whatever their number; prices from the one pricing engine.
import { Feature, roomCapacityRefusal, stayNights } from '@hotel/domain';
import { reservation as R, type FieldError, type reservationEntities } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { pageOf, type SortColumnsOf } from '../db/paging.js';
import { fieldRefusal, invalidFields } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { businessDate } from './reservation-store.js';
import { priceEachRoom } from './stay-pricing.js';

/** The longest stay the search prices (a year), as the pricing engine's rate sheet reaches. */
const MAX_NIGHTS = 366;

interface RoomTypeRow {
  roomTypeId: number;
  roomTypeName: string;
  maxAdults: number;
  maxChildren: number;
  rooms: number;
  freeRooms: number;
}

interface FreeRoomRow {
  id: number;
  roomNo: string;
  floor: number;
  roomTypeId: number;
  maxAdults: number;
  maxChildren: number;
}

interface StayTypeRow {
  stayTypeId: number;
  stayTypeName: string;
  mealPlan: string;
  roomTypeId: number;
}

/** The hotel's rooms free on every night of [$2, $3): in service, in order, and not sold. */
const FREE_ROOMS = `
  free as (
    select r.id, r.room_no, r.floor, r.room_type_id, r.max_adults, r.max_children
      from room r
     where r.hotel_id = $1 and r.active
       and not (r.out_of_order_from is not null and r.out_of_order_from < $3::date and r.out_of_order_to >= $2::date)
       and not exists (
         select 1 from reserved_room rr
          where rr.room_id = r.id and rr.status in ('BOOKED', 'CHECKEDIN')
            and rr.check_in_date < $3::date and rr.check_out_date > $2::date))`;

const SORT: SortColumnsOf<typeof R.searchAvailability> = {
  roomTypeName: 'lower(t.name)',
  freeRooms: '"freeRooms"',
};

/** Everything wrong with the asked stay and party, each naming its query field. */
function searchRefusals(
  query: { checkInDate: string; checkOutDate: string; childCount: number; idList: number[] },
  today: string,
) {
  const out: FieldError[] = [];
  if (query.checkInDate < today) out.push(fieldRefusal('checkInDate', 'CHECK_IN_IN_PAST'));
  if (query.checkOutDate <= query.checkInDate) {
    out.push(fieldRefusal('checkOutDate', 'CHECK_OUT_NOT_AFTER_CHECK_IN'));
  } else if (stayNights(query.checkInDate, query.checkOutDate) > MAX_NIGHTS) {
    out.push(fieldRefusal('checkOutDate', 'STAY_TOO_LONG', { max: MAX_NIGHTS }));
  }
  if (query.idList.length !== query.childCount) {
    out.push(fieldRefusal('idList', 'CHILD_AGES_MISSING', { children: query.childCount }));
  }
  return out;
}

export function availabilityRoutes({ db }: AppContext): RouteBinding[] {
  return [
    route(R.searchAvailability, async ({ query, principal }) => {
      await requireHotelRight(db, principal, query.hotelId, Feature.RESERVATION, 'VIEW');
      const refusals = searchRefusals(query, await businessDate(db, query.hotelId));
      if (refusals.length > 0) throw invalidFields(refusals);
      const party = { adults: query.adultCount, children: query.childCount };
      const fits = (capacity: { maxAdults: number; maxChildren: number }) =>
        roomCapacityRefusal('room', { roomNo: '', ...capacity }, party) === null;

      // Whether a type fits the party is its capacity; a free room counts only if it holds the party too.
      const page = await pageOf<RoomTypeRow>(db, {
        with: `with ${FREE_ROOMS}`,
        select: `select t.id as "roomTypeId", t.name as "roomTypeName", t.max_adults as "maxAdults",
                        t.max_children as "maxChildren",
                        (select count(*) from room r where r.room_type_id = t.id and r.active)::int as rooms,
                        (select count(*) from free f where f.room_type_id = t.id
                            and f.max_adults >= $4::int and f.max_adults + f.max_children >= $4::int + $5::int)::int as "freeRooms"`,
        from: `from room_type t
               where t.hotel_id = $1 and t.active
                 and ($6::boolean or (t.max_adults >= $4::int and t.max_adults + t.max_children >= $4::int + $5::int
                     and exists (select 1 from free f where f.room_type_id = t.id
                                   and f.max_adults >= $4::int and f.max_adults + f.max_children >= $4::int + $5::int)))`,
        params: [query.hotelId, query.checkInDate, query.checkOutDate, party.adults, party.children, query.showMore],
        sort: SORT,
        query,
        id: 't.id',
      });
      const typeIds = page.rows.map((row) => row.roomTypeId);
      const [rooms, stayTypes] = await Promise.all([
        db.query<FreeRoomRow>(
          `with ${FREE_ROOMS}
           select f.id, f.room_no as "roomNo", f.floor, f.room_type_id as "roomTypeId",
                  f.max_adults as "maxAdults", f.max_children as "maxChildren"
             from free f where f.room_type_id = any($4::int[])
            order by length(f.room_no), f.room_no`,
          [query.hotelId, query.checkInDate, query.checkOutDate, typeIds],
        ),
        db.query<StayTypeRow>(
          `select id as "stayTypeId", name as "stayTypeName", meal_plan as "mealPlan", room_type_id as "roomTypeId"
             from stay_type where hotel_id = $1 and active and room_type_id = any($2::int[])
            order by lower(name), id`,
          [query.hotelId, typeIds],
        ),
      ]);

      // One pricing of every stay type (the engine loads the hotel's catalogue once for all of them).
      const channelId = query.channelId;
      // Taxed as a booking of the hotel is by default: with VAT where the hotel is registered for it.
      const [hotel] = await db.query<{ vat: boolean }>('select vat_applicable as vat from hotel where id = $1', [
        query.hotelId,
      ]);
      const prices = channelId
        ? await priceEachRoom(db, {
            hotelId: query.hotelId,
            channelId,
            resident: query.resident,
            vat: hotel?.vat ?? false,
            checkInDate: query.checkInDate,
            checkOutDate: query.checkOutDate,
            bookingDate: await businessDate(db, query.hotelId),
            rooms: stayTypes.map((s) => ({
              roomTypeId: s.roomTypeId,
              stayTypeId: s.stayTypeId,
              adults: party.adults,
              childAges: query.idList,
            })),
          })
        : null;
      const currency = query.resident ? 'LKR' : 'USD';

      const roomTypes = page.rows.map((type): reservationEntities.AvailableRoomType => ({
        roomTypeId: type.roomTypeId,
        roomTypeName: type.roomTypeName,
        maxAdults: type.maxAdults,
        maxChildren: type.maxChildren,
        fits: fits(type),
        rooms: type.rooms,
        freeRooms: rooms
          .filter((room) => room.roomTypeId === type.roomTypeId && fits(room))
          .map(({ id, roomNo, floor }) => ({ id, roomNo, floor })),
        currency,
        stayTypes: stayTypes.flatMap((stayType, i) => {
          if (stayType.roomTypeId !== type.roomTypeId) return [];
          const price = prices?.[i];
          return [
            {
              stayTypeId: stayType.stayTypeId,
              stayTypeName: stayType.stayTypeName,
              mealPlan: stayType.mealPlan,
              total: price?.stay ? price.stay.total.toWire() : null,
              reason: price?.error?.reason ?? null,
              params: price?.error?.params ?? null,
              message: price?.error?.message ?? null,
            },
          ];
        }),
      }));
      return { result: { roomTypes }, pagination: page.pagination };
    }),
  ];
}
