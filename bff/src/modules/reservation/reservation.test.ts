// Reservations through GraphQL: the lifecycle (book, check in, check out; cancel with the fee shown),
// refusals by key with the room and dates or what changed, the RESERVATION levels at the guard (the
// auditor reads and changes nothing), and a desk's subscription receiving a change another user made.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { collect, startStack, type Stack } from '../../test/stack.js';

const FIELDS =
  'id refNumber status statusId version nights currency total checkInDate checkOutDate rooms { id roomNo status total }';

interface Booked {
  id: number;
  refNumber: string;
  status: string;
  statusId: number;
  version: number;
  nights: number;
  currency: string;
  total: number;
  checkInDate: string;
  checkOutDate: string;
  rooms: { id: number; roomNo: string | null; status: string; total: number }[];
}

describe('reservations through GraphQL', () => {
  let stack: Stack;
  let admin: string;
  let frontDesk: string;
  let auditor: string;
  let hotelId: number;
  let frontOffice: number;
  let channelId: number;
  let deluxe: { id: number; stayTypeId: number };
  const today = todayIn();

  before(async () => {
    stack = await startStack();
    admin = await stack.signIn('admin@demo.lk');
    frontDesk = await stack.signIn('frontdesk@demo.lk');
    auditor = await stack.signIn('auditor@demo.lk');
    const db = stack.upstream.db;
    const [hotel] = await db.query<{ id: number; service: number; channel: number }>(
      `select h.id, (select s.id from hotel_service s where s.hotel_id = h.id and s.service_type = 'HOTEL' order by s.id limit 1) as service,
              (select c.id from channel c where c.hotel_id = h.id and c.code = 'DIR') as channel
         from hotel h where h.name = 'Serendib Colombo'`,
    );
    hotelId = hotel!.id;
    frontOffice = hotel!.service;
    channelId = hotel!.channel;
    const [type] = await db.query<{ id: number; stay: number }>(
      `select t.id, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as stay
         from room_type t where t.hotel_id = $1 and t.name = 'Deluxe'`,
      [hotelId],
    );
    deluxe = { id: type!.id, stayTypeId: type!.stay };
  });
  after(() => stack.close());

  const input = (over: Record<string, unknown> = {}) => ({
    hotelId,
    guestName: 'Kamala Perera',
    channelId,
    resident: true,
    checkInDate: today,
    checkOutDate: addDays(today, 2),
    rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 2 }],
    ...over,
  });

  const book = (token: string, key: string, over: Record<string, unknown> = {}) =>
    stack.gql<{ createReservation: { message: string; reservation: Booked } }>(
      `mutation($key: String!, $input: ReservationInput!) {
         createReservation(idempotencyKey: $key, input: $input) { message reservation { ${FIELDS} } }
       }`,
      { key, input: input(over) },
      { token, serviceId: frontOffice },
    );

  const step = (token: string, name: 'checkIn' | 'checkOut', id: number, version: number) =>
    stack.gql<Record<string, { reservation: Booked }>>(
      `mutation($h: Int!, $id: Int!, $v: Int!) { ${name}(hotelId: $h, id: $id, version: $v) { message reservation { ${FIELDS} } } }`,
      { h: hotelId, id, v: version },
      { token, serviceId: frontOffice },
    );

  test("the front desk books, checks in and checks out; another desk's subscription sees each change", async () => {
    const sub = collect<{
      reservationChanges: {
        kind: string;
        change: string | null;
        reservationId: number | null;
        rooms: { roomNo: string; held: boolean }[];
      };
    }>(
      stack.ws(auditor, frontOffice),
      'subscription($h: Int!) { reservationChanges(hotelId: $h) { kind change reservationId status version rooms { roomNo from to held } } }',
      { h: hotelId },
    );
    for (let i = 0; i < 100 && stack.bff.bridge.stats().subscribers === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));

    const key = randomUUID();
    const made = await book(frontDesk, key);
    assert.equal(made.errors, undefined, JSON.stringify(made.errors));
    const booked = made.data!.createReservation.reservation;
    assert.equal(made.data!.createReservation.message, 'Reservation created successfully');
    assert.equal(booked.status, 'RESERVED');
    assert.equal(booked.nights, 2);
    assert.equal(booked.currency, 'LKR');
    assert.ok(booked.total > 0);
    assert.ok(booked.rooms[0]!.roomNo);
    // A second click: the same reservation.
    const again = await book(frontDesk, key);
    assert.equal(again.data!.createReservation.reservation.id, booked.id);

    const inHouse = await step(frontDesk, 'checkIn', booked.id, 1);
    assert.equal(inHouse.errors, undefined, JSON.stringify(inHouse.errors));
    assert.equal(inHouse.data!.checkIn!.reservation.status, 'CHECKED_IN');
    const out = await step(frontDesk, 'checkOut', booked.id, 2);
    assert.equal(out.data!.checkOut!.reservation.status, 'CHECKED_OUT');
    assert.equal(out.data!.checkOut!.reservation.statusId, 4);

    const seen = () =>
      sub.events
        .map((e) => e.reservationChanges)
        .filter((e) => e.kind === 'MESSAGE' && e.reservationId === booked.id)
        .map((e) => e.change);
    assert.ok(await sub.until(() => seen().length >= 3), JSON.stringify({ events: sub.events, errors: sub.errors }));
    assert.deepEqual(seen(), ['CREATED', 'CHECKED_IN', 'CHECKED_OUT']);
    sub.dispose();
  });

  test('refusals come by key: a taken room names the room and dates, a stale save what changed, a past arrival its field', async () => {
    const first = (
      await book(frontDesk, randomUUID(), { checkInDate: addDays(today, 30), checkOutDate: addDays(today, 32) })
    ).data!.createReservation.reservation;
    const roomId = (
      await stack.upstream.db.query<{ room_id: number }>('select room_id from reserved_room where id = $1', [
        first.rooms[0]!.id,
      ])
    )[0]!.room_id;
    const taken = await book(frontDesk, randomUUID(), {
      checkInDate: addDays(today, 31),
      checkOutDate: addDays(today, 33),
      rooms: [{ roomTypeId: deluxe.id, stayTypeId: deluxe.stayTypeId, adults: 2, roomId }],
    });
    assert.equal(taken.errors?.[0]?.extensions?.reason, 'ROOM_ALREADY_BOOKED');
    assert.deepEqual(taken.errors?.[0]?.extensions?.params, {
      roomNo: first.rooms[0]!.roomNo!,
      from: addDays(today, 31),
      to: addDays(today, 33),
    });

    const change = (version: number, over: Record<string, unknown>) =>
      stack.gql<{ updateReservation: { reservation: Booked } }>(
        `mutation($id: Int!, $v: Int!, $input: ReservationInput!) { updateReservation(id: $id, version: $v, input: $input) { reservation { ${FIELDS} } } }`,
        {
          id: first.id,
          v: version,
          input: input({ checkInDate: first.checkInDate, checkOutDate: first.checkOutDate, ...over }),
        },
        { token: frontDesk, serviceId: frontOffice },
      );
    const ok = await change(1, { guestName: 'Kamala A. Perera' });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    const stale = await change(1, { notes: 'Late arrival' });
    assert.equal(stale.errors?.[0]?.extensions?.code, 'CONFLICT');
    assert.equal(stale.errors?.[0]?.extensions?.reason, 'RESERVATION_CHANGED');
    assert.match(String(stale.errors?.[0]?.extensions?.params?.changes), /guestName/);

    const bad = await book(frontDesk, randomUUID(), {
      checkInDate: addDays(today, -3),
      checkOutDate: addDays(today, -1),
    });
    const fields = bad.errors?.[0]?.extensions?.fieldErrors?.map((f) => [f.field, f.reason]);
    assert.deepEqual(fields, [['checkInDate', 'CHECK_IN_IN_PAST']]);
  });

  test('cancelling shows the fee first and needs MAINTAIN; the auditor reads and changes nothing', async () => {
    const made = (
      await book(frontDesk, randomUUID(), { checkInDate: addDays(today, 40), checkOutDate: addDays(today, 41) })
    ).data!.createReservation.reservation;
    const preview = await stack.gql<{ cancellationFee: { fee: number; percent: number; daysBefore: number } }>(
      'query($h: Int!, $id: Int!) { cancellationFee(hotelId: $h, id: $id) { fee percent daysBefore } }',
      { h: hotelId, id: made.id },
      { token: auditor, serviceId: frontOffice },
    );
    assert.deepEqual(preview.data?.cancellationFee, { fee: 0, percent: 0, daysBefore: 40 });
    const cancel = (token: string) =>
      stack.gql<{ cancelReservation: { reservation: Booked } }>(
        `mutation($h: Int!, $id: Int!) { cancelReservation(hotelId: $h, id: $id, version: 1, fee: 0) { reservation { status statusId } } }`,
        { h: hotelId, id: made.id },
        { token, serviceId: frontOffice },
      );
    assert.equal((await cancel(frontDesk)).errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal((await cancel(auditor)).errors?.[0]?.extensions?.code, 'FORBIDDEN');
    assert.equal((await book(auditor, randomUUID())).errors?.[0]?.extensions?.code, 'FORBIDDEN');
    const list = await stack.gql<{ reservations: { total: number; items: { id: number }[] } }>(
      'query($h: Int!) { reservations(hotelId: $h, statusIds: [1, 2, 3, 5], size: 25) { total items { id } } }',
      { h: hotelId },
      { token: auditor, serviceId: frontOffice },
    );
    assert.ok(
      list.data!.reservations.items.some((r) => r.id === made.id),
      JSON.stringify(list),
    );
    const done = await cancel(admin);
    assert.equal(done.errors, undefined, JSON.stringify(done.errors));
    assert.deepEqual(done.data!.cancelReservation.reservation, { status: 'CANCELLED', statusId: 6 });
  });

  test('the list sorts by a field of its contract, and refuses any other naming sortField', async () => {
    // This test's own bookings, found by their guest: the demo's stays fill many pages.
    const guestName = `Sorted ${randomUUID().slice(0, 8)}`;
    const first = (
      await book(frontDesk, randomUUID(), {
        guestName,
        checkInDate: addDays(today, 50),
        checkOutDate: addDays(today, 51),
      })
    ).data!.createReservation.reservation;
    const second = (
      await book(frontDesk, randomUUID(), {
        guestName,
        checkInDate: addDays(today, 52),
        checkOutDate: addDays(today, 53),
      })
    ).data!.createReservation.reservation;
    const sorted = (direction: string) =>
      stack.gql<{ reservations: { size: number; items: { id: number }[] } }>(
        `query($h: Int!, $g: String!) { reservations(hotelId: $h, guestName: $g, statusIds: [1, 2, 3, 5], sortField: checkInDate, direction: ${direction}, size: 200) { size items { id } } }`,
        { h: hotelId, g: guestName },
        { token: frontDesk, serviceId: frontOffice },
      );
    const ids = (answer: Awaited<ReturnType<typeof sorted>>) =>
      answer.data!.reservations.items.map((r) => r.id).filter((id) => id === first.id || id === second.id);
    const ascending = await sorted('ASC');
    assert.equal(ascending.errors, undefined, JSON.stringify(ascending.errors));
    assert.equal(ascending.data!.reservations.size, 200);
    assert.deepEqual(ids(ascending), [first.id, second.id]);
    assert.deepEqual(ids(await sorted('DESC')), [second.id, first.id]);
    const wrong = await stack.gql(
      'query($h: Int!) { reservations(hotelId: $h, sortField: roomNo) { total } }',
      { h: hotelId },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.match(wrong.errors?.[0]?.message ?? '', /^Sort by one of: id, refNumber, guestName, checkInDate/);
  });

  test('the availability search offers the free rooms with each stay type priced, and the booked room no longer', async () => {
    const dates = { checkInDate: addDays(today, 200), checkOutDate: addDays(today, 203) };
    const AVAILABILITY = `query($h: Int!, $in: String!, $out: String!, $c: Int, $ages: [Int!]) {
      availability(hotelId: $h, checkInDate: $in, checkOutDate: $out, adults: 2, childAges: $ages, channelId: $c, size: 100) {
        total items { roomTypeId roomTypeName fits currency freeRooms { id roomNo } stayTypes { stayTypeId total reason } } } }`;
    type Types = {
      availability: {
        total: number;
        items: {
          roomTypeId: number;
          roomTypeName: string;
          fits: boolean;
          currency: string;
          freeRooms: { id: number; roomNo: string }[];
          stayTypes: { stayTypeId: number; total: number | null; reason: string | null }[];
        }[];
      };
    };
    const search = async () => {
      const res = await stack.gql<Types>(
        AVAILABILITY,
        { h: hotelId, in: dates.checkInDate, out: dates.checkOutDate, c: channelId, ages: [6] },
        { token: frontDesk, serviceId: frontOffice },
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.availability.items.find((t) => t.roomTypeId === deluxe.id)!;
    };
    const free = await search();
    assert.ok(free.fits && free.freeRooms.length > 0);
    assert.equal(free.currency, 'LKR');
    const bb = free.stayTypes.find((s) => s.stayTypeId === deluxe.stayTypeId)!;
    assert.ok(bb.total !== null && bb.total > 0, JSON.stringify(bb));
    const room = free.freeRooms[0]!;
    const booked = await book(frontDesk, randomUUID(), {
      ...dates,
      rooms: [
        {
          roomTypeId: deluxe.id,
          stayTypeId: deluxe.stayTypeId,
          roomId: room.id,
          adults: 2,
          children: 1,
          childAges: [6],
        },
      ],
    });
    assert.equal(booked.errors, undefined, JSON.stringify(booked.errors));
    assert.equal(booked.data!.createReservation.reservation.total, bb.total, 'booked at the price offered');
    const after = await search();
    assert.equal(after.freeRooms.length, free.freeRooms.length - 1);
    assert.ok(!after.freeRooms.some((r) => r.id === room.id));
    // A reversed stay is refused by key, naming the field.
    const reversed = await stack.gql(
      AVAILABILITY,
      { h: hotelId, in: dates.checkOutDate, out: dates.checkInDate },
      { token: frontDesk, serviceId: frontOffice },
    );
    assert.equal(reversed.errors?.[0]?.extensions?.reason, 'CHECK_OUT_NOT_AFTER_CHECK_IN');
  });
});
