// Inquiries over HTTP: a quote priced by the reservations' pricing engine (the same total a booking
// of the same stay gets), refusals naming the line's field with nothing written, the paged list with
// its statuses, conversion to a reservation that links back — ten conversions fired at once book
// exactly one — losing an inquiry, and INQUIRY at READ and WRITE.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { inquiry as I, reservation as R } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ, WRITE } from '../test/calls.js';

type Inquiry = I.entities.Inquiry;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
let channelId: number;
let suite: { roomTypeId: number; stayTypeId: number };

const today = todayIn();
let window = 200;
const nextDates = (nights = 2) => {
  window += 10;
  return { checkInDate: addDays(today, window), checkOutDate: addDays(today, window + nights) };
};

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  hotelId = estate.colomboId;
  channelId = (
    await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [hotelId])
  )[0]!.id;
  const [row] = await up.db.query<{ id: number; stay_type_id: number }>(
    `select t.id, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as stay_type_id
       from room_type t where t.hotel_id = $1 and t.name = 'Suite'`,
    [hotelId],
  );
  suite = { roomTypeId: row!.id, stayTypeId: row!.stay_type_id };
});
after(() => up.close());

const quote = (over: Record<string, unknown> = {}) => ({
  hotelId,
  guestName: 'Kamal Perera',
  guestEmail: 'kamal@example.lk',
  channelId,
  resident: true,
  ...nextDates(),
  rooms: [{ ...suite, count: 2, adults: 2 }],
  ...over,
});
const ask = async (over: Record<string, unknown> = {}, token = estate.admin) =>
  (await api.ok<{ inquiry: Inquiry }>(I.createInquiry, { token, body: quote(over) })).inquiry;

describe('an inquiry', () => {
  test('is priced by the pricing engine exactly as a booking of the same stay, and kept OPEN', async () => {
    const body = quote();
    const made = (await api.ok<{ inquiry: Inquiry }>(I.createInquiry, { token: estate.admin, body })).inquiry;
    assert.equal(made.status, 'OPEN');
    assert.equal(made.roomCount, 2);
    assert.equal(made.nights, 2);
    assert.equal(made.currency, 'LKR');
    assert.ok(made.total > 0);
    assert.equal(made.rooms[0]!.roomTypeName, 'Suite');
    assert.equal(made.rooms[0]!.total, made.total);
    // The same stay booked directly costs the same.
    const booked = (
      await api.ok<{ reservation: { total: number; id: number } }>(R.createReservation, {
        token: estate.admin,
        body: {
          hotelId,
          idempotencyKey: randomUUID(),
          guestName: 'Same Stay',
          channelId,
          resident: true,
          checkInDate: body.checkInDate,
          checkOutDate: body.checkOutDate,
          rooms: [
            { ...suite, adults: 2 },
            { ...suite, adults: 2 },
          ],
        },
      })
    ).reservation;
    assert.equal(booked.total, made.total);
  });

  test('refuses bad input naming the field, writing nothing', async () => {
    const dates = nextDates();
    await api.refused(
      I.createInquiry,
      { token: estate.admin, body: quote({ checkInDate: dates.checkOutDate, checkOutDate: dates.checkInDate }) },
      { status: 400, field: 'checkOutDate' },
    );
    await api.refused(
      I.createInquiry,
      { token: estate.admin, body: quote({ rooms: [] }) },
      {
        status: 400,
        reason: 'ROOMS_REQUIRED',
        field: 'rooms',
      },
    );
    await api.refused(
      I.createInquiry,
      { token: estate.admin, body: quote({ rooms: [{ ...suite, count: 21, adults: 1 }] }) },
      { status: 400, reason: 'INQUIRY_ROOM_COUNT', field: 'rooms.0.count' },
    );
    await api.refused(
      I.createInquiry,
      { token: estate.admin, body: quote({ rooms: [{ ...suite, count: 1, adults: 2, children: 1 }] }) },
      { status: 400, field: 'rooms.0.childAges' },
    );
  });

  test('is listed newest first, filtered by status', async () => {
    const made = await ask({ guestName: 'Listed Guest' });
    const res = await api.send(I.searchInquiries, {
      token: estate.admin,
      query: { hotelId, guestName: 'listed', statuses: 'OPEN' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.json.result.inquiry[0].id, made.id);
    const none = await api.send(I.searchInquiries, {
      token: estate.admin,
      query: { hotelId, guestName: 'listed', statuses: 'CONVERTED' },
    });
    assert.equal(none.json.result.inquiry.length, 0);
  });
});

describe('converting an inquiry', () => {
  test('books it as a reservation that links back; ten conversions at once book exactly one', async () => {
    const made = await ask();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.send(I.convertInquiry, { token: estate.admin, params: { id: made.id } })),
    );
    for (const a of answers) assert.equal(a.status, 200, JSON.stringify(a.json));
    const ids = new Set(answers.map((a) => a.json.result.reservation.id as number));
    assert.equal(ids.size, 1);
    const [rows] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from reservation where inquiry_id = $1',
      [made.id],
    );
    assert.equal(rows!.n, 1);
    const converted = (
      await api.ok<{ inquiry: Inquiry }>(I.inquiryById, { token: estate.admin, params: { id: made.id } })
    ).inquiry;
    assert.equal(converted.status, 'CONVERTED');
    assert.equal(converted.reservationId, [...ids][0]);
    assert.match(converted.refNumber ?? '', /^[A-Z]+-\d{6}$/);
    const reservation = answers[0]!.json.result.reservation;
    assert.equal(reservation.rooms.length, 2);
    assert.equal(reservation.total, made.total);
    assert.equal(reservation.guestName, made.guestName);
  });

  test('a lost inquiry cannot be converted or lost again', async () => {
    const made = await ask();
    const lost = (await api.ok<{ inquiry: Inquiry }>(I.loseInquiry, { token: estate.admin, params: { id: made.id } }))
      .inquiry;
    assert.equal(lost.status, 'LOST');
    await api.refused(
      I.convertInquiry,
      { token: estate.admin, params: { id: made.id } },
      {
        status: 409,
        reason: 'INQUIRY_NOT_OPEN',
      },
    );
    await api.refused(
      I.loseInquiry,
      { token: estate.admin, params: { id: made.id } },
      {
        status: 409,
        reason: 'INQUIRY_NOT_OPEN',
      },
    );
  });
});

describe('INQUIRY rights', () => {
  test('READ lists but cannot quote; WRITE quotes; converting also needs RESERVATION at ADD', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { INQUIRY: READ });
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { INQUIRY: WRITE });
    const booker = await staffWith(up, estate, estate.colombo.HOTEL, { INQUIRY: WRITE, RESERVATION: WRITE });
    await api.ok(I.searchInquiries, { token: reader.token, query: { hotelId } });
    await api.refused(I.createInquiry, { token: reader.token, body: quote() }, { status: 403 });
    const made = await ask({}, writer.token);
    await api.refused(I.convertInquiry, { token: writer.token, params: { id: made.id } }, { status: 403 });
    await api.ok(I.convertInquiry, { token: booker.token, params: { id: made.id } });
  });
});
