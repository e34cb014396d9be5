// Reading reservations: one with its booked rooms, the state a version saved (for the stale-save
// refusal), and the hotel's date. Money stays numeric text until Money.fromWire reads it.
import {
  Money,
  RESERVATION_STATUS_IDS,
  reservationNights,
  todayIn,
  type ReservationStatusName,
  type ReservedRoomStatus,
} from '@hotel/domain';
import type { reservation as R } from '@hotel/schema';
import type { Queryable } from '../db/database.js';

type Reservation = R.entities.Reservation;
type ReservedRoom = R.entities.ReservedRoom;

/** The hotel's calendar day now (Asia/Colombo): what the night audit compares its business date with. */
export const hotelToday = (): string => todayIn();

/**
 * The hotel's business date: the day its front office works on (hotel_business_day, moved by one day
 * by each night audit; today's calendar day for a hotel not yet audited). Every reservation rule that
 * says "today" — arrival, check-in, no-show, in-house, the calendars' today, dates not in the past,
 * the cancellation fee — reads it here.
 */
export async function businessDate(q: Queryable, hotelId: number): Promise<string> {
  const [row] = await q.query<{ businessDate: string }>(
    `select to_char(business_date, 'YYYY-MM-DD') as "businessDate" from hotel_business_day where hotel_id = $1`,
    [hotelId],
  );
  return row?.businessDate ?? hotelToday();
}

export interface ReservationRow {
  id: number;
  hotelId: number;
  refNumber: string;
  status: ReservationStatusName;
  guestId: number | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  channelId: number | null;
  channelName: string | null;
  reservationTypeId: number | null;
  reservationTypeName: string | null;
  resident: boolean;
  vatApplicable: boolean;
  checkInDate: string;
  checkOutDate: string;
  currency: 'LKR' | 'USD';
  total: string;
  cancellationFee: string | null;
  cancellationReason: string;
  notes: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const RESERVATION_COLUMNS = `
  v.id, v.hotel_id as "hotelId", v.ref_number as "refNumber", v.status, v.guest_id as "guestId", v.guest_name as "guestName",
  v.guest_email as "guestEmail", v.guest_phone as "guestPhone", v.channel_id as "channelId", c.name as "channelName",
  v.reservation_type_id as "reservationTypeId", t.name as "reservationTypeName", v.resident,
  v.vat_applicable as "vatApplicable", to_char(v.check_in_date, 'YYYY-MM-DD') as "checkInDate",
  to_char(v.check_out_date, 'YYYY-MM-DD') as "checkOutDate", v.currency, v.total::text as total,
  v.cancellation_fee::text as "cancellationFee",
  v.cancellation_reason as "cancellationReason", v.notes, v.version,
  to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(v.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;
export const RESERVATION_FROM = `
  from reservation v
  left join channel c on c.id = v.channel_id
  left join reservation_type t on t.id = v.reservation_type_id`;

interface RoomRow {
  id: number;
  reservationId: number;
  roomTypeId: number;
  roomTypeName: string;
  stayTypeId: number | null;
  stayTypeName: string | null;
  roomId: number | null;
  roomNo: string | null;
  adults: number;
  children: number;
  childAges: number[];
  status: ReservedRoomStatus;
  checkInDate: string;
  checkOutDate: string;
  total: string;
}

const ROOM_SELECT = `
  select rr.id, rr.reservation_id as "reservationId", rr.room_type_id as "roomTypeId", rt.name as "roomTypeName",
         rr.stay_type_id as "stayTypeId", st.name as "stayTypeName", rr.room_id as "roomId", r.room_no as "roomNo",
         rr.adults, rr.children, rr.child_ages as "childAges", rr.status,
         to_char(rr.check_in_date, 'YYYY-MM-DD') as "checkInDate", to_char(rr.check_out_date, 'YYYY-MM-DD') as "checkOutDate",
         rr.total::text as total
    from reserved_room rr
    join room_type rt on rt.id = rr.room_type_id
    left join stay_type st on st.id = rr.stay_type_id
    left join room r on r.id = rr.room_id`;

export const toMoney = (text: string | null, currency: 'LKR' | 'USD'): number | null =>
  text === null ? null : Money.fromWire(text, currency).toWire();

export function toReservationBase(row: ReservationRow): Omit<Reservation, 'rooms'> {
  return {
    ...row,
    statusId: RESERVATION_STATUS_IDS[row.status],
    nights: reservationNights(row.checkInDate, row.checkOutDate),
    total: toMoney(row.total, row.currency)!,
    cancellationFee: toMoney(row.cancellationFee, row.currency),
  };
}

function toReservedRoom(row: RoomRow, currency: 'LKR' | 'USD'): ReservedRoom {
  const { reservationId: _unused, ...rest } = row;
  return { ...rest, childAges: [...row.childAges], total: toMoney(row.total, currency)! };
}

/** A reservation with its booked rooms (in booking order); `lock` takes the row for update. */
export async function loadReservation(
  db: Queryable,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<Reservation | null> {
  if (opts.lock) await db.query('select 1 from reservation where id = $1 for update', [id]);
  const [row] = await db.query<ReservationRow>(`select ${RESERVATION_COLUMNS} ${RESERVATION_FROM} where v.id = $1`, [
    id,
  ]);
  if (!row) return null;
  const rooms = await db.query<RoomRow>(`${ROOM_SELECT} where rr.reservation_id = $1 order by rr.id`, [id]);
  return { ...toReservationBase(row), rooms: rooms.map((r) => toReservedRoom(r, row.currency)) };
}

/**
 * What a version saved, as a desk sees it: the fields a change can touch. Compared field by field
 * with a newer version's to say what changed.
 */
export function revisionState(r: Reservation): Record<string, unknown> {
  return {
    status: r.status,
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    guestPhone: r.guestPhone,
    channelId: r.channelId,
    reservationTypeId: r.reservationTypeId,
    resident: r.resident,
    vatApplicable: r.vatApplicable,
    checkInDate: r.checkInDate,
    checkOutDate: r.checkOutDate,
    total: r.total,
    notes: r.notes,
    rooms: r.rooms.map((room) => ({
      roomTypeId: room.roomTypeId,
      stayTypeId: room.stayTypeId,
      roomNo: room.roomNo,
      adults: room.adults,
      childAges: room.childAges,
      status: room.status,
      checkInDate: room.checkInDate,
      checkOutDate: room.checkOutDate,
    })),
  };
}

/** Records the state the reservation's current version saved. */
export async function recordRevision(tx: Queryable, r: Reservation, userId: number | null): Promise<void> {
  await tx.query(
    `insert into reservation_revision (reservation_id, version, state, changed_by) values ($1, $2, $3, $4)
     on conflict (reservation_id, version) do nothing`,
    [r.id, r.version, JSON.stringify(revisionState(r)), userId],
  );
}

/** The state a version saved; null when it was never recorded. */
export async function loadRevision(
  db: Queryable,
  id: number,
  version: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await db.query<{ state: Record<string, unknown> }>(
    'select state from reservation_revision where reservation_id = $1 and version = $2',
    [id, version],
  );
  return row?.state ?? null;
}
