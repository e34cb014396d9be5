// Reservations over HTTP: booking priced on the server, reading, the paged search, changing with the
// version, check-in, check-out, the cancellation fee shown and charged, room assignment and moves —
// each refusal naming its field or the room and dates, with nothing written; a room night sold once
// under 50 parallel requests, a double click booking once, a stale save told what changed, and the
// RESERVATION right at READ, WRITE and MAINTAIN. Every change is published on /reservation/{hotelId}.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { addDays, todayIn } from '@hotel/domain';
import { pricing, reservation as R, reservationTopic, type reservationEntities } from '@hotel/schema';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';
import { countRows, loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, MAINTAIN, READ, WRITE } from '../test/calls.js';
import { checkPaging, checkSorting, checkSortRefusals } from '../test/paged-search.js';
import { LiveClient } from '../test/live-client.js';
import { DEMO_WALK_IN_ROOMS } from '../seed/stays-demo.js';

type Reservation = R.entities.Reservation;

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;
let kandyId: number;
let channelId: number;
let kandyChannelId: number;
const types: Record<string, { id: number; stayTypeId: number }> = {};
const rooms: Record<string, number> = {};
let kandyRoom: number;

const today = todayIn();
/** A window far from the demo's own stays, a fresh one per test so tests never share a room night. */
let window = 120;
const nextDates = (nights = 2) => {
  window += 10;
  return { checkInDate: addDays(today, window), checkOutDate: addDays(today, window + nights) };
};

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
  kandyId = estate.kandyId;
  const channel = async (hotel: number) =>
    (await up.db.query<{ id: number }>("select id from channel where hotel_id = $1 and code = 'DIR'", [hotel]))[0]!.id;
  channelId = await channel(hotelId);
  kandyChannelId = await channel(kandyId);
  for (const name of ['Standard', 'Deluxe', 'Suite']) {
    const [row] = await up.db.query<{ id: number; stay_type_id: number }>(
      `select t.id, (select s.id from stay_type s where s.room_type_id = t.id and s.meal_plan = 'BB') as stay_type_id
         from room_type t where t.hotel_id = $1 and t.name = $2`,
      [hotelId, name],
    );
    types[name] = { id: row!.id, stayTypeId: row!.stay_type_id };
  }
  for (const row of await up.db.query<{ id: number; room_no: string }>(
    'select id, room_no from room where hotel_id = $1',
    [hotelId],
  )) {
    rooms[row.room_no] = row.id;
  }
  kandyRoom = (
    await up.db.query<{ id: number }>("select id from room where hotel_id = $1 and room_no = '407'", [kandyId])
  )[0]!.id;
});
after(() => up.close());

interface RoomIn {
  roomTypeId: number;
  stayTypeId: number;
  roomId?: number | null;
  adults: number;
  children?: number;
  childAges?: number[];
}

const suite = (roomNo?: string, guests: Partial<RoomIn> = {}): RoomIn => ({
  roomTypeId: types.Suite!.id,
  stayTypeId: types.Suite!.stayTypeId,
  ...(roomNo ? { roomId: rooms[roomNo]! } : {}),
  adults: 2,
  ...guests,
});

const booking = (over: Record<string, unknown> = {}) => ({
  hotelId,
  idempotencyKey: randomUUID(),
  guestName: 'Nimal Silva',
  guestEmail: 'nimal@example.lk',
  guestPhone: '0771234567',
  channelId,
  resident: true,
  ...nextDates(),
  rooms: [suite('407')],
  ...over,
});

/** A suite no stay holds on any night of `dates`. */
async function freeSuite(dates: { checkInDate: string; checkOutDate: string }): Promise<string> {
  const [free] = await up.db.query<{ room_no: string }>(
    `select r.room_no from room r
      where r.hotel_id = $1 and r.room_type_id = $2 and r.active
        and not exists (select 1 from reserved_room b
                         where b.room_id = r.id and b.status in ('BOOKED', 'CHECKEDIN')
                           and daterange(b.check_in_date, b.check_out_date, '[)') && daterange($3::date, $4::date, '[)'))
      order by r.room_no limit 1`,
    [hotelId, types.Suite!.id, dates.checkInDate, dates.checkOutDate],
  );
  assert.ok(free, 'a suite is free on the dates');
  return free.room_no;
}

