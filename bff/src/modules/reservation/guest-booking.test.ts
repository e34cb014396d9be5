// The guest's own page through GraphQL, without a token: the front desk books, the guest finds the
// booking by reference and e-mail (a wrong e-mail refused exactly like an unknown reference), sees the
// fee, and cancels it; five cancellations racing cancel it once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { startStack, type GqlResult, type Stack } from '../../test/stack.js';

const BOOKING = `refNumber status guestName hotel { name } checkInDate checkOutDate nights currency total
  cancellationFee version rooms { roomTypeName adults children } cancellation { policyName percent total fee }`;

interface GuestBooking {
  refNumber: string;
  status: string;
  version: number;
  total: number;
  cancellationFee: number | null;
  hotel: { name: string };
  rooms: { roomTypeName: string; adults: number; children: number }[];
  cancellation: { fee: number; total: number } | null;
}

describe('the guest’s booking through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let frontOffice: number;
  let hotelId: number;
  let channelId: number;
  let deluxe: { id: number; stayTypeId: number };
  let window = 400;

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    const [hotel] = await stack.upstream.db.query<{
      id: number;
      service: number;
      channel: number;
      type: number;
      stay: number;
    }>(
      `select h.id,
              (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service,
              (select c.id from channel c where c.hotel_id = h.id and c.code = 'DIR') as channel,
              t.id as type, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as stay
         from hotel h join room_type t on t.hotel_id = h.id and t.name = 'Deluxe'
        where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
    channelId = hotel!.channel;
    deluxe = { id: hotel!.type, stayTypeId: hotel!.stay };
  });
  after(() => stack.close());

  const book = async (email: string) => {
    window += 5;
    const made = await stack.gql<{ createReservation: { reservation: { id: number; refNumber: string } } }>(
      `mutation($key: String!, $input: ReservationInput!) {
         createReservation(idempotencyKey: $key, input: $input) { reservation { id refNumber } }
       }`,
      {
        key: randomUUID(),
        input: {
          hotelId,
          guestName: 'Dilani Fernando',
          guestEmail: email,
          channelId,
          resident: false,
          checkInDate: addDays(todayIn(), window),
          checkOutDate: addDays(todayIn(), window + 3),
          rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 2 }],
        },
      },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
    return made.data!.createReservation.reservation;
  };

  const find = (refNumber: string, email: string) =>
    stack.gql<{ guestBooking: GuestBooking }>(
      `query($r: String!, $e: String!) { guestBooking(refNumber: $r, email: $e) { ${BOOKING} } }`,
      { r: refNumber, e: email },
    );
  const cancel = (refNumber: string, email: string, version: number, fee: number) =>
    stack.gql<{ cancelGuestBooking: { message: string; booking: GuestBooking } }>(
      `mutation($r: String!, $e: String!, $v: Int!, $f: Money!) {
         cancelGuestBooking(refNumber: $r, email: $e, version: $v, fee: $f) { message booking { ${BOOKING} } }
       }`,
      { r: refNumber, e: email, v: version, f: fee },
    );
  const refusalOf = (r: GqlResult) => ({
    data: r.data,
    message: r.errors?.[0]?.message,
    code: r.errors?.[0]?.extensions?.code,
    reason: r.errors?.[0]?.extensions?.reason,
    params: r.errors?.[0]?.extensions?.params,
  });

  test('a wrong e-mail is refused exactly like an unknown reference; the right pair shows the booking', async () => {
    const made = await book('dilani@example.lk');
    const wrongEmail = await find(made.refNumber, 'someone@example.lk');
    const unknownRef = await find('ZZ-999999', 'dilani@example.lk');
    assert.equal(wrongEmail.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    assert.equal(wrongEmail.errors?.[0]?.extensions?.reason, 'BOOKING_NOT_FOUND');
    assert.deepEqual(refusalOf(wrongEmail), refusalOf(unknownRef));
    const found = await find(made.refNumber, 'DILANI@example.lk');
    assert.equal(found.errors, undefined, JSON.stringify(found.errors));
    const booking = found.data!.guestBooking;
    assert.equal(booking.refNumber, made.refNumber);
    assert.equal(booking.status, 'RESERVED');
    assert.equal(booking.hotel.name, 'Serendib Colombo');
    assert.deepEqual(booking.rooms, [{ roomTypeName: 'Deluxe', adults: 2, children: 0 }]);
    assert.ok(booking.cancellation);
    assert.equal(booking.cancellation.total, booking.total);
  });

  test('five cancellations in parallel: one cancels at the fee shown, the others are told it is already cancelled', async () => {
    const made = await book('dilani.f@example.lk');
    const shown = (await find(made.refNumber, 'dilani.f@example.lk')).data!.guestBooking;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        cancel(made.refNumber, 'dilani.f@example.lk', shown.version, shown.cancellation!.fee),
      ),
    );
    const won = answers.filter((a) => a.data?.cancelGuestBooking);
    assert.equal(won.length, 1, JSON.stringify(answers));
    assert.equal(won[0]!.data!.cancelGuestBooking.message, 'Reservation cancelled successfully');
    assert.equal(won[0]!.data!.cancelGuestBooking.booking.status, 'CANCELLED');
    assert.equal(won[0]!.data!.cancelGuestBooking.booking.cancellationFee, shown.cancellation!.fee);
    const lost = answers.filter((a) => a.errors).map((a) => a.errors![0]!.extensions?.reason);
    assert.deepEqual(lost, ['CANCEL_NOT_ACTIVE', 'CANCEL_NOT_ACTIVE', 'CANCEL_NOT_ACTIVE', 'CANCEL_NOT_ACTIVE']);
    const desk = await stack.gql<{ reservation: { status: string; version: number } }>(
      'query($h: Int!, $id: Int!) { reservation(hotelId: $h, id: $id) { status version } }',
      { h: hotelId, id: made.id },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.deepEqual(desk.data?.reservation, { status: 'CANCELLED', version: 2 });
  });
});
