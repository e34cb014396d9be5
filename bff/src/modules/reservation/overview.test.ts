// The overviews through GraphQL: the calendar of a month and each room today for the front desk and
// the read-only auditor (OVERVIEW at READ), refused without OVERVIEW and for a bad period naming toDate,
// and a desk's overviewChanges subscription seeing a booking another desk made.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, calendarCell, todayIn } from '@hotel/domain';
import { collect, startStack, type Stack } from '../../test/stack.js';

interface Span {
  reservationId: number;
  roomId: number;
  status: 'RESERVED';
  roomStatus: 'BOOKED';
  checkInDate: string;
  checkOutDate: string;
}
interface Calendar {
  today: string;
  rooms: { roomId: number; roomNo: string }[];
  spans: Span[];
}
const CALENDAR = `query($h: Int!, $f: String!, $t: String!) {
  roomCalendar(hotelId: $h, fromDate: $f, toDate: $t) {
    today rooms { roomId roomNo roomTypeName } spans { reservationId roomId status roomStatus checkInDate checkOutDate }
  }
}`;

describe('overviews through GraphQL', () => {
  let stack: Stack;
  let frontDesk: string;
  let auditor: string;
  let waiter: string;
  let hotelId: number;
  let frontOffice: number;
  const today = todayIn();
  const month = { f: today, t: addDays(today, 30) };

  before(async () => {
    stack = await startStack();
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    waiter = await stack.signIn('waiter@demo.lk');
    const [hotel] = await stack.upstream.db.query<{ id: number; service: number }>(
      `select h.id, (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
  });
  after(() => stack.close());

  const calendar = (token: string, vars = month) =>
    stack.gql<{ roomCalendar: Calendar }>(CALENDAR, { h: hotelId, ...vars }, { token, serviceId: frontOffice });

  test('the front desk and the auditor see every room and the stays of the month', async () => {
    for (const token of [frontDesk, auditor]) {
      const res = await calendar(token);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const cal = res.data!.roomCalendar;
      assert.equal(cal.today, today);
      assert.equal(cal.rooms.length, 40);
      assert.ok(cal.spans.length > 0);
    }
    const board = await stack.gql<{
      roomStatus: { rooms: { roomNo: string; occupancy: string; inHouse: { guestName: string } | null }[] };
    }>(
      'query($h: Int!) { roomStatus(hotelId: $h) { today rooms { roomNo occupancy outOfOrder inHouse { guestName } arriving { guestName } departing { guestName } } } }',
      { h: hotelId },
      { token: auditor, serviceId: frontOffice },
    );
    assert.equal(board.errors, undefined, JSON.stringify(board.errors));
    const room101 = board.data!.roomStatus.rooms.find((r) => r.roomNo === '101')!;
    assert.equal(room101.occupancy, 'OCCUPIED');
    assert.equal(room101.inHouse?.guestName, 'Anna Müller');
  });

  test('refused without OVERVIEW, and for a period ending before it starts (naming toDate)', async () => {
    const denied = await calendar(waiter);
    assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const reversed = await calendar(frontDesk, { f: today, t: addDays(today, -1) });
    assert.equal(reversed.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.deepEqual(
      reversed.errors?.[0]?.extensions?.fieldErrors?.map((f) => f.field),
      ['toDate'],
    );
  });

  test("a desk's calendar subscription sees the booking another desk makes, and the calendar then shows it", async () => {
    const sub = collect<{ overviewChanges: { kind: string; change: string | null; reservationId: number | null } }>(
      stack.ws(auditor, frontOffice),
      'subscription($h: Int!) { overviewChanges(hotelId: $h) { kind change reservationId rooms { roomId from to held } } }',
      { h: hotelId },
    );
    for (let i = 0; i < 100 && stack.bff.bridge.stats().subscribers === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));

    const [room] = await stack.upstream.db.query<{ id: number; type: number; stay: number; channel: number }>(
      `select r.id, r.room_type_id as type,
              (select s.id from stay_type s where s.room_type_id = r.room_type_id and s.meal_plan = 'BB') as stay,
              (select c.id from channel c where c.hotel_id = r.hotel_id and c.code = 'DIR') as channel
         from room r where r.hotel_id = $1 and r.room_no = '410'`,
      [hotelId],
    );
    const made = await stack.gql<{ createReservation: { reservation: { id: number } } }>(
      `mutation($key: String!, $input: ReservationInput!) { createReservation(idempotencyKey: $key, input: $input) { reservation { id } } }`,
      {
        key: randomUUID(),
        input: {
          hotelId,
          guestName: 'Tonight Walk-in',
          channelId: room!.channel,
          resident: false,
          checkInDate: today,
          checkOutDate: addDays(today, 1),
          rooms: [{ roomTypeId: room!.type, stayTypeId: room!.stay, roomId: room!.id, adults: 2 }],
        },
      },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
    const id = made.data!.createReservation.reservation.id;
    assert.ok(
      await sub.until(() => sub.events.some((e) => e.overviewChanges.reservationId === id)),
      JSON.stringify({ events: sub.events, errors: sub.errors }),
    );
    sub.dispose();
    const cal = (await calendar(auditor)).data!.roomCalendar;
    const cell = calendarCell(
      cal.spans.filter((s) => s.roomId === room!.id),
      today,
      cal.today,
    );
    assert.deepEqual(
      [cell.state, cell.span?.reservationId, cell.onDemand, cell.clickable],
      ['RESERVED', id, true, true],
    );
  });
});
