// The front office as far as the restaurant's room bill needs it: which rooms have a checked-in
// guest, and posting an outlet's charge to such a room. A stay is a reserved_room of a CHECKED_IN
// reservation with status CHECKEDIN; its room_charge rows wait (invoiced_at null) until front
// office puts them on the guest's invoice.
import type { Money } from '@hotel/domain';
import type { restaurantEntities } from '@hotel/schema';
import type { Queryable } from '../db/database.js';
import { businessDayOf } from '../reservation/night-audit.js';

type ReservedRoom = restaurantEntities.ReservedRoom;

interface Row {
  reserved_room_id: number;
  room_no: string;
  vat_registry_applicable: boolean;
  vat_applicable: boolean;
  guest_name: string;
  reservation_id: number;
}

const IN_HOUSE = `
  select rr.id as reserved_room_id, r.room_no, v.vat_registry_applicable, v.vat_applicable, v.guest_name,
         v.id as reservation_id
    from reserved_room rr
    join reservation v on v.id = rr.reservation_id
    join room r on r.id = rr.room_id
   where rr.status = 'CHECKEDIN' and v.status = 'CHECKED_IN'`;

const toReservedRoom = (r: Row): ReservedRoom => ({
  reservedRoomId: r.reserved_room_id,
  roomNo: r.room_no,
  vatRegistryApplicable: r.vat_registry_applicable,
  vatApplicableForReservation: r.vat_applicable,
  guestName: r.guest_name,
  reservationId: r.reservation_id,
});

/** Checked-in rooms of a hotel whose number starts with `roomNo` (all of them without it). */
export async function searchInHouseRooms(db: Queryable, hotelId: number, roomNo = ''): Promise<ReservedRoom[]> {
  const rows = await db.query<Row>(
    `${IN_HOUSE} and v.hotel_id = $1 and lower(r.room_no) like lower($2) || '%' escape '\\'
      order by r.room_no limit 50`,
    [hotelId, roomNo.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
  return rows.map(toReservedRoom);
}

/** The stay behind a reserved room id, if the guest is still checked in at that hotel. */
export async function findInHouseRoom(
  db: Queryable,
  hotelId: number,
  reservedRoomId: number,
): Promise<ReservedRoom | null> {
  const [row] = await db.query<Row>(`${IN_HOUSE} and v.hotel_id = $1 and rr.id = $2`, [hotelId, reservedRoomId]);
  return row ? toReservedRoom(row) : null;
}

export interface RoomCharge {
  hotelId: number;
  room: ReservedRoom;
  source: 'RESTAURANT';
  sourceReference: number;
  description: string;
  /** The outlet's total including its taxes, in the outlet's currency. */
  amount: Money;
  postedBy: number | null;
}

/**
 * Posts a charge to a checked-in room's stay account on the hotel's business date; one per source
 * record (room_charge_source_key).
 */
export async function postRoomCharge(tx: Queryable, charge: RoomCharge): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into room_charge (hotel_id, reservation_id, reserved_room_id, source, source_reference, description, amount,
                              currency, posted_by, business_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date) returning id`,
    [
      charge.hotelId,
      charge.room.reservationId,
      charge.room.reservedRoomId,
      charge.source,
      charge.sourceReference,
      charge.description,
      charge.amount.toFixed(),
      charge.amount.currency,
      charge.postedBy,
      (await businessDayOf(tx, charge.hotelId)).businessDate,
    ],
  );
  return row!.id;
}