const book = async (over: Record<string, unknown> = {}, token = admin): Promise<Reservation> =>
  (await api.ok<{ reservation: Reservation }>(R.createReservation, { token, body: booking(over) })).reservation;

describe('booking', () => {
  test('books a stay priced on the server by the pricing engine, with its room and version 1', async () => {
    const dates = nextDates(3);
    const made = await book({ ...dates, rooms: [suite('407', { children: 1, childAges: [8] })] });
    assert.equal(made.status, 'RESERVED');
    assert.equal(made.statusId, 1);
    assert.equal(made.version, 1);
    assert.equal(made.nights, 3);
    assert.equal(made.currency, 'LKR');
    assert.match(made.refNumber, /^[A-Z]+-\d{6}$/);
    assert.equal(made.rooms.length, 1);
    assert.equal(made.rooms[0]!.roomNo, '407');
    assert.equal(made.rooms[0]!.status, 'BOOKED');
    // The same stay priced by the price check: the server's total, never the client's.
    const price = await api.ok<{ priceCheck: { total: number } }>(pricing.checkPrice, {
      token: admin,
      body: {
        hotelId,
        channelId,
        roomTypeId: types.Suite!.id,
        stayTypeId: types.Suite!.stayTypeId,
        resident: true,
        ...dates,
        adults: 2,
        childAges: [8],
      },
    });
    assert.equal(made.total, price.priceCheck.total);
    assert.ok(made.total > 0);
    const read = await api.ok<{ reservation: Reservation }>(R.reservationById, {
      token: admin,
      params: { id: made.id },
    });
    assert.deepEqual(read.reservation, made);
  });

  test('a non-resident pays in USD; a room left open gets the first free room of its type', async () => {
    const made = await book({ resident: false, rooms: [suite(), suite()] });
    assert.equal(made.currency, 'USD');
    assert.deepEqual(
      made.rooms.map((r) => r.roomNo),
      ['407', '408'],
    );
  });

  test('bad input is refused naming the field, and nothing is written', async () => {
    const before = await countRows(up, 'reservation');
    const past = { checkInDate: addDays(today, -1), checkOutDate: addDays(today, 1) };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['check-in in the past', past, 'checkInDate', 'CHECK_IN_IN_PAST'],
      [
        'dates reversed',
        { checkInDate: addDays(today, 40), checkOutDate: addDays(today, 38) },
        'checkOutDate',
        'CHECK_OUT_NOT_AFTER_CHECK_IN',
      ],
      ['no adults', { rooms: [suite('407', { adults: 0 })] }, 'rooms.0.adults', 'ADULTS_REQUIRED'],
      ['no rooms', { rooms: [] }, 'rooms', 'ROOMS_REQUIRED'],
      [
        'a child without an age',
        { rooms: [suite('407', { children: 2, childAges: [4] })] },
        'rooms.0.childAges',
        'CHILD_AGES_MISSING',
      ],
      [
        'more guests than the room holds',
        { rooms: [suite('407', { adults: 5 })] },
        'rooms.0.adults',
        'ROOM_TOO_MANY_ADULTS',
      ],
      [
        'more guests than a standard room holds',
        {
          rooms: [
            {
              roomTypeId: types.Standard!.id,
              stayTypeId: types.Standard!.stayTypeId,
              roomId: rooms['101'],
              adults: 2,
              children: 2,
              childAges: [3, 4],
            },
          ],
        },
        'rooms.0.children',
        'ROOM_OVER_CAPACITY',
      ],
      [
        'a room of another hotel',
        { rooms: [suite(undefined, { roomId: kandyRoom })] },
        'rooms.0.roomId',
        'ROOM_OF_OTHER_HOTEL',
      ],
      ['a room of another type', { rooms: [suite('101')] }, 'rooms.0.roomId', 'ROOM_NOT_OF_ROOM_TYPE'],
      ['a channel of another hotel', { channelId: kandyChannelId }, 'channelId', 'CHANNEL_NOT_OF_HOTEL'],
      ['a bad e-mail', { guestEmail: 'nimal@' }, 'guestEmail', 'INVALID_EMAIL'],
      ['no guest name', { guestName: ' ' }, 'guestName', 'REQUIRED_FIELD'],
    ];
    for (const [name, over, field, reason] of cases) {
      const res = await api.refused(R.createReservation, { token: admin, body: booking(over) }, { status: 400, field });
      const named = res.json.errors.find((e: { field: string }) => e.field === field);
      assert.equal(named.reason, reason, `${name}: ${JSON.stringify(res.json.errors)}`);
    }
    assert.equal(await countRows(up, 'reservation'), before);
  });

  test("a child older than the room type's child policy is refused naming the child", async () => {
    const [policy] = await up.db.query<{ id: number }>(
      `insert into child_policy (hotel_id, room_type_id, name, valid_from) values ($1, $2, 'Suite children', $3) returning id`,
      [hotelId, types.Suite!.id, addDays(today, -400)],
    );
    await up.db.query(
      "insert into child_policy_band (child_policy_id, from_age, to_age, charge, rate_percent) values ($1, 0, 11, 'FREE', 0)",
      [policy!.id],
    );
    try {
      const res = await api.refused(
        R.createReservation,
        { token: admin, body: booking({ rooms: [suite('407', { children: 2, childAges: [4, 12] })] }) },
        { status: 400, field: 'rooms.0.childAges.1' },
      );
      assert.equal(res.json.reason, 'CHILD_AGE_OUTSIDE_POLICY');
      assert.deepEqual(res.json.params, { max: 11 });
    } finally {
      await up.db.query('delete from child_policy where id = $1', [policy!.id]);
    }
  });

  test('a room night is sold once: a second booking of the room is refused naming the room and dates', async () => {
    const dates = nextDates(3);
    await book({ ...dates, rooms: [suite('409')] });
    const overlapping = { checkInDate: addDays(dates.checkInDate, 2), checkOutDate: addDays(dates.checkOutDate, 2) };
    await api.refused(
      R.createReservation,
      { token: admin, body: booking({ ...overlapping, rooms: [suite('409')] }) },
      { status: 409, reason: 'ROOM_ALREADY_BOOKED', params: { roomNo: '409', ...rename(overlapping) } },
    );
    // The morning of check-out is free for the next guest.
    const next = await book({
      checkInDate: dates.checkOutDate,
      checkOutDate: addDays(dates.checkOutDate, 1),
      rooms: [suite('409')],
    });
    assert.equal(next.rooms[0]!.roomNo, '409');
  });
});

