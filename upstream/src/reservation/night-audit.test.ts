// The night audit over HTTP: closing the hotel's business date marks the no-shows (cancelled with the
// no-show fee), expires the unpaid stays past their payment deadline, posts each in-house night to the
// stay's account once, moves the business date by a day and records the run; five runs fired in
// parallel give one run, a second run of the closed date changes nothing, a date not begun or already
// closed is refused. The scheduler runs a hotel's audit once its hour came, once. The stay's account
// also holds the restaurant's room bills, found through reserved-room/search-by-room.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Money, addDays, todayIn } from '@hotel/domain';
import { reservation as R, reservationTopic, restaurant, type reservationEntities } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ, WRITE } from '../test/calls.js';
import { findInHouseRoom, postRoomCharge } from '../front-office/reserved-rooms.js';
import type { TopicPublisher } from '../stomp/publisher.js';
import { LiveClient } from '../test/live-client.js';
import { runDueAudits } from './night-audit.js';

type Reservation = R.entities.Reservation;
type NightAudit = R.entities.NightAudit;
type StayCharge = R.entities.StayCharge;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;
let channelId: number;
/** A room's id, its type and the type's bed-and-breakfast stay type, by room number. */
const rooms: Record<string, { roomId: number; roomTypeId: number; stayTypeId: number }> = {};

const today = todayIn();

const quiet: TopicPublisher = { publish: async () => {}, connected: () => true, close: async () => {} };

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
  channelId = (
    await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [hotelId])
  )[0]!.id;
  for (const r of await up.db.query<{ id: number; room_no: string; room_type_id: number; stay_type_id: number }>(
    `select r.id, r.room_no, r.room_type_id,
            (select s.id from stay_type s where s.room_type_id = r.room_type_id and s.meal_plan = 'BB') as stay_type_id
       from room r where r.hotel_id = $1`,
    [hotelId],
  )) {
    rooms[r.room_no] = { roomId: r.id, roomTypeId: r.room_type_id, stayTypeId: r.stay_type_id };
  }
});
after(() => up.close());

const book = async (roomNo: string, checkInDate: string, checkOutDate: string): Promise<Reservation> =>
  (
    await api.ok<{ reservation: Reservation }>(R.createReservation, {
      token: admin,
      body: {
        hotelId,
        idempotencyKey: randomUUID(),
        guestName: 'Nimal Silva',
        guestEmail: 'nimal@example.lk',
        guestPhone: '0771234567',
        channelId,
        resident: true,
        checkInDate,
        checkOutDate,
        rooms: [{ ...rooms[roomNo]!, adults: 2 }],
      },
    })
  ).reservation;

const statusOf = async (id: number) =>
  (await up.db.query<{ status: string }>('select status from reservation where id = $1', [id]))[0]!.status;
const businessDate = async () =>
  (await api.ok<{ businessDay: R.entities.BusinessDay }>(R.businessDayOfHotel, { token: admin, query: { hotelId } }))
    .businessDay;
const charges = async (id: number) =>
  (await api.ok<{ charges: StayCharge[] }>(R.stayCharges, { token: admin, params: { id } })).charges;

