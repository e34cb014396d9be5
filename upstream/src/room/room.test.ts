// The room catalogue over HTTP: room types with their picture, rooms, view types, amenities, room
// areas, stay types, pax, seasons, holidays and reservation types — each operation's success, each
// refusal naming its field with nothing written, overlapping seasons raced, and the ROOM and SEASON
// rights at READ, WRITE and MAINTAIN on the record's own hotel.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { room } from '@hotel/schema';
import { png, startTestUpstream, type TestUpstream } from '../test/harness.js';
import { loadEstate, staffWith, type Estate } from '../test/fixtures.js';
import { caller, MAINTAIN, READ, WRITE } from '../test/calls.js';
import { checkPaging, checkSorting, checkSortRefusals } from '../test/paged-search.js';

let up: TestUpstream;
let estate: Estate;
let api: ReturnType<typeof caller>;
let admin: string;
let hotelId: number;
let kandyId: number;

before(async () => {
  up = await startTestUpstream();
  estate = await loadEstate(up);
  api = caller(up);
  admin = estate.admin;
  hotelId = estate.colomboId;
  kandyId = estate.kandyId;
});
after(() => up.close());

const roomTypeId = async (name: string, hotel = hotelId) =>
  (await up.db.query<{ id: number }>('select id from room_type where hotel_id = $1 and name = $2', [hotel, name]))[0]!
    .id;

describe('room types', () => {
  let suiteId: number;

  test('the demo hotel has its room types with rooms and stay types, paged and sorted', async () => {
    const { roomType } = await api.ok<{ roomType: room.entities.RoomType[] }>(room.searchRoomTypes, {
      token: admin,
      query: { hotelId, sortField: 'roomCount', direction: 'DESC' },
    });
    assert.deepEqual(
      roomType.map((t) => [t.name, t.roomCount, t.stayTypeCount]),
      [
        ['Standard', 20, 4],
        ['Deluxe', 16, 4],
        ['Suite', 4, 4],
      ],
    );
    const s = { up, token: admin, endpoint: room.searchRoomTypes, query: { hotelId }, key: 'roomType' };
    await checkPaging(s);
    await checkSorting(s, { field: 'name', direction: 'ASC' });
    await checkSortRefusals(s);
  });

  test('adds a room type with its picture, served back', async () => {
    const { roomType } = await api.ok<{ roomType: room.entities.RoomType }>(room.createRoomType, {
      token: admin,
      multipart: {
        roomType: { hotelId, name: 'Family', description: 'Two rooms', maxAdults: 4, maxChildren: 3 },
        image: png(),
      },
    });
    assert.deepEqual([roomType.name, roomType.maxAdults, roomType.roomCount], ['Family', 4, 0]);
    assert.match(roomType.image ?? '', /^images\/[0-9a-f-]{36}$/);
    const picture = await up.api('GET', `/hotel-service/api/${roomType.image}`);
    assert.equal(picture.headers.get('content-type'), 'image/png');
    suiteId = roomType.id;

    const changed = await api.ok<{ roomType: room.entities.RoomType }>(room.updateRoomType, {
      token: admin,
      multipart: { roomType: { id: suiteId, hotelId, name: 'Family room', maxAdults: 5, maxChildren: 3 } },
    });
    assert.deepEqual([changed.roomType.name, changed.roomType.image], ['Family room', roomType.image]);
  });

  test('refuses a name used twice in the hotel, a capacity out of range and a move to another hotel', async () => {
    await api.refused(
      room.createRoomType,
      { token: admin, multipart: { roomType: { hotelId, name: 'deluxe', maxAdults: 2, maxChildren: 0 } } },
      { status: 409, reason: 'NAME_TAKEN_IN_HOTEL', field: 'name' },
    );
    await api.refused(
      room.createRoomType,
      { token: admin, multipart: { roomType: { hotelId, name: 'Huge', maxAdults: 21, maxChildren: 0 } } },
      { status: 400, reason: 'ADULTS_RANGE', field: 'maxAdults' },
    );
    await api.refused(
      room.updateRoomType,
      {
        token: admin,
        multipart: { roomType: { id: suiteId, hotelId: kandyId, name: 'X', maxAdults: 2, maxChildren: 0 } },
      },
      { status: 400, reason: 'MOVED_ACROSS_HOTELS', field: 'hotelId' },
    );
    // The same name in the other hotel is fine.
    await api.ok(room.createRoomType, {
      token: admin,
      multipart: { roomType: { hotelId: kandyId, name: 'Family room', maxAdults: 4, maxChildren: 2 } },
    });
  });

  test('lists the hotel’s room types and those with rooms for sale', async () => {
    const all = await api.ok<{ roomType: { name: string }[] }>(room.roomTypesOfHotel, {
      token: admin,
      params: { id: hotelId },
    });
    assert.deepEqual(
      all.roomType.map((t) => t.name),
      ['Deluxe', 'Family room', 'Standard', 'Suite'],
    );
    const sold = await api.ok<{ roomType: { name: string }[] }>(room.roomTypesWithRooms, {
      token: admin,
      params: { id: hotelId },
    });
    assert.deepEqual(
      sold.roomType.map((t) => t.name),
      ['Deluxe', 'Standard', 'Suite'],
    );
  });

  test('refuses to delete a room type with rooms or prices; deletes one without, with its stay types', async () => {
    await api.refused(
      room.deleteRoomType,
      { token: admin, params: { id: await roomTypeId('Suite') } },
      { status: 409, reason: 'ROOM_TYPE_HAS_ROOMS', params: { count: 4 } },
    );
    await up.db.query('update room set room_type_id = $1 where room_type_id = $2', [
      await roomTypeId('Deluxe'),
      await roomTypeId('Suite'),
    ]);
    await api.refused(
      room.deleteRoomType,
      { token: admin, params: { id: await roomTypeId('Suite') } },
      { status: 409, reason: 'ROOM_TYPE_HAS_PRICES' },
    );
    await api.ok(room.createStayType, {
      token: admin,
      body: { roomTypeId: suiteId, stayType: 'Family BB', mealPlan: 'BB', maxAdults: 4, maxChildren: 3 },
    });
    await api.ok(room.deleteRoomType, { token: admin, params: { id: suiteId } });
    const [left] = await up.db.query<{ n: number }>(
      'select count(*)::int as n from stay_type where room_type_id = $1',
      [suiteId],
    );
    assert.equal(left!.n, 0);
    await api.refused(room.deleteRoomType, { token: admin, params: { id: suiteId } }, { status: 404 });
  });
});