const rename = (d: { checkInDate: string; checkOutDate: string }) => ({ from: d.checkInDate, to: d.checkOutDate });

describe('the last free room under 50 parallel requests', () => {
  test('exactly one booking of a named room; 49 conflicts name the room and the dates (three rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const dates = nextDates(2);
      const before = await countRows(up, 'reservation');
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          api.send(R.createReservation, { token: admin, body: booking({ ...dates, rooms: [suite('410')] }) }),
        ),
      );
      const won = answers.filter((a) => a.status === 200);
      const lost = answers.filter((a) => a.status === 409);
      assert.equal(won.length, 1, JSON.stringify(answers.filter((a) => a.status !== 409).map((a) => a.json)));
      assert.equal(lost.length, 49);
      for (const a of lost) {
        assert.equal(a.json.reason, 'ROOM_ALREADY_BOOKED');
        assert.deepEqual(a.json.params, { roomNo: '410', ...rename(dates) });
        assert.equal(
          a.json.message,
          `Room 410 is already booked between ${dates.checkInDate} and ${dates.checkOutDate}`,
        );
      }
      assert.equal(await countRows(up, 'reservation'), before + 1);
      const [held] = await up.db.query<{ n: number }>(
        `select count(*)::int as n from reserved_room where room_id = $1 and status = 'BOOKED' and check_in_date = $2`,
        [rooms['410']!, dates.checkInDate],
      );
      assert.equal(held!.n, 1);
    }
  });

  test('exactly one booking of the last free suite by type; 49 are told no suite is free for those dates', async () => {
    const dates = nextDates(2);
    // Three of the four suites taken: one left.
    await book({ ...dates, rooms: [suite('407'), suite('408'), suite('409')] });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.send(R.createReservation, { token: admin, body: booking({ ...dates, rooms: [suite()] }) }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    assert.equal(won.length, 1, JSON.stringify(answers.filter((a) => a.status !== 409).map((a) => a.json)));
    assert.equal(won[0]!.json.result.reservation.rooms[0].roomNo, '410');
    const lost = answers.filter((a) => a.status === 409);
    assert.equal(lost.length, 49);
    for (const a of lost) {
      assert.equal(a.json.reason, 'NO_FREE_ROOM');
      assert.deepEqual(a.json.params, { roomType: 'Suite', ...rename(dates) });
    }
  });
});