describe('the night audit', () => {
  let inHouse: Reservation;
  let noShow: Reservation;
  let unpaid: Reservation;
  let stillDue: Reservation;
  let first: NightAudit;

  test("a hotel's business date starts at today, its audit at 03:00", async () => {
    const day = await businessDate();
    assert.equal(day.businessDate, today);
    assert.equal(day.auditHour, 3);
    assert.equal(day.today, today);
  });

  test('closes the business date once, whatever number of runs are fired at it in parallel', async () => {
    // Rooms 410 and 406 are kept free from today on by the demo (DEMO_WALK_IN_ROOMS).
    inHouse = await book('410', today, addDays(today, 2));
    inHouse = (
      await api.ok<{ reservation: Reservation }>(R.checkInReservation, {
        token: admin,
        params: { id: inHouse.id },
        body: { version: 1 },
      })
    ).reservation;
    noShow = await book('406', today, addDays(today, 1));
    unpaid = await book('406', addDays(today, 200), addDays(today, 202));
    stillDue = await book('406', addDays(today, 210), addDays(today, 212));
    await up.db.query(
      `update reservation set status = 'NOT_PAID', payment_due_at = now() - interval '1 hour' where id = $1`,
      [unpaid.id],
    );
    await up.db.query(`update reservation set status = 'NOT_PAID' where id = $1`, [stillDue.id]);

    const live = await LiveClient.connect(up);
    const inbox = await live.watch(reservationTopic(hotelId));
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.send(R.runNightAudit, { token: admin, body: { hotelId, businessDate: today } }),
      ),
    );
    for (const res of runs) assert.equal(res.status, 200, JSON.stringify(res.json));
    const ids = new Set(runs.map((r) => (r.json.result.nightAudit as NightAudit).id));
    assert.equal(ids.size, 1, 'every caller is answered the one run');
    first = runs[0]!.json.result.nightAudit as NightAudit;
    assert.equal(first.businessDate, today);
    assert.equal(first.trigger, 'MANUAL');
    assert.ok(first.runBy);
    assert.ok(first.finishedAt);
    assert.ok(first.noShows >= 1);
    assert.ok(first.expired >= 1);
    assert.ok(first.nightsPosted >= 1);
    const [n] = await up.db.query<{ n: number }>('select count(*)::int as n from night_audit where hotel_id = $1', [
      hotelId,
    ]);
    assert.equal(n!.n, 1);
    assert.equal((await businessDate()).businessDate, addDays(today, 1));
    // The calendars hear of the no-show and the expiry, with the nights they gave back.
    try {
      type Message = reservationEntities.ReservationChangeMessage;
      const of = (id: number, change: string) => (m: unknown) =>
        (m as Message).reservationId === id && (m as Message).change === change;
      const gone = (await inbox.find(of(noShow.id, 'NO_SHOW'))) as Message;
      assert.deepEqual([gone.status, gone.rooms.map((r) => [r.roomNo, r.held])], ['CANCELLED', [['406', false]]]);
      const expired = (await inbox.find(of(unpaid.id, 'EXPIRED'))) as Message;
      assert.equal(expired.status, 'EXPIRED');
    } finally {
      await live.close();
    }
  });

  test("posts the in-house stay's night at its stored price with its share of the taxes, once", async () => {
    const posted = await charges(inHouse.id);
    assert.equal(posted.length, 1);
    const night = posted[0]!;
    assert.equal(night.kind, 'ROOM_NIGHT');
    assert.equal(night.businessDate, today);
    assert.equal(night.roomNo, '410');
    assert.equal(night.sourceReference, first.id);
    const [room] = await up.db.query<{ total: string; price_lines: { date: string; amount: number }[] }>(
      'select total, price_lines from reserved_room where reservation_id = $1',
      [inHouse.id],
    );
    // The room's total includes its taxes, its price lines are the nights before tax: the night is the
    // total shared by the lines, so the nights of the stay add up to what the guest was quoted.
    const index = room!.price_lines.findIndex((l) => l.date === today);
    const shares = Money.fromWire(room!.total, 'LKR').allocate(room!.price_lines.map((l) => l.amount));
    assert.ok(Money.fromWire(night.amount, 'LKR').equals(shares[index]!));
    assert.ok(Money.sum(shares, 'LKR').equals(Money.fromWire(room!.total, 'LKR')));
    const beforeTax = Money.fromWire(room!.price_lines[index]!.amount, 'LKR');
    assert.ok(!Money.fromWire(night.amount, 'LKR').minus(beforeTax).isNegative(), 'the night carries its taxes');
    assert.equal(await statusOf(inHouse.id), 'CHECKED_IN');
  });

  test('cancels the no-show with the no-show fee and expires the unpaid stay past its deadline', async () => {
    assert.equal(await statusOf(noShow.id), 'CANCELLED');
    const [cancelled] = await up.db.query<{ reason: string; version: number; room: string }>(
      `select v.cancellation_reason as reason, v.version, rr.status as room
         from reservation v join reserved_room rr on rr.reservation_id = v.id where v.id = $1`,
      [noShow.id],
    );
    assert.deepEqual(cancelled, { reason: 'NO_SHOW', version: 2, room: 'CANCELLED' });
    // The desk reads why: the reservation carries the audit's reason.
    const read = await api.ok<{ reservation: Reservation }>(R.reservationById, {
      token: admin,
      params: { id: noShow.id },
    });
    assert.equal(read.reservation.cancellationReason, 'NO_SHOW');
    assert.equal(await statusOf(unpaid.id), 'EXPIRED');
    assert.equal(await statusOf(stillDue.id), 'NOT_PAID', 'a stay within its payment deadline waits');
    // The expired stay's nights are free again: another booking takes them.
    await book('406', addDays(today, 200), addDays(today, 202));
  });

  test('a second run of the closed date answers the first and changes nothing', async () => {
    const before = [await countRows(up, 'room_charge'), await countRows(up, 'night_audit')];
    const again = await api.ok<{ nightAudit: NightAudit }>(R.runNightAudit, {
      token: admin,
      body: { hotelId, businessDate: today },
    });
    // The run as the first callers were answered; the one that ran it kept the journal's self-check on
    // it after its commit, so a caller answered meanwhile may not have seen that yet.
    const { selfCheck, ...run } = again.nightAudit;
    const { selfCheck: _answeredEarly, ...firstRun } = first;
    assert.deepEqual(run, firstRun);
    assert.equal(selfCheck?.ok, true, 'the night’s self-check is kept on the run');
    assert.deepEqual([await countRows(up, 'room_charge'), await countRows(up, 'night_audit')], before);
    assert.equal((await businessDate()).businessDate, addDays(today, 1));
  });

  test('refuses a business date not begun yet, and one closed without a run', async () => {
    await api.refused(
      R.runNightAudit,
      { token: admin, body: { hotelId, businessDate: addDays(today, 1) } },
      { status: 409, reason: 'NIGHT_AUDIT_TOO_EARLY', params: { date: addDays(today, 1) } },
    );
    await api.refused(
      R.runNightAudit,
      { token: admin, body: { hotelId, businessDate: addDays(today, -3) } },
      { status: 409, reason: 'NIGHT_AUDIT_DATE_CLOSED', params: { date: addDays(today, 1) } },
    );
    await api.refused(
      R.runNightAudit,
      { token: admin, body: { hotelId, businessDate: 'tomorrow' } },
      { status: 400, field: 'businessDate' },
    );
  });

  test('the scheduler runs a due audit once, at the hotel’s hour', async () => {
    const tomorrow = addDays(today, 1);
    // Before the hour of the day after the business date: not due.
    const early = new Date(`${addDays(tomorrow, 1)}T02:00:00+05:30`);
    assert.equal(await runDueAudits(up.db, quiet, early), 0);
    const due = new Date(`${addDays(tomorrow, 1)}T03:05:00+05:30`);
    const ran = await Promise.all([runDueAudits(up.db, quiet, due), runDueAudits(up.db, quiet, due)]);
    assert.ok(ran.reduce((a, b) => a + b, 0) >= 1, 'the due hotels ran, each once across both calls');
    const [colombo] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from night_audit where hotel_id = $1 and business_date = $2::date',
      [hotelId, tomorrow],
    );
    assert.equal(colombo!.n, 1);
    assert.equal((await businessDate()).businessDate, addDays(today, 2));
    const posted = await charges(inHouse.id);
    assert.deepEqual(
      posted.map((c) => c.businessDate),
      [today, tomorrow],
    );
    assert.equal(await runDueAudits(up.db, quiet, due), 0, 'nothing is due twice');
    const runs = await api.ok<{ nightAudit: NightAudit[] }>(R.searchNightAudits, {
      token: admin,
      query: { hotelId },
    });
    assert.deepEqual(
      runs.nightAudit.map((r) => [r.businessDate, r.trigger, r.runBy === null]),
      [
        [tomorrow, 'SCHEDULER', true],
        [today, 'MANUAL', false],
      ],
    );
  });

  test("the restaurant's room bill lands on the stay's account on the business date", async () => {
    const found = await api.ok<{ reservedRoom: { reservedRoomId: number; reservationId: number }[] }>(
      restaurant.reservedRoomsByRoomNo,
      { token: admin, query: { hotelId, roomNo: '410' } },
    );
    assert.deepEqual(
      found.reservedRoom.map((r) => r.reservationId),
      [inHouse.id],
    );
    const room = (await findInHouseRoom(up.db, hotelId, found.reservedRoom[0]!.reservedRoomId))!;
    await postRoomCharge(up.db, {
      hotelId,
      room,
      source: 'RESTAURANT',
      sourceReference: 999_001,
      description: 'Restaurant bill',
      amount: Money.fromWire('1250.50', 'LKR'),
      postedBy: null,
    });
    const posted = await charges(inHouse.id);
    assert.deepEqual(
      posted.map((c) => [c.kind, c.businessDate]),
      [
        ['ROOM_NIGHT', today],
        ['ROOM_NIGHT', addDays(today, 1)],
        ['RESTAURANT', addDays(today, 2)],
      ],
    );
    assert.equal(posted[2]!.amount, 1250.5);
  });
});

describe('rights and the audit hour', () => {
  test('RESERVATION at READ lists the runs and the account but may not run the audit', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: READ });
    await api.ok(R.searchNightAudits, { token: reader.token, query: { hotelId } });
    await api.ok(R.businessDayOfHotel, { token: reader.token, query: { hotelId } });
    const day = await businessDate();
    await api.refused(
      R.runNightAudit,
      { token: reader.token, body: { hotelId, businessDate: day.businessDate } },
      { status: 403 },
    );
    await api.refused(
      R.updateNightAuditHour,
      { token: reader.token, body: { hotelId, auditHour: 4 } },
      { status: 403 },
    );
  });

  test('RESERVATION at WRITE sets the audit hour; an hour out of range names the field', async () => {
    const desk = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: WRITE });
    const saved = await api.ok<{ businessDay: R.entities.BusinessDay }>(R.updateNightAuditHour, {
      token: desk.token,
      body: { hotelId, auditHour: 1 },
    });
    assert.equal(saved.businessDay.auditHour, 1);
    await api.refused(
      R.updateNightAuditHour,
      { token: desk.token, body: { hotelId, auditHour: 24 } },
      { status: 400, field: 'auditHour' },
    );
  });
});
