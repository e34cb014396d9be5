// A booked room moved to another room type over HTTP: the preview prices the nights to come in the new
// type (pricing engine) and lists only its free rooms; the change confirms the difference shown (a
// stale one is refused, nothing written), is recorded in the revision history, and two stays taking
// the same last room of the type at once give one winner (the no-double-booking constraint). An
// in-house guest's upgrade moves the nights from the business date on; the nights so far stay.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Money, addDays, todayIn } from '@hotel/domain';
import { reservation as R } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, type Estate } from '../test/fixtures.js';
import { caller } from '../test/calls.js';

type Reservation = R.entities.Reservation;
type Preview = R.entities.RoomTypeChangePreview;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
let channelId: number;
const rooms: Record<string, { roomId: number; roomTypeId: number; stayTypeId: number }> = {};
const today = todayIn();
const later = addDays(today, 260);

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
       from room r where r.hotel_id = $1 and r.active order by r.room_no`,
    [hotelId],
  )) {
    rooms[r.room_no] = { roomId: r.id, roomTypeId: r.room_type_id, stayTypeId: r.stay_type_id };
  }
});
after(() => up.close());

const book = async (roomNo: string, checkInDate: string, checkOutDate: string): Promise<Reservation> =>
  (
    await api.ok<{ reservation: Reservation }>(R.createReservation, {
      token: estate.admin,
      body: {
        hotelId,
        idempotencyKey: randomUUID(),
        guestName: 'Ruwan Fernando',
        guestEmail: 'ruwan@example.lk',
        guestPhone: '0771234567',
        channelId,
        resident: true,
        checkInDate,
        checkOutDate,
        rooms: [{ ...rooms[roomNo]!, adults: 1 }],
      },
    })
  ).reservation;

/** Two room numbers of one type and a room type other than theirs, with its rooms. */
function pickTypes(): { from: string[]; to: { roomTypeId: number; stayTypeId: number; roomNos: string[] } } {
  const byType = new Map<number, string[]>();
  for (const [no, r] of Object.entries(rooms)) {
    if (r.stayTypeId) byType.set(r.roomTypeId, [...(byType.get(r.roomTypeId) ?? []), no]);
  }
  const types = [...byType.entries()].filter(([, nos]) => nos.length >= 2);
  const [fromType, toType] = [types[0]!, types[1]!];
  return {
    from: fromType[1],
    to: { roomTypeId: toType[0], stayTypeId: rooms[toType[1][0]!]!.stayTypeId, roomNos: toType[1] },
  };
}

const preview = async (stay: Reservation, to: { roomTypeId: number; stayTypeId: number }) =>
  (
    await api.ok<{ roomTypeChange: Preview }>(R.roomTypeChangePreview, {
      token: estate.admin,
      query: { reservationId: stay.id, reservedRoomId: stay.rooms[0]!.id, ...to },
    })
  ).roomTypeChange;

describe('a room upgrade before arrival', () => {
  test('is priced by the engine, shown before confirming, recorded; a stale price is refused', async () => {
    const { from, to } = pickTypes();
    const stay = await book(from[0]!, later, addDays(later, 2));
    const shown = await preview(stay, to);
    assert.equal(shown.fromDate, later);
    assert.equal(shown.nights, 2);
    assert.ok(shown.freeRooms.length > 0, 'free rooms of the new type are offered');
    const lkr = (n: number) => Money.fromWire(n, 'LKR');
    assert.ok(lkr(shown.newPrice).minus(lkr(shown.currentPrice)).equals(lkr(shown.difference)));
    assert.ok(lkr(stay.total).plus(lkr(shown.difference)).equals(lkr(shown.newTotal)));

    const body = {
      reservationId: stay.id,
      version: stay.version,
      reservedRoomId: stay.rooms[0]!.id,
      ...to,
      roomId: shown.freeRooms[0]!.id,
    };
    await api.refused(
      R.changeRoomType,
      { token: estate.admin, body: { ...body, difference: shown.difference + 1 } },
      { status: 409, reason: 'ROOM_TYPE_PRICE_CHANGED' },
    );
    await api.refused(
      R.changeRoomType,
      {
        token: estate.admin,
        body: { ...body, roomTypeId: stay.rooms[0]!.roomTypeId, difference: shown.difference },
      },
      { status: 400, field: 'roomTypeId' },
    );
    const changed = await api.ok<{ reservation: Reservation }>(R.changeRoomType, {
      token: estate.admin,
      body: { ...body, difference: shown.difference },
    });
    const room = changed.reservation.rooms[0]!;
    assert.deepEqual(
      [room.roomTypeId, room.roomId, changed.reservation.total, changed.reservation.version],
      [to.roomTypeId, shown.freeRooms[0]!.id, shown.newTotal, stay.version + 1],
    );
    const [revisions] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from reservation_revision where reservation_id = $1',
      [stay.id],
    );
    assert.equal(revisions!.n, 2, 'the change is in the revision history');
  });

  test('two stays taking the last free room of the type at once: one wins, one is told the room is taken', async () => {
    const { from, to } = pickTypes();
    const start = addDays(later, 10);
    const stays = [await book(from[0]!, start, addDays(start, 1)), await book(from[1]!, start, addDays(start, 1))];
    const shown = await preview(stays[0]!, to);
    const target = shown.freeRooms[0]!;
    const results = await Promise.all(
      stays.map((stay) =>
        api.send(R.changeRoomType, {
          token: estate.admin,
          body: {
            reservationId: stay.id,
            version: stay.version,
            reservedRoomId: stay.rooms[0]!.id,
            ...to,
            roomId: target.id,
            difference: shown.difference,
          },
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    assert.equal(lost.json.reason, 'ROOM_ALREADY_BOOKED');
    // The winner's room is no longer offered.
    const again = await preview(stays[results.findIndex((r) => r.status === 409)]!, to);
    assert.ok(!again.freeRooms.some((r) => r.id === target.id));
  });
});

describe('a room upgrade during the stay', () => {
  test('moves the nights from the business date on; the nights so far keep their room and price', async () => {
    const { to } = pickTypes();
    // Room 406 is kept free by the demo from today on.
    let stay = await book('406', today, addDays(today, 3));
    stay = (
      await api.ok<{ reservation: Reservation }>(R.checkInReservation, {
        token: estate.admin,
        params: { id: stay.id },
        body: { version: stay.version },
      })
    ).reservation;
    await api.ok(R.runNightAudit, { token: estate.admin, body: { hotelId, businessDate: today } });
    stay = (
      await api.ok<{ reservation: Reservation }>(R.reservationById, { token: estate.admin, params: { id: stay.id } })
    ).reservation;
    const target = {
      ...to,
      roomTypeId: to.roomTypeId === rooms['406']!.roomTypeId ? rooms['410']!.roomTypeId : to.roomTypeId,
    };
    const stayType = target.roomTypeId === to.roomTypeId ? to.stayTypeId : rooms['410']!.stayTypeId;
    const shown = await preview(stay, { roomTypeId: target.roomTypeId, stayTypeId: stayType });
    assert.deepEqual([shown.fromDate, shown.nights], [addDays(today, 1), 2]);
    const changed = await api.ok<{ reservation: Reservation }>(R.changeRoomType, {
      token: estate.admin,
      body: {
        reservationId: stay.id,
        version: stay.version,
        reservedRoomId: stay.rooms[0]!.id,
        roomTypeId: target.roomTypeId,
        stayTypeId: stayType,
        roomId: shown.freeRooms[0]!.id,
        difference: shown.difference,
      },
    });
    assert.deepEqual(
      changed.reservation.rooms.map((r) => [r.roomNo, r.status, r.checkInDate, r.checkOutDate]),
      [
        ['406', 'CHECKEDOUT', today, addDays(today, 1)],
        [shown.freeRooms[0]!.roomNo, 'CHECKEDIN', addDays(today, 1), addDays(today, 3)],
      ],
    );
    assert.equal(changed.reservation.total, shown.newTotal);
  });
});
