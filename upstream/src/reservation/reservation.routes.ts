// The reservation area's REST calls (schema/src/endpoints/reservation.ts): book, read, search, change,
// check in, check out, cancel with the policy's fee and assign rooms — each on the reservation's own
// hotel with RESERVATION at its level: VIEW to read, ADD to book, EDIT to change, check in and out and
// assign rooms, DELETE (MAINTAIN) to cancel and to check a guest in before the arrival date.
//
// What must hold under concurrent requests is the database's: a room night is sold once
// (reserved_room_no_double_booking), a booking request answered once (reservation_idempotency_key),
// and every change is made on the locked row at the version the desk saw. Every stay is priced here,
// by the domain's engine, never taken from the client. Changes are published on /reservation/{hotelId}
// after they commit.
import { createHash } from 'node:crypto';
import {
  Feature,
  Money,
  NOTICES,
  changeRefusal,
  checkInRefusal,
  checkOutRefusal,
  oldestChildAge,
  reservationNights,
  reservationStatusOfId,
  roomCapacityRefusal,
  roomChangeRefusal,
  stayInputRefusals,
  type Operation,
  type PricedStay,
  type Refusal,
  type ReservationRefusalReason,
} from '@hotel/domain';
import { StatusCode, reservation as R, type FieldError, type reservationEntities } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import {
  ApiError,
  conflict,
  describeConstraint,
  fieldRefusal,
  invalidFields,
  isViolation,
  notFound,
  refuse,
} from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { loadChildPolicy } from '../pricing/catalogue.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { requireHotelFeature } from '../permission/require-permission.js';
import { ReservationLive, nightsOf } from './live.js';
import {
  RESERVATION_COLUMNS,
  RESERVATION_FROM,
  businessDate,
  loadReservation,
  recordRevision,
  toReservationBase,
  type ReservationRow,
} from './reservation-store.js';
import { priceEachRoom, priceRooms } from './stay-pricing.js';
import { cancelStay, previewCancellation, requireVersion, setStatus } from './stay-changes.js';
import type { Reservation } from './types.js';

type StayFields = Omit<R.entities.ReservationInput, 'hotelId' | 'idempotencyKey'>;
type RoomNights = reservationEntities.ReservationRoomNights;

/** A booked room as planned: validated, priced, and its room when the desk chose one. */
interface PlannedRoom {
  roomTypeId: number;
  roomTypeName: string;
  stayTypeId: number;
  roomId: number | null;
  adults: number;
  children: number;
  childAges: number[];
  priced: PricedStay;
}

interface Plan {
  currency: 'LKR' | 'USD';
  total: Money;
  vat: boolean;
  rooms: PlannedRoom[];
}

interface RoomRecord {
  id: number;
  hotelId: number;
  roomNo: string;
  roomTypeId: number;
  maxAdults: number;
  maxChildren: number;
  outOfOrderFrom: string | null;
  outOfOrderTo: string | null;
}

const ROOM_RECORD = `select id, hotel_id as "hotelId", room_no as "roomNo", room_type_id as "roomTypeId",
  max_adults as "maxAdults", max_children as "maxChildren",
  to_char(out_of_order_from, 'YYYY-MM-DD') as "outOfOrderFrom", to_char(out_of_order_to, 'YYYY-MM-DD') as "outOfOrderTo"
  from room`;

/** A booked room's insert hit another stay's nights (the exclusion constraint). */
class RoomTaken extends Error {
  constructor(
    readonly roomNo: string,
    readonly from: string,
    readonly to: string,
    readonly chosen: boolean,
  ) {
    super(`room ${roomNo} taken`);
  }
}

const roomTaken = (t: RoomTaken) => conflictOnRoom('ROOM_ALREADY_BOOKED', { roomNo: t.roomNo, from: t.from, to: t.to });
const conflictOnRoom = (reason: ReservationRefusalReason, params: Record<string, string | number>) =>
  refuse(StatusCode.CONFLICT, reason, params, []);

const refusalError = (r: Refusal<ReservationRefusalReason>) => conflict(r);

/** The request's fingerprint without its key: the same key with another booking is refused. */
const requestHash = (body: R.entities.ReservationInput): string => {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
};

// A room has one checked-in stay at a time (002): checking in while the last guest is still in house.
describeConstraint('reserved_room_in_house_key', 'ROOM_STILL_OCCUPIED');

export function reservationRoutes(ctx: AppContext): RouteBinding[] {
  return stayDesk(ctx).routes;
}