describe('rooms', () => {
  let roomId: number;
  let areaId: number;
  let viewId: number;
  let amenityIds: number[];

  before(async () => {
    const q = (sql: string) => up.db.query<{ id: number }>(sql, [hotelId]);
    areaId = (await q("select id from room_area where hotel_id = $1 and name = 'Main wing'"))[0]!.id;
    viewId = (await q("select id from view_type where hotel_id = $1 and name = 'Sea view'"))[0]!.id;
    amenityIds = (
      await q("select id from amenity where hotel_id = $1 and name in ('Wi-Fi', 'Safe') order by name")
    ).map((r) => r.id);
  });

  test('lists the 40 demo rooms, numbers in numeric order, filtered by type and floor', async () => {
    const page = await api.send(room.searchRooms, { token: admin, query: { hotelId, size: 200 } });
    assert.equal(page.json.pagination.totalRecords, 40);
    assert.deepEqual(
      page.json.result.room.slice(0, 3).map((r: room.entities.Room) => r.roomNo),
      ['101', '102', '103'],
    );
    const fourth = await api.ok<{ room: room.entities.Room[] }>(room.searchRooms, {
      token: admin,
      query: { hotelId, floor: 4, roomTypeId: await roomTypeId('Deluxe'), sortField: 'roomNo', direction: 'DESC' },
    });
    assert.deepEqual(
      fourth.room.map((r) => r.roomNo),
      ['410', '409', '408', '407', '406', '405', '404', '403', '402', '401'],
    );
    const s = { up, token: admin, endpoint: room.searchRooms, query: { hotelId }, key: 'room' };
    await checkSorting(s, { field: 'roomNo', direction: 'ASC' });
    await checkSortRefusals(s);
  });

  test('adds a room with its area, view, amenities, capacity and an out-of-order window', async () => {
    const { room: created } = await api.ok<{ room: room.entities.Room }>(room.createRoom, {
      token: admin,
      body: {
        hotelId,
        roomNo: '501',
        roomTypeId: await roomTypeId('Standard'),
        floor: 5,
        roomAreaId: areaId,
        viewTypeId: viewId,
        amenityIds,
        maxAdults: 2,
        maxChildren: 1,
        outOfOrderFrom: '2031-01-10',
        outOfOrderTo: '2031-01-12',
      },
    });
    roomId = created.id;
    assert.deepEqual(
      [created.roomTypeName, created.roomAreaName, created.viewTypeName, created.amenityNames, created.outOfOrderTo],
      ['Standard', 'Main wing', 'Sea view', ['Safe', 'Wi-Fi'], '2031-01-12'],
    );
    const { room: changed } = await api.ok<{ room: room.entities.Room }>(room.updateRoom, {
      token: admin,
      body: {
        id: roomId,
        hotelId,
        roomNo: '501A',
        roomTypeId: await roomTypeId('Deluxe'),
        maxAdults: 3,
        maxChildren: 2,
        active: false,
      },
    });
    assert.deepEqual(
      [changed.roomNo, changed.roomTypeName, changed.amenityIds, changed.outOfOrderFrom, changed.active],
      ['501A', 'Deluxe', [], null, false],
    );
  });

  test('refuses a number used twice, a type or view of another hotel and half an out-of-order window', async () => {
    const body = { hotelId, roomNo: '101', roomTypeId: await roomTypeId('Standard'), maxAdults: 2, maxChildren: 0 };
    await api.refused(
      room.createRoom,
      { token: admin, body },
      { status: 409, reason: 'ROOM_NUMBER_TAKEN', field: 'roomNo' },
    );
    await api.refused(
      room.createRoom,
      { token: admin, body: { ...body, roomNo: '502', roomTypeId: await roomTypeId('Standard', kandyId) } },
      { status: 409, reason: 'ROOM_TYPE_NOT_IN_HOTEL', field: 'roomTypeId' },
    );
    const kandyView = (
      await up.db.query<{ id: number }>('select id from view_type where hotel_id = $1 limit 1', [kandyId])
    )[0]!.id;
    await api.refused(
      room.createRoom,
      { token: admin, body: { ...body, roomNo: '502', viewTypeId: kandyView } },
      { status: 409, reason: 'NOT_IN_HOTEL', field: 'viewTypeId' },
    );
    await api.refused(
      room.createRoom,
      { token: admin, body: { ...body, roomNo: '502', outOfOrderFrom: '2031-01-10' } },
      { status: 400, reason: 'OUT_OF_ORDER_DATES', field: 'outOfOrderTo' },
    );
    await api.refused(
      room.createRoom,
      { token: admin, body: { ...body, roomNo: ' ' } },
      { status: 400, reason: 'ROOM_NO_REQUIRED', field: 'roomNo' },
    );
  });

  test('deletes a room never booked; one with stays on record is refused', async () => {
    await api.ok(room.deleteRoom, { token: admin, params: { id: roomId } });
    const [booked] = await up.db.query<{ id: number }>(
      'select r.id from room r join reserved_room rr on rr.room_id = r.id where r.hotel_id = $1 limit 1',
      [hotelId],
    );
    await api.refused(
      room.deleteRoom,
      { token: admin, params: { id: booked!.id } },
      { status: 409, reason: 'ROOM_HAS_STAYS' },
    );
  });

  test('offers the adult and child counts a room type takes', async () => {
    const deluxe = await roomTypeId('Deluxe');
    assert.deepEqual(
      (await api.ok<{ adult: number[] }>(room.adultOptions, { token: admin, params: { id: deluxe } })).adult,
      [1, 2, 3],
    );
    const child = await api.ok<{ child: number[] }>(room.childOptions, {
      token: admin,
      params: { id: deluxe },
      query: { adultCount: 2 },
    });
    assert.deepEqual(child.child, [0, 1, 2]);
  });
});

