// The availability search over HTTP: the rooms free on every night of the stay (a sold, out-of-order or
// too-small room is not offered), each stay type priced exactly as the price check and the booking
// price it, the party that fits no room type, paging and sorting, refusals naming their query field
// with nothing written, and the RESERVATION right.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { pricing, reservation as R, type reservationEntities } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, READ } from '../test/calls.js';
import { checkPaging, checkSorting, checkSortRefusals } from '../test/paged-search.js';

type RoomType = reservationEntities.AvailableRoomType;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let hotelId: number;
let channelId: number;
const today = todayIn();
/** Far from the demo's stays, a fresh window per test. */
let window = 400;
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
});
after(() => up.close());

const search = async (query: Record<string, unknown>, token = estate.admin) =>
  (
    await api.ok<{ roomTypes: RoomType[] }>(R.searchAvailability, {
      token,
      query: { hotelId, size: 100, ...query },
    })
  ).roomTypes;
const typeNamed = (types: RoomType[], name: string) => {
  const type = types.find((t) => t.roomTypeName === name);
  assert.ok(type, `${name} in ${JSON.stringify(types.map((t) => t.roomTypeName))}`);
  return type;
};
describe('availability search', () => {
  test('a booked room is not free on its nights, and is again on other nights', async () => {
    const dates = nextDates(3);
    const before = typeNamed(await search({ ...dates, adultCount: 2 }), 'Suite');
    assert.ok(before.freeRooms.length >= 2, 'the demo hotel has suites');
    const room = before.freeRooms[0]!;
    const stayTypeId = before.stayTypes[0]!.stayTypeId;
    await api.ok(R.createReservation, {
      token: estate.admin,
      body: {
        hotelId,
        idempotencyKey: randomUUID(),
        guestName: 'Asha Fernando',
        guestEmail: 'asha@example.lk',
        guestPhone: '0771234567',
        channelId,
        resident: true,
        // The second night overlaps the searched stay, the first does not.
        checkInDate: addDays(dates.checkInDate, -1),
        checkOutDate: addDays(dates.checkInDate, 1),
        rooms: [{ roomTypeId: before.roomTypeId, stayTypeId, roomId: room.id, adults: 2 }],
      },
    });
    const after = typeNamed(await search({ ...dates, adultCount: 2 }), 'Suite');
    assert.equal(after.freeRooms.length, before.freeRooms.length - 1);
    assert.ok(!after.freeRooms.some((r) => r.id === room.id), 'the sold room is not offered');
    // Check-out day is free for the next guest.
    const next = typeNamed(
      await search({ checkInDate: addDays(dates.checkInDate, 1), checkOutDate: dates.checkOutDate, adultCount: 2 }),
      'Suite',
    );
    assert.ok(
      next.freeRooms.some((r) => r.id === room.id),
      'free from its check-out day',
    );
  });

  test('a room out of order on one of the nights is not offered', async () => {
    const dates = nextDates(2);
    const free = typeNamed(await search({ ...dates, adultCount: 1 }), 'Standard').freeRooms;
    const room = free[0]!;
    await up.db.query('update room set out_of_order_from = $2, out_of_order_to = $2 where id = $1', [
      room.id,
      addDays(dates.checkInDate, 1),
    ]);
    try {
      const now = typeNamed(await search({ ...dates, adultCount: 1 }), 'Standard').freeRooms;
      assert.deepEqual(
        now.map((r) => r.id),
        free.filter((r) => r.id !== room.id).map((r) => r.id),
      );
    } finally {
      await up.db.query('update room set out_of_order_from = null, out_of_order_to = null where id = $1', [room.id]);
    }
  });

  test("each stay type's price is the price check's, for the party and the residency", async () => {
    const dates = nextDates(2);
    for (const resident of [true, false]) {
      const types = await search({ ...dates, adultCount: 2, childCount: 1, idList: '7', resident, channelId });
      const deluxe = typeNamed(types, 'Deluxe');
      assert.equal(deluxe.currency, resident ? 'LKR' : 'USD');
      assert.ok(deluxe.stayTypes.length > 0);
      for (const stayType of deluxe.stayTypes) {
        const check = await api.ok<{ priceCheck: { total: number } }>(pricing.checkPrice, {
          token: estate.admin,
          body: {
            hotelId,
            channelId,
            roomTypeId: deluxe.roomTypeId,
            stayTypeId: stayType.stayTypeId,
            resident,
            ...dates,
            adults: 2,
            childAges: [7],
          },
        });
        assert.equal(stayType.total, check.priceCheck.total, stayType.stayTypeName);
      }
    }
    // Without a channel there is no rate to price by: the rooms, no prices.
    const unpriced = typeNamed(await search({ ...dates, adultCount: 2 }), 'Deluxe');
    assert.ok(unpriced.stayTypes.every((s) => s.total === null));
  });

  test('a party no room type holds finds nothing, unless showMore lists every type as not fitting', async () => {
    const dates = nextDates(1);
    assert.deepEqual(await search({ ...dates, adultCount: 20 }), []);
    const all = await search({ ...dates, adultCount: 20, showMore: true });
    assert.ok(all.length >= 3);
    assert.ok(all.every((t) => !t.fits && t.freeRooms.length === 0));
    const fitting = await search({ ...dates, adultCount: 1 });
    assert.ok(fitting.every((t) => t.fits && t.freeRooms.length > 0));
  });

  test('pages and sorts the room types', async () => {
    const dates = nextDates(1);
    const s = {
      up,
      token: estate.admin,
      endpoint: R.searchAvailability,
      query: { hotelId, ...dates },
      key: 'roomTypes',
      idField: 'roomTypeId',
    };
    await checkPaging(s);
    await checkSorting(s, { field: 'roomTypeName', direction: 'ASC' });
    await checkSortRefusals(s);
  });

  test('refuses reversed dates, a past check-in and missing child ages, naming the field', async () => {
    const dates = nextDates(2);
    const refused = (query: Record<string, unknown>, field: string, reason: string) =>
      api.refused(
        R.searchAvailability,
        { token: estate.admin, query: { hotelId, ...dates, ...query } },
        { status: 400, reason, field },
      );
    await refused({ checkOutDate: dates.checkInDate }, 'checkOutDate', 'CHECK_OUT_NOT_AFTER_CHECK_IN');
    await refused({ checkInDate: addDays(today, -1) }, 'checkInDate', 'CHECK_IN_IN_PAST');
    await refused({ childCount: 2, idList: '5' }, 'idList', 'CHILD_AGES_MISSING');
    await refused({ checkOutDate: addDays(dates.checkInDate, 400) }, 'checkOutDate', 'STAY_TOO_LONG');
  });

  test('needs RESERVATION on the hotel: a reader searches, a user without it is refused', async () => {
    const dates = nextDates(1);
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: READ });
    assert.ok((await search(dates, reader.token)).length > 0);
    const nobody = await staffWith(up, estate, estate.colombo.HOTEL, {});
    await api.refused(R.searchAvailability, { token: nobody.token, query: { hotelId, ...dates } }, { status: 403 });
  });
});