/** The reservation routes, and booking and pricing a stay for the areas that book too (inquiries). */
export function stayDesk({ db, publisher }: AppContext) {
  const right = (principal: Principal, hotelId: number, operation: Operation) =>
    requireHotelRight(db, principal, hotelId, Feature.RESERVATION, operation);

  const holds = async (principal: Principal, hotelId: number, operation: Operation): Promise<boolean> =>
    requireHotelFeature(db, principal, hotelId, Feature.RESERVATION, operation).then(
      () => true,
      (err: unknown) => {
        if (err instanceof ApiError && err.code === StatusCode.FORBIDDEN) return false;
        throw err;
      },
    );

  const hotelOfReservation = async (id: number): Promise<number> => {
    const [row] = await db.query<{ hotel_id: number }>('select hotel_id from reservation where id = $1', [id]);
    if (!row) throw notFound('Reservation');
    return row.hotel_id;
  };

  /**
   * Validates a stay (dates, guests, channel, reservation type, rooms of the hotel and their type and
   * capacity, the child policy) and prices every room; all that is wrong at once, each naming its field.
   */
  async function planStay(hotelId: number, input: StayFields, opts: { allowPast: boolean }): Promise<Plan> {
    const today = await businessDate(db, hotelId);
    const [hotel] = await db.query<{ vat_applicable: boolean }>('select vat_applicable from hotel where id = $1', [
      hotelId,
    ]);
    const errors: FieldError[] = [];
    const [channel] = await db.query<{ hotel_id: number | null }>('select hotel_id from channel where id = $1', [
      input.channelId,
    ]);
    if (!channel || channel.hotel_id !== hotelId) errors.push(fieldRefusal('channelId', 'CHANNEL_NOT_OF_HOTEL'));
    if (input.reservationTypeId) {
      const [type] = await db.query<{ hotel_id: number }>('select hotel_id from reservation_type where id = $1', [
        input.reservationTypeId,
      ]);
      if (!type || type.hotel_id !== hotelId) {
        errors.push(fieldRefusal('reservationTypeId', 'RESERVATION_TYPE_NOT_OF_HOTEL'));
      }
    }
    const types = await db.query<{ id: number; name: string; maxAdults: number; maxChildren: number }>(
      `select id, name, max_adults as "maxAdults", max_children as "maxChildren" from room_type
        where hotel_id = $1 and id = any($2::int[])`,
      [hotelId, input.rooms.map((r) => r.roomTypeId)],
    );
    const maxAges = await Promise.all(
      input.rooms.map(async (r) =>
        oldestChildAge((await loadChildPolicy(db, hotelId, r.roomTypeId, input.checkInDate))?.bands ?? []),
      ),
    );
    const stayErrors = stayInputRefusals(input, today, {
      maxChildAge: (i) => maxAges[i] ?? 17,
      allowPast: opts.allowPast,
    });
    errors.push(...stayErrors.map((e) => fieldRefusal(e.field, e, e.params)));
    const chosen = new Set<number>();
    for (const [i, room] of input.rooms.entries()) {
      const type = types.find((t) => t.id === room.roomTypeId);
      if (!type) {
        errors.push(fieldRefusal(`rooms.${i}.roomTypeId`, 'NOT_FOUND', { what: 'Room type' }));
        continue;
      }
      const guests = { adults: room.adults, children: room.children };
      if (!room.roomId) {
        const over = roomCapacityRefusal(`rooms.${i}`, { roomNo: type.name, ...type }, guests);
        if (over) errors.push(fieldRefusal(over.field, over));
        continue;
      }
      const [record] = await db.query<RoomRecord>(`${ROOM_RECORD} where id = $1`, [room.roomId]);
      const field = `rooms.${i}.roomId`;
      if (!record) errors.push(fieldRefusal(field, 'NOT_FOUND', { what: 'Room' }));
      else if (record.hotelId !== hotelId) errors.push(fieldRefusal(field, 'ROOM_OF_OTHER_HOTEL'));
      else if (record.roomTypeId !== room.roomTypeId) errors.push(fieldRefusal(field, 'ROOM_NOT_OF_ROOM_TYPE'));
      else {
        const over = roomCapacityRefusal(`rooms.${i}`, record, guests);
        if (over) errors.push(fieldRefusal(over.field, over));
        if (outOfOrder(record, input.checkInDate, input.checkOutDate)) {
          errors.push(fieldRefusal(field, 'ROOM_OUT_OF_ORDER', { roomNo: record.roomNo }));
        }
        if (chosen.has(record.id)) {
          errors.push(
            fieldRefusal(field, 'ROOM_ALREADY_BOOKED', {
              roomNo: record.roomNo,
              from: input.checkInDate,
              to: input.checkOutDate,
            }),
          );
        }
        chosen.add(record.id);
      }
    }
    // Pricing needs dates in order and guests that fit: price only input that passed.
    if (errors.length > 0) throw invalidFields(errors);
    const vat = input.vatApplicable ?? hotel?.vat_applicable ?? false;
    const priced = await priceRooms(db, {
      hotelId,
      channelId: input.channelId,
      resident: input.resident,
      vat,
      checkInDate: input.checkInDate,
      checkOutDate: input.checkOutDate,
      bookingDate: today,
      rooms: input.rooms,
    });
    if (priced.errors) throw invalidFields(priced.errors);
    return {
      currency: priced.priced.currency,
      total: priced.priced.total,
      vat,
      rooms: input.rooms.map((r, i) => ({
        roomTypeId: r.roomTypeId,
        roomTypeName: types.find((t) => t.id === r.roomTypeId)!.name,
        stayTypeId: r.stayTypeId,
        roomId: r.roomId ?? null,
        adults: r.adults,
        children: r.children,
        childAges: [...r.childAges],
        priced: priced.priced.rooms[i]!,
      })),
    };
  }

  /**
   * Books the planned rooms of a reservation: the chosen room, or the first free room of its type.
   * A room night another stay holds fails on the exclusion constraint, naming the room and nights.
   */
  async function insertRooms(
    tx: Queryable,
    reservationId: number,
    hotelId: number,
    plan: Plan,
    stay: { checkInDate: string; checkOutDate: string },
  ): Promise<void> {
    const taken: number[] = [];
    for (const room of plan.rooms) {
      let roomId = room.roomId;
      let roomNo: string;
      if (roomId === null) {
        const [free] = await tx.query<{ id: number; room_no: string }>(
          `select r.id, r.room_no from room r
            where r.hotel_id = $1 and r.room_type_id = $2 and r.active and r.id <> all($5::int[])
              and not (r.out_of_order_from is not null and r.out_of_order_from < $4::date and r.out_of_order_to >= $3::date)
              and not exists (select 1 from reserved_room x
                               where x.room_id = r.id and x.status in ('BOOKED', 'CHECKEDIN')
                                 and daterange(x.check_in_date, x.check_out_date) && daterange($3::date, $4::date))
            order by r.room_no limit 1`,
          [hotelId, room.roomTypeId, stay.checkInDate, stay.checkOutDate, taken],
        );
        if (!free)
          throw conflictOnRoom('NO_FREE_ROOM', {
            roomType: room.roomTypeName,
            from: stay.checkInDate,
            to: stay.checkOutDate,
          });
        roomId = free.id;
        roomNo = free.room_no;
      } else {
        const [r] = await tx.query<{ room_no: string }>('select room_no from room where id = $1', [roomId]);
        roomNo = r!.room_no;
      }
      taken.push(roomId);
      try {
        await tx.query(
          `insert into reserved_room (reservation_id, room_id, status, hotel_id, room_type_id, stay_type_id, adults,
                                      children, child_ages, check_in_date, check_out_date, total, price_lines)
           values ($1, $2, 'BOOKED', $3, $4, $5, $6, $7, $8::int[], $9, $10, $11, $12)`,
          [
            reservationId,
            roomId,
            hotelId,
            room.roomTypeId,
            room.stayTypeId,
            room.adults,
            room.children,
            room.childAges,
            stay.checkInDate,
            stay.checkOutDate,
            room.priced.total.toFixed(),
            JSON.stringify(room.priced.lines.map((l) => ({ date: l.date, rule: l.rule, amount: l.amount.toWire() }))),
          ],
        );
      } catch (err) {
        if (isViolation(err, 'reserved_room_no_double_booking')) {
          throw new RoomTaken(roomNo, stay.checkInDate, stay.checkOutDate, room.roomId !== null);
        }
        throw err;
      }
    }
  }

  /** Runs a booking transaction; a free room another request took first is looked for again. */
  async function withRoomRetry<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run();
      } catch (err) {
        if (!(err instanceof RoomTaken)) throw err;
        if (err.chosen || attempt >= 5) throw roomTaken(err);
      }
    }
  }

  /**
   * One change of a reservation: the caller's right on its hotel, then, on the locked row at the
   * version the desk saw, `apply`'s writes; the version goes up, the new state is recorded, and the
   * change is announced once committed.
   */
  async function changeStay(
    principal: Principal,
    id: number,
    version: number,
    operation: Operation,
    apply: (
      tx: Queryable,
      current: Reservation,
    ) => Promise<{ change: reservationEntities.ReservationChange; released: RoomNights[] }>,
  ): Promise<Reservation> {
    const hotelId = await hotelOfReservation(id);
    await right(principal, hotelId, operation);
    const live = new ReservationLive();
    const after = await db.transaction(async (tx) => {
      const current = (await loadReservation(tx, id, { lock: true }))!;
      await requireVersion(tx, current, version);
      const { change, released } = await apply(tx, current);
      await tx.query('update reservation set version = version + 1, updated_at = now() where id = $1', [id]);
      const saved = (await loadReservation(tx, id))!;
      await recordRevision(tx, saved, principal.userId);
      live.change(saved, change, released);
      return saved;
    });
    await live.publish(publisher);
    return after;
  }

  /** The guest profile a booking or change names, checked to be the hotel's; null when it names none. */
  async function namedGuest(hotelId: number, guestId: number | null | undefined): Promise<number | null> {
    if (!guestId) return null;
    const [row] = await db.query<{ id: number }>('select id from guest where id = $1 and hotel_id = $2', [
      guestId,
      hotelId,
    ]);
    if (!row) throw invalidFields([fieldRefusal('guestId', 'NOT_FOUND', { what: 'Guest' })]);
    return row.id;
  }

  /** The hotel's guest with the booking's e-mail, else a new profile from its name, e-mail and phone. */
  async function guestOfBooking(tx: Queryable, hotelId: number, body: StayFields): Promise<number> {
    const email = body.guestEmail.trim();
    if (email) {
      const [found] = await tx.query<{ id: number }>(
        'select id from guest where hotel_id = $1 and lower(email) = lower($2) order by id limit 1',
        [hotelId, email],
      );
      if (found) return found.id;
    }
    const [first = '', ...rest] = body.guestName.trim().split(/\s+/);
    const [made] = await tx.query<{ id: number }>(
      `insert into guest (hotel_id, first_name, last_name, email, phone_number)
       values ($1, $2, $3, $4, $5) returning id`,
      [hotelId, first, rest.join(' '), email, body.guestPhone],
    );
    return made!.id;
  }

  /**
   * Books a stay once per idempotency key: the first request's reservation answers every retry. `link`
   * names the guest profile and the inquiry the booking comes from (an inquiry's conversion).
   */
  async function book(
    principal: Principal,
    body: R.entities.ReservationInput,
    link?: { guestId: number | null; inquiryId: number },
  ): Promise<Reservation> {
    await right(principal, body.hotelId, 'ADD');
    const hash = requestHash(body);
    const first = async (): Promise<Reservation | null> => {
      const [row] = await db.query<{ id: number; request_hash: string | null }>(
        'select id, request_hash from reservation where hotel_id = $1 and idempotency_key = $2',
        [body.hotelId, body.idempotencyKey],
      );
      if (!row) return null;
      if (row.request_hash !== hash) throw conflict('IDEMPOTENCY_KEY_REUSED');
      return loadReservation(db, row.id);
    };
    const answered = await first();
    if (answered) return answered;

    const plan = await planStay(body.hotelId, body, { allowPast: false });
    const named = await namedGuest(body.hotelId, body.guestId);
    const live = new ReservationLive();
    let created: Reservation;
    try {
      created = await withRoomRetry(() =>
        db.transaction(async (tx) => {
          const [{ id } = { id: 0 }] = await tx.query<{ id: number }>(
            "select nextval('reservation_id_seq')::int as id",
          );
          await tx.query(
            `insert into reservation (id, hotel_id, ref_number, guest_name, guest_email, guest_phone, status,
                                      check_in_date, check_out_date, resident, vat_applicable, channel_id,
                                      reservation_type_id, currency, total, notes, idempotency_key, request_hash,
                                      created_by)
             select $1::int, h.id, h.prefix || '-' || lpad($1::int::text, 6, '0'), $3, $4, $5, 'RESERVED', $6, $7, $8, $9, $10,
                    $11, $12, $13, $14, $15, $16, $17
               from hotel h where h.id = $2`,
            [
              id,
              body.hotelId,
              body.guestName,
              body.guestEmail,
              body.guestPhone,
              body.checkInDate,
              body.checkOutDate,
              body.resident,
              plan.vat,
              body.channelId,
              body.reservationTypeId ?? null,
              plan.currency,
              plan.total.toFixed(),
              body.notes,
              body.idempotencyKey,
              hash,
              principal.userId,
            ],
          );
          // Every stay has its guest: the one named (or the inquiry's), else found by e-mail or made.
          const guestId = link?.guestId ?? named ?? (await guestOfBooking(tx, body.hotelId, body));
          await tx.query('update reservation set guest_id = $2, inquiry_id = $3 where id = $1', [
            id,
            guestId,
            link?.inquiryId ?? null,
          ]);
          await insertRooms(tx, id, body.hotelId, plan, body);
          const saved = (await loadReservation(tx, id))!;
          await recordRevision(tx, saved, principal.userId);
          return saved;
        }),
      );
    } catch (err) {
      // A second click that raced the first: answer the first's reservation.
      if (isViolation(err, 'reservation_idempotency_key')) {
        const raced = await first();
        if (raced) return raced;
      }
      throw err;
    }
    live.change(created, 'CREATED');
    await live.publish(publisher);
    return created;
  }

  const SORT: SortColumnsOf<typeof R.searchReservations> = {
    id: 'v.id',
    refNumber: 'v.ref_number',
    guestName: 'lower(v.guest_name)',
    checkInDate: 'v.check_in_date',
    checkOutDate: 'v.check_out_date',
    status: 'v.status',
    total: 'v.total',
    createdAt: 'v.created_at',
  };

  const routes: RouteBinding[] = [
    route(R.createReservation, async ({ body, principal }) => ({
      result: { reservation: await book(principal, body) },
      message: NOTICES.RESERVATION_CREATED,
    })),

    route(R.reservationById, async ({ params, principal }) => {
      await right(principal, await hotelOfReservation(params.id), 'VIEW');
      const found = await loadReservation(db, params.id);
      if (!found) throw notFound('Reservation');
      return { result: { reservation: found } };
    }),

    route(R.searchReservations, async ({ query, principal }) => {
      await right(principal, query.hotelId, 'VIEW');
      const statuses = query.statusIds?.map((s) => reservationStatusOfId(s)).filter((s) => s !== null) ?? null;
      const page = await pageOf<ReservationRow & { roomCount: number; roomNos: string }>(db, {
        select: `select ${RESERVATION_COLUMNS},
          (select count(*)::int from reserved_room x where x.reservation_id = v.id and x.check_in_date = v.check_in_date) as "roomCount",
          coalesce((select string_agg(distinct xr.room_no, ', ' order by xr.room_no)
                      from reserved_room x join room xr on xr.id = x.room_id where x.reservation_id = v.id), '') as "roomNos"`,
        from: `${RESERVATION_FROM}
          where v.hotel_id = $1
            and ($2::text[] is null or v.status = any($2::text[]))
            and ($3::text is null or v.ref_number ilike $3)
            and ($4::text is null or v.guest_name ilike $4)
            and ($5::text is null or exists (select 1 from reserved_room x join room xr on xr.id = x.room_id
                                              where x.reservation_id = v.id and xr.room_no ilike $5))
            and ($6::date is null or v.check_out_date > $6::date)
            and ($7::date is null or v.check_in_date <= $7::date)`,
        params: [
          query.hotelId,
          statuses,
          containsText(query.refNumber),
          containsText(query.guestName),
          containsText(query.roomNo),
          query.fromDate ?? null,
          query.toDate ?? null,
        ],
        sort: SORT,
        query,
        id: 'v.id',
      });
      return {
        result: {
          reservation: page.rows.map((row) => ({
            ...toReservationBase(row),
            roomCount: row.roomCount,
            roomNos: row.roomNos,
          })),
        },
        pagination: page.pagination,
      };
    }),

    route(R.updateReservation, async ({ body, principal }) => {
      const hotelId = await hotelOfReservation(body.id);
      await right(principal, hotelId, 'EDIT');
      const before = await loadReservation(db, body.id);
      const plan = await planStay(hotelId, body, { allowPast: before?.checkInDate === body.checkInDate });
      const guestId = await namedGuest(hotelId, body.guestId);
      const saved = await withRoomRetry(() =>
        changeStay(principal, body.id, body.version, 'EDIT', async (tx, current) => {
          const refused = changeRefusal(current);
          if (refused) throw refusalError(refused);
          const released = nightsOf(current);
          await tx.query('delete from reserved_room where reservation_id = $1', [current.id]);
          await tx.query(
            `update reservation set guest_name = $2, guest_email = $3, guest_phone = $4, check_in_date = $5,
                    check_out_date = $6, resident = $7, vat_applicable = $8, channel_id = $9, reservation_type_id = $10,
                    currency = $11, total = $12, notes = $13, guest_id = coalesce($14::int, guest_id)
              where id = $1`,
            [
              current.id,
              body.guestName,
              body.guestEmail,
              body.guestPhone,
              body.checkInDate,
              body.checkOutDate,
              body.resident,
              plan.vat,
              body.channelId,
              body.reservationTypeId ?? null,
              plan.currency,
              plan.total.toFixed(),
              body.notes,
              guestId,
            ],
          );
          await insertRooms(tx, current.id, hotelId, plan, body);
          return { change: 'UPDATED', released };
        }),
      );
      return { result: { reservation: saved }, message: NOTICES.RESERVATION_UPDATED };
    }),

    route(R.checkInReservation, async ({ params, body, principal }) => {
      const early = await holds(principal, await hotelOfReservation(params.id), 'DELETE');
      const saved = await changeStay(principal, params.id, body.version, 'EDIT', async (tx, current) => {
        const unassignedRooms = current.rooms.filter((r) => r.status === 'BOOKED' && r.roomId === null).length;
        const refused = checkInRefusal({ ...current, unassignedRooms }, await businessDate(tx, current.hotelId), {
          early,
        });
        if (refused) throw refusalError(refused);
        await setStatus(tx, current.id, 'CHECKED_IN', ', checked_in_at = now()');
        return { change: 'CHECKED_IN', released: [] };
      });
      return { result: { reservation: saved }, message: NOTICES.RESERVATION_CHECKED_IN };
    }),

    route(R.checkOutReservation, async ({ params, body, principal }) => {
      const saved = await changeStay(principal, params.id, body.version, 'EDIT', async (tx, current) => {
        const refused = checkOutRefusal(current);
        if (refused) throw refusalError(refused);
        await setStatus(tx, current.id, 'CHECKED_OUT', ', checked_out_at = now()');
        return { change: 'CHECKED_OUT', released: nightsOf(current) };
      });
      return { result: { reservation: saved }, message: NOTICES.RESERVATION_CHECKED_OUT };
    }),

    route(R.reservationCancellationFee, async ({ params, principal }) => {
      await right(principal, await hotelOfReservation(params.id), 'VIEW');
      const current = (await loadReservation(db, params.id))!;
      return {
        result: { cancellation: await previewCancellation(db, current, await businessDate(db, current.hotelId)) },
      };
    }),

    route(R.cancelReservation, async ({ params, body, principal }) => {
      const saved = await changeStay(principal, params.id, body.version, 'DELETE', async (tx, current) => {
        await cancelStay(tx, current, await businessDate(tx, current.hotelId), body);
        return { change: 'CANCELLED', released: nightsOf(current) };
      });
      return { result: { reservation: saved }, message: NOTICES.RESERVATION_CANCELLED };
    }),

    route(R.assignRoom, async ({ body, principal }) => {
      const [record] = await db.query<RoomRecord>(`${ROOM_RECORD} where id = $1`, [body.roomId]);
      if (!record) throw refuse(StatusCode.INVALID, 'NOT_FOUND', { what: 'Room' }, ['roomId']);
      const saved = await changeStay(principal, body.reservationId, body.version, 'EDIT', async (tx, current) => {
        const refused = roomChangeRefusal(current);
        if (refused) throw refusalError(refused);
        const booked = current.rooms.find(
          (r) => r.id === body.reservedRoomId && (r.status === 'BOOKED' || r.status === 'CHECKEDIN'),
        );
        if (!booked) throw notFound('Reserved room');
        if (record.hotelId !== current.hotelId) throw invalidFields([fieldRefusal('roomId', 'ROOM_OF_OTHER_HOTEL')]);
        if (record.roomTypeId !== booked.roomTypeId) {
          throw invalidFields([fieldRefusal('roomId', 'ROOM_NOT_OF_ROOM_TYPE')]);
        }
        const over = roomCapacityRefusal('room', record, booked);
        if (over) throw invalidFields([fieldRefusal('roomId', over)]);
        const today = await businessDate(tx, current.hotelId);
        // An in-house guest moving on a later day: the stay so far stays in the old room (the calendar
        // shows the split), the rest of it in the new one.
        const split = booked.status === 'CHECKEDIN' && booked.checkInDate < today && today < booked.checkOutDate;
        const from = split ? today : booked.checkInDate;
        if (outOfOrder(record, from, booked.checkOutDate)) {
          throw invalidFields([fieldRefusal('roomId', 'ROOM_OUT_OF_ORDER', { roomNo: record.roomNo })]);
        }
        const released: RoomNights[] =
          booked.roomId !== null && booked.roomNo !== null
            ? [{ roomId: booked.roomId, roomNo: booked.roomNo, from, to: booked.checkOutDate, held: false }]
            : [];
        try {
          if (split) {
            // The new row first, while the old one still says when the stay ends.
            await tx.query(
              `insert into reserved_room (reservation_id, room_id, status, hotel_id, room_type_id, stay_type_id, adults,
                                          children, child_ages, check_in_date, check_out_date, price_lines)
               select reservation_id, $2, 'CHECKEDIN', hotel_id, room_type_id, stay_type_id, adults, children, child_ages,
                      $3, check_out_date, price_lines
                 from reserved_room where id = $1`,
              [booked.id, record.id, today],
            );
            await tx.query(`update reserved_room set check_out_date = $2, status = 'CHECKEDOUT' where id = $1`, [
              booked.id,
              today,
            ]);
          } else {
            await tx.query('update reserved_room set room_id = $2 where id = $1', [booked.id, record.id]);
          }
        } catch (err) {
          if (isViolation(err, 'reserved_room_no_double_booking') || isViolation(err, 'reserved_room_in_house_key')) {
            throw roomTaken(new RoomTaken(record.roomNo, from, booked.checkOutDate, true));
          }
          throw err;
        }
        return { change: current.status === 'CHECKED_IN' ? 'ROOM_MOVED' : 'ROOMS_CHANGED', released };
      });
      return { result: { reservation: saved }, message: NOTICES.RESERVATION_ROOM_ASSIGNED };
    }),

    route(R.roomTypeChangePreview, async ({ query, principal }) => {
      await right(principal, await hotelOfReservation(query.reservationId), 'VIEW');
      const current = (await loadReservation(db, query.reservationId))!;
      const plan = await planTypeChange(db, current, query);
      return {
        result: {
          roomTypeChange: {
            reservationId: current.id,
            reservedRoomId: plan.booked.id,
            roomTypeId: plan.type.id,
            roomTypeName: plan.type.name,
            stayTypeId: plan.stayType.id,
            stayTypeName: plan.stayType.name,
            fromDate: plan.from,
            toDate: plan.booked.checkOutDate,
            nights: reservationNights(plan.from, plan.booked.checkOutDate),
            currency: current.currency,
            currentPrice: plan.currentPrice.toWire(),
            newPrice: plan.priced.total.toWire(),
            difference: plan.difference.toWire(),
            newTotal: plan.newTotal.toWire(),
            freeRooms: plan.freeRooms,
          },
        },
      };
    }),

    route(R.changeRoomType, async ({ body, principal }) => {
      const saved = await changeStay(principal, body.reservationId, body.version, 'EDIT', async (tx, current) => {
        const plan = await planTypeChange(tx, current, body);
        if (!plan.difference.equals(Money.fromWire(body.difference, current.currency))) {
          throw conflict('ROOM_TYPE_PRICE_CHANGED', { difference: `${current.currency} ${plan.difference.toFixed()}` });
        }
        const room = plan.freeRooms.find((r) => r.id === body.roomId);
        if (!room) {
          const [named] = await tx.query<{ room_no: string }>('select room_no from room where id = $1', [body.roomId]);
          if (!named) throw refuse(StatusCode.INVALID, 'NOT_FOUND', { what: 'Room' }, ['roomId']);
          // Not free (or not of the type): named like the constraint's own refusal.
          throw roomTaken(new RoomTaken(named.room_no, plan.from, plan.booked.checkOutDate, true));
        }
        const { booked, from, priced } = plan;
        const lines = JSON.stringify(
          priced.lines.map((l) => ({ date: l.date, rule: l.rule, amount: l.amount.toWire() })),
        );
        const released: RoomNights[] =
          booked.roomId !== null && booked.roomNo !== null
            ? [{ roomId: booked.roomId, roomNo: booked.roomNo, from, to: booked.checkOutDate, held: false }]
            : [];
        try {
          if (plan.split) {
            // The nights so far stay in the old room and type at their price; the rest move.
            await tx.query(
              `insert into reserved_room (reservation_id, room_id, status, hotel_id, room_type_id, stay_type_id, adults,
                                          children, child_ages, check_in_date, check_out_date, total, price_lines)
               select reservation_id, $2, 'CHECKEDIN', hotel_id, $3, $4, adults, children, child_ages,
                      $5, $6, $7, $8::jsonb
                 from reserved_room where id = $1`,
              [
                booked.id,
                room.id,
                plan.type.id,
                plan.stayType.id,
                from,
                booked.checkOutDate,
                priced.total.toFixed(),
                lines,
              ],
            );
            await tx.query(
              `update reserved_room set check_out_date = $2, status = 'CHECKEDOUT', total = $3,
                      price_lines = coalesce((select jsonb_agg(l) from jsonb_array_elements(price_lines) l
                                               where l->>'date' < $4::text), '[]'::jsonb)
                where id = $1`,
              [booked.id, from, plan.kept.toFixed(), from],
            );
          } else {
            await tx.query(
              `update reserved_room set room_id = $2, room_type_id = $3, stay_type_id = $4, total = $5,
                      price_lines = $6::jsonb
                where id = $1`,
              [booked.id, room.id, plan.type.id, plan.stayType.id, priced.total.toFixed(), lines],
            );
          }
        } catch (err) {
          if (isViolation(err, 'reserved_room_no_double_booking') || isViolation(err, 'reserved_room_in_house_key')) {
            throw roomTaken(new RoomTaken(room.roomNo, from, booked.checkOutDate, true));
          }
          throw err;
        }
        await tx.query('update reservation set total = $2 where id = $1', [current.id, plan.newTotal.toFixed()]);
        return { change: plan.split ? 'ROOM_MOVED' : 'ROOMS_CHANGED', released };
      });
      return { result: { reservation: saved }, message: NOTICES.RESERVATION_ROOM_TYPE_CHANGED };
    }),
  ];

  /**
   * A booked room moved to another room type: the nights still to come (from the business date for an
   * in-house guest, the whole stay before arrival) priced by the pricing engine in the new type and stay
   * type, against their share of what the room was booked at; and the new type's rooms free for them.
   */
  async function planTypeChange(
    q: Queryable,
    current: Reservation,
    input: { reservedRoomId: number; roomTypeId: number; stayTypeId: number },
  ) {
    const refused = roomChangeRefusal(current);
    if (refused) throw refusalError(refused);
    const booked = current.rooms.find(
      (r) => r.id === input.reservedRoomId && (r.status === 'BOOKED' || r.status === 'CHECKEDIN'),
    );
    if (!booked) throw notFound('Reserved room');
    const [type] = await q.query<{ id: number; name: string; roomNo: string; maxAdults: number; maxChildren: number }>(
      `select id, name, name as "roomNo", max_adults as "maxAdults", max_children as "maxChildren"
         from room_type where id = $1 and hotel_id = $2`,
      [input.roomTypeId, current.hotelId],
    );
    if (!type) throw refuse(StatusCode.INVALID, 'NOT_FOUND', { what: 'Room type' }, ['roomTypeId']);
    if (type.id === booked.roomTypeId) throw invalidFields([fieldRefusal('roomTypeId', 'ROOM_TYPE_UNCHANGED')]);
    const [stayType] = await q.query<{ id: number; name: string }>(
      'select id, name from stay_type where id = $1 and room_type_id = $2',
      [input.stayTypeId, type.id],
    );
    if (!stayType) throw refuse(StatusCode.INVALID, 'NOT_FOUND', { what: 'Stay type' }, ['stayTypeId']);
    const over = roomCapacityRefusal('roomType', type, booked);
    if (over) throw invalidFields([fieldRefusal('roomTypeId', over.reason, over.params)]);
    const today = await businessDate(q, current.hotelId);
    const split = booked.status === 'CHECKEDIN' && booked.checkInDate < today;
    const from = split ? today : booked.checkInDate;
    if (from >= booked.checkOutDate) throw conflict('ROOM_TYPE_CHANGE_NO_NIGHTS');
    if (current.channelId === null) throw invalidFields([fieldRefusal('channelId', 'REQUIRED_FIELD')]);
    const [one] = await priceEachRoom(q, {
      hotelId: current.hotelId,
      channelId: current.channelId,
      resident: current.resident,
      vat: current.vatApplicable,
      checkInDate: from,
      checkOutDate: booked.checkOutDate,
      bookingDate: today,
      rooms: [{ roomTypeId: type.id, stayTypeId: stayType.id, adults: booked.adults, childAges: booked.childAges }],
    });
    if (!one?.stay) throw invalidFields([one?.error ?? fieldRefusal('roomTypeId', 'REQUIRED_FIELD')]);
    const currency = current.currency;
    const bookedTotal = Money.fromWire(booked.total, currency);
    const nights = Math.max(1, reservationNights(booked.checkInDate, booked.checkOutDate));
    const moved = reservationNights(from, booked.checkOutDate);
    const [kept, currentPrice] = bookedTotal.allocate([nights - moved, moved]) as [Money, Money];
    const priced = one.stay as PricedStay<typeof currency>;
    const newPrice = Money.fromWire(priced.total.toFixed(), currency);
    const freeRooms = await q.query<{ id: number; roomNo: string }>(
      `select r.id, r.room_no as "roomNo" from room r
        where r.hotel_id = $1 and r.room_type_id = $2 and r.active
          and not (r.out_of_order_from is not null and r.out_of_order_from < $4::date and r.out_of_order_to >= $3::date)
          and not exists (select 1 from reserved_room x
                           where x.room_id = r.id and x.status in ('BOOKED', 'CHECKEDIN')
                             and daterange(x.check_in_date, x.check_out_date) && daterange($3::date, $4::date))
        order by r.room_no`,
      [current.hotelId, type.id, from, booked.checkOutDate],
    );
    return {
      booked,
      type,
      stayType,
      split,
      from,
      priced,
      kept,
      currentPrice,
      difference: newPrice.minus(currentPrice),
      newTotal: Money.fromWire(current.total, currency).minus(currentPrice).plus(newPrice),
      freeRooms,
    };
  }

  return { routes, book, planStay };
}

/** Whether a room is out of order on a night from `from` up to the morning of `to`. */
function outOfOrder(room: Pick<RoomRecord, 'outOfOrderFrom' | 'outOfOrderTo'>, from: string, to: string): boolean {
  return (
    room.outOfOrderFrom !== null && room.outOfOrderTo !== null && room.outOfOrderFrom < to && room.outOfOrderTo >= from
  );
}