describe('view types, amenities and room areas', () => {
  const kinds = [
    { name: 'view types', E: room.viewTypes, key: 'viewType', table: 'view_type', used: 'Sea view' },
    { name: 'amenities', E: room.amenities, key: 'amenity', table: 'amenity', used: 'Wi-Fi' },
    { name: 'room areas', E: room.roomAreas, key: 'roomArea', table: 'room_area', used: 'Main wing' },
  ] as const;
  for (const kind of kinds) {
    test(`${kind.name}: listed with their rooms, added, renamed, deleted; refused while rooms carry one`, async () => {
      const list = await api.ok<Record<string, room.entities.RoomAttribute[]>>(kind.E.search, {
        token: admin,
        query: { hotelId, name: kind.used },
      });
      const used = list[kind.key]![0]!;
      assert.ok(used.roomCount > 0);
      const created = await api.ok<Record<string, room.entities.RoomAttribute>>(kind.E.create, {
        token: admin,
        body: { hotelId, name: `Test ${kind.key}`, description: 'for the test' },
      });
      const id = created[kind.key]!.id;
      await api.refused(
        kind.E.create,
        { token: admin, body: { hotelId, name: `test ${kind.key}` } },
        { status: 409, reason: 'NAME_TAKEN_IN_HOTEL', field: 'name' },
      );
      const renamed = await api.ok<Record<string, room.entities.RoomAttribute>>(kind.E.update, {
        token: admin,
        body: { id, hotelId, name: `Renamed ${kind.key}`, active: false },
      });
      assert.deepEqual([renamed[kind.key]!.name, renamed[kind.key]!.active], [`Renamed ${kind.key}`, false]);
      await api.refused(
        kind.E.remove,
        { token: admin, params: { id: used.id } },
        { status: 409, reason: 'ROOM_ATTRIBUTE_IN_USE', params: { name: kind.used } },
      );
      await api.ok(kind.E.remove, { token: admin, params: { id } });
      const s = { up, token: admin, endpoint: kind.E.search, query: { hotelId }, key: kind.key };
      await checkSorting(s, { field: 'name', direction: 'ASC' });
    });
  }
});

