// The guest's own page over HTTP (findBooking, cancelBooking; no token): a booking found only by its
// reference number and e-mail together, an unknown reference and a wrong e-mail refused alike, lookups
// limited per client (fired in parallel and counted), and a cancellation under the policy that takes
// the same proof, charges the fee shown, refuses a checked-in stay, and happens once however many
// requests race. The limit is set low here so the races stay small; the default is in config.ts.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { reservation as R } from '@hotel/schema';
import { loadEstate } from '../test/fixtures.js';
import { caller } from '../test/calls.js';
import { at, lastAuditId, startTestUpstream, type ApiResponse, type TestUpstream } from '../test/harness.js';

type Reservation = R.entities.Reservation;
type GuestBooking = R.entities.GuestBooking;

const LIMIT = 5;
let up: TestUpstream;
let admin: string;
let hotelId: number;
let channelId: number;
let deluxe: { id: number; stayTypeId: number };
let api: ReturnType<typeof caller>;
let nextAddress = 0;
/** A client address no other test uses. */
const newClient = () => `198.51.100.${++nextAddress}`;
const today = todayIn();
let window = 300;

before(async () => {
  up = await startTestUpstream({ BOOKING_LOOKUP_FAILURES_PER_CLIENT: String(LIMIT) });
  const estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
  channelId = (
    await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [hotelId])
  )[0]!.id;
  const [row] = await up.db.query<{ id: number; stay_type_id: number }>(
    `select t.id, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as stay_type_id
       from room_type t where t.hotel_id = $1 and t.name = 'Deluxe'`,
    [hotelId],
  );
  deluxe = { id: row!.id, stayTypeId: row!.stay_type_id };
});
after(() => up.close());

/** A booking by the desk; `tonight` for one the guest can check in to today. */
async function book(opts: { tonight?: boolean; email?: string } = {}): Promise<Reservation> {
  window += 5;
  const from = opts.tonight ? 0 : window;
  const { reservation } = await api.ok<{ reservation: Reservation }>(R.createReservation, {
    token: admin,
    body: {
      hotelId,
      idempotencyKey: randomUUID(),
      guestName: 'Ayesha Perera',
      guestEmail: opts.email ?? 'Ayesha.Perera@example.lk',
      guestPhone: '0771234567',
      channelId,
      resident: true,
      checkInDate: addDays(today, from),
      checkOutDate: addDays(today, from + 2),
      rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 2, children: 1, childAges: [6] }],
      notes: 'Allergic to nuts',
    },
  });
  return reservation;
}

const find = (refNumber: string, email: string, from: string) =>
  up.api('POST', at(R.findBooking), { body: { refNumber, email }, forwardedFor: from });
const cancel = (body: Record<string, unknown>, from: string) =>
  up.api('PUT', at(R.cancelBooking), { body, forwardedFor: from });
const bookingOf = (res: ApiResponse): GuestBooking => {
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return (res.json.result as { booking: GuestBooking }).booking;
};
/** How many answers had each envelope reason (or 'OK'). */
const tally = (answers: ApiResponse[]) => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.status === 200 ? 'OK' : (a.json?.reason as string);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};
/** What a refusal says, without what differs per request. */
const refusalOf = (res: ApiResponse) => ({
  status: res.status,
  statusCode: res.json.statusCode as unknown,
  reason: res.json.reason as unknown,
  message: res.json.message as unknown,
  params: res.json.params as unknown,
  errors: res.json.errors as unknown,
  result: res.json.result as unknown,
});

describe('finding a booking', () => {
  test('finds it by reference and e-mail (either in any case), without a token, showing only the guest’s view', async () => {
    const made = await book();
    const booking = bookingOf(await find(made.refNumber.toLowerCase(), 'ayesha.perera@EXAMPLE.lk', newClient()));
    assert.equal(booking.refNumber, made.refNumber);
    assert.equal(booking.status, 'RESERVED');
    assert.equal(booking.guestName, 'Ayesha Perera');
    assert.equal(booking.checkInDate, made.checkInDate);
    assert.equal(booking.nights, 2);
    assert.equal(booking.total, made.total);
    assert.equal(booking.version, 1);
    assert.ok(booking.hotel.name.length > 0);
    assert.deepEqual(booking.rooms, [
      { roomTypeName: 'Deluxe', stayTypeName: made.rooms[0]!.stayTypeName, adults: 2, children: 1 },
    ]);
    assert.ok(booking.cancellation, 'a reserved stay shows what cancelling costs');
    assert.equal(booking.cancellation.total, made.total);
    const text = JSON.stringify(booking);
    for (const kept of ['Allergic', '0771234567', '"id"', 'roomNo', 'channel']) {
      assert.ok(!text.includes(kept), `the guest's view leaves out ${kept}`);
    }
  });

  test('a wrong e-mail is refused exactly like an unknown reference, and both are counted', async () => {
    const made = await book();
    const from = newClient();
    const wrongEmail = await find(made.refNumber, 'someone.else@example.lk', from);
    const unknownRef = await find('ZZ-999999', 'ayesha.perera@example.lk', from);
    const neither = await find('ZZ-999998', 'someone.else@example.lk', from);
    assert.equal(wrongEmail.status, 404);
    assert.equal(wrongEmail.json.reason, 'BOOKING_NOT_FOUND');
    assert.deepEqual(refusalOf(wrongEmail), refusalOf(unknownRef));
    assert.deepEqual(refusalOf(wrongEmail), refusalOf(neither));
    const [count] = await up.db.query<{ count: number }>(
      "select count from auth_throttle where bucket = 'booking-lookup:client' and key = $1",
      [from],
    );
    assert.equal(count?.count, 3);
  });

  test('a reference or e-mail left out is refused naming the field', async () => {
    const none = await up.api('POST', at(R.findBooking), { body: { refNumber: ' ', email: 'not-an-email' } });
    assert.equal(none.status, 400);
    const fields = (none.json.errors as { field: string }[]).map((e) => e.field).sort();
    assert.deepEqual(fields, ['email', 'refNumber']);
  });

  test(`${LIMIT} misses per client: parallel guesses meet the limit exactly, other clients and right answers go on`, async () => {
    const made = await book();
    const guesser = newClient();
    const answers = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) => find(`ZZ-${String(i).padStart(6, '0')}`, 'x@example.lk', guesser)),
    );
    assert.deepEqual(tally(answers), { BOOKING_NOT_FOUND: LIMIT, TOO_MANY_BOOKING_LOOKUPS: LIMIT * 2 });
    const refused = await find(made.refNumber, 'ayesha.perera@example.lk', guesser);
    assert.equal(refused.status, 429);
    assert.equal(refused.json.reason, 'TOO_MANY_BOOKING_LOOKUPS');
    // A guest who finds the booking gives each look back: they never meet the limit.
    const guest = newClient();
    for (let i = 0; i < LIMIT * 2; i++) bookingOf(await find(made.refNumber, 'ayesha.perera@example.lk', guest));
  });
});

