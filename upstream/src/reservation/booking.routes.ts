// The guest's own page (/manage-reservation, core-platform §2; schema: findBooking, cancelBooking):
// no token. A booking is proven by its reference number and the e-mail it was booked with, matched
// together in one query, so an unknown reference and a wrong e-mail are the same 40400
// BOOKING_NOT_FOUND and the answer tells nobody which references exist (they are sequential).
// Every attempt is counted per client before it is checked (auth/throttle.ts); one that matches gives
// its count back, so a guest never meets the limit and a guesser does.
//
// Cancelling takes the same proof again, on the locked row: a stay already cancelled or checked in is
// refused by the domain's rule before the version is compared, so of two cancellations racing, one
// cancels and the other is told the booking is already cancelled.
import { NOTICES, cancelRefusal } from '@hotel/domain';
import { StatusCode, reservation as R } from '@hotel/schema';
import type { AppContext } from '../app-context.js';
import { bookingLookupSucceeded, clientKey, reserveBookingLookup } from '../auth/throttle.js';
import type { Queryable } from '../db/database.js';
import { conflict, refuse } from '../http/api-error.js';
import { route, type RouteBinding } from '../http/route.js';
import { ReservationLive, nightsOf } from './live.js';
import { businessDate, loadReservation, recordRevision } from './reservation-store.js';
import { cancelStay, previewCancellation, requireVersion } from './stay-changes.js';
import type { Reservation } from './types.js';

type GuestBooking = R.entities.GuestBooking;
type Proof = R.entities.BookingLookup;

const notFound = () => refuse(StatusCode.NOT_FOUND, 'BOOKING_NOT_FOUND');
const tooMany = () => refuse(StatusCode.TOO_MANY_REQUESTS, 'TOO_MANY_BOOKING_LOOKUPS');

/** The reservation the proof names, or null: reference (ignoring case) and e-mail (ignoring case) together. */
async function provenId(q: Queryable, proof: Proof): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `select id from reservation
      where upper(ref_number) = upper($1) and guest_email <> '' and lower(guest_email) = lower($2)`,
    [proof.refNumber.replace(/\s+/g, ''), proof.email],
  );
  return row?.id ?? null;
}

/** Whether the proof still names `r` (checked again on the locked row). */
const stillProven = (r: Reservation, proof: Proof): boolean =>
  r.guestEmail !== '' &&
  r.guestEmail.toLowerCase() === proof.email.toLowerCase() &&
  r.refNumber.toUpperCase() === proof.refNumber.replace(/\s+/g, '').toUpperCase();

async function toGuestBooking(q: Queryable, r: Reservation): Promise<GuestBooking> {
  const [hotel] = await q.query<GuestBooking['hotel']>(
    `select name, address, contact_number as "contactNumber", email from hotel where id = $1`,
    [r.hotelId],
  );
  const preview = cancelRefusal(r) === null ? await previewCancellation(q, r, await businessDate(q, r.hotelId)) : null;
  return {
    refNumber: r.refNumber,
    status: r.status,
    guestName: r.guestName,
    hotel: hotel!,
    checkInDate: r.checkInDate,
    checkOutDate: r.checkOutDate,
    nights: r.nights,
    currency: r.currency,
    total: r.total,
    cancellationFee: r.cancellationFee,
    version: r.version,
    // The rooms the stay books now (a moved guest's earlier room is history).
    rooms: r.rooms
      .filter((room) => room.checkInDate === r.checkInDate)
      .map((room) => ({
        roomTypeName: room.roomTypeName,
        stayTypeName: room.stayTypeName,
        adults: room.adults,
        children: room.children,
      })),
    cancellation: preview ? (({ reservationId: _id, ...rest }) => rest)(preview) : null,
  };
}

export function bookingRoutes({ db, config, publisher }: AppContext): RouteBinding[] {
  /** Counts the attempt, then finds the booking; refuses past the client's limit or without a match. */
  async function prove(proof: Proof, ip: string): Promise<number> {
    const client = clientKey(ip);
    if (!(await reserveBookingLookup(db, client, config.bookingLookup))) throw tooMany();
    const id = await provenId(db, proof);
    if (id === null) throw notFound();
    await bookingLookupSucceeded(db, client, config.bookingLookup);
    return id;
  }

  return [
    route(R.findBooking, async ({ body, ip }) => {
      const id = await prove(body, ip);
      const found = (await loadReservation(db, id))!;
      return { result: { booking: await toGuestBooking(db, found) } };
    }),

    route(R.cancelBooking, async ({ body, ip }) => {
      const id = await prove(body, ip);
      const live = new ReservationLive();
      const booking = await db.transaction(async (tx) => {
        const current = (await loadReservation(tx, id, { lock: true }))!;
        if (!stillProven(current, body)) throw notFound();
        const refused = cancelRefusal(current);
        if (refused) throw conflict(refused);
        await requireVersion(tx, current, body.version);
        await cancelStay(tx, current, await businessDate(tx, current.hotelId), {
          fee: body.fee,
          reason: 'Cancelled by the guest',
        });
        await tx.query('update reservation set version = version + 1, updated_at = now() where id = $1', [id]);
        const saved = (await loadReservation(tx, id))!;
        await recordRevision(tx, saved, null);
        live.change(saved, 'CANCELLED', nightsOf(current));
        return toGuestBooking(tx, saved);
      });
      await live.publish(publisher);
      return { result: { booking }, message: NOTICES.RESERVATION_CANCELLED };
    }),
  ];
}