describe('stay types', () => {
  test('filters by the spec’s stay type filters', async () => {
    const res = await api.ok<{ stayType: room.entities.StayType[] }>(room.searchStayTypes, {
      token: admin,
      query: { hotelId, mealPlan: 'HB', maxAdults: 3, roomTypeName: 'lux', stayType: 'half', description: 'deluxe' },
    });
    assert.deepEqual(
      res.stayType.map((s) => [s.roomTypeName, s.stayType, s.mealPlan, s.maxAdults]),
      [['Deluxe', 'Half board', 'HB', 3]],
    );
    const ofType = await api.ok<{ stayType: room.entities.StayType[] }>(room.stayTypesOfRoomType, {
      token: admin,
      params: { id: await roomTypeId('Standard') },
    });
    assert.deepEqual(ofType.stayType.map((s) => s.mealPlan).sort(), ['BB', 'FB', 'HB', 'RO']);
    const all = await api.ok<{ stayType: unknown[] }>(room.stayTypesOfHotel, { token: admin, params: { id: hotelId } });
    assert.ok(all.stayType.length >= 12);
    const s = { up, token: admin, endpoint: room.searchStayTypes, query: { hotelId }, key: 'stayType' };
    await checkPaging(s);
    await checkSorting(s, { field: 'roomTypeName', direction: 'ASC' });
  });

  test('adds, changes and deletes a stay type; refuses a second name, a missing meal plan, prices and a move', async () => {
    const standard = await roomTypeId('Standard');
    const { stayType } = await api.ok<{ stayType: room.entities.StayType }>(room.createStayType, {
      token: admin,
      body: { roomTypeId: standard, stayType: 'Honeymoon', mealPlan: 'FB', maxAdults: 2, maxChildren: 0 },
    });
    await api.refused(
      room.createStayType,
      {
        token: admin,
        body: { roomTypeId: standard, stayType: 'honeymoon', mealPlan: 'BB', maxAdults: 2, maxChildren: 0 },
      },
      { status: 409, reason: 'NAME_TAKEN_IN_HOTEL', field: 'stayType' },
    );
    await api.refused(
      room.createStayType,
      { token: admin, body: { roomTypeId: standard, stayType: 'No plan', maxAdults: 2, maxChildren: 0 } },
      { status: 400, reason: 'MEAL_PLAN_REQUIRED', field: 'mealPlan' },
    );
    const changed = await api.ok<{ stayType: room.entities.StayType }>(room.updateStayType, {
      token: admin,
      body: {
        id: stayType.id,
        roomTypeId: standard,
        stayType: 'Honeymoon HB',
        mealPlan: 'HB',
        maxAdults: 2,
        maxChildren: 1,
      },
    });
    assert.equal(changed.stayType.mealPlan, 'HB');
    await api.refused(
      room.updateStayType,
      {
        token: admin,
        body: {
          id: stayType.id,
          roomTypeId: await roomTypeId('Deluxe'),
          stayType: 'X',
          mealPlan: 'HB',
          maxAdults: 2,
          maxChildren: 1,
        },
      },
      { status: 400, reason: 'STAY_TYPE_OF_OTHER_ROOM_TYPE', field: 'roomTypeId' },
    );
    const [priced] = await up.db.query<{ id: number }>(
      'select stay_type_id as id from channel_price where hotel_id = $1 limit 1',
      [hotelId],
    );
    await api.refused(
      room.deleteStayType,
      { token: admin, params: { id: priced!.id } },
      { status: 409, reason: 'STAY_TYPE_HAS_PRICES' },
    );
    await api.ok(room.deleteStayType, { token: admin, params: { id: stayType.id } });
  });
});