describe('a double click books once', () => {
  test('a retry with the same key answers the first reservation and writes nothing', async () => {
    const body = booking();
    const first = await api.ok<{ reservation: Reservation }>(R.createReservation, { token: admin, body });
    const before = await countRows(up, 'reservation');
    const again = await api.ok<{ reservation: Reservation }>(R.createReservation, { token: admin, body });
    assert.deepEqual(again.reservation, first.reservation);
    assert.equal(await countRows(up, 'reservation'), before);
  });

  test('ten parallel clicks with one key make one reservation, and all answer it', async () => {
    const body = booking({ rooms: [suite()] });
    const before = await countRows(up, 'reservation');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.send(R.createReservation, { token: admin, body })),
    );
    assert.deepEqual(
      answers.map((a) => a.status),
      Array(10).fill(200),
      JSON.stringify(answers.map((a) => a.json)),
    );
    assert.equal(new Set(answers.map((a) => a.json.result.reservation.id)).size, 1);
    assert.equal(await countRows(up, 'reservation'), before + 1);
  });

  test('the same key with another booking is refused', async () => {
    const body = booking();
    await api.ok(R.createReservation, { token: admin, body });
    await api.refused(
      R.createReservation,
      { token: admin, body: { ...body, guestName: 'Someone Else' } },
      { status: 409, reason: 'IDEMPOTENCY_KEY_REUSED' },
    );
  });
});

const update = (r: Reservation, over: Record<string, unknown> = {}) => ({
  id: r.id,
  version: r.version,
  guestName: r.guestName,
  guestEmail: r.guestEmail,
  guestPhone: r.guestPhone,
  channelId: r.channelId,
  resident: r.resident,
  checkInDate: r.checkInDate,
  checkOutDate: r.checkOutDate,
  rooms: r.rooms.map((room) => ({
    roomTypeId: room.roomTypeId,
    stayTypeId: room.stayTypeId,
    roomId: room.roomId,
    adults: room.adults,
    children: room.children,
    childAges: room.childAges,
  })),
  notes: r.notes,
  ...over,
});

describe('changing a reservation', () => {
  test('a change is priced again and raises the version', async () => {
    const made = await book();
    const longer = addDays(made.checkOutDate, 1);
    const { reservation: changed } = await api.ok<{ reservation: Reservation }>(R.updateReservation, {
      token: admin,
      body: update(made, { checkOutDate: longer, guestName: 'Nimal K. Silva' }),
    });
    assert.equal(changed.version, 2);
    assert.equal(changed.nights, made.nights + 1);
    assert.ok(changed.total > made.total);
    assert.equal(changed.guestName, 'Nimal K. Silva');
  });

  test('a stale copy is refused with what changed since it was opened, and nothing is written', async () => {
    const opened = await book();
    await api.ok(R.updateReservation, { token: admin, body: update(opened, { guestName: 'Desk A' }) });
    const res = await api.refused(
      R.updateReservation,
      { token: admin, body: update(opened, { notes: 'Desk B' }) },
      { status: 409, reason: 'RESERVATION_CHANGED' },
    );
    assert.deepEqual(res.json.params, { version: 2, changes: 'guestName' });
    const read = await api.ok<{ reservation: Reservation }>(R.reservationById, {
      token: admin,
      params: { id: opened.id },
    });
    assert.equal(read.reservation.guestName, 'Desk A');
    assert.equal(read.reservation.notes, '');
  });

  test('a change onto a booked room is refused naming the room, and the stay keeps its own', async () => {
    const dates = nextDates();
    await book({ ...dates, rooms: [suite('408')] });
    const mine = await book({ ...dates, rooms: [suite('407')] });
    await api.refused(
      R.updateReservation,
      { token: admin, body: update(mine, { rooms: [suite('408')] }) },
      { status: 409, reason: 'ROOM_ALREADY_BOOKED', params: { roomNo: '408', ...rename(dates) } },
    );
    const read = await api.ok<{ reservation: Reservation }>(R.reservationById, {
      token: admin,
      params: { id: mine.id },
    });
    assert.equal(read.reservation.rooms[0]!.roomNo, '407');
  });
});

