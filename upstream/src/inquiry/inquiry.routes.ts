// Inquiries (schema/src/endpoints/inquiry.ts): a quote for dates, guests and room types, validated and
// priced exactly as a booking is (the reservation area's planStay: the pricing engine, the child
// policy, the rooms' capacity), kept OPEN until it is booked or lost. INQUIRY at its level on the
// inquiry's hotel: VIEW to read, ADD to create, EDIT to convert or lose; converting books through the
// reservation's own create path, so it also needs RESERVATION at ADD.
//
// Converting twice books once: the booking's idempotency key is the inquiry's (`inquiry-{id}`), the
// reservation names its inquiry (reservation_inquiry_key, unique), and the inquiry's status changes
// only from OPEN on its locked row.
import {
  Feature,
  GUEST_NOTICES,
  Money,
  inquiryStatusOn,
  stayNights,
  type InquiryStatus,
  type Operation,
} from '@hotel/domain';
import { inquiry as I, type reservation as R } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { containsText, pageOf, type SortColumnsOf } from '../db/paging.js';
import { ApiError, conflict, invalid, invalidFields, notFound } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { requireHotelRight } from '../permission/hotel-records.js';
import { businessDate } from '../reservation/reservation-store.js';
import { stayDesk } from '../reservation/reservation.routes.js';

type Inquiry = I.entities.Inquiry;

interface InquiryRow extends Omit<Inquiry, 'status' | 'total' | 'rooms' | 'nights' | 'roomCount'> {
  storedStatus: InquiryStatus;
  total: string;
}
interface RoomRow extends Omit<I.entities.InquiryRoom, 'total'> {
  inquiryId: number;
  total: string;
}