describe('pax', () => {
  test('lists the occupancies by adults; adds, changes, deletes; one per number of adults', async () => {
    const { pax } = await api.ok<{ pax: room.entities.Pax[] }>(room.searchPax, { token: admin, query: { hotelId } });
    assert.deepEqual(
      pax.map((p) => [p.name, p.adults, p.ratePercent]),
      [
        ['Single', 1, 80],
        ['Double', 2, 100],
        ['Triple', 3, 125],
        ['Quad', 4, 150],
      ],
    );
    await api.refused(
      room.createPax,
      { token: admin, body: { hotelId, name: 'Another double', adults: 2, ratePercent: 100 } },
      { status: 409, reason: 'PAX_ADULTS_TAKEN', field: 'adults' },
    );
    await api.refused(
      room.createPax,
      { token: admin, body: { hotelId, name: 'Free', adults: 5, ratePercent: 0 } },
      { status: 400, reason: 'PAX_PERCENT_RANGE', field: 'ratePercent' },
    );
    const { pax: five } = await api.ok<{ pax: room.entities.Pax }>(room.createPax, {
      token: admin,
      body: { hotelId, name: 'Five', adults: 5, ratePercent: 170.5 },
    });
    const changed = await api.ok<{ pax: room.entities.Pax }>(room.updatePax, {
      token: admin,
      body: { id: five.id, hotelId, name: 'Quint', adults: 5, ratePercent: 175 },
    });
    assert.deepEqual([changed.pax.name, changed.pax.ratePercent], ['Quint', 175]);
    await api.ok(room.deletePax, { token: admin, params: { id: five.id } });
  });
});