describe('check-in, check-out and cancelling', () => {
  const tonight = () => ({ checkInDate: today, checkOutDate: addDays(today, 1) });
  /** A free Deluxe room for tonight (the demo's own stays hold some). */
  const deluxeTonight = async (): Promise<Reservation> =>
    book({
      ...tonight(),
      rooms: [{ roomTypeId: types.Deluxe!.id, stayTypeId: types.Deluxe!.stayTypeId, adults: 2 }],
    });

  test('the lifecycle: check in on the arrival date, check out, each step refused out of turn', async () => {
    const made = await deluxeTonight();
    await api.refused(
      R.checkOutReservation,
      { token: admin, params: { id: made.id }, body: { version: 1 } },
      {
        status: 409,
        reason: 'CHECK_OUT_NOT_CHECKED_IN',
      },
    );
    const { reservation: inHouse } = await api.ok<{ reservation: Reservation }>(R.checkInReservation, {
      token: admin,
      params: { id: made.id },
      body: { version: 1 },
    });
    assert.equal(inHouse.status, 'CHECKED_IN');
    assert.equal(inHouse.statusId, 2);
    assert.equal(inHouse.rooms[0]!.status, 'CHECKEDIN');
    await api.refused(
      R.checkInReservation,
      { token: admin, params: { id: made.id }, body: { version: 2 } },
      {
        status: 409,
        reason: 'CHECK_IN_NOT_RESERVED',
      },
    );
    await api.refused(
      R.cancelReservation,
      { token: admin, params: { id: made.id }, body: { version: 2, fee: 0 } },
      {
        status: 409,
        reason: 'CANCEL_CHECKED_IN',
      },
    );
    const { reservation: out } = await api.ok<{ reservation: Reservation }>(R.checkOutReservation, {
      token: admin,
      params: { id: made.id },
      body: { version: 2 },
    });
    assert.equal(out.status, 'CHECKED_OUT');
    assert.equal(out.statusId, 4);
    // The room is free again for tonight.
    const again = await book({
      ...tonight(),
      rooms: [
        {
          ...suite(),
          roomTypeId: types.Deluxe!.id,
          stayTypeId: types.Deluxe!.stayTypeId,
          roomId: out.rooms[0]!.roomId,
        },
      ],
    });
    assert.equal(again.rooms[0]!.roomNo, out.rooms[0]!.roomNo);
  });

  test('check-in to a room whose last guest is still in house is refused, and nothing is written', async () => {
    const first = await deluxeTonight();
    await api.ok(R.checkInReservation, { token: admin, params: { id: first.id }, body: { version: 1 } });
    // The first guest's stay ended this morning, but they have not checked out.
    await up.db.query(
      'update reserved_room set check_in_date = $2::date - 2, check_out_date = $2::date where reservation_id = $1',
      [first.id, today],
    );
    const next = await book({
      ...tonight(),
      rooms: [
        {
          roomTypeId: types.Deluxe!.id,
          stayTypeId: types.Deluxe!.stayTypeId,
          roomId: first.rooms[0]!.roomId,
          adults: 2,
        },
      ],
    });
    await api.refused(
      R.checkInReservation,
      { token: admin, params: { id: next.id }, body: { version: 1 } },
      {
        status: 409,
        reason: 'ROOM_STILL_OCCUPIED',
      },
    );
    const read = await api.ok<{ reservation: Reservation }>(R.reservationById, {
      token: admin,
      params: { id: next.id },
    });
    assert.equal(read.reservation.status, 'RESERVED');
    assert.equal(read.reservation.version, 1);
  });

  test('check-in before the arrival date needs RESERVATION at MAINTAIN', async () => {
    // A room the demo keeps free from today on: checking in early needs the room empty tonight.
    assert.ok(DEMO_WALK_IN_ROOMS.includes('410'), 'suite 410 is free from today on');
    const made = await book({ rooms: [suite('410')] });
    const desk = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: WRITE });
    await api.refused(
      R.checkInReservation,
      { token: desk.token, params: { id: made.id }, body: { version: 1 } },
      {
        status: 409,
        reason: 'CHECK_IN_BEFORE_ARRIVAL',
        params: { date: made.checkInDate },
      },
    );
    const manager = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: MAINTAIN });
    const { reservation } = await api.ok<{ reservation: Reservation }>(R.checkInReservation, {
      token: manager.token,
      params: { id: made.id },
      body: { version: 1 },
    });
    assert.equal(reservation.status, 'CHECKED_IN');
  });

  test("cancelling shows the policy's fee first, charges exactly it, and frees the room", async () => {
    // 10 days before arrival: the 7-day tier, half the stay.
    const dates = { checkInDate: addDays(today, 10), checkOutDate: addDays(today, 12) };
    // Ten days out the demo's stays may hold any suite: take one they leave free.
    const roomNo = await freeSuite(dates);
    const made = await book({ ...dates, rooms: [suite(roomNo)] });
    const { cancellation } = await api.ok<{ cancellation: R.entities.CancellationPreview }>(
      R.reservationCancellationFee,
      {
        token: admin,
        params: { id: made.id },
      },
    );
    assert.equal(cancellation.daysBefore, 10);
    assert.equal(cancellation.percent, 50);
    assert.equal(cancellation.policyName, 'Standard terms');
    assert.equal(cancellation.fee, Math.round(made.total * 50) / 100);
    await api.refused(
      R.cancelReservation,
      { token: admin, params: { id: made.id }, body: { version: 1, fee: 0 } },
      { status: 409, reason: 'CANCELLATION_FEE_CHANGED' },
    );
    const { reservation: cancelled } = await api.ok<{ reservation: Reservation }>(R.cancelReservation, {
      token: admin,
      params: { id: made.id },
      body: { version: 1, fee: cancellation.fee, reason: 'Flight cancelled' },
    });
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.statusId, 6);
    assert.equal(cancelled.cancellationFee, cancellation.fee);
    await api.refused(
      R.cancelReservation,
      { token: admin, params: { id: made.id }, body: { version: 2, fee: 0 } },
      {
        status: 409,
        reason: 'CANCEL_NOT_ACTIVE',
      },
    );
    const again = await book({ ...dates, rooms: [suite(roomNo)] });
    assert.equal(again.rooms[0]!.roomNo, roomNo);
  });
});

