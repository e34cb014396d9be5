// The overviews over HTTP: the rooms × days calendar (every room, the stay spans of the period, a
// booking and a cancellation showing at once) and each room's status today; bad periods refused
// naming toDate; OVERVIEW at READ is enough and its absence is refused.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, calendarCell, todayIn } from '@hotel/domain';
import { overview, reservation as R } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ, WRITE } from '../test/calls.js';

type Calendar = overview.RoomCalendar;
type StatusRow = overview.RoomStatusRow;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
const today = todayIn();
const period = { fromDate: addDays(today, -3), toDate: addDays(today, 27) };

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  hotelId = estate.colomboId;
});
after(() => up.close());

const calendar = async (token = estate.admin, q = period): Promise<Calendar> =>
  (await api.ok<{ roomCalendar: Calendar }>(overview.getRoomCalendar, { token, query: { hotelId, ...q } }))
    .roomCalendar;
const roomStatus = async (token = estate.admin): Promise<{ today: string; rooms: StatusRow[] }> =>
  (
    await api.ok<{ roomStatus: { today: string; rooms: StatusRow[] } }>(overview.getRoomStatus, {
      token,
      query: { hotelId },
    })
  ).roomStatus;

/** Books room `roomNo` (a Suite or Deluxe the demo keeps free from today) for tonight. */
async function bookTonight(roomNo: string) {
  const [room] = await up.db.query<{ id: number; room_type_id: number; stay: number; channel: number }>(
    `select r.id, r.room_type_id,
            (select s.id from stay_type s where s.room_type_id = r.room_type_id and s.meal_plan = 'BB') as stay,
            (select c.id from channel c where c.hotel_id = r.hotel_id and c.code = 'DIR') as channel
       from room r where r.hotel_id = $1 and r.room_no = $2`,
    [hotelId, roomNo],
  );
  const { reservation } = await api.ok<{ reservation: R.entities.Reservation }>(R.createReservation, {
    token: estate.admin,
    body: {
      hotelId,
      idempotencyKey: randomUUID(),
      guestName: 'Walk-in Guest',
      channelId: room!.channel,
      resident: true,
      checkInDate: today,
      checkOutDate: addDays(today, 2),
      rooms: [{ roomTypeId: room!.room_type_id, stayTypeId: room!.stay, roomId: room!.id, adults: 2 }],
    },
  });
  return reservation;
}

describe('room calendar', () => {
  test("lists every room of the hotel in room order and the demo's stay spans of the period", async () => {
    const cal = await calendar();
    assert.equal(cal.today, today);
    assert.deepEqual([cal.fromDate, cal.toDate], [period.fromDate, period.toDate]);
    assert.equal(cal.rooms.length, 40);
    assert.equal(cal.rooms[0]!.roomNo, '101');
    assert.ok(cal.spans.length > 40, 'a month of demo stays');
    for (const s of cal.spans) {
      assert.ok(s.checkInDate <= period.toDate && s.checkOutDate > period.fromDate, JSON.stringify(s));
      assert.ok(cal.rooms.some((r) => r.roomId === s.roomId));
    }
    const states = new Set(
      cal.rooms.flatMap((room) =>
        [0, 1, 2, 3, 4, 5].map(
          (d) =>
            calendarCell(
              cal.spans.filter((s) => s.roomId === room.roomId),
              addDays(period.fromDate, d),
              today,
            ).state,
        ),
      ),
    );
    assert.ok(states.has('RESERVED') && states.has('FREE'), [...states].join());
  });

  test('a booking shows as a reserved span blinking on demand today, its cancellation as cancelled', async () => {
    const made = await bookTonight('410');
    const roomId = made.rooms[0]!.roomId!;
    const mine = (cal: Calendar) => cal.spans.filter((s) => s.roomId === roomId);
    const booked = calendarCell(mine(await calendar()), today, today);
    assert.equal(booked.state, 'RESERVED');
    assert.equal(booked.span?.reservationId, made.id);
    assert.equal(booked.onDemand, true);
    assert.equal(booked.clickable, true);
    assert.equal(calendarCell(mine(await calendar()), addDays(today, 1), today).clickable, false);

    const fee = await api.ok<{ cancellation: { fee: number } }>(R.reservationCancellationFee, {
      token: estate.admin,
      params: { id: made.id },
    });
    await api.ok(R.cancelReservation, {
      token: estate.admin,
      params: { id: made.id },
      body: { version: made.version, fee: fee.cancellation.fee, reason: 'Test' },
    });
    const cancelled = calendarCell(mine(await calendar()), today, today);
    assert.equal(cancelled.state, 'CANCELLED');
    assert.equal(cancelled.onDemand, false);
  });

  test('refuses a period ending before it starts or longer than 92 days, naming toDate', async () => {
    await api.refused(
      overview.getRoomCalendar,
      { token: estate.admin, query: { hotelId, fromDate: today, toDate: addDays(today, -1) } },
      { status: 400, field: 'toDate' },
    );
    await api.refused(
      overview.getRoomCalendar,
      { token: estate.admin, query: { hotelId, fromDate: today, toDate: addDays(today, 92) } },
      { status: 400, field: 'toDate' },
    );
    await api.refused(
      overview.getRoomCalendar,
      { token: estate.admin, query: { hotelId: 999999, ...period } },
      { status: 404 },
    );
  });

  test('OVERVIEW at READ reads both overviews; without it both are refused', async () => {
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { OVERVIEW: READ });
    assert.equal((await calendar(reader.token)).rooms.length, 40);
    assert.equal((await roomStatus(reader.token)).rooms.length, 40);
    const other = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: WRITE });
    await api.refused(overview.getRoomCalendar, { token: other.token, query: { hotelId, ...period } }, { status: 403 });
    await api.refused(overview.getRoomStatus, { token: other.token, query: { hotelId } }, { status: 403 });
  });
});

describe('room status', () => {
  test('shows in-house, arriving, departing and out-of-order rooms today', async () => {
    const made = await bookTonight('310');
    await up.db.query(
      'update room set out_of_order_from = $2::date, out_of_order_to = $3::date where hotel_id = $1 and room_no = $4',
      [hotelId, today, addDays(today, 3), '110'],
    );
    const status = await roomStatus();
    assert.equal(status.today, today);
    const row = (no: string) => status.rooms.find((r) => r.roomNo === no)!;
    // The restaurant's demo: 101 has been in house since yesterday, 205 arrives today.
    assert.equal(row('101').occupancy, 'OCCUPIED');
    assert.ok(row('101').inHouse);
    assert.equal(row('205').occupancy, 'VACANT');
    assert.equal(row('205').arriving?.status, 'RESERVED');
    assert.equal(row('310').arriving?.reservationId, made.id);
    assert.equal(row('110').outOfOrder, true);
    assert.equal(row('110').occupancy, 'VACANT');

    await api.ok(R.checkInReservation, {
      token: estate.admin,
      params: { id: made.id },
      body: { version: made.version },
    });
    const after = (await roomStatus()).rooms.find((r) => r.roomNo === '310')!;
    assert.equal(after.occupancy, 'OCCUPIED');
    assert.equal(after.inHouse?.reservationId, made.id);
    assert.equal(after.arriving, null);
  });
});