describe('seasons', () => {
  test('a hotel’s seasons never overlap: refused naming the season in the way, nothing written', async () => {
    const { season } = await api.ok<{ season: room.entities.Season[] }>(room.searchSeasons, {
      token: admin,
      query: { hotelId },
    });
    const low = season.find((s) => s.name === 'Low season')!;
    assert.ok(low.priceCount > 0);
    await api.refused(
      room.createSeason,
      {
        token: admin,
        body: { hotelId, name: 'Monsoon', startDate: low.endDate, endDate: `${Number(low.endDate.slice(0, 4))}-10-15` },
      },
      {
        status: 409,
        reason: 'SEASONS_OVERLAP',
        field: 'startDate',
        params: { season: 'Low season', from: low.startDate, to: low.endDate },
      },
    );
    await api.refused(
      room.createSeason,
      { token: admin, body: { hotelId, name: 'Backwards', startDate: '2040-02-10', endDate: '2040-02-01' } },
      { status: 400, reason: 'END_BEFORE_START', field: 'endDate' },
    );
    // Another hotel's seasons do not count.
    const perahera = { name: 'Perahera', startDate: '2045-08-01', endDate: '2045-08-10' };
    await api.ok(room.createSeason, { token: admin, body: { hotelId: kandyId, ...perahera } });
    await api.ok(room.createSeason, { token: admin, body: { hotelId, ...perahera } });
  });

  test('of overlapping seasons saved at once, exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.send(room.createSeason, {
          token: admin,
          body: { hotelId, name: `Race ${i}`, startDate: `2041-03-0${i + 1}`, endDate: '2041-03-20' },
        }),
      ),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409, 409, 409, 409]);
    assert.ok(results.filter((r) => r.status === 409).every((r) => r.json.reason === 'SEASONS_OVERLAP'));
    const [rows] = await up.db.query<{ n: number }>(
      "select count(*)::int as n from season where hotel_id = $1 and name like 'Race %'",
      [hotelId],
    );
    assert.equal(rows!.n, 1);
  });

  test('the database refuses an overlap even from a writer that skips the check', async () => {
    await assert.rejects(
      up.db.query(
        "insert into season (hotel_id, name, start_date, end_date) values ($1, 'Sneaky', '2041-03-19', '2041-03-25')",
        [hotelId],
      ),
      (err: { code?: string }) => err.code === '23P01',
    );
  });

  test('moves a season within itself; deletes one without prices; refuses one with prices', async () => {
    const { season } = await api.ok<{ season: room.entities.Season }>(room.createSeason, {
      token: admin,
      body: { hotelId, name: 'Shoulder', startDate: '2042-10-01', endDate: '2042-10-31' },
    });
    const moved = await api.ok<{ season: room.entities.Season }>(room.updateSeason, {
      token: admin,
      body: { id: season.id, hotelId, name: 'Shoulder', startDate: '2042-10-10', endDate: '2042-11-05' },
    });
    assert.deepEqual([moved.season.startDate, moved.season.endDate], ['2042-10-10', '2042-11-05']);
    await api.ok(room.deleteSeason, { token: admin, params: { id: season.id } });
    const [priced] = await up.db.query<{ id: number }>(
      'select season_id as id from seasonal_price where hotel_id = $1 limit 1',
      [hotelId],
    );
    await api.refused(
      room.deleteSeason,
      { token: admin, params: { id: priced!.id } },
      { status: 409, reason: 'SEASON_HAS_PRICES' },
    );
  });
});

describe('holidays', () => {
  test('marks, lists, moves and removes holidays; a date once', async () => {
    const { holidayConfig } = await api.ok<{ holidayConfig: room.entities.HolidayConfig }>(room.createHoliday, {
      token: admin,
      body: { hotelId, holidayDate: '2043-06-21', name: 'Poson Poya' },
    });
    await api.refused(
      room.createHoliday,
      { token: admin, body: { hotelId, holidayDate: '2043-06-21', name: 'Twice' } },
      { status: 409, reason: 'HOLIDAY_DATE_TAKEN', field: 'holidayDate' },
    );
    const year = await api.ok<{ holidayConfig: { name: string }[] }>(room.holidaysOfHotel, {
      token: admin,
      params: { id: hotelId },
      query: { year: 2043 },
    });
    assert.deepEqual(
      year.holidayConfig.map((h) => h.name),
      ['Poson Poya'],
    );
    await api.ok(room.updateHoliday, {
      token: admin,
      body: { id: holidayConfig.id, hotelId, holidayDate: '2043-06-22', name: 'Poson Poya' },
    });
    const dates = await api.ok<{ holidayDate: string[] }>(room.holidayDates, { token: admin, params: { hotelId } });
    assert.ok(dates.holidayDate.includes('2043-06-22'));
    await api.ok(room.deleteHoliday, { token: admin, params: { id: holidayConfig.id } });
  });
});