describe('rooms', () => {
  test('assigns another room of the type; a booked one is refused naming the room and dates', async () => {
    const dates = nextDates();
    await book({ ...dates, rooms: [suite('409')] });
    const made = await book({ ...dates, rooms: [suite('407')] });
    const roomId = made.rooms[0]!.id;
    await api.refused(
      R.assignRoom,
      { token: admin, body: { reservationId: made.id, version: 1, reservedRoomId: roomId, roomId: rooms['409'] } },
      { status: 409, reason: 'ROOM_ALREADY_BOOKED', params: { roomNo: '409', ...rename(dates) } },
    );
    await api.refused(
      R.assignRoom,
      { token: admin, body: { reservationId: made.id, version: 1, reservedRoomId: roomId, roomId: rooms['101'] } },
      { status: 400, reason: 'ROOM_NOT_OF_ROOM_TYPE', field: 'roomId' },
    );
    await api.refused(
      R.assignRoom,
      { token: admin, body: { reservationId: made.id, version: 1, reservedRoomId: roomId, roomId: kandyRoom } },
      { status: 400, reason: 'ROOM_OF_OTHER_HOTEL', field: 'roomId' },
    );
    const { reservation } = await api.ok<{ reservation: Reservation }>(R.assignRoom, {
      token: admin,
      body: { reservationId: made.id, version: 1, reservedRoomId: roomId, roomId: rooms['410'] },
    });
    assert.equal(reservation.rooms[0]!.roomNo, '410');
    assert.equal(reservation.version, 2);
  });
});

