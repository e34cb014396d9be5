// Pricing a reservation's rooms on the server with the domain's one pricing engine (priceStay), from the
// hotel's catalogue as it is now: each room by its room type, stay type, guests and the stay's dates,
// in the residency's currency; the reservation's total is the rooms' totals. A room the catalogue
// cannot price is refused naming its field (`rooms.1.adults`, `checkInDate`).
import {
  Money,
  addDays,
  priceStay,
  stayNights,
  type FieldRefusal,
  type PricedStay,
  type PricingReason,
  type StayTypeTerms,
} from '@hotel/domain';
import { fieldRefusal } from '../http/api-error.js';
import type { Queryable } from '../db/database.js';
import type { FieldError } from '@hotel/schema';
import { loadChildPolicy, loadOffers, loadPax, loadRateSheet, loadTaxes } from '../pricing/catalogue.js';

export interface RoomToPrice {
  roomTypeId: number;
  stayTypeId: number;
  adults: number;
  childAges: readonly number[];
}

export interface StayToPrice {
  hotelId: number;
  channelId: number;
  resident: boolean;
  vat: boolean;
  checkInDate: string;
  checkOutDate: string;
  bookingDate: string;
  rooms: readonly RoomToPrice[];
}

export interface PricedRooms {
  currency: 'LKR' | 'USD';
  rooms: PricedStay[];
  total: Money;
}

/** The fields the engine names that belong to one room, not to the stay. */
const ROOM_FIELDS = new Set(['adults', 'childAges', 'stayTypeId', 'roomTypeId']);

export async function priceRooms(
  db: Queryable,
  stay: StayToPrice,
): Promise<{ priced: PricedRooms; errors?: undefined } | { errors: FieldError[]; priced?: undefined }> {
  const each = await priceEachRoom(db, stay);
  const errors = each.flatMap((r) => (r.error ? [r.error] : []));
  if (errors.length > 0) return { errors };
  const rooms = each.flatMap((r) => (r.stay ? [r.stay] : []));
  const currency = stay.resident ? 'LKR' : 'USD';
  return {
    priced: {
      currency,
      rooms,
      total: Money.sum(
        rooms.map((r) => r.total),
        currency,
      ),
    },
  };
}

/** Each room priced on its own, in order: its priced stay, or the refusal naming its field. */
export async function priceEachRoom(
  db: Queryable,
  stay: StayToPrice,
): Promise<({ stay: PricedStay; error?: undefined } | { error: FieldError; stay?: undefined })[]> {
  const nights = Math.max(1, stayNights(stay.checkInDate, stay.checkOutDate));
  const toDate = addDays(stay.checkInDate, Math.min(nights, 367) - 1);
  const [pax, offers, taxes] = await Promise.all([
    loadPax(db, stay.hotelId),
    loadOffers(db, stay.hotelId),
    loadTaxes(db, stay.hotelId),
  ]);
  return Promise.all(
    stay.rooms.map(async (room, i) => {
      const [stayType] = await db.query<StayTypeTerms>(
        `select id, room_type_id as "roomTypeId", max_adults as "maxAdults", max_children as "maxChildren", active
           from stay_type where id = $1 and hotel_id = $2`,
        [room.stayTypeId, stay.hotelId],
      );
      if (!stayType) return { error: fieldRefusal(`rooms.${i}.stayTypeId`, 'NOT_FOUND', { what: 'Stay type' }) };
      const [sheet, childPolicy] = await Promise.all([
        loadRateSheet(db, {
          hotelId: stay.hotelId,
          fromDate: stay.checkInDate,
          toDate,
          channelIds: [stay.channelId],
          roomTypeId: room.roomTypeId,
          stayTypeId: room.stayTypeId,
        }),
        loadChildPolicy(db, stay.hotelId, room.roomTypeId, stay.checkInDate),
      ]);
      const result = priceStay(
        { ...sheet, stayType, pax, childBands: childPolicy?.bands ?? [], offers, taxes },
        {
          channelId: stay.channelId,
          roomTypeId: room.roomTypeId,
          stayTypeId: room.stayTypeId,
          resident: stay.resident,
          checkIn: stay.checkInDate,
          checkOut: stay.checkOutDate,
          adults: room.adults,
          childAges: room.childAges,
          bookingDate: stay.bookingDate,
          vat: stay.vat,
        },
      );
      return result.refusal ? { error: asRoomField(i, result.refusal) } : { stay: result.stay };
    }),
  );
}

function asRoomField(i: number, refusal: FieldRefusal<PricingReason>): FieldError {
  const field = ROOM_FIELDS.has(refusal.field) ? `rooms.${i}.${refusal.field}` : refusal.field;
  return fieldRefusal(field, refusal);
}