const SELECT = `select q.id, q.hotel_id as "hotelId", q.guest_id as "guestId", q.guest_name as "guestName",
  q.guest_email as "guestEmail", q.guest_phone as "guestPhone", q.channel_id as "channelId", c.name as "channelName",
  q.resident, q.vat_applicable as "vatApplicable", to_char(q.check_in_date, 'YYYY-MM-DD') as "checkInDate",
  to_char(q.check_out_date, 'YYYY-MM-DD') as "checkOutDate", q.status as "storedStatus", q.currency,
  q.total::text as total, q.notes, q.reservation_id as "reservationId", v.ref_number as "refNumber",
  to_char(q.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;
const FROM = `from inquiry q join channel c on c.id = q.channel_id left join reservation v on v.id = q.reservation_id`;

const SORT: SortColumnsOf<typeof I.searchInquiries> = {
  id: 'q.id',
  guestName: ['lower(q.guest_name)', 'q.id'],
  checkInDate: 'q.check_in_date',
  total: 'q.total',
  createdAt: 'q.created_at',
};

/** The booked rooms an inquiry stands for: each of its lines `count` times. */
const roomsOf = (lines: readonly I.entities.InquiryRoomInput[]) =>
  lines.flatMap((l) =>
    Array.from({ length: l.count }, () => ({
      roomTypeId: l.roomTypeId,
      stayTypeId: l.stayTypeId,
      roomId: null,
      adults: l.adults,
      children: l.children,
      childAges: [...l.childAges],
    })),
  );

/** The line field a booked room's refusal belongs to (`rooms.3.adults` → the line of room 3). */
const lineField = (lines: readonly { count: number }[]) => (field: string) => {
  const m = /^rooms\.(\d+)\.(.+)$/.exec(field);
  if (!m) return field;
  let room = Number(m[1]);
  for (const [i, l] of lines.entries()) {
    if (room < l.count) return `rooms.${i}.${m[2]}`;
    room -= l.count;
  }
  return field;
};

/** A booking's refusal named in the inquiry's words: its room lines' fields. */
function renameFields(err: unknown, rename: (field: string) => string): unknown {
  if (!(err instanceof ApiError) || !err.errors?.length) return err;
  return invalidFields(err.errors.map((e) => ({ ...e, field: rename(e.field) })));
}

export function inquiryRoutes(ctx: AppContext): RouteBinding[] {
  const { db } = ctx;
  const desk = stayDesk(ctx);
  const right = (principal: Principal, hotelId: number, operation: Operation) =>
    requireHotelRight(db, principal, hotelId, Feature.INQUIRY, operation);

  const hotelOfInquiry = async (id: number): Promise<number> => {
    const [row] = await db.query<{ hotel_id: number }>('select hotel_id from inquiry where id = $1', [id]);
    if (!row) throw notFound('Inquiry');
    return row.hotel_id;
  };

  async function withRooms(q: Queryable, rows: InquiryRow[]): Promise<Inquiry[]> {
    const rooms = await q.query<RoomRow>(
      `select r.inquiry_id as "inquiryId", r.room_type_id as "roomTypeId", t.name as "roomTypeName",
              r.stay_type_id as "stayTypeId", s.name as "stayTypeName", r.count, r.adults, r.children,
              r.child_ages as "childAges", r.total::text as total
         from inquiry_room r join room_type t on t.id = r.room_type_id join stay_type s on s.id = r.stay_type_id
        where r.inquiry_id = any($1::int[]) order by r.inquiry_id, r.position`,
      [rows.map((r) => r.id)],
    );
    // One hotel's rows (a search or one inquiry): its business date decides which have expired.
    const today = rows[0] ? await businessDate(q, rows[0].hotelId) : '';
    return rows.map(({ storedStatus, total, ...r }) => {
      const own = rooms
        .filter((x) => x.inquiryId === r.id)
        .map(({ inquiryId: _id, total: t, ...x }) => ({ ...x, total: Number(t) }));
      return {
        ...r,
        status: inquiryStatusOn(storedStatus, r.checkInDate, today),
        nights: stayNights(r.checkInDate, r.checkOutDate),
        total: Number(total),
        roomCount: own.reduce((n, x) => n + x.count, 0),
        rooms: own,
      };
    });
  }

  async function load(q: Queryable, id: number): Promise<Inquiry> {
    const rows = await q.query<InquiryRow>(`${SELECT} ${FROM} where q.id = $1`, [id]);
    const [found] = await withRooms(q, rows);
    if (!found) throw notFound('Inquiry');
    return found;
  }

  /** The reservation an inquiry books: its guest, stay and rooms, under the inquiry's own key. */
  const bookingOf = (i: Inquiry): R.entities.ReservationInput => ({
    hotelId: i.hotelId,
    idempotencyKey: `inquiry-${i.id}`,
    guestName: i.guestName,
    guestEmail: i.guestEmail,
    guestPhone: i.guestPhone,
    channelId: i.channelId,
    reservationTypeId: null,
    resident: i.resident,
    vatApplicable: i.vatApplicable,
    checkInDate: i.checkInDate,
    checkOutDate: i.checkOutDate,
    rooms: roomsOf(i.rooms),
    notes: i.notes,
  });

  return [
    route(I.createInquiry, async ({ body, principal }) => {
      await right(principal, body.hotelId, 'ADD');
      if (body.guestId) {
        const [g] = await db.query<{ hotel_id: number }>('select hotel_id from guest where id = $1', [body.guestId]);
        if (!g || g.hotel_id !== body.hotelId) throw invalid('guestId', 'NOT_FOUND', { what: 'Guest' });
      }
      const stay = { ...body, reservationTypeId: null, rooms: roomsOf(body.rooms) };
      const plan = await desk.planStay(body.hotelId, stay, { allowPast: false }).catch((err: unknown) => {
        throw renameFields(err, lineField(body.rooms));
      });
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `insert into inquiry (hotel_id, guest_id, guest_name, guest_email, guest_phone, channel_id, resident,
                                vat_applicable, check_in_date, check_out_date, currency, total, notes, created_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
          [
            body.hotelId,
            body.guestId ?? null,
            body.guestName,
            body.guestEmail,
            body.guestPhone,
            body.channelId,
            body.resident,
            plan.vat,
            body.checkInDate,
            body.checkOutDate,
            plan.currency,
            plan.total.toFixed(),
            body.notes,
            principal.userId,
          ],
        );
        let room = 0;
        for (const [position, line] of body.rooms.entries()) {
          const priced = plan.rooms.slice(room, room + line.count).map((r) => r.priced.total);
          room += line.count;
          await tx.query(
            `insert into inquiry_room (inquiry_id, position, hotel_id, room_type_id, stay_type_id, count, adults,
                                       children, child_ages, total)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9::int[], $10)`,
            [
              row!.id,
              position,
              body.hotelId,
              line.roomTypeId,
              line.stayTypeId,
              line.count,
              line.adults,
              line.children,
              line.childAges,
              Money.sum(priced, plan.currency).toFixed(),
            ],
          );
        }
        return row!.id;
      });
      return { result: { inquiry: await load(db, id) }, message: GUEST_NOTICES.INQUIRY_CREATED };
    }),

    route(I.inquiryById, async ({ params, principal }) => {
      await right(principal, await hotelOfInquiry(params.id), 'VIEW');
      return { result: { inquiry: await load(db, params.id) } };
    }),

    route(I.searchInquiries, async ({ query, principal }) => {
      await right(principal, query.hotelId, 'VIEW');
      // EXPIRED is shown, not stored: an open inquiry whose arrival date passed.
      const wanted = query.statuses ?? null;
      const today = await businessDate(db, query.hotelId);
      const { rows, pagination } = await pageOf<InquiryRow>(db, {
        select: SELECT,
        from: `${FROM} where q.hotel_id = $1 and ($2::text is null or q.guest_name ilike $2 escape '\\')
                 and ($3::text[] is null
                      or (q.status = any($3::text[]) and not (q.status = 'OPEN' and q.check_in_date < $4::date))
                      or ('EXPIRED' = any($3::text[]) and q.status = 'OPEN' and q.check_in_date < $4::date))`,
        params: [query.hotelId, containsText(query.guestName), wanted, today],
        sort: SORT,
        id: 'q.id',
        query,
      });
      return { result: { inquiry: await withRooms(db, rows) }, pagination };
    }),

    route(I.convertInquiry, async ({ params, principal }) => {
      await right(principal, await hotelOfInquiry(params.id), 'EDIT');
      const current = await load(db, params.id);
      if (current.status !== 'OPEN' && current.status !== 'CONVERTED') {
        throw conflict('INQUIRY_NOT_OPEN', { status: current.status });
      }
      // Booked (or answered again, for the second of two clicks) through the reservation's own path.
      const reservation = await desk.book(principal, bookingOf(current), {
        guestId: current.guestId,
        inquiryId: current.id,
      });
      await db.query(
        `update inquiry set status = 'CONVERTED', reservation_id = $2, updated_at = now()
          where id = $1 and status = 'OPEN'`,
        [current.id, reservation.id],
      );
      return {
        result: { inquiry: await load(db, current.id), reservation },
        message: GUEST_NOTICES.INQUIRY_CONVERTED,
      };
    }),

    route(I.loseInquiry, async ({ params, principal }) => {
      await right(principal, await hotelOfInquiry(params.id), 'EDIT');
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ status: InquiryStatus; check_in_date: string; hotel_id: number }>(
          `select status, to_char(check_in_date, 'YYYY-MM-DD') as check_in_date, hotel_id from inquiry
            where id = $1 for update`,
          [params.id],
        );
        const status = inquiryStatusOn(row!.status, row!.check_in_date, await businessDate(tx, row!.hotel_id));
        if (status !== 'OPEN') throw conflict('INQUIRY_NOT_OPEN', { status });
        await tx.query(`update inquiry set status = 'LOST', updated_at = now() where id = $1`, [params.id]);
      });
      return { result: { inquiry: await load(db, params.id) }, message: GUEST_NOTICES.INQUIRY_LOST };
    }),
  ];
}