describe('cancelling a booking', () => {
  test("charges the policy's fee the guest confirmed, with the same proof; frees the stay", async () => {
    const made = await book();
    const from = newClient();
    const shown = bookingOf(await find(made.refNumber, 'ayesha.perera@example.lk', from));
    const fee = shown.cancellation!.fee;
    const proof = { refNumber: made.refNumber, email: 'ayesha.perera@example.lk', version: 1, fee };
    const mark = await lastAuditId(up.db);
    const wrongEmail = await cancel({ ...proof, email: 'someone.else@example.lk' }, from);
    const unknownRef = await cancel({ ...proof, refNumber: 'ZZ-999999' }, from);
    assert.deepEqual(refusalOf(wrongEmail), refusalOf(unknownRef));
    assert.equal(wrongEmail.json.reason, 'BOOKING_NOT_FOUND');
    const wrongFee = await cancel({ ...proof, fee: fee + 1 }, from);
    assert.equal(wrongFee.status, 409);
    assert.equal(wrongFee.json.reason, 'CANCELLATION_FEE_CHANGED');
    const stale = await cancel({ ...proof, version: 7 }, from);
    assert.equal(stale.status, 409);
    assert.equal(stale.json.reason, 'RESERVATION_CHANGED');
    assert.equal(await lastAuditId(up.db), mark, 'refused cancellations wrote nothing');
    const done = await cancel(proof, from);
    assert.equal(done.json.message, 'Reservation cancelled successfully');
    const cancelled = bookingOf(done);
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.cancellationFee, fee);
    assert.equal(cancelled.version, 2);
    assert.equal(cancelled.cancellation, null);
    const { reservation } = await api.ok<{ reservation: Reservation }>(R.reservationById, {
      token: admin,
      params: { id: made.id },
    });
    assert.equal(reservation.status, 'CANCELLED');
    assert.ok(reservation.rooms.every((r) => r.status === 'CANCELLED'));
  });

  test('ten cancellations in parallel: one cancels, the others are told it is already cancelled', async () => {
    const made = await book();
    const shown = bookingOf(await find(made.refNumber, 'ayesha.perera@example.lk', newClient()));
    const proof = {
      refNumber: made.refNumber,
      email: 'ayesha.perera@example.lk',
      version: shown.version,
      fee: shown.cancellation!.fee,
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(proof, newClient())));
    assert.deepEqual(tally(answers), { OK: 1, CANCEL_NOT_ACTIVE: 9 });
    const [row] = await up.db.query<{ version: number; revisions: number }>(
      `select version, (select count(*)::int from reservation_revision r where r.reservation_id = v.id) as revisions
         from reservation v where id = $1`,
      [made.id],
    );
    assert.deepEqual(row, { version: 2, revisions: 2 });
  });

  test('a checked-in stay cannot be cancelled by its guest, and shows no fee to confirm', async () => {
    const made = await book({ tonight: true });
    await api.ok(R.checkInReservation, { token: admin, params: { id: made.id }, body: { version: 1 } });
    const from = newClient();
    const shown = bookingOf(await find(made.refNumber, 'ayesha.perera@example.lk', from));
    assert.equal(shown.status, 'CHECKED_IN');
    assert.equal(shown.cancellation, null);
    const refused = await cancel(
      { refNumber: made.refNumber, email: 'ayesha.perera@example.lk', version: 2, fee: 0 },
      from,
    );
    assert.equal(refused.status, 409);
    assert.equal(refused.json.reason, 'CANCEL_CHECKED_IN');
  });
});