describe('unknown reservations', () => {
  test('each call on a reservation that does not exist answers 404 and writes nothing', async () => {
    const id = 999_999;
    for (const [endpoint, call] of [
      [R.reservationById, { params: { id } }],
      [R.reservationCancellationFee, { params: { id } }],
      [R.checkInReservation, { params: { id }, body: { version: 1 } }],
      [R.checkOutReservation, { params: { id }, body: { version: 1 } }],
      [R.cancelReservation, { params: { id }, body: { version: 1, fee: 0 } }],
      [R.assignRoom, { body: { reservationId: id, version: 1, reservedRoomId: 1, roomId: rooms['407'] } }],
    ] as const) {
      await api.refused(endpoint, { token: admin, ...call }, { status: 404, reason: 'NOT_FOUND' });
    }
  });
});

describe('the reservation list', () => {
  test('paged by 25, filtered by the spec status ids, searchable and sortable', async () => {
    const guest = `Searchable ${randomUUID().slice(0, 8)}`;
    const made = await book({ guestName: guest });
    const { reservation: found } = await api.ok<{ reservation: R.entities.ReservationRow[] }>(R.searchReservations, {
      token: admin,
      query: { hotelId, guestName: guest.toLowerCase(), statusIds: '1,2,3,5' },
    });
    assert.deepEqual(
      found.map((r) => [r.id, r.roomNos, r.roomCount]),
      [[made.id, '407', 1]],
    );
    const history = await api.ok<{ reservation: unknown[] }>(R.searchReservations, {
      token: admin,
      query: { hotelId, guestName: guest, statusIds: '4,6' },
    });
    assert.equal(history.reservation.length, 0);
    const res = await api.send(R.searchReservations, { token: admin, query: { hotelId } });
    assert.equal(res.json.pagination.pageSize, 25);
    // Paging and sorting are checked on this test's own bookings: the demo's year of stays is more
    // than one page of 200.
    const paged = `Paged ${randomUUID().slice(0, 8)}`;
    for (const n of [1, 2, 3]) await book({ guestName: `${paged} ${n}` });
    const s = {
      up,
      token: admin,
      endpoint: R.searchReservations,
      query: { hotelId, guestName: paged },
      key: 'reservation',
    };
    await checkPaging(s);
    await checkSorting(s, { field: 'id', direction: 'DESC' });
    await checkSortRefusals(s);
  });
});

describe('rights', () => {
  test('RESERVATION at READ reads, WRITE books and changes, MAINTAIN cancels; refused before any write', async () => {
    const made = await book();
    const reader = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: READ });
    const writer = await staffWith(up, estate, estate.colombo.HOTEL, { RESERVATION: WRITE });
    const nobody = await staffWith(up, estate, estate.colombo.HOTEL, {});
    await api.ok(R.reservationById, { token: reader.token, params: { id: made.id } });
    await api.refused(R.reservationById, { token: nobody.token, params: { id: made.id } }, { status: 403 });
    await api.refused(R.createReservation, { token: reader.token, body: booking() }, { status: 403 });
    await api.refused(
      R.updateReservation,
      { token: reader.token, body: update(made, { notes: 'x' }) },
      { status: 403 },
    );
    const byWriter = await book({}, writer.token);
    await api.ok(R.updateReservation, { token: writer.token, body: update(byWriter, { notes: 'late arrival' }) });
    await api.refused(
      R.cancelReservation,
      { token: writer.token, params: { id: byWriter.id }, body: { version: 2, fee: 0 } },
      { status: 403 },
    );
    // A Kandy reservation is not Colombo staff's.
    const kandy = await api.ok<{ reservation: Reservation }>(R.createReservation, {
      token: admin,
      body: booking({
        hotelId: kandyId,
        channelId: kandyChannelId,
        rooms: [suite(undefined, { roomTypeId: (await kandySuite()).id, stayTypeId: (await kandySuite()).stayTypeId })],
      }),
    });
    await api.refused(
      R.reservationById,
      { token: writer.token, params: { id: kandy.reservation.id } },
      { status: 403 },
    );
  });
});