describe('reservation types', () => {
  test('adds one with its picture, reads, changes, lists and deletes it', async () => {
    const { reservationType } = await api.ok<{ reservationType: room.entities.ReservationType }>(
      room.createReservationType,
      { token: admin, multipart: { reservationType: { hotelId, name: 'Corporate' }, reservationTypeImage: png() } },
    );
    assert.match(reservationType.image ?? '', /^images\//);
    await api.refused(
      room.createReservationType,
      { token: admin, multipart: { reservationType: { hotelId, name: 'corporate' } } },
      { status: 409, reason: 'NAME_TAKEN_IN_HOTEL', field: 'name' },
    );
    const one = await api.ok<{ reservationType: room.entities.ReservationType }>(room.reservationTypeById, {
      token: admin,
      params: { id: reservationType.id },
    });
    assert.equal(one.reservationType.name, 'Corporate');
    const changed = await api.ok<{ reservationType: room.entities.ReservationType }>(room.updateReservationType, {
      token: admin,
      params: { id: reservationType.id },
      multipart: { reservationType: { hotelId, name: 'Corporate accounts', description: 'Invoiced monthly' } },
    });
    assert.deepEqual(
      [changed.reservationType.name, changed.reservationType.image],
      ['Corporate accounts', reservationType.image],
    );
    const list = await api.ok<{ reservationType: { name: string }[] }>(room.searchReservationTypes, {
      token: admin,
      query: { hotelId },
    });
    assert.deepEqual(
      list.reservationType.map((t) => t.name),
      ['Corporate accounts', 'Direct', 'Travel agent', 'Web'],
    );
    await api.ok(room.deleteReservationType, { token: admin, params: { id: reservationType.id } });
  });
});

describe('rights on the hotel of the record', () => {
  let reader: string;
  let writer: string;
  let maintainer: string;

  before(async () => {
    const hotelService = estate.colombo.HOTEL;
    reader = (await staffWith(up, estate, hotelService, { ROOM: READ, SEASON: READ })).token;
    writer = (await staffWith(up, estate, hotelService, { ROOM: WRITE, SEASON: WRITE })).token;
    maintainer = (await staffWith(up, estate, hotelService, { ROOM: MAINTAIN, SEASON: MAINTAIN })).token;
  });

  test('READ views, WRITE adds and changes, MAINTAIN deletes; each refusal writes nothing', async () => {
    await api.ok(room.searchRooms, { token: reader, query: { hotelId } });
    const body = { hotelId, name: 'Rights view' };
    await api.refused(room.viewTypes.create, { token: reader, body }, { status: 403 });
    const { viewType } = await api.ok<{ viewType: { id: number } }>(room.viewTypes.create, { token: writer, body });
    await api.ok(room.viewTypes.update, { token: writer, body: { ...body, id: viewType.id, name: 'Rights view 2' } });
    await api.refused(room.viewTypes.remove, { token: writer, params: { id: viewType.id } }, { status: 403 });
    await api.ok(room.viewTypes.remove, { token: maintainer, params: { id: viewType.id } });

    const season = { hotelId, name: 'Rights season', startDate: '2044-01-01', endDate: '2044-01-05' };
    await api.refused(room.createSeason, { token: reader, body: season }, { status: 403 });
    const created = await api.ok<{ season: { id: number } }>(room.createSeason, { token: writer, body: season });
    await api.refused(room.deleteSeason, { token: writer, params: { id: created.season.id } }, { status: 403 });
    await api.ok(room.deleteSeason, { token: maintainer, params: { id: created.season.id } });
  });

  test('rights in one hotel reach no other', async () => {
    await api.refused(room.searchRooms, { token: maintainer, query: { hotelId: kandyId } }, { status: 403 });
    const kandyRoom = (
      await up.db.query<{ id: number }>('select id from room where hotel_id = $1 limit 1', [kandyId])
    )[0]!;
    await api.refused(room.deleteRoom, { token: maintainer, params: { id: kandyRoom.id } }, { status: 403 });
  });

  test('without a token nothing is answered', async () => {
    const res = await up.api('GET', `/hotel-service/api/room/search?hotelId=${hotelId}`);
    assert.equal(res.status, 401);
  });
});
