// The business date is the front office's today: once the night audit has moved it past the calendar
// day, arrivals, check-in, dates in the past, the calendars' today and the room status follow it, not
// the calendar. Any front-office reader may read it. A not-paid stay's payment deadline is stored when
// it becomes not paid (the hotel's payment timeout), and the audit expires only the stays past theirs.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { overview, reservation as R } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ, WRITE } from '../test/calls.js';
import type { TopicPublisher } from '../stomp/publisher.js';
import { runDueAudits } from './night-audit.js';

const quiet: TopicPublisher = { publish: async () => {}, connected: () => true, close: async () => {} };

type Reservation = R.entities.Reservation;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
let channelId: number;
const rooms: Record<string, { roomId: number; roomTypeId: number; stayTypeId: number }> = {};
const today = todayIn();
const tomorrow = addDays(today, 1);

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
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

const stayBody = (roomNo: string, checkInDate: string, checkOutDate: string) => ({
  hotelId,
  idempotencyKey: randomUUID(),
  guestName: 'Kumari Perera',
  guestEmail: 'kumari@example.lk',
  guestPhone: '0771234567',
  channelId,
  resident: true,
  checkInDate,
  checkOutDate,
  rooms: [{ ...rooms[roomNo]!, adults: 2 }],
});

describe('the business date', () => {
  let desk: { token: string };
  let arriving: Reservation;

  test('before the audit: a stay arriving tomorrow may not check in yet (a desk without the early right)', async () => {
    desk = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: WRITE, OVERVIEW: READ });
    // Room 406 is kept free by the demo from today on.
    arriving = (
      await api.ok<{ reservation: Reservation }>(R.createReservation, {
        token: desk.token,
        body: stayBody('406', tomorrow, addDays(tomorrow, 2)),
      })
    ).reservation;
    await api.refused(
      R.checkInReservation,
      { token: desk.token, params: { id: arriving.id }, body: { version: arriving.version } },
      { status: 409, reason: 'CHECK_IN_BEFORE_ARRIVAL' },
    );
  });

  test('after the audit, the arrival list, the calendars and the room status are those of the business date', async () => {
    await api.ok(R.runNightAudit, { token: estate.admin, body: { hotelId, businessDate: today } });
    const day = await api.ok<{ businessDay: R.entities.BusinessDay }>(R.businessDayOfHotel, {
      token: desk.token,
      query: { hotelId },
    });
    assert.deepEqual([day.businessDay.businessDate, day.businessDay.today], [tomorrow, today]);

    const calendar = await api.ok<{ roomCalendar: { today: string } }>(overview.getRoomCalendar, {
      token: desk.token,
      query: { hotelId, fromDate: today, toDate: addDays(today, 6) },
    });
    assert.equal(calendar.roomCalendar.today, tomorrow);
    const status = await api.ok<{
      roomStatus: { today: string; rooms: { roomNo: string; arriving: { reservationId: number } | null }[] };
    }>(overview.getRoomStatus, { token: desk.token, query: { hotelId } });
    assert.equal(status.roomStatus.today, tomorrow);
    assert.equal(status.roomStatus.rooms.find((r) => r.roomNo === '406')?.arriving?.reservationId, arriving.id);
  });

  test('after the audit, the stay arriving on the business date checks in; the calendar day is in the past', async () => {
    const checkedIn = await api.ok<{ reservation: Reservation }>(R.checkInReservation, {
      token: desk.token,
      params: { id: arriving.id },
      body: { version: arriving.version },
    });
    assert.equal(checkedIn.reservation.status, 'CHECKED_IN');
    await api.refused(
      R.createReservation,
      { token: desk.token, body: stayBody('410', today, addDays(today, 2)) },
      { status: 400, field: 'checkInDate' },
    );
    await api.refused(
      R.searchAvailability,
      { token: desk.token, query: { hotelId, checkInDate: today, checkOutDate: addDays(today, 2) } },
      { status: 400, field: 'checkInDate' },
    );
  });

  test('any front-office reader reads it; a user of none of them is refused', async () => {
    const calendarOnly = await staffWith(up, estate, estate.colombo.HOTEL, { OVERVIEW: READ });
    await api.ok(R.businessDayOfHotel, { token: calendarOnly.token, query: { hotelId } });
    const nobody = await staffWith(up, estate, estate.colombo.HOTEL, {});
    await api.refused(R.businessDayOfHotel, { token: nobody.token, query: { hotelId } }, { status: 403 });
  });
});

describe("a not-paid stay's payment deadline", () => {
  test("is stored when the stay becomes not paid, from the hotel's payment timeout", async () => {
    await up.db.query(
      `insert into payment_timeout (hotel_id, seconds) values ($1, 3600)
       on conflict (hotel_id) do update set seconds = excluded.seconds`,
      [hotelId],
    );
    const stay = (
      await api.ok<{ reservation: Reservation }>(R.createReservation, {
        token: estate.admin,
        body: stayBody('406', addDays(today, 300), addDays(today, 302)),
      })
    ).reservation;
    const [row] = await up.db.query<{ seconds: number }>(
      `update reservation set status = 'NOT_PAID' where id = $1
       returning extract(epoch from payment_due_at - now())::int as seconds`,
      [stay.id],
    );
    assert.equal(row!.seconds, 3600);
  });

  test('the audit expires only the not-paid stays past their deadline', async () => {
    const due = async (days: number) => {
      const stay = (
        await api.ok<{ reservation: Reservation }>(R.createReservation, {
          token: estate.admin,
          body: stayBody('406', addDays(today, 320 + days * 3), addDays(today, 321 + days * 3)),
        })
      ).reservation;
      await up.db.query(
        `update reservation set status = 'NOT_PAID', payment_due_at = now() + $2::int * interval '1 day' where id = $1`,
        [stay.id, days],
      );
      return stay.id;
    };
    const overdue = await due(-1);
    const waiting = await due(2);
    const [{ date } = { date: '' }] = await up.db.query<{ date: string }>(
      `select to_char(business_date, 'YYYY-MM-DD') as date from hotel_business_day where hotel_id = $1`,
      [hotelId],
    );
    // The business date is ahead of the calendar (closed early by hand above): the scheduler closes it
    // at its hour.
    assert.ok((await runDueAudits(up.db, quiet, new Date(`${addDays(date, 1)}T03:05:00+05:30`))) >= 1);
    const statuses = await up.db.query<{ id: number; status: string }>(
      'select id, status from reservation where id = any($1::int[]) order by id',
      [[overdue, waiting]],
    );
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['EXPIRED', 'NOT_PAID'],
    );
  });
});