async function kandySuite(): Promise<{ id: number; stayTypeId: number }> {
  const [row] = await up.db.query<{ id: number; stay_type_id: number }>(
    `select t.id, (select min(s.id) from stay_type s where s.room_type_id = t.id) as stay_type_id
       from room_type t where t.hotel_id = $1 and t.name = 'Suite'`,
    [kandyId],
  );
  return { id: row!.id, stayTypeId: row!.stay_type_id };
}

describe('live', () => {
  test('every change is published on /reservation/{hotelId} after it commits, saying which nights it took or gave back', async () => {
    const topic = reservationTopic(hotelId);
    assert.equal(topic, `/reservation/${hotelId}`);
    const live = await LiveClient.connect(up);
    try {
      const inbox = await live.watch(topic);
      const made = await book({ rooms: [suite('407')] });
      await api.ok(R.cancelReservation, { token: admin, params: { id: made.id }, body: { version: 1, fee: 0 } });
      const mine = (change: string) => (m: unknown) =>
        (m as Message).reservationId === made.id && (m as Message).change === change;
      const created = (await inbox.find(mine('CREATED'))) as Message;
      const cancelled = (await inbox.find(mine('CANCELLED'))) as Message;
      assert.deepEqual(
        [created, cancelled].map((m) => [m.status, m.version, m.rooms.map((r) => [r.roomNo, r.from, r.to, r.held])]),
        [
          ['RESERVED', 1, [['407', made.checkInDate, made.checkOutDate, true]]],
          ['CANCELLED', 2, [['407', made.checkInDate, made.checkOutDate, false]]],
        ],
      );
      // A refused change announces nothing.
      const count = inbox.messages.length;
      await api.refused(
        R.cancelReservation,
        { token: admin, params: { id: made.id }, body: { version: 2, fee: 0 } },
        {
          status: 409,
        },
      );
      assert.equal(inbox.messages.length, count);
    } finally {
      await live.close();
    }
  });
});

type Message = reservationEntities.ReservationChangeMessage;

describe('the guest of a stay', () => {
  const guestOf = async (id: number) =>
    (await up.db.query<{ guest_id: number | null }>('select guest_id from reservation where id = $1', [id]))[0]!
      .guest_id;

  test('a booking without a profile finds the guest by e-mail, or makes one; a named profile is kept', async () => {
    const email = `guest.${randomUUID()}@example.lk`;
    const first = await book({ guestName: 'Ruwani Jayasuriya', guestEmail: email, rooms: [suite()] });
    assert.equal(first.guestId, await guestOf(first.id));
    const [made] = await up.db.query<{ first_name: string; last_name: string; email: string }>(
      'select first_name, last_name, email from guest where id = $1',
      [first.guestId],
    );
    assert.deepEqual(made, { first_name: 'Ruwani', last_name: 'Jayasuriya', email });
    // The same e-mail (any case) is the same guest.
    const again = await book({ guestName: 'R. Jayasuriya', guestEmail: email.toUpperCase(), rooms: [suite()] });
    assert.equal(again.guestId, first.guestId);
    // A named profile wins over the e-mail.
    const [other] = await up.db.query<{ id: number }>(
      "insert into guest (hotel_id, first_name, email) values ($1, 'Other', 'other@example.lk') returning id",
      [hotelId],
    );
    const named = await book({ guestId: other!.id, guestEmail: email, rooms: [suite()] });
    assert.equal(named.guestId, other!.id);
  });

  test('a profile of another hotel, or none at all, is refused naming guestId, with nothing written', async () => {
    const [kandyGuest] = await up.db.query<{ id: number }>(
      "insert into guest (hotel_id, first_name) values ($1, 'Kandy guest') returning id",
      [kandyId],
    );
    for (const guestId of [kandyGuest!.id, 999_999]) {
      await api.refused(
        R.createReservation,
        { token: admin, body: booking({ guestId, rooms: [suite()] }) },
        { status: 400, reason: 'NOT_FOUND', field: 'guestId' },
      );
    }
  });
});
