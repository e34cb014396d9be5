// Records that belong to one hotel (the room, channel and pricing catalogues): which hotel a record
// is of, and the hotel feature a caller must hold there to touch it — judged on the record's hotel,
// never on one the caller names.
import type { FeatureKey, Operation } from '@hotel/domain';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { invalid, notFound } from '../http/api-error.js';
import { requireHotelFeature } from './require-permission.js';

/** The tables whose rows carry a hotel_id. */
export type HotelTable =
  | 'room_type'
  | 'room'
  | 'room_area'
  | 'view_type'
  | 'amenity'
  | 'stay_type'
  | 'pax'
  | 'season'
  | 'holiday_config'
  | 'reservation_type'
  | 'channel'
  | 'guide'
  | 'channel_price'
  | 'seasonal_price'
  | 'day_price'
  | 'offer_price'
  | 'hotel_tax'
  | 'child_policy'
  | 'cancellation_policy'
  | 'currency_exchange_rate';

/** Refuses unless the hotel exists (40400) and the caller holds `operation` on `feature` there. */
export async function requireHotelRight(
  db: Queryable,
  principal: Principal,
  hotelId: number,
  feature: FeatureKey,
  operation: Operation,
): Promise<void> {
  const [hotel] = await db.query('select 1 from hotel where id = $1', [hotelId]);
  if (!hotel) throw notFound('Hotel');
  await requireHotelFeature(db, principal, hotelId, feature, operation);
}

/** The hotel of row `id` of `table`; 40400 naming `what` when there is none. */
export async function hotelOfRecord(db: Queryable, table: HotelTable, id: number, what: string): Promise<number> {
  const [row] = await db.query<{ hotel_id: number }>(`select hotel_id from ${table} where id = $1`, [id]);
  if (!row) throw notFound(what);
  return row.hotel_id;
}

/** The hotel of a record, once the caller holds `operation` on `feature` there. */
export async function requireRecordFeature(
  db: Queryable,
  principal: Principal,
  record: { table: HotelTable; id: number; what: string },
  feature: FeatureKey,
  operation: Operation,
): Promise<number> {
  const hotelId = await hotelOfRecord(db, record.table, record.id, record.what);
  await requireHotelFeature(db, principal, hotelId, feature, operation);
  return hotelId;
}

/**
 * A change names the record's own hotel: a record never moves to another hotel (its prices, rooms
 * and policies would be left behind).
 */
export function requireSameHotel(current: number, named: number): void {
  if (current !== named) throw invalid('hotelId', 'MOVED_ACROSS_HOTELS');
}
